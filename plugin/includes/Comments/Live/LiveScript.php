<?php
/**
 * Puts the poll script on pages whose readers have live updates.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Live;

use Closure;
use Farol\Comments\Phrases;
use WP_Post;

/**
 * When the comment area is printed (filter `farol_comments_client_props`, which the area applies
 * with its post) and live updates are on for this visitor (LiveSettings), enqueues the poll
 * script (`src/comments/live/`, plain TypeScript, no React and no zod: a few KB, deferred in the
 * footer) with its configuration in `window.farolLive`: the post, the poll's address, the
 * widget's ajax address, the newest comment id and the thread version the page was printed
 * with, the settings' timers and the bubble's words. A member also gets a `wp_rest` nonce (their
 * page is not cached); a guest gets none, so the page stays cacheable and cookie-free. A reader
 * without live updates downloads nothing of them.
 */
final class LiveScript {

	/**
	 * The script's handle.
	 */
	public const HANDLE = 'farol-comments-live';

	/**
	 * The built entry.
	 */
	public const ENTRY = 'apps/comments/live';

	/**
	 * Creates the seam.
	 *
	 * @param LiveSettings $live     The live settings.
	 * @param LiveThread   $thread   The thread's reader.
	 * @param Closure      $register Registers a built entry under a handle (Support\Assets::register): fn( string $handle, string $entry ): bool.
	 */
	public function __construct( private readonly LiveSettings $live, private readonly LiveThread $thread, private readonly Closure $register ) {
	}

	/**
	 * Adds the filter (after the endpoint's, which sets `ajaxUrl`).
	 */
	public function register(): void {
		add_filter( 'farol_comments_client_props', array( $this, 'enqueue' ), 30, 2 );
	}

	/**
	 * Enqueues the script for the area's post; the props pass through unchanged.
	 *
	 * @param mixed $props The widget's props.
	 * @param mixed $post  The area's post.
	 * @return mixed
	 *
	 * @internal Filter callback of `farol_comments_client_props`.
	 */
	public function enqueue( $props, $post = null ) {
		if ( ! $post instanceof WP_Post || ! is_array( $props ) || ! $this->live->enabled_for_visitor() || wp_script_is( self::HANDLE, 'enqueued' ) ) {
			return $props;
		}
		if ( ! ( $this->register )( self::HANDLE, self::ENTRY ) ) {
			return $props;
		}
		wp_add_inline_script( self::HANDLE, 'window.farolLive = ' . wp_json_encode( $this->config( $post, $props ), JSON_HEX_TAG | JSON_HEX_AMP ) . ';', 'before' );
		wp_enqueue_script( self::HANDLE );
		return $props;
	}

	/**
	 * The script's configuration.
	 *
	 * @param WP_Post             $post  The post.
	 * @param array<string,mixed> $props The widget's props (its ajax address).
	 * @return array<string,mixed>
	 */
	public function config( WP_Post $post, array $props ): array {
		$words = array();
		foreach ( array_keys( LivePhrases::interface_texts() ) as $key ) {
			$words[ $key ] = Phrases::get( $key );
		}
		return array_merge(
			$this->live->client(),
			array(
				'postId'  => $post->ID,
				'restUrl' => rest_url( 'farol/v1' . UpdateRoute::ROUTE ),
				'ajaxUrl' => (string) ( $props['ajaxUrl'] ?? admin_url( 'admin-ajax.php' ) ),
				'nonce'   => is_user_logged_in() ? wp_create_nonce( 'wp_rest' ) : '',
				'lastId'  => $this->thread->newest_id( $post->ID ),
				'version' => LiveThread::version( $post->ID ),
				'words'   => $words,
			)
		);
	}
}

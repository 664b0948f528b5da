<?php
/**
 * The `[wpdiscuz-feedback]` shortcodes of wpDiscuz, once imported, are Farol's inline passages.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

use Closure;
use Farol\Import\ImportMap;
use Farol\Module;

/**
 * The import leaves the posts' content as it is (wpDiscuz, turned back on, finds its shortcodes):
 * an imported anchor (`inline:<shortcode id>` in the import's mapping, on the same post) is read
 * and shown as Farol's marked passage instead.
 *
 * - Shown: the shortcode prints the passage in Farol's marker (`<span class="farol-inline"
 *   data-farol-inline="<id>">…</span>`), so Farol's icon, popup and counts appear there. With
 *   wpDiscuz still active an imported anchor is Farol's too (`pre_do_shortcode_tag`: its
 *   comments are Farol's now); an anchor not imported stays wpDiscuz's. With wpDiscuz off, the
 *   shortcode is Farol's: an anchor not imported prints its text alone (never the raw shortcode).
 * - Read: the inline feature reads passages through `farol_inline_content`
 *   (InlineMarker::content()); the same marker replaces an imported shortcode there, so the
 *   popup's actions find the passage and the thread quotes it.
 *
 * The marker's markup is the inline feature's own (InlineMarker::wrap(), handed in by the
 * composition root).
 */
final class WpDiscuzFeedback implements Module {

	/** The shortcode. */
	public const TAG = 'wpdiscuz-feedback';

	/** A Farol inline form id, as the inline feature takes it (InlineMarker::ID_PATTERN). */
	public const ID_PATTERN = '/^[a-z0-9]{6,32}$/D';

	/**
	 * Creates the handler.
	 *
	 * @param Closure   $wrap The inline feature's marker: (string $id, string $inner): string.
	 * @param ImportMap $map  The import's mapping.
	 */
	public function __construct( private readonly Closure $wrap, private readonly ImportMap $map = new ImportMap() ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		// After wpDiscuz, which adds its shortcode on init.
		add_action( 'init', array( $this, 'claim' ), 20 );
		add_filter( 'pre_do_shortcode_tag', array( $this, 'take_over' ), 10, 4 );
		add_filter( 'farol_inline_content', array( $this, 'content' ), 10, 2 );
	}

	/**
	 * Adds the shortcode when nobody answers it (wpDiscuz is off).
	 */
	public function claim(): void {
		if ( ! shortcode_exists( self::TAG ) ) {
			add_shortcode( self::TAG, array( $this, 'render' ) );
		}
	}

	/**
	 * Answers an imported anchor's shortcode before wpDiscuz's handler runs.
	 *
	 * @param false|string $output What an earlier filter answered, or false.
	 * @param string       $tag    The shortcode.
	 * @param mixed        $attrs  Its attributes.
	 * @param mixed        $m      The shortcode's match (5: the enclosed text).
	 * @return false|string
	 */
	public function take_over( $output, string $tag, $attrs, $m = array() ) {
		if ( false !== $output || self::TAG !== $tag || ! $this->imported( self::id( $attrs ), (int) get_the_ID() ) ) {
			return $output;
		}
		return $this->render( $attrs, is_array( $m ) ? (string) ( $m[5] ?? '' ) : '' );
	}

	/**
	 * Prints a shortcode: an imported anchor as Farol's passage, any other as its text.
	 *
	 * @param mixed       $attrs   Its attributes.
	 * @param string|null $content The passage (post content).
	 */
	public function render( $attrs, $content = null ): string {
		$inner = do_shortcode( (string) $content );
		$id    = self::id( $attrs );
		return $this->imported( $id, (int) get_the_ID() ) ? ( $this->wrap )( $id, $inner ) : $inner;
	}

	/**
	 * A post's content as the inline feature reads it: imported anchors as Farol's passages.
	 *
	 * @param mixed $content The post's raw content.
	 * @param mixed $post_id The post.
	 * @return mixed
	 */
	public function content( $content, $post_id ) {
		if ( ! is_string( $content ) || ! str_contains( $content, '[' . self::TAG ) ) {
			return $content;
		}
		$post = (int) $post_id;
		return preg_replace_callback(
			'/' . get_shortcode_regex( array( self::TAG ) ) . '/',
			function ( array $m ) use ( $post ): string {
				$id = self::id( shortcode_parse_atts( $m[3] ) );
				return '[' !== $m[1] && $this->imported( $id, $post ) ? ( $this->wrap )( $id, $m[5] ) : $m[0];
			},
			$content
		) ?? $content;
	}

	/**
	 * Whether the import carried this anchor of this post.
	 *
	 * @param string $id   The shortcode's id.
	 * @param int    $post The post it is in.
	 */
	public function imported( string $id, int $post ): bool {
		if ( $post <= 0 || 1 !== preg_match( self::ID_PATTERN, $id ) ) {
			return false;
		}
		// One primary-key lookup per shortcode shown (not cached: an import may run in the same request).
		return 'inline:' . $post . ':' . $id === $this->map->target( 'wpdiscuz', 'inline:' . $id );
	}

	/**
	 * The id attribute of a shortcode's attributes.
	 *
	 * @param mixed $attrs The attributes.
	 */
	private static function id( $attrs ): string {
		return is_array( $attrs ) && is_scalar( $attrs['id'] ?? null ) ? (string) $attrs['id'] : '';
	}
}

<?php
/**
 * Inline comments on a post's passages.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Inline;

use Farol\Comments\Ajax\Endpoint;
use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use Farol\Comments\Write\WriteSettings;
use Farol\Module;
use Farol\Support\Assets;
use WP_Comment;
use WP_Post;

/**
 * The inline comments outside their ajax actions (InlineActions, answered through the comment
 * module's table): the block editor's format (`apps/comments/editor-inline`), the icon PHP puts
 * before each marked passage of the post a visitor reads (`the_content`, with the passage's
 * count) and the small script those icons need (`comments/inline`, only on such a page), and
 * the mark of an inline comment in the main thread (its class and the quoted passage), and the
 * move of every inline comment into or out of that thread when its setting changes.
 */
final class InlineModule implements Module {

	/**
	 * The icons' script handle.
	 */
	public const HANDLE = 'farol-comments-inline';

	/**
	 * The editor format's script handle.
	 */
	public const EDITOR_HANDLE = 'farol-comments-inline-editor';

	/**
	 * Widget settings.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * The icons' renderer.
	 *
	 * @var InlineView
	 */
	private InlineView $view;

	/**
	 * Post contents read for quotes in this request, by post id.
	 *
	 * @var array<int,string>
	 */
	private array $contents = array();

	/**
	 * Creates the module.
	 *
	 * @param Assets $assets Bundle registrar.
	 */
	public function __construct( private readonly Assets $assets ) {
		$this->settings = new Settings();
		$this->view     = new InlineView( new WriteSettings( $this->settings ) );
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'the_content', array( $this, 'add_icons' ), 12 );
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue_editor' ) );
		add_action( 'enqueue_block_assets', array( $this, 'mark_in_canvas' ) );
		add_action( 'update_option_' . Settings::OPTION, array( $this, 'settings_changed' ), 10, 2 );
		add_action( 'add_option_' . Settings::OPTION, fn ( $option, $value ) => $this->settings_changed( array(), $value ), 10, 2 );
		add_filter( 'farol_comment_classes', array( $this, 'thread_classes' ), 10, 2 );
		add_filter( 'farol_comment_after_text_html', array( $this, 'thread_quote' ), 10, 2 );
	}

	/**
	 * Puts an icon before each marked passage of the post being read, and asks for the icons'
	 * script. Nothing changes in feeds, REST answers, excerpts of other posts, a post whose
	 * comments are closed, or with the setting off.
	 *
	 * @param mixed $content Rendered content.
	 * @return mixed
	 *
	 * @internal Filter callback of `the_content`.
	 */
	public function add_icons( $content ) {
		if ( ! is_string( $content ) || ! str_contains( $content, InlineMarker::ATTRIBUTE ) ) {
			return $content;
		}
		$post = get_post();
		if ( ! $post instanceof WP_Post || ! $this->reading( $post ) ) {
			return $content;
		}
		$counts = ( new InlineStore() )->counts( $post->ID );
		$url    = Settings::ENDPOINT_FAROL === $this->settings->endpoint() ? Endpoint::url() : admin_url( 'admin-ajax.php' );
		$mode   = $this->settings->inline_open_mode();
		$icons  = InlineMarker::add_icons(
			$content,
			fn ( string $id ): string => $this->view->icon( $post->ID, $id, $counts[ $id ] ?? 0, $url, $mode )
		);
		if ( $icons !== $content ) {
			$this->enqueue_front();
		}
		return $icons;
	}

	/**
	 * Whether this post is the one a visitor reads, with inline comments possible.
	 *
	 * @param WP_Post $post The post whose content is filtered.
	 */
	private function reading( WP_Post $post ): bool {
		return $this->settings->inline_enabled()
			&& ! is_admin() && ! is_feed() && ! wp_is_json_request()
			&& is_singular() && (int) get_queried_object_id() === $post->ID
			&& comments_open( $post ) && ! post_password_required( $post );
	}

	/**
	 * Enqueues the icons' script and the comment block's stylesheet (the icons' and the
	 * popup's rules live there).
	 */
	private function enqueue_front(): void {
		if ( wp_script_is( self::HANDLE, 'registered' ) || $this->assets->register( self::HANDLE, 'comments/inline' ) ) {
			wp_enqueue_script( self::HANDLE );
		}
		if ( wp_style_is( 'farol-comments-style', 'registered' ) ) {
			wp_enqueue_style( 'farol-comments-style' );
		}
	}

	/**
	 * Enqueues the editor's format "Discussable passage".
	 *
	 * @internal Action callback of `enqueue_block_editor_assets`.
	 */
	public function enqueue_editor(): void {
		if ( $this->assets->register( self::EDITOR_HANDLE, 'apps/comments/editor-inline' ) ) {
			wp_enqueue_script( self::EDITOR_HANDLE );
		}
	}

	/**
	 * Moves the inline comments into or out of the main thread when `inline_in_main_thread`
	 * changes (a missing key is the default, shown).
	 *
	 * @param mixed $old The settings before.
	 * @param mixed $new The settings after.
	 *
	 * @internal Action callback of `update_option_farol_comments` and `add_option_farol_comments`.
	 */
	public function settings_changed( $old, $new ): void {
		$before = ! is_array( $old ) || (bool) ( $old['inline_in_main_thread'] ?? true );
		$after  = ! is_array( $new ) || (bool) ( $new['inline_in_main_thread'] ?? true );
		if ( $before !== $after ) {
			( new InlineStore() )->show_in_thread( $after );
		}
	}

	/**
	 * Shows marked passages in the editor's canvas (the front's dotted underline), so an editor
	 * sees what is discussable.
	 *
	 * @internal Action callback of `enqueue_block_assets` (which also feeds the canvas' iframe).
	 */
	public function mark_in_canvas(): void {
		if ( ! is_admin() ) {
			return;
		}
		wp_register_style( self::EDITOR_HANDLE, false, array(), '1' ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.NotInFooter -- a style, three lines inline.
		wp_add_inline_style( self::EDITOR_HANDLE, '.farol-inline{text-decoration:underline dotted;text-underline-offset:.2em}' );
		wp_enqueue_style( self::EDITOR_HANDLE );
	}

	/**
	 * Marks an inline comment in the main thread.
	 *
	 * @param mixed $classes The comment's classes.
	 * @param mixed $comment The comment.
	 * @return mixed
	 *
	 * @internal Filter callback of `farol_comment_classes`.
	 */
	public function thread_classes( $classes, $comment ) {
		if ( is_array( $classes ) && $comment instanceof WP_Comment && '' !== $this->passage_id( $comment ) ) {
			$classes[] = 'farol-comment--inline';
		}
		return $classes;
	}

	/**
	 * Quotes the passage an inline comment is about, under its text in the main thread.
	 *
	 * @param mixed $html    Escaped HTML after the text.
	 * @param mixed $comment The comment.
	 * @return mixed
	 *
	 * @internal Filter callback of `farol_comment_after_text_html`.
	 */
	public function thread_quote( $html, $comment ) {
		if ( ! is_string( $html ) || ! $comment instanceof WP_Comment ) {
			return $html;
		}
		$id = $this->passage_id( $comment );
		if ( '' === $id ) {
			return $html;
		}
		$post_id = (int) $comment->comment_post_ID;
		if ( ! isset( $this->contents[ $post_id ] ) ) {
			$this->contents[ $post_id ] = InlineMarker::content( $post_id );
		}
		$passage = InlineMarker::passage( $this->contents[ $post_id ], $id, 120 );
		if ( '' === $passage ) {
			return $html;
		}
		return $html . '<p class="farol-comment__inline-quote">' . esc_html( Phrases::format( 'inline_quote', $passage ) ) . '</p>';
	}

	/**
	 * The passage id of an inline comment, '' for any other comment.
	 *
	 * @param WP_Comment $comment The comment.
	 */
	private function passage_id( WP_Comment $comment ): string {
		// All of the comment's meta (one cache read): a key it lacks costs no lookup of defaults.
		$all = get_comment_meta( (int) $comment->comment_ID );
		$id  = is_array( $all ) && isset( $all[ InlineMarker::META ][0] ) && is_string( $all[ InlineMarker::META ][0] ) ? $all[ InlineMarker::META ][0] : '';
		return InlineMarker::valid_id( $id ) ? $id : '';
	}
}

<?php
/**
 * The comment widget module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments;

use Farol\Comments\Ajax\CommentActions;
use Farol\Comments\Ajax\ReadablePost;
use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Render\ThreadView;
use Farol\Comments\Store\ThreadRepository;
use Farol\Comments\Store\VotesTable;
use Farol\Comments\Thread\ThreadQuery;
use Farol\Module;
use WP_Post;

/**
 * The comment widget on the server, reading side: the settings, the votes table's migration,
 * the read actions on admin-ajax, the area the `farol/comments` block prints (filter
 * `farol_comments_markup`, given the post id and the block's wrapper attributes) and the
 * replacement of core's comments template.
 */
final class CommentsModule implements Module {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		$settings = new Settings();
		$query    = new ThreadQuery( new ThreadRepository() );
		$renderer = new CommentRenderer( $settings );
		$view     = new ThreadView( $query, $renderer, $settings );
		add_action( 'init', array( $settings, 'register' ) );
		add_action( 'init', array( new VotesTable(), 'maybe_upgrade' ), 1 );
		( new CommentActions( $query, $renderer, $settings, new ReadablePost() ) )->register();
		( new CoreCommentsReplacement( $settings ) )->register();
		// A comment or its meta changed: the thread is read again.
		foreach ( array( 'clean_comment_cache', 'wp_insert_comment', 'added_comment_meta', 'updated_comment_meta', 'deleted_comment_meta' ) as $hook ) {
			add_action( $hook, array( $query, 'forget' ) );
		}
		add_filter(
			'farol_comments_markup',
			static function ( $markup, $post_id, $attributes = '' ) use ( $view ) {
				$post = get_post( is_numeric( $post_id ) ? (int) $post_id : 0 );
				return $post instanceof WP_Post ? $view->area( $post, is_string( $attributes ) ? $attributes : '' ) : $markup;
			},
			10,
			3
		);
	}
}

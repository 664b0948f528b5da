<?php
/**
 * The main comment form without JavaScript.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use Farol\Comments\Ajax\Request;
use WP_Comment;

/**
 * The main form posts to admin-post.php?action=farol_comment when no script runs. The comment
 * takes the same path as wpdAddComment (CommentPoster); the visitor is sent back with 303: to
 * `#comment-{id}`, or to the post's comment area with `farol_comment_error=<phrase key>` (a
 * refusal, or `comment_held` for a comment waiting for moderation), which the main form shows.
 */
final class CommentNoJsFallback {

	/**
	 * The admin-post action.
	 */
	public const ACTION = 'farol_comment';

	/**
	 * Query argument carrying a refusal's phrase key.
	 */
	public const ERROR_ARG = 'farol_comment_error';

	/**
	 * Creates the fallback.
	 *
	 * @param CommentPoster $poster The posting pipeline.
	 */
	public function __construct( private readonly CommentPoster $poster ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'admin_post_nopriv_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * Posts and redirects back.
	 */
	public function handle(): void {
		wp_safe_redirect( $this->target(), 303 );
		exit;
	}

	/**
	 * Posts the comment and answers the address to send the visitor to.
	 */
	public function target(): string {
		$comment = $this->poster->post();
		if ( $comment instanceof WP_Comment ) {
			if ( '1' !== (string) $comment->comment_approved ) {
				// The thread shows approved comments only: the form says the comment waits.
				$base = (string) get_permalink( (int) $comment->comment_post_ID );
				return add_query_arg( self::ERROR_ARG, 'comment_held', remove_query_arg( self::ERROR_ARG, $base ) ) . '#wpdcom';
			}
			return (string) get_comment_link( $comment );
		}
		$post_id = Request::id( 'postId' );
		$base    = null === $post_id ? '' : (string) get_permalink( $post_id );
		if ( '' === $base ) {
			$referer = wp_get_referer();
			$base    = false === $referer ? home_url( '/' ) : $referer;
		}
		return add_query_arg( self::ERROR_ARG, rawurlencode( $comment ), remove_query_arg( self::ERROR_ARG, $base ) ) . '#wpdcom';
	}

	/**
	 * The refusal shown on this page view, '' when none (only phrase-key shaped values).
	 */
	public static function shown_error(): string {
		$key = isset( $_GET[ self::ERROR_ARG ] ) && is_string( $_GET[ self::ERROR_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ self::ERROR_ARG ] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a message key to display, no action.
		return 1 === preg_match( '/^[a-z_]{3,40}$/', $key ) ? $key : '';
	}
}

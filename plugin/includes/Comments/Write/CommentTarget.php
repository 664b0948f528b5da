<?php
/**
 * The comment a write acts on.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use Farol\Comments\Ajax\Request;
use WP_Comment;
use WP_Post;

/**
 * Reads `commentId` and checks what every write on an existing comment needs: a member's nonce,
 * a comment that is approved or held (never spam or trash), on a post that exists and the
 * visitor may read. The post is the comment's own, from the database, never the client's
 * `postId`.
 */
final class CommentTarget {

	/**
	 * The comment of the request, or the phrase key of the refusal.
	 *
	 * @return WP_Comment|string
	 */
	public static function from_request(): WP_Comment|string {
		if ( ! Request::member_nonce_ok() ) {
			return 'nonce_invalid';
		}
		$id = Request::id( 'commentId' );
		if ( null === $id ) {
			return 'invalid_request';
		}
		$comment = get_comment( $id );
		if ( ! $comment instanceof WP_Comment || ! in_array( (string) $comment->comment_approved, array( '0', '1' ), true ) ) {
			return 'comment_not_found';
		}
		$post = get_post( (int) $comment->comment_post_ID );
		if ( ! $post instanceof WP_Post ) {
			return 'post_not_found';
		}
		if ( ( ! is_post_publicly_viewable( $post ) && ! current_user_can( 'read_post', $post->ID ) ) || post_password_required( $post ) ) {
			return 'post_not_readable';
		}
		return $comment;
	}
}

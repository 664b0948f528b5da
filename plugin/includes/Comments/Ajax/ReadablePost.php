<?php
/**
 * Whether a post's comments may be read by the current visitor.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

use WP_Post;

/**
 * The gate of every read action: the post exists, the visitor may read it (published and public,
 * or readable by the current user: a draft or private post is refused to guests), it is not
 * behind a password the visitor has not given, its type has comments, and its comments are open
 * or at least some are visible (a closed post still shows its thread, as in core).
 */
final class ReadablePost {

	/**
	 * The post, or the phrase key of the refusal.
	 *
	 * @param int $post_id Post id (from the database when a comment id was given).
	 * @return WP_Post|string
	 */
	public function check( int $post_id ): WP_Post|string {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		if ( ! $post instanceof WP_Post ) {
			return 'post_not_found';
		}
		if ( ! is_post_publicly_viewable( $post ) && ! current_user_can( 'read_post', $post->ID ) ) {
			return 'post_not_readable';
		}
		if ( post_password_required( $post ) ) {
			return 'post_not_readable';
		}
		if ( ! post_type_supports( $post->post_type, 'comments' ) ) {
			return 'comments_closed';
		}
		if ( ! comments_open( $post ) && (int) $post->comment_count < 1 ) {
			return 'comments_closed';
		}
		return $post;
	}
}

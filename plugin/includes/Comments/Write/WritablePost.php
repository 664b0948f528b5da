<?php
/**
 * Whether the current visitor may comment on a post.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use Farol\Comments\CommentMeta;
use WP_Comment;
use WP_Post;

/**
 * The gate of every write: the post exists and is published (a trashed, draft or scheduled post
 * takes no comments, even from someone who may read it), it is not behind a password the visitor
 * has not given, its type has comments and its comments are open; guests need guest commenting
 * on. A reply also needs its parent approved on the same post and the thread (the top-level
 * comment's `farol_closed` flag) open. The post always comes from the database (a comment's own
 * post), never trusted from the client when a comment id is given.
 */
final class WritablePost {

	/**
	 * Creates the gate.
	 *
	 * @param WriteSettings $settings The write settings.
	 */
	public function __construct( private readonly WriteSettings $settings ) {
	}

	/**
	 * The post, or the phrase key of the refusal.
	 *
	 * @param int $post_id Post id.
	 * @return WP_Post|string
	 */
	public function check( int $post_id ): WP_Post|string {
		$post = $post_id > 0 ? get_post( $post_id ) : null;
		if ( ! $post instanceof WP_Post ) {
			return 'post_not_found';
		}
		if ( 'publish' !== $post->post_status && ! ( 'private' === $post->post_status && current_user_can( 'read_post', $post->ID ) ) ) {
			return 'post_not_readable';
		}
		if ( ! is_post_type_viewable( $post->post_type ) || post_password_required( $post ) ) {
			return 'post_not_readable';
		}
		if ( ! post_type_supports( $post->post_type, 'comments' ) || ! comments_open( $post ) ) {
			return 'comments_closed';
		}
		if ( ! is_user_logged_in() && ! $this->settings->guests_may_comment() ) {
			return 'login_required';
		}
		return $post;
	}

	/**
	 * The parent a reply goes under, or the refusal: it must be an approved comment of the same
	 * post in a thread that is not closed.
	 *
	 * @param int     $parent_id Parent comment id.
	 * @param WP_Post $post      The post.
	 * @return WP_Comment|string
	 */
	public function parent( int $parent_id, WP_Post $post ): WP_Comment|string {
		$parent = get_comment( $parent_id );
		if ( ! $parent instanceof WP_Comment || '1' !== (string) $parent->comment_approved || (int) $parent->comment_post_ID !== $post->ID ) {
			return 'comment_not_found';
		}
		return self::thread_closed( $parent ) ? 'thread_closed' : $parent;
	}

	/**
	 * Whether the thread a comment belongs to is closed (its top-level comment's flag).
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public static function thread_closed( WP_Comment $comment ): bool {
		return '1' === (string) get_comment_meta( (int) self::root( $comment )->comment_ID, CommentMeta::CLOSED, true );
	}

	/**
	 * The top-level comment of a comment's thread (a bounded walk; a broken chain stops at its top).
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public static function root( WP_Comment $comment ): WP_Comment {
		$root = $comment;
		for ( $step = 0; $step < 100 && (int) $root->comment_parent > 0; $step++ ) {
			$parent = get_comment( (int) $root->comment_parent );
			if ( ! $parent instanceof WP_Comment ) {
				break;
			}
			$root = $parent;
		}
		return $root;
	}

	/**
	 * The depth a comment sits at (1 for a top-level comment).
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public static function depth( WP_Comment $comment ): int {
		$depth = 1;
		$node  = $comment;
		for ( $step = 0; $step < 100 && (int) $node->comment_parent > 0; $step++ ) {
			$parent = get_comment( (int) $node->comment_parent );
			if ( ! $parent instanceof WP_Comment ) {
				break;
			}
			$node = $parent;
			++$depth;
		}
		return $depth;
	}
}

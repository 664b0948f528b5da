<?php
/**
 * Sticking comments and closing threads on admin-ajax.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use Farol\Comments\CommentMeta;

/**
 * The actions wpdStickComment and wpdCloseThread toggle a top-level comment's `farol_sticky` /
 * `farol_closed` flag, for moderators only (`moderate_comments` and core's `edit_comment` for
 * that comment), with the member nonce; guests are not even registered for them. Answers
 * `{commentId, sticky}` / `{commentId, closed}` (the new state); the client reloads the page.
 * A closed thread refuses replies in WritablePost.
 */
final class ModerationActions {

	/**
	 * Adds the ajax hooks (members only).
	 */
	public function register(): void {
		add_action( 'wp_ajax_wpdStickComment', array( $this, 'stick' ) );
		add_action( 'wp_ajax_wpdCloseThread', array( $this, 'close' ) );
		add_action( 'wp_ajax_nopriv_wpdStickComment', array( $this, 'guest' ) );
		add_action( 'wp_ajax_nopriv_wpdCloseThread', array( $this, 'guest' ) );
	}

	/**
	 * Answers a guest's moderation call: refused.
	 */
	public function guest(): void {
		Request::refuse( 'moderation_not_allowed' );
	}

	/**
	 * Answers wpdStickComment: sticks or unsticks the comment.
	 */
	public function stick(): void {
		$this->toggle( CommentMeta::STICKY, 'sticky' );
	}

	/**
	 * Answers wpdCloseThread: closes or reopens the thread under the comment.
	 */
	public function close(): void {
		$this->toggle( CommentMeta::CLOSED, 'closed' );
	}

	/**
	 * Toggles a top-level comment's flag.
	 *
	 * @param string $meta  Meta key.
	 * @param string $field Answer field.
	 */
	private function toggle( string $meta, string $field ): void {
		$comment = CommentTarget::from_request();
		if ( is_string( $comment ) ) {
			Request::refuse( $comment );
		}
		if ( ! EditPermission::is_moderator( $comment ) ) {
			Request::refuse( 'moderation_not_allowed' );
		}
		if ( (int) $comment->comment_parent > 0 || '1' !== (string) $comment->comment_approved ) {
			Request::refuse( 'invalid_request' );
		}
		$id  = (int) $comment->comment_ID;
		$now = '1' !== (string) get_comment_meta( $id, $meta, true );
		if ( $now ) {
			update_comment_meta( $id, $meta, '1' );
		} else {
			delete_comment_meta( $id, $meta );
		}
		wp_send_json_success(
			array(
				'commentId' => $id,
				$field      => $now,
			)
		);
	}
}

<?php
/**
 * Sticking comments and closing threads on admin-ajax.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

use Farol\Comments\CommentMeta;
use Farol\Comments\Write\CommentTarget;
use Farol\Comments\Write\EditPermission;

/**
 * The actions wpdStickComment and wpdCloseThread toggle a top-level comment's `farol_sticky` /
 * `farol_closed` flag, for moderators only (`moderate_comments` and core's `edit_comment` for
 * that comment), with the member nonce; a guest's call is refused (`moderation_not_allowed`). Answers
 * `{commentId, sticky}` / `{commentId, closed}` (the new state); the client reloads the page.
 * A closed thread refuses replies in WritablePost.
 */
final class ModerationActions implements AjaxHandler {

	/**
	 * Answers wpdStickComment: sticks or unsticks the comment.
	 */
	#[AjaxAction( 'wpdStickComment' )]
	public function stick(): void {
		$this->toggle( CommentMeta::STICKY, 'sticky' );
	}

	/**
	 * Answers wpdCloseThread: closes or reopens the thread under the comment.
	 */
	#[AjaxAction( 'wpdCloseThread' )]
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
		if ( ! is_user_logged_in() ) {
			Request::refuse( 'moderation_not_allowed' );
		}
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

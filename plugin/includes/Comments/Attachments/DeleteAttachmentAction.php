<?php
/**
 * Deleting an attachment on admin-ajax.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Attachments;

use Farol\Comments\Ajax\AjaxAction;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Phrases;
use Farol\Comments\Write\CommentRateLimits;
use Farol\Comments\Write\EditPermission;
use Farol\Support\Abuse\Throttle;
use WP_Comment;

/**
 * The action wmuDeleteAttachment (`attachmentId`): deletes one attachment of a comment the
 * visitor may delete (EditPermission: moderators; the author within the edit window, a member
 * by user id with the `farol_comments` nonce, a guest by the guest key of the comment), counted
 * against the edit limit. Success answers `{attachmentId, commentId}`. A refusal answers, as
 * the spec has it, `{success: false, data: {errorCode: <phrase key>, error: <its text>}}` with
 * the key's status: `attachment_not_found` (no such attachment, or one on a comment the visitor
 * cannot see), `attachment_not_yours` (someone else's), `nonce_invalid`, `rate_limited`.
 */
final class DeleteAttachmentAction implements AjaxHandler {

	/**
	 * Creates the action.
	 *
	 * @param AttachmentStore $store      The attachments.
	 * @param EditPermission  $permission Who may delete.
	 * @param Throttle        $throttle   The per-address limit.
	 */
	public function __construct(
		private readonly AttachmentStore $store,
		private readonly EditPermission $permission,
		private readonly Throttle $throttle
	) {
	}

	/**
	 * Answers wmuDeleteAttachment.
	 */
	#[AjaxAction( 'wmuDeleteAttachment' )]
	public function delete(): void {
		if ( ! Request::member_nonce_ok() ) {
			self::refuse( 'nonce_invalid' );
		}
		$id      = Request::id( 'attachmentId' );
		$found   = null === $id ? null : $this->store->find( $id );
		$comment = null === $found ? null : get_comment( $found[0] );
		if ( null === $id || ! $comment instanceof WP_Comment || ! AttachmentsController::readable( $comment ) && ! $this->permission->is_author( $comment ) ) {
			self::refuse( 'attachment_not_found' );
		}
		if ( '' !== $this->permission->check( $comment ) ) {
			self::refuse( 'attachment_not_yours' );
		}
		if ( $this->throttle->over( CommentRateLimits::edit() ) ) {
			self::refuse( 'rate_limited' );
		}
		$this->store->delete( $id );
		wp_send_json_success(
			array(
				'attachmentId' => $id,
				'commentId'    => (int) $comment->comment_ID,
			)
		);
	}

	/**
	 * Ends the request with a refusal in the spec's shape.
	 *
	 * @param string $key Phrase key.
	 */
	private static function refuse( string $key ): never {
		wp_send_json_error(
			array(
				'errorCode' => $key,
				'error'     => Phrases::get( $key ),
			),
			Request::status( $key )
		);
		exit; // wp_send_json_error() dies; this only tells static analysis.
	}
}

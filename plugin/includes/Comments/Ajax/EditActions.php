<?php
/**
 * Editing and deleting a comment on admin-ajax.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

use Farol\Comments\CommentMeta;
use Farol\Comments\Form\CommentFormRenderer;
use Farol\Comments\Render\CommentCount;
use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Write\CommentFields;
use Farol\Comments\Write\CommentRateLimits;
use Farol\Comments\Write\CommentTarget;
use Farol\Comments\Write\EditPermission;
use Farol\Support\Abuse\Throttle;
use WP_Comment;
use WP_Error;

/**
 * The actions wpdEditComment (`{html: the edit form, content: the raw text}`), wpdSaveEditedComment
 * (`{html: the new text's markup, lastEdited, commentId}`) and wpdDeleteComment (`{commentId,
 * wc_all_comments_count_new, wc_all_comments_count_before_threads_html}`; the comment goes to the
 * trash). EditPermission decides who may;
 * a held comment can be edited by its author too. Saved text goes through the same checks and
 * KSES as a new comment.
 */
final class EditActions implements AjaxHandler {

	/**
	 * Meta key of the last edit's time (Unix, UTC).
	 */
	public const EDITED_META = CommentMeta::EDITED;

	/**
	 * Creates the actions.
	 *
	 * @param EditPermission      $permission Who may edit.
	 * @param CommentFields       $fields     Field checks.
	 * @param CommentFormRenderer $forms      The forms' renderer.
	 * @param CommentRenderer     $renderer   The comment renderer.
	 * @param Throttle            $throttle   The per-address limit.
	 */
	public function __construct(
		private readonly EditPermission $permission,
		private readonly CommentFields $fields,
		private readonly CommentFormRenderer $forms,
		private readonly CommentRenderer $renderer,
		private readonly Throttle $throttle
	) {
	}

	/**
	 * Answers wpdEditComment: the edit form and the comment's raw text.
	 */
	#[AjaxAction( 'wpdEditComment' )]
	public function edit(): void {
		$comment = $this->allowed( 'edit' );
		wp_send_json_success(
			array(
				'html'      => $this->forms->edit( $comment ),
				'content'   => (string) $comment->comment_content,
				'commentId' => (int) $comment->comment_ID,
			)
		);
	}

	/**
	 * Answers wpdSaveEditedComment: saves `wc_comment` and answers the new text's markup.
	 */
	#[AjaxAction( 'wpdSaveEditedComment' )]
	public function save(): void {
		$comment = $this->allowed( 'edit' );
		if ( $this->throttle->over( CommentRateLimits::edit() ) ) {
			Request::refuse( 'rate_limited' );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing,WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- nonce checked in allowed(); KSES filters it in wp_update_comment().
		$html    = isset( $_POST['wc_comment'] ) && is_string( $_POST['wc_comment'] ) ? trim( (string) wp_unslash( $_POST['wc_comment'] ) ) : "\0";
		$problem = $this->fields->text_problem( $html, (int) $comment->comment_parent > 0 );
		if ( '' !== $problem ) {
			Request::refuse( $problem );
		}
		kses_remove_filters();
		kses_init_filters();
		$result = wp_update_comment(
			wp_slash(
				array(
					'comment_ID'      => (int) $comment->comment_ID,
					'comment_content' => $html,
				)
			),
			true
		);
		if ( $result instanceof WP_Error || false === $result ) {
			Request::refuse( ( $result instanceof WP_Error ? CommentFields::length_refusal( (string) $result->get_error_code(), (int) $comment->comment_parent > 0 ) : null ) ?? 'server_error' );
		}
		$now = time();
		update_comment_meta( (int) $comment->comment_ID, self::EDITED_META, (string) $now );
		clean_comment_cache( (int) $comment->comment_ID );
		$saved = get_comment( (int) $comment->comment_ID );
		wp_send_json_success(
			array(
				'html'       => $saved instanceof WP_Comment ? $this->renderer->full_text( $saved ) : '',
				'lastEdited' => CommentRenderer::edited_html( $now ),
				'commentId'  => (int) $comment->comment_ID,
			)
		);
	}

	/**
	 * Answers wpdDeleteComment: trashes the comment.
	 */
	#[AjaxAction( 'wpdDeleteComment' )]
	public function delete(): void {
		$comment = $this->allowed( 'delete' );
		if ( ! wp_trash_comment( (int) $comment->comment_ID ) ) {
			Request::refuse( 'server_error' );
		}
		$count = (int) get_comments_number( (int) $comment->comment_post_ID );
		wp_send_json_success(
			array(
				'commentId'                 => (int) $comment->comment_ID,
				'wc_all_comments_count_new' => $count,
				'wc_all_comments_count_before_threads_html' => CommentCount::heading_html( $count ),
			)
		);
	}

	/**
	 * The comment of the request when the visitor may change it, else the request ends.
	 *
	 * @param string $what 'edit' or 'delete'.
	 */
	private function allowed( string $what ): WP_Comment {
		$comment = CommentTarget::from_request();
		if ( is_string( $comment ) ) {
			Request::refuse( $comment );
		}
		$problem = $this->permission->check( $comment );
		if ( '' !== $problem ) {
			Request::refuse( 'delete' === $what && 'edit_not_allowed' === $problem ? 'delete_not_allowed' : $problem );
		}
		return $comment;
	}
}

<?php
/**
 * The inline comments' admin-ajax actions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Inline;

use Farol\Comments\Ajax\AjaxAction;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\ReadablePost;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Settings;
use Farol\Comments\Write\CommentPoster;
use WP_Comment;
use WP_Post;

/**
 * The actions wpdGetInlineCommentForm (`inline_form_id`, `postId` → the popup with its form),
 * wpdGetLastInlineComments (`inline_form_id`, `postId` → the passage's latest comments) and
 * wpdAddInlineComment (`inline_form_id` plus the form's fields → the comment, posted through
 * the one posting pipeline, CommentPoster: the member's nonce, the post's gates, the spam guard,
 * the rate limit, the fields' checks, core's moderation). Each checks first that the post is
 * readable, inline comments are on, and the post's content marks a passage with that id.
 */
final class InlineActions implements AjaxHandler {

	/**
	 * Creates the actions.
	 *
	 * @param CommentPoster $poster   The posting pipeline.
	 * @param InlineView    $view     The inline markup.
	 * @param InlineStore   $store    The inline comments.
	 * @param Settings      $settings Widget settings.
	 * @param ReadablePost  $posts    The read gate of a post.
	 */
	public function __construct(
		private readonly CommentPoster $poster,
		private readonly InlineView $view,
		private readonly InlineStore $store,
		private readonly Settings $settings,
		private readonly ReadablePost $posts
	) {
	}

	/**
	 * Answers wpdGetInlineCommentForm: `{inline_form_id, html, count}`.
	 */
	#[AjaxAction( 'wpdGetInlineCommentForm' )]
	public function form(): void {
		list( $post, $id ) = $this->passage();
		if ( ! comments_open( $post ) ) {
			Request::refuse( 'comments_closed' );
		}
		wp_send_json_success(
			array(
				'inline_form_id' => $id,
				'html'           => $this->view->popup( $post, $id ),
				'count'          => $this->store->count( $post->ID, $id ),
			)
		);
	}

	/**
	 * Answers wpdGetLastInlineComments: `{inline_form_id, comment_list, count}`.
	 */
	#[AjaxAction( 'wpdGetLastInlineComments' )]
	public function latest(): void {
		list( $post, $id ) = $this->passage();
		wp_send_json_success( $this->list_answer( $post->ID, $id ) );
	}

	/**
	 * Answers wpdAddInlineComment: `{inline_form_id, new_comment_id, held_moderate,
	 * comment_list, count, icon_label}`.
	 */
	#[AjaxAction( 'wpdAddInlineComment' )]
	public function add(): void {
		if ( ! Request::member_nonce_ok() ) {
			Request::refuse( 'nonce_invalid' );
		}
		list( $post, $id ) = $this->passage();
		// An inline comment starts a thread of its own: never a reply.
		if ( '0_0' !== Request::text( 'wpdiscuz_unique_id' ) ) {
			Request::refuse( 'invalid_request' );
		}
		$mark = function ( array $data ) use ( $id ): array {
			$data['comment_meta']                       = (array) ( $data['comment_meta'] ?? array() );
			$data['comment_meta'][ InlineMarker::META ] = $id;
			if ( ! $this->settings->inline_in_main_thread() ) {
				$data['comment_type'] = InlineMarker::HIDDEN_TYPE;
			}
			return $data;
		};
		add_filter( 'preprocess_comment', $mark, 1 );
		try {
			$comment = $this->poster->post();
		} finally {
			remove_filter( 'preprocess_comment', $mark, 1 );
		}
		if ( is_string( $comment ) ) {
			Request::refuse( $comment );
		}
		wp_send_json_success(
			array(
				'new_comment_id' => (int) $comment->comment_ID,
				'held_moderate'  => '1' !== (string) $comment->comment_approved,
			) + $this->list_answer( $post->ID, $id ) + array( 'icon_label' => InlineView::label( $this->store->count( $post->ID, $id ) ) )
		);
	}

	/**
	 * The list's fields of an answer.
	 *
	 * @param int    $post_id Post.
	 * @param string $id      Inline form id.
	 * @return array{inline_form_id: string, comment_list: string, count: int}
	 */
	private function list_answer( int $post_id, string $id ): array {
		return array(
			'inline_form_id' => $id,
			'comment_list'   => $this->view->comments( $this->store->latest( $post_id, $id, InlineView::LIST_LIMIT ) ),
			'count'          => $this->store->count( $post_id, $id ),
		);
	}

	/**
	 * The post and the passage of the request, or the request refused: the post must be
	 * readable, inline comments on, and `inline_form_id` a passage the post's content marks.
	 *
	 * @return array{0: WP_Post, 1: string}
	 */
	private function passage(): array {
		$post = $this->posts->check( Request::id( 'postId' ) ?? 0 );
		if ( is_string( $post ) ) {
			Request::refuse( $post );
		}
		if ( ! $this->settings->inline_enabled() ) {
			Request::refuse( 'inline_disabled' );
		}
		$id = Request::text( 'inline_form_id' );
		if ( ! InlineMarker::valid_id( $id ) ) {
			Request::refuse( 'invalid_request' );
		}
		if ( ! InlineMarker::has( InlineMarker::content( (int) $post->ID ), $id ) ) {
			Request::refuse( 'inline_form_not_found' );
		}
		return array( $post, $id );
	}
}

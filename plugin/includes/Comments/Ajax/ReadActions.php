<?php
/**
 * The comment widget's read actions on admin-ajax.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Render\ThreadView;
use Farol\Comments\Settings;
use Farol\Comments\Thread\Sorting;
use Farol\Comments\Thread\ThreadFilter;
use Farol\Comments\Thread\ThreadQuery;
use Farol\Comments\Thread\ThreadRequest;
use WP_Comment;
use WP_Post;

/**
 * Answers the read actions of the wire contract for members and guests alike, without a nonce: reading is what a cached page does, and a nonce would
 * need a cookie per reader. Every input is validated (integers, allowlisted enums) before use;
 * where a comment id is given, the post is the comment's own, read from the database, never the
 * client's `postId`. Answers are `{success, data}`; a refusal's `data` is a phrase key
 * (`invalid_request`, `post_not_found`, `post_not_readable`, `comments_closed`,
 * `comment_not_found`) with its HTTP status from Request's one table.
 */
final class ReadActions implements AjaxHandler {

	/**
	 * Creates the actions.
	 *
	 * @param ThreadQuery     $query    Thread reads.
	 * @param CommentRenderer $renderer Comment markup.
	 * @param Settings        $settings Widget settings.
	 * @param ReadablePost    $gate     Post checks.
	 */
	public function __construct(
		private readonly ThreadQuery $query,
		private readonly CommentRenderer $renderer,
		private readonly Settings $settings,
		private readonly ReadablePost $gate
	) {
	}

	/**
	 * Answers wpdLoadMoreComments: the next page (sorting, offset, lastParentId, isFirstLoad, wpdType).
	 */
	#[AjaxAction( 'wpdLoadMoreComments' )]
	public function load_more(): void {
		$first = Request::flag( 'isFirstLoad' );
		$this->send_page( null, $first ?? false, $first );
	}

	/**
	 * Answers wpdSorting: the first page in another order (sorting, wpdType).
	 */
	#[AjaxAction( 'wpdSorting' )]
	public function sorting(): void {
		$this->send_page( null, true );
	}

	/**
	 * Answers wpdMostReactedComment: the first page of the most reacted threads.
	 */
	#[AjaxAction( 'wpdMostReactedComment' )]
	public function most_reacted(): void {
		$this->send_page( ThreadFilter::MostReacted, true );
	}

	/**
	 * Answers wpdHottestThread: the first page of the hottest threads.
	 */
	#[AjaxAction( 'wpdHottestThread' )]
	public function hottest(): void {
		$this->send_page( ThreadFilter::Hottest, true );
	}

	/**
	 * Answers wpdShowReplies: `comment_list`, the replies under a comment.
	 */
	#[AjaxAction( 'wpdShowReplies' )]
	public function show_replies(): void {
		$comment = $this->comment();
		$replies = $this->query->replies_of( $comment ) ?? array();
		wp_send_json_success(
			array(
				'comment_list' => $this->renderer->render_nodes( $replies, null ),
				'commentId'    => (int) $comment->comment_ID,
			)
		);
	}

	/**
	 * Answers wpdGetSingleComment: `message`, the whole thread the comment belongs to (its top-level
	 * comment with every reply, as the list shows it, so a deep link to a comment not on the
	 * page can insert it), and `parentCommentID`, that top-level comment's id.
	 */
	#[AjaxAction( 'wpdGetSingleComment' )]
	public function single_comment(): void {
		$comment = $this->comment();
		$thread  = $this->query->thread_of( $comment );
		if ( null === $thread ) {
			Request::refuse( 'comment_not_found' );
		}
		wp_send_json_success(
			array(
				'message'         => $this->renderer->render( $thread ),
				'parentCommentID' => (int) $thread->comment->comment_ID,
				'commentId'       => (int) $comment->comment_ID,
			)
		);
	}

	/**
	 * Answers wpdReadMore: `message`, the comment's whole text (core's comment_text pipeline).
	 */
	#[AjaxAction( 'wpdReadMore' )]
	public function read_more(): void {
		$comment = $this->comment();
		wp_send_json_success(
			array(
				'message'   => $this->renderer->full_text( $comment ),
				'commentId' => (int) $comment->comment_ID,
			)
		);
	}

	/**
	 * Answers a page of threads.
	 *
	 * @param ThreadFilter|null $filter     Forced filter, or null to read `wpdType`.
	 * @param bool              $from_start Whether to ignore offset and lastParentId.
	 * @param bool|null         $first      isFirstLoad as sent, null when invalid.
	 */
	private function send_page( ?ThreadFilter $filter, bool $from_start, ?bool $first = false ): void {
		$post    = $this->post_from_request();
		$sorting = $this->sorting_input();
		$filter  = $filter ?? ThreadFilter::tryFrom( Request::text( 'wpdType' ) );
		$offset  = Request::integer( 'offset', 0 );
		$last    = Request::integer( 'lastParentId', 0 );
		if ( null === $sorting || null === $filter || null === $offset || null === $last || null === $first || $offset > 100000 ) {
			Request::refuse( 'invalid_request' );
		}
		$page = $this->query->page(
			$post->ID,
			new ThreadRequest( $sorting, $filter, $this->settings->per_page(), $from_start ? 0 : $offset, $from_start ? 0 : $last )
		);
		wp_send_json_success(
			array(
				'comment_list'       => $this->renderer->render_nodes( $page->threads ),
				'loadLastCommentId'  => $page->last_comment_id,
				'is_show_load_more'  => $page->has_more(),
				'last_parent_id'     => $page->last_parent_id,
				'comments_left'      => $page->parents_left,
				'comments_left_text' => ThreadView::comments_left_text( $page ),
				'sorting'            => $sorting->value,
				'wpdType'            => $filter->value,
			)
		);
	}

	/**
	 * The post named by `postId`, readable, else the request ends with a refusal.
	 */
	private function post_from_request(): WP_Post {
		$post_id = Request::integer( 'postId', null );
		if ( null === $post_id ) {
			Request::refuse( 'invalid_request' );
		}
		$post = $this->gate->check( (int) $post_id );
		if ( is_string( $post ) ) {
			Request::refuse( $post );
		}
		return $post;
	}

	/**
	 * The visible comment named by `commentId` on a readable post, else a refusal.
	 */
	private function comment(): WP_Comment {
		$id = Request::integer( 'commentId', null );
		if ( null === $id || $id < 1 ) {
			Request::refuse( 'invalid_request' );
		}
		$comment = get_comment( (int) $id );
		if ( ! $comment instanceof WP_Comment || '1' !== (string) $comment->comment_approved ) {
			Request::refuse( 'comment_not_found' );
		}
		$post = $this->gate->check( (int) $comment->comment_post_ID );
		if ( is_string( $post ) ) {
			Request::refuse( $post );
		}
		if ( ! $this->query->is_visible( $comment ) ) {
			Request::refuse( 'comment_not_found' );
		}
		return $comment;
	}

	/**
	 * The `sorting` field: '' means the default; an unknown value is null.
	 */
	private function sorting_input(): ?Sorting {
		$value = Request::text( 'sorting' );
		return '' === $value ? $this->settings->default_sorting() : Sorting::tryFrom( $value );
	}
}

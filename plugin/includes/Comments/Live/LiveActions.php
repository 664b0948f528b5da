<?php
/**
 * The live updates' ajax actions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Live;

use Farol\Comments\Ajax\AjaxAction;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\ReadablePost;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Render\CommentCount;
use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Store\ThreadRepository;
use Farol\Comments\Thread\ThreadNode;
use Farol\Comments\Thread\ThreadQuery;
use WP_Comment;
use WP_Post;

/**
 * Answers wpdBubbleUpdate (`newCommentIds`: the ids the bubble announced) and wpdUpdateAutomatically
 * (`loadLastCommentId`, `visibleCommentIds`: the automatic mode): reads like the other read
 * actions (no nonce, the post checked by Ajax\ReadablePost, refused while live updates are off
 * for the visitor), answering the new comments rendered by the one comment renderer, each with
 * the comment whose replies hold it (`parentCommentID`, 0 for the list), the counts
 * (`allCommentsCountNew`, `wc_all_comments_count_new`, the heading) and the reset counter
 * (`newCount` 0); the automatic mode also names the shown comments that are gone.
 */
final class LiveActions implements AjaxHandler {

	/**
	 * Creates the actions.
	 *
	 * @param LiveThread       $thread     The thread's reader.
	 * @param CommentRenderer  $renderer   The comment renderer.
	 * @param ThreadRepository $repository Primes the comments rendered.
	 * @param ReadablePost     $gate       The post check.
	 * @param LiveSettings     $live       The live settings.
	 */
	public function __construct(
		private readonly LiveThread $thread,
		private readonly CommentRenderer $renderer,
		private readonly ThreadRepository $repository,
		private readonly ReadablePost $gate,
		private readonly LiveSettings $live
	) {
	}

	/**
	 * Answers wpdBubbleUpdate: the announced comments that are visible, rendered.
	 */
	#[AjaxAction( 'wpdBubbleUpdate' )]
	public function bubble_update(): void {
		$post = $this->post();
		$ids  = self::ids( 'newCommentIds', LiveUpdate::MAX_NEW );
		$ids  = $this->thread->still_visible( $post->ID, $ids );
		sort( $ids );
		wp_send_json_success( $this->answer( $post, $ids, 0 ) );
	}

	/**
	 * Answers wpdUpdateAutomatically: the comments after `loadLastCommentId`, rendered, and the
	 * ids of `visibleCommentIds` that are gone.
	 */
	#[AjaxAction( 'wpdUpdateAutomatically' )]
	public function update_automatically(): void {
		$post = $this->post();
		$last = Request::integer( 'loadLastCommentId', 0 );
		if ( null === $last ) {
			Request::refuse( 'invalid_request' );
		}
		$shown  = self::ids( 'visibleCommentIds', LiveUpdate::MAX_VISIBLE );
		$answer = $this->answer( $post, $this->thread->new_ids( $post->ID, $last, LiveUpdate::MAX_NEW ), $last );

		$answer['commentIDsToRemove'] = $this->thread->removed( $post->ID, $shown );
		wp_send_json_success( $answer );
	}

	/**
	 * The rendered comments and the counts.
	 *
	 * @param WP_Post $post Post.
	 * @param int[]   $ids  Visible comments to render, oldest first.
	 * @param int     $last The newest id the reader had.
	 * @return array<string,mixed>
	 */
	private function answer( WP_Post $post, array $ids, int $last ): array {
		$this->repository->prime( $ids );
		$max      = ThreadQuery::max_depth();
		$comments = array();
		foreach ( $ids as $id ) {
			$comment = get_comment( $id );
			if ( ! $comment instanceof WP_Comment ) {
				continue;
			}
			$place      = $this->thread->place( $post->ID, $id, $max );
			$comments[] = array(
				'commentId'       => $id,
				'parentCommentID' => $place['under'],
				'html'            => $this->renderer->render( new ThreadNode( $comment, $place['depth'] ) ),
			);
			$last       = max( $last, $id );
		}
		$count = (int) get_comments_number( $post );
		return array(
			'comments'                                  => $comments,
			'loadLastCommentId'                         => $last,
			'newCount'                                  => 0,
			'allCommentsCountNew'                       => $count,
			'wc_all_comments_count_new'                 => $count,
			'wc_all_comments_count_before_threads_html' => CommentCount::heading_html( $count ),
		);
	}

	/**
	 * The readable post of `postId`, live updates on for the visitor; else a refusal.
	 */
	private function post(): WP_Post {
		if ( ! $this->live->enabled_for_visitor() ) {
			Request::refuse( 'live_updates_off' );
		}
		$post_id = Request::integer( 'postId', null );
		if ( null === $post_id ) {
			Request::refuse( 'invalid_request' );
		}
		$post = $this->gate->check( $post_id );
		if ( is_string( $post ) ) {
			Request::refuse( $post );
		}
		return $post;
	}

	/**
	 * A comma list of ids ('' : none); a refusal when it is not one or is too long.
	 *
	 * @param string $field The field.
	 * @param int    $max   Most ids.
	 * @return list<int>
	 */
	private static function ids( string $field, int $max ): array {
		$list = Request::text( $field );
		if ( 1 !== preg_match( '/^(\d{1,18}(,\d{1,18})*)?$/', $list ) || substr_count( $list, ',' ) >= $max ) {
			Request::refuse( 'invalid_request' );
		}
		return LiveThread::id_list( $list, $max );
	}
}

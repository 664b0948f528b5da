<?php
/**
 * Posting a comment on admin-ajax.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

use Farol\Comments\Render\CommentCount;
use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Thread\ThreadNode;
use Farol\Comments\Thread\ThreadQuery;
use Farol\Comments\Write\CommentPoster;
use Farol\Comments\Write\GuestKey;
use Farol\Comments\Write\WritablePost;
use Farol\Comments\Write\WriteSettings;
use WP_Comment;

/**
 * The actions wpdAddComment (through CommentPoster, so wp_new_comment() decides) and
 * wpdRedirect (wpdCheckNotificationType is the subscriptions' own: Subscriptions\SubscriptionActions) (a first-time commenter goes to the `redirect_page` setting's page).
 */
final class AddCommentActions implements AjaxHandler {

	/**
	 * Creates the actions.
	 *
	 * @param CommentPoster   $poster   The posting pipeline.
	 * @param CommentRenderer $renderer The comment renderer.
	 * @param WriteSettings   $settings The write settings.
	 */
	public function __construct(
		private readonly CommentPoster $poster,
		private readonly CommentRenderer $renderer,
		private readonly WriteSettings $settings
	) {
	}

	/**
	 * Answers wpdAddComment: the new comment's markup and the new counts, or a refusal.
	 */
	#[AjaxAction( 'wpdAddComment' )]
	public function add(): void {
		$comment = $this->poster->post();
		if ( is_string( $comment ) ) {
			Request::refuse( $comment );
		}
		wp_send_json_success( $this->answer( $comment ) );
	}

	/**
	 * The answer's fields for a new comment.
	 *
	 * @param WP_Comment $comment The new comment.
	 * @return array<string,mixed>
	 */
	public function answer( WP_Comment $comment ): array {
		$id     = (int) $comment->comment_ID;
		$parent = (int) $comment->comment_parent;
		$held   = '1' !== (string) $comment->comment_approved;
		$depth  = WritablePost::depth( $comment );
		$max    = ThreadQuery::max_depth();
		$count  = (int) get_comments_number( (int) $comment->comment_post_ID );
		return array(
			'wc_all_comments_count_new'                 => $count,
			'wc_all_comments_count_before_threads_html' => CommentCount::heading_html( $count ),
			'wc_all_comments_count_bubble_html'         => esc_html( number_format_i18n( $count ) ),
			'is_main'                                   => 0 === $parent,
			'message'                                   => $this->renderer->render( new ThreadNode( $comment, min( $depth, $max ) ) ),
			'uniqueid'                                  => $id . '_' . $parent,
			'is_in_same_container'                      => $depth <= $max,
			'held_moderate'                             => $held,
			'new_comment_id'                            => $id,
			'comment_author'                            => (string) $comment->comment_author,
			'comment_author_email'                      => (string) $comment->comment_author_email,
			'comment_author_url'                        => (string) $comment->comment_author_url,
			'redirect'                                  => $this->is_first_comment( $comment ) ? $this->settings->redirect_page() : 0,
		);
	}

	/**
	 * Answers wpdRedirect: the configured page's address when the comment (`commentId`) is its
	 * author's first on the site, else a refusal (success false, no phrase to show).
	 */
	#[AjaxAction( 'wpdRedirect' )]
	public function redirect(): void {
		$id      = Request::id( 'commentId' );
		$comment = null === $id ? null : get_comment( $id );
		$page    = $this->settings->redirect_page();
		$url     = $page > 0 && 'publish' === get_post_status( $page ) ? (string) get_permalink( $page ) : '';
		if ( ! $comment instanceof WP_Comment || '' === $url || ! $this->is_first_comment( $comment ) || ! $this->wrote( $comment ) ) {
			wp_send_json_error( '' );
		}
		wp_send_json_success( $url );
	}

	/**
	 * Whether a comment is its author's only one (by user id, else by e-mail address).
	 *
	 * @param WP_Comment $comment The comment.
	 */
	private function is_first_comment( WP_Comment $comment ): bool {
		if ( $this->settings->redirect_page() < 1 ) {
			return false;
		}
		// Any other comment of theirs, whatever its status, means this is not the first.
		$args = array(
			'count'           => true,
			'status'          => 'all',
			'comment__not_in' => array( (int) $comment->comment_ID ),
		);
		if ( (int) $comment->user_id > 0 ) {
			$args['user_id'] = (int) $comment->user_id;
		} elseif ( '' !== $comment->comment_author_email ) {
			$args['author_email'] = $comment->comment_author_email;
		} else {
			return false;
		}
		return 0 === (int) get_comments( $args );
	}

	/**
	 * Whether the current visitor wrote the comment (a redirect is only for its author).
	 *
	 * @param WP_Comment $comment The comment.
	 */
	private function wrote( WP_Comment $comment ): bool {
		$user = get_current_user_id();
		return $user > 0 ? (int) $comment->user_id === $user : GuestKey::owns( $comment );
	}
}

<?php
/**
 * Voting on a comment on admin-ajax.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

use Farol\Comments\Settings;
use Farol\Comments\Write\CommentRateLimits;
use Farol\Comments\Write\CommentTarget;
use Farol\Comments\Write\EditPermission;
use Farol\Comments\Write\VoteStore;
use Farol\Support\Abuse\Throttle;
use Farol\Support\Abuse\VisitorId;

/**
 * The action wpdVoteOnComment (`commentId`, `voteType` 1 or -1): one vote per voter (Farol\Support\Abuse\VisitorId: a
 * member by user id, a guest by a keyed hash of the address, whatever cookie it sends), the same vote again withdraws it, the other value changes it;
 * nobody votes on their own comment; the votes of a held comment are refused (it is not shown).
 * Answers `{votes, votesHumanReadable, buttonsStyle, likeCount, dislikeCount,
 * likeCountHumanReadable, dislikeCountHumanReadable, curUserReaction, commentId}`.
 */
final class VoteAction implements AjaxHandler {

	/**
	 * Creates the action.
	 *
	 * @param VoteStore      $store      The votes.
	 * @param EditPermission $permission Authorship.
	 * @param Throttle       $throttle   The per-address limit.
	 * @param Settings       $settings   Widget settings (vote style).
	 */
	public function __construct(
		private readonly VoteStore $store,
		private readonly EditPermission $permission,
		private readonly Throttle $throttle,
		private readonly Settings $settings
	) {
	}

	/**
	 * Answers wpdVoteOnComment.
	 */
	#[AjaxAction( 'wpdVoteOnComment' )]
	public function vote(): void {
		$comment = CommentTarget::from_request();
		if ( is_string( $comment ) ) {
			Request::refuse( $comment );
		}
		$value = Request::text( 'voteType' );
		if ( '1' !== $value && '-1' !== $value ) {
			Request::refuse( 'invalid_request' );
		}
		if ( '1' !== (string) $comment->comment_approved ) {
			Request::refuse( 'comment_not_found' );
		}
		if ( $this->permission->is_author( $comment ) ) {
			Request::refuse( 'vote_own_comment' );
		}
		if ( $this->throttle->over( CommentRateLimits::vote() ) ) {
			Request::refuse( 'rate_limited' );
		}
		$id       = (int) $comment->comment_ID;
		$voter    = VisitorId::current();
		$reaction = $this->store->vote( $id, $voter, (int) $value );
		$totals   = $this->store->recount( $id );
		wp_send_json_success(
			array(
				'votes'                     => $totals['votes'],
				'votesHumanReadable'        => number_format_i18n( $totals['votes'] ),
				'buttonsStyle'              => $this->settings->vote_style(),
				'likeCount'                 => $totals['likes'],
				'dislikeCount'              => $totals['dislikes'],
				'likeCountHumanReadable'    => number_format_i18n( $totals['likes'] ),
				'dislikeCountHumanReadable' => number_format_i18n( $totals['dislikes'] ),
				'curUserReaction'           => 1 === $reaction ? 'positive' : ( -1 === $reaction ? 'negative' : 'none' ),
				'commentId'                 => $id,
			)
		);
	}
}

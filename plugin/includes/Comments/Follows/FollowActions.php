<?php
/**
 * Following a comment's author, and cancelling a follow.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Follows;

use Farol\Comments\Ajax\AjaxAction;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Info\InfoPager;
use Farol\Comments\Info\Visitor;
use Farol\Comments\Settings;
use Farol\Comments\Write\CommentTarget;
use Farol\Support\Abuse\RateLimit;
use Farol\Support\Abuse\Throttle;
use WP_Comment;

/**
 * The action wpdFollowUser (`commentId`, member nonce) toggles following the comment's author and answers
 * `{followTip, followClass}`: the button's title and class for the new state (FollowButton
 * prints the same). Members only: a guest is refused `follow_login_required` (the hint to log
 * in); nobody follows themselves; 15 a minute per address. wpdCancelFollow (`id`, `page`, member
 * nonce) cancels one of the member's own follows and answers the follows tab's refreshed page;
 * another member's follow is `follow_not_found`, as a missing one.
 */
final class FollowActions implements AjaxHandler {

	/**
	 * Creates the actions.
	 *
	 * @param FollowStore $store    The follows.
	 * @param FollowsTab  $tab      The follows tab (the refreshed page).
	 * @param Throttle    $throttle The per-address limit.
	 * @param Settings    $settings Widget settings.
	 */
	public function __construct(
		private readonly FollowStore $store,
		private readonly FollowsTab $tab,
		private readonly Throttle $throttle,
		private readonly Settings $settings
	) {
	}

	/**
	 * The follow rate: 15 a minute.
	 */
	public static function limit(): RateLimit {
		return new RateLimit( 'comment-follow', 15, 60 );
	}

	/**
	 * Answers wpdFollowUser.
	 */
	#[AjaxAction( 'wpdFollowUser' )]
	public function follow(): void {
		$user = $this->member();
		if ( ! $this->settings->follows_enabled() ) {
			Request::refuse( 'feature_disabled' );
		}
		$comment = CommentTarget::from_request();
		if ( is_string( $comment ) ) {
			Request::refuse( $comment );
		}
		if ( '1' !== (string) $comment->comment_approved || '' === self::author_email( $comment ) ) {
			Request::refuse( 'comment_not_found' );
		}
		if ( self::is_own( $comment, $user ) ) {
			Request::refuse( 'follow_self' );
		}
		if ( $this->throttle->over( self::limit() ) ) {
			Request::refuse( 'rate_limited' );
		}
		$email = self::author_email( $comment );
		if ( $this->store->follows( $user->ID, $email ) ) {
			$this->store->remove( $user->ID, $email );
			$following = false;
		} else {
			$this->store->add( $user->ID, (string) $user->user_email, (int) $comment->user_id, $email, get_comment_author( $comment ) );
			$following = true;
		}
		wp_send_json_success( FollowButton::state( $following ) );
	}

	/**
	 * Answers wpdCancelFollow: the follows tab's page after the cancel.
	 */
	#[AjaxAction( 'wpdCancelFollow' )]
	public function cancel(): void {
		$user = $this->member();
		$id   = Request::id( 'id' );
		$page = Request::integer( 'page', 1 );
		if ( null === $id || null === $page ) {
			Request::refuse( 'invalid_request' );
		}
		if ( ! $this->store->cancel( $id, $user->ID ) ) {
			Request::refuse( 'follow_not_found' );
		}
		wp_send_json_success( InfoPager::answer( $this->tab->page( new Visitor( $user->ID, (string) $user->user_email ), $page ) ) );
	}

	/**
	 * The member of the request (nonce checked), else the request ends.
	 */
	private function member(): \WP_User {
		if ( ! is_user_logged_in() ) {
			Request::refuse( 'follow_login_required' );
		}
		if ( ! Request::member_nonce_ok() ) {
			Request::refuse( 'nonce_invalid' );
		}
		return wp_get_current_user();
	}

	/**
	 * Whether a member wrote the comment (by account, or by the account's e-mail).
	 *
	 * @param WP_Comment $comment The comment.
	 * @param \WP_User   $user    The member.
	 */
	public static function is_own( WP_Comment $comment, \WP_User $user ): bool {
		return (int) $comment->user_id === $user->ID || FollowStore::key( (string) $user->user_email ) === self::author_email( $comment );
	}

	/**
	 * The comment author's e-mail, as follows key it ('' when the comment has none).
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public static function author_email( WP_Comment $comment ): string {
		return FollowStore::key( (string) $comment->comment_author_email );
	}
}

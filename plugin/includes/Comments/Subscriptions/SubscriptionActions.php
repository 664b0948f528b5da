<?php
/**
 * Subscribing and unsubscribing on admin-ajax.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use Farol\Comments\Ajax\AjaxAction;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Form\CommentFormRenderer;
use Farol\Comments\Phrases;
use Farol\Comments\Write\GuestKey;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\RateLimit;
use Farol\Support\Abuse\SignedStamp;
use Farol\Support\Abuse\Throttle;
use Closure;
use WP_Comment;

/**
 * The actions wpdAddSubscription (the subscribe bar), wpdUnsubscribe (`sid`, `skey`: the
 * mailed link's key, or the bar's button of a member's own subscription) and
 * wpdCheckNotificationType (after a comment is posted: the form's `wpdiscuz_notification_type`
 * subscribes the comment's own author, never anyone else; it mails nobody but that author's
 * opt-in, notifications follow the server's own events: NotificationDispatch).
 * A member's write carries the nonce; a guest's subscription goes through the comment form's
 * bot check (stamp and honeypot); every write counts against one per-address limit. The bar's
 * subscription also answers the comment forms' captcha (the check CommentsModule hands in,
 * Captcha\CommentCaptcha::check(): whoever its settings cover) before anything is stored or
 * mailed, as every subscription mails the address typed.
 */
final class SubscriptionActions implements AjaxHandler {

	/**
	 * How long after posting a guest may still ask for notifications on the comment.
	 */
	public const AUTHOR_WINDOW = 10 * MINUTE_IN_SECONDS;

	/**
	 * The outcomes of a subscription that are a success.
	 */
	public const SUBSCRIBED = array( 'subscription_added', 'subscription_confirm_sent' );

	/**
	 * Creates the actions.
	 *
	 * @param Subscribing          $subscribing The service.
	 * @param SubscriptionSettings $settings    The settings.
	 * @param BotCheck             $bots        The bot check of guests' writes.
	 * @param Throttle             $throttle    The per-address limit.
	 * @param Closure|null         $captcha     The comment forms' captcha check (`fn( int $post_id ): ?string`:
	 *                                          null when passed or not asked, else the refusal's phrase key).
	 */
	public function __construct(
		private readonly Subscribing $subscribing,
		private readonly SubscriptionSettings $settings,
		private readonly BotCheck $bots,
		private readonly Throttle $throttle,
		private readonly ?Closure $captcha = null
	) {
	}

	/**
	 * The per-address limit of subscription writes: 10 in 10 minutes.
	 */
	public static function limit(): RateLimit {
		return new RateLimit( 'comment-subscribe', 10, 600 );
	}

	/**
	 * Answers wpdAddSubscription: `{ code, message }`, or a refusal.
	 */
	#[AjaxAction( 'wpdAddSubscription' )]
	public function add(): void {
		$code = $this->subscribe_request();
		if ( ! in_array( $code, self::SUBSCRIBED, true ) ) {
			Request::refuse( $code );
		}
		wp_send_json_success( self::answer( $code ) );
	}

	/**
	 * The subscribe bar's request (ajax or the form posted without JavaScript), checked and
	 * acted on: one of SUBSCRIBED, or the phrase key of a refusal.
	 */
	public function subscribe_request(): string {
		if ( ! $this->settings->enabled() ) {
			return 'subscriptions_disabled';
		}
		if ( ! Request::member_nonce_ok() ) {
			return 'nonce_invalid';
		}
		$post_id = Request::id( 'postId' );
		if ( null === $post_id ) {
			return 'invalid_request';
		}
		if ( 'publish' !== get_post_status( $post_id ) || post_password_required( $post_id ) ) {
			return 'post_not_found';
		}
		$type = Request::text( 'wpdiscuz_subscription_type' );
		if ( ! in_array( $type, $this->settings->bar_types(), true ) ) {
			return 'invalid_request';
		}
		$user  = wp_get_current_user();
		$email = (string) $user->user_email;
		if ( ! $user->exists() ) {
			$email = Request::text( 'email' );
			if ( strlen( $email ) > 100 || ! is_email( $email ) ) {
				return 'email_invalid';
			}
			$trap = array(
				BotCheck::HONEYPOT_FIELD => Request::text( BotCheck::HONEYPOT_FIELD ),
				SignedStamp::FIELD       => Request::text( SignedStamp::FIELD ),
			);
			if ( $this->bots->is_bot( $trap, CommentFormRenderer::STAMP_PURPOSE, $post_id, time() ) ) {
				return 'invalid_request';
			}
		}
		if ( $this->throttle->over( self::limit() ) ) {
			return 'rate_limited';
		}
		// Last before storing and mailing, as for a comment: an earlier refusal does not use a
		// single-use answer up. `captcha_missing` / `captcha_failed`, as wpdAddComment refuses.
		$captcha = null === $this->captcha ? null : ( $this->captcha )( $post_id );
		if ( is_string( $captcha ) ) {
			return $captcha;
		}
		return $this->subscribing->subscribe( $post_id, $type, $post_id, $email, (int) $user->ID );
	}

	/**
	 * Answers wpdUnsubscribe: `{ code, message }`, or a refusal (a bad or used key).
	 */
	#[AjaxAction( 'wpdUnsubscribe' )]
	public function unsubscribe(): void {
		if ( ! Request::member_nonce_ok() ) {
			Request::refuse( 'nonce_invalid' );
		}
		$sid  = Request::id( 'sid' );
		$skey = Request::text( 'skey' );
		if ( null === $sid || '' === $skey ) {
			Request::refuse( 'invalid_request' );
		}
		if ( $this->throttle->over( self::limit() ) ) {
			Request::refuse( 'rate_limited' );
		}
		$code = $this->subscribing->unsubscribe( $sid, $skey );
		if ( 'unsubscribed' !== $code ) {
			Request::refuse( $code );
		}
		wp_send_json_success( self::answer( $code ) );
	}

	/**
	 * Answers wpdCheckNotificationType: '' when nothing was asked, else the phrase key of what
	 * was done for the comment's author (`subscription_added`, `subscription_confirm_sent`,
	 * `subscription_exists`); a refusal when the visitor did not write the comment.
	 */
	#[AjaxAction( 'wpdCheckNotificationType' )]
	public function notification_type(): void {
		if ( ! Request::member_nonce_ok() ) {
			Request::refuse( 'nonce_invalid' );
		}
		$type = Request::text( 'wpdiscuz_notification_type' );
		if ( '' === $type || ! $this->settings->enabled() ) {
			wp_send_json_success( '' );
		}
		$offered = Subscription::COMMENT === $type ? $this->settings->form_checkbox() : in_array( $type, $this->settings->bar_types(), true );
		if ( ! $offered ) {
			Request::refuse( 'invalid_request' );
		}
		$id      = Request::id( 'comment_id' );
		$comment = null === $id ? null : get_comment( $id );
		if ( ! $comment instanceof WP_Comment || ! in_array( (string) $comment->comment_approved, array( '0', '1' ), true ) ) {
			Request::refuse( 'comment_not_found' );
		}
		if ( ! $this->wrote( $comment ) ) {
			Request::refuse( 'subscription_not_yours' );
		}
		if ( $this->throttle->over( self::limit() ) ) {
			Request::refuse( 'rate_limited' );
		}
		$post_id = (int) $comment->comment_post_ID;
		$user    = (int) $comment->user_id;
		$email   = $user > 0 ? (string) get_userdata( $user )->user_email : (string) $comment->comment_author_email;
		if ( ! is_email( $email ) ) {
			Request::refuse( 'email_invalid' );
		}
		$subject = Subscription::COMMENT === $type ? (int) $comment->comment_ID : $post_id;
		$code    = $this->subscribing->subscribe( $post_id, $type, $subject, $email, $user, true );
		if ( 'server_error' === $code ) {
			Request::refuse( $code );
		}
		wp_send_json_success( $code );
	}

	/**
	 * Whether the current visitor wrote the comment: a member by id; a guest by the browser's
	 * guest key (set by that very post) and only shortly after posting.
	 *
	 * @param WP_Comment $comment The comment.
	 */
	private function wrote( WP_Comment $comment ): bool {
		$user = get_current_user_id();
		if ( $user > 0 ) {
			return (int) $comment->user_id === $user;
		}
		$age = time() - (int) strtotime( $comment->comment_date_gmt . ' UTC' );
		return GuestKey::owns( $comment ) && $age < self::AUTHOR_WINDOW;
	}

	/**
	 * A success's data.
	 *
	 * @param string $code The phrase key of what happened.
	 * @return array{code: string, message: string}
	 */
	private static function answer( string $code ): array {
		return array(
			'code'    => $code,
			'message' => Phrases::get( $code ),
		);
	}
}

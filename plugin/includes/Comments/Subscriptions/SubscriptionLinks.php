<?php
/**
 * The mailed links, without JavaScript.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

/**
 * A mailed link is a GET of the post's page with `wpdiscuzConfirm=1` or `wpdiscuzUnsubscribe=1`
 * and `sid` and `skey`. Before the page is built (template_redirect) it confirms or
 * unsubscribes, then redirects to the post's address with only the outcome's phrase key
 * (`farol_subscription`), so the key leaves the address bar and the history at once; the
 * subscribe bar shows that outcome's phrase as a notice (so does the bar's own form posted
 * without JavaScript: SubscribeNoJs). Works without JavaScript.
 */
final class SubscriptionLinks {

	/**
	 * The query field naming the outcome shown on the post page.
	 */
	public const NOTICE_FIELD = 'farol_subscription';

	/**
	 * The outcomes a notice may show (anything else in the address is ignored).
	 */
	public const NOTICES = array( 'subscription_confirmed', 'unsubscribed', 'subscription_bad_key', 'subscription_not_found', 'subscription_added', 'subscription_confirm_sent', 'subscription_exists', 'subscriptions_disabled', 'email_invalid', 'invalid_request', 'rate_limited', 'nonce_invalid', 'post_not_found', 'server_error' );

	/**
	 * The outcomes that are good news (the others show as errors).
	 */
	public const GOOD = array( 'subscription_confirmed', 'unsubscribed', 'subscription_added', 'subscription_confirm_sent' );

	/**
	 * Creates the handler.
	 *
	 * @param Subscribing $subscribing The service.
	 */
	public function __construct( private readonly Subscribing $subscribing ) {
	}

	/**
	 * Hooks the handler.
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'handle' ), 1 );
	}

	/**
	 * The confirmation link of a subscription.
	 *
	 * @param Subscription $sub The subscription.
	 */
	public static function confirm_url( Subscription $sub ): string {
		return self::url( $sub, 'wpdiscuzConfirm', SubscriptionKeys::key( SubscriptionKeys::CONFIRM, $sub ) );
	}

	/**
	 * The unsubscribe link of a subscription.
	 *
	 * @param Subscription $sub The subscription.
	 */
	public static function unsubscribe_url( Subscription $sub ): string {
		return self::url( $sub, 'wpdiscuzUnsubscribe', SubscriptionKeys::key( SubscriptionKeys::UNSUBSCRIBE, $sub ) );
	}

	/**
	 * The outcome to show on this page, or '' when none.
	 */
	public static function notice(): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only names which fixed phrase to show.
		$key = isset( $_GET[ self::NOTICE_FIELD ] ) && is_string( $_GET[ self::NOTICE_FIELD ] ) ? sanitize_key( wp_unslash( $_GET[ self::NOTICE_FIELD ] ) ) : '';
		return in_array( $key, self::NOTICES, true ) ? $key : '';
	}

	/**
	 * Acts on a link and redirects to the post page with the outcome.
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the signed skey is the link's proof.
		$confirm = isset( $_GET['wpdiscuzConfirm'] );
		if ( ! $confirm && ! isset( $_GET['wpdiscuzUnsubscribe'] ) ) {
			return;
		}
		$sid  = isset( $_GET['sid'] ) && is_string( $_GET['sid'] ) ? absint( $_GET['sid'] ) : 0;
		$skey = isset( $_GET['skey'] ) && is_string( $_GET['skey'] ) ? sanitize_key( wp_unslash( $_GET['skey'] ) ) : '';
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		$sub     = $sid > 0 ? $this->subscribing->store()->find( $sid ) : null;
		$outcome = $confirm ? $this->subscribing->confirm( $sid, $skey ) : $this->subscribing->unsubscribe( $sid, $skey );
		$page    = null !== $sub ? (string) get_permalink( $sub->post_id ) : '';
		$page    = '' !== $page ? $page : home_url( '/' );
		nocache_headers();
		wp_safe_redirect( add_query_arg( self::NOTICE_FIELD, $outcome, $page ) . '#wpdcom', 303 );
		exit;
	}

	/**
	 * A link to the post page carrying a key.
	 *
	 * @param Subscription $sub   The subscription.
	 * @param string       $field The link's kind field.
	 * @param string       $key   The key.
	 */
	private static function url( Subscription $sub, string $field, string $key ): string {
		$page = (string) get_permalink( $sub->post_id );
		return add_query_arg(
			array(
				$field => '1',
				'sid'  => (string) $sub->id,
				'skey' => $key,
			),
			'' !== $page ? $page : home_url( '/' )
		);
	}
}

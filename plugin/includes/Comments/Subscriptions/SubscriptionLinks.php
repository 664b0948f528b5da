<?php
/**
 * The mailed links, without JavaScript.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use Farol\Comments\Phrases;

/**
 * A mailed link is the post's page with `wpdiscuzConfirm=1` or `wpdiscuzUnsubscribe=1` and
 * `sid` and `skey`. Opening it (GET) changes nothing: before the page is built
 * (template_redirect) a small page (wp_die()'s minimal page, escaped, answered 200, no-cache,
 * noindex) asks with ONE button, which POSTs to the same address; a mail scanner that follows
 * links confirms or unsubscribes nobody. The POST confirms or unsubscribes, then redirects to
 * the post's address with only the outcome's phrase key (`farol_subscription`), so the key
 * leaves the address bar and the history; the subscribe bar shows that outcome's phrase as a
 * notice (so does the bar's own form posted without JavaScript: SubscribeNoJs). The unsubscribe
 * address also takes RFC 8058's one-click POST (`List-Unsubscribe=One-Click`, which the
 * notification mails' `List-Unsubscribe-Post` header announces): it unsubscribes and answers
 * 200 without a redirect. Works without JavaScript.
 */
final class SubscriptionLinks {

	/**
	 * The query field naming the outcome shown on the post page.
	 */
	public const NOTICE_FIELD = 'farol_subscription';

	/**
	 * The outcomes a notice may show (anything else in the address is ignored).
	 */
	public const NOTICES = array( 'subscription_confirmed', 'unsubscribed', 'subscription_bad_key', 'subscription_not_found', 'subscription_added', 'subscription_confirm_sent', 'subscription_exists', 'subscriptions_disabled', 'email_invalid', 'invalid_request', 'rate_limited', 'nonce_invalid', 'post_not_found', 'server_error', 'captcha_missing', 'captcha_failed' );

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
	 * Asks (GET) or acts (POST) on a link; after acting, redirects to the post page with the
	 * outcome (a one-click unsubscribe is answered in place).
	 */
	public function handle(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended,WordPress.Security.NonceVerification.Missing -- the signed skey is the link's proof.
		$confirm = isset( $_GET['wpdiscuzConfirm'] );
		if ( ! $confirm && ! isset( $_GET['wpdiscuzUnsubscribe'] ) ) {
			return;
		}
		$sid       = isset( $_GET['sid'] ) && is_string( $_GET['sid'] ) ? absint( $_GET['sid'] ) : 0;
		$skey      = isset( $_GET['skey'] ) && is_string( $_GET['skey'] ) ? sanitize_key( wp_unslash( $_GET['skey'] ) ) : '';
		$one_click = isset( $_POST['List-Unsubscribe'] ) && 'One-Click' === $_POST['List-Unsubscribe'];
		// phpcs:enable
		$sub  = $sid > 0 ? $this->subscribing->store()->find( $sid ) : null;
		$page = null !== $sub ? (string) get_permalink( $sub->post_id ) : '';
		$page = '' !== $page ? $page : home_url( '/' );
		nocache_headers();
		if ( ! self::posted() ) {
			$this->ask( $confirm, self::url_for( $page, $confirm ? 'wpdiscuzConfirm' : 'wpdiscuzUnsubscribe', $sid, $skey ) );
			return;
		}
		$outcome = $confirm ? $this->subscribing->confirm( $sid, $skey ) : $this->subscribing->unsubscribe( $sid, $skey );
		if ( $one_click && ! $confirm ) {
			wp_die( esc_html( Phrases::get( $outcome ) ), '', array( 'response' => 'unsubscribed' === $outcome ? 200 : 400 ) );
		}
		wp_safe_redirect( add_query_arg( self::NOTICE_FIELD, $outcome, $page ) . '#wpdcom', 303 );
		exit;
	}

	/**
	 * The page a GET of a link answers: what the button will do, and the button (a POST to the
	 * link's own address). Answered by wp_die() (its minimal page, status 200).
	 *
	 * @param bool   $confirm Whether it confirms (else unsubscribes).
	 * @param string $action  The link's address.
	 */
	private function ask( bool $confirm, string $action ): void {
		self::ask_page(
			$confirm ? __( 'Confirm your subscription', 'farol' ) : __( 'Stop these emails', 'farol' ),
			$confirm ? __( 'Press the button to start receiving emails about new comments.', 'farol' ) : __( 'Press the button to stop receiving emails about these comments.', 'farol' ),
			$confirm ? __( 'Confirm subscription', 'farol' ) : __( 'Unsubscribe', 'farol' ),
			$action
		);
	}

	/**
	 * A mailed link's page: what the button will do, and the button (a POST to the link's own
	 * address), answered by wp_die() (its minimal page, status 200, noindex). Also the page of
	 * the follow links wpDiscuz mailed (Legacy\WpDiscuzLinks).
	 *
	 * @param string $title  The title.
	 * @param string $text   What the button does.
	 * @param string $button The button's label.
	 * @param string $action The link's address.
	 */
	public static function ask_page( string $title, string $text, string $button, string $action ): void {
		if ( ! headers_sent() ) {
			header( 'X-Robots-Tag: noindex, nofollow' );
		}
		wp_die(
			'<main><h1>' . esc_html( $title ) . '</h1><p>' . esc_html( $text ) . '</p>'
			. '<form method="post" action="' . esc_url( $action ) . '"><p><button type="submit" class="button button-primary">' . esc_html( $button ) . '</button></p></form></main>',
			esc_html( $title ),
			array( 'response' => 200 )
		);
	}

	/**
	 * Whether the request is a POST (also for Legacy\WpDiscuzLinks).
	 */
	public static function posted(): bool {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) && is_string( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		return 'POST' === $method;
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
		return self::url_for( '' !== $page ? $page : home_url( '/' ), $field, $sub->id, $key );
	}

	/**
	 * A page's address with a link's fields.
	 *
	 * @param string $page  The page.
	 * @param string $field The link's kind field.
	 * @param int    $sid   The subscription.
	 * @param string $key   The key.
	 */
	private static function url_for( string $page, string $field, int $sid, string $key ): string {
		return add_query_arg(
			array(
				$field => '1',
				'sid'  => (string) $sid,
				'skey' => $key,
			),
			$page
		);
	}
}

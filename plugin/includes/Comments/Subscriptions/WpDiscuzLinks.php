<?php
/**
 * The subscription links wpDiscuz mailed before the switch.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use Farol\Comments\Phrases;

/**
 * Mails wpDiscuz sent stay in inboxes after a site moves to Farol. Their links are
 * `/wpdiscuzsubscription/confirm/?wpdiscuzConfirmID={id}&wpdiscuzConfirmKey={key}&wpDiscuzComfirm=yes`
 * and `/wpdiscuzsubscription/unsubscribe/?wpdiscuzSubscribeID={id}&key={key}`, where key is the
 * row's `activation_key` (32 hex). The importer keeps that key as the imported row's secret
 * (Farol's own secrets are 64 hex, so only an imported row can match), which is the link's
 * proof: the id names wpDiscuz's row and is not needed.
 *
 * A matching link is sent (302) on to Farol's own link for that row, which asks with one
 * button and acts on its POST, as for every mailed link (SubscriptionLinks: a mail scanner that
 * opens links changes nothing). The effect is wpDiscuz's: the confirm link confirms, the
 * unsubscribe link deletes the subscription. A confirm link of a row already confirmed goes to
 * the post with "subscription confirmed"; a pending one is confirmed within
 * Subscribing::CONFIRM_DAYS of its mail, as Farol's own (older, the subscribe bar sends a new
 * one). A key no row has is answered 404 with the phrase, never a blank page. Nothing is
 * registered as a rewrite rule: the handler reads the request's path before the template.
 */
final class WpDiscuzLinks {

	/**
	 * The links' path under the site's home, and their kinds.
	 */
	private const PATH = '#^wpdiscuzsubscription/(confirm|unsubscribe)/?$#';

	/**
	 * Creates the handler.
	 *
	 * @param SubscriptionStore $store The subscriptions.
	 */
	public function __construct( private readonly SubscriptionStore $store ) {
	}

	/**
	 * Hooks the handler (before SubscriptionLinks and the template).
	 */
	public function register(): void {
		add_action( 'template_redirect', array( $this, 'handle' ), 0 );
	}

	/**
	 * Answers a wpDiscuz link; any other request passes.
	 */
	public function handle(): void {
		$kind = self::kind();
		if ( '' === $kind ) {
			return;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the mailed key is the link's proof.
		$field = 'confirm' === $kind ? 'wpdiscuzConfirmKey' : 'key';
		$key   = isset( $_GET[ $field ] ) && is_string( $_GET[ $field ] ) ? strtolower( sanitize_text_field( wp_unslash( $_GET[ $field ] ) ) ) : '';
		// phpcs:enable
		$sub = 1 === preg_match( '/^[a-f0-9]{32}$/', $key ) ? $this->store->find_by_secret( $key ) : null;
		nocache_headers();
		if ( ! headers_sent() ) {
			header( 'X-Robots-Tag: noindex, nofollow' );
		}
		if ( null === $sub ) {
			wp_die( esc_html( Phrases::get( 'subscription_not_found' ) ), esc_html( Phrases::get( 'subscription_not_found' ) ), array( 'response' => 404 ) );
		}
		if ( 'confirm' === $kind && $sub->confirmed ) {
			$page = (string) get_permalink( $sub->post_id );
			wp_safe_redirect( add_query_arg( SubscriptionLinks::NOTICE_FIELD, 'subscription_confirmed', '' !== $page ? $page : home_url( '/' ) ) . '#wpdcom' );
			exit;
		}
		wp_safe_redirect( 'confirm' === $kind ? SubscriptionLinks::confirm_url( $sub ) : SubscriptionLinks::unsubscribe_url( $sub ) );
		exit;
	}

	/**
	 * The kind of wpDiscuz link this request is (`confirm`, `unsubscribe`), or ''.
	 */
	private static function kind(): string {
		$uri  = isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
		$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
		if ( ! str_contains( $path, 'wpdiscuzsubscription' ) ) {
			return '';
		}
		$home = trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		$rest = str_starts_with( $path, $home ) ? substr( $path, strlen( $home ) ) : '';
		return 1 === preg_match( self::PATH, $rest, $match ) ? $match[1] : '';
	}
}

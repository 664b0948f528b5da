<?php
/**
 * The subscription and follow links wpDiscuz mailed before the switch.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Legacy;

use Farol\Comments\Follows\FollowStore;
use Farol\Comments\Phrases;
use Farol\Comments\Subscriptions\SubscriptionLinks;
use Farol\Comments\Subscriptions\SubscriptionStore;

/**
 * Mails wpDiscuz sent stay in inboxes after a site moves to Farol. Their links are
 * - `/wpdiscuzsubscription/confirm/?wpdiscuzConfirmID={id}&wpdiscuzConfirmKey={key}&wpDiscuzComfirm=yes`,
 * - `/wpdiscuzsubscription/unsubscribe/?wpdiscuzSubscribeID={id}&key={key}`,
 * - `/wpdiscuzsubscription/follow/?wpdiscuzFollowID={id}&wpdiscuzFollowKey={key}&wpDiscuzComfirm=1|0`,
 * where key is the row's `activation_key` (32 hex). The importer keeps a subscription's key as
 * the imported row's secret (Farol's own secrets are 64 hex, so only an imported row can match)
 * and a follow's as its `legacy_key`: the key is the link's proof; the id names wpDiscuz's row
 * and is not needed.
 *
 * Effects are wpDiscuz's, each behind one button (a GET asks, the POST acts, as for every mailed
 * link of Farol's: a mail scanner that opens links changes nothing):
 * - a subscription link is sent (302) on to Farol's own link for that row (SubscriptionLinks):
 *   confirm confirms, unsubscribe deletes; the confirm link of a row already confirmed goes to
 *   the post with "subscription confirmed"; a pending one confirms within
 *   Subscribing::CONFIRM_DAYS of its mail, as Farol's own (older, the bar sends a new one);
 * - a follow link with `wpDiscuzComfirm=0` (the "unfollow" link) asks, then deletes the follow;
 *   with `1` (confirm) it says the follow is on (only confirmed follows are imported).
 * A key no row has is answered 404 with a phrase, never a blank page. No rewrite rule: the
 * handler reads the request's path before the template.
 */
final class WpDiscuzLinks {

	/**
	 * The links' path under the site's home, and their kinds.
	 */
	private const PATH = '#^wpdiscuzsubscription/(confirm|unsubscribe|follow)/?$#';

	/**
	 * Creates the handler.
	 *
	 * @param SubscriptionStore $subscriptions The subscriptions.
	 * @param FollowStore       $follows       The follows.
	 */
	public function __construct( private readonly SubscriptionStore $subscriptions, private readonly FollowStore $follows ) {
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
		nocache_headers();
		if ( ! headers_sent() ) {
			header( 'X-Robots-Tag: noindex, nofollow' );
		}
		if ( 'follow' === $kind ) {
			$this->follow();
			return;
		}
		$sub = $this->subscriptions->find_by_secret( self::key( 'confirm' === $kind ? 'wpdiscuzConfirmKey' : 'key' ) );
		if ( null === $sub ) {
			self::answer( Phrases::get( 'subscription_not_found' ), 404 );
			return;
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
	 * A follow link: says the follow is on, or asks and (POST) deletes it.
	 */
	private function follow(): void {
		$follow = $this->follows->find_imported( self::key( 'wpdiscuzFollowKey' ) );
		if ( null === $follow ) {
			self::answer( __( 'This follow no longer exists.', 'farol' ), 404 );
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the mailed key is the link's proof.
		$cancel = isset( $_GET['wpDiscuzComfirm'] ) && '0' === $_GET['wpDiscuzComfirm'];
		$name   = '' !== $follow['followed_name'] ? $follow['followed_name'] : __( 'this author', 'farol' );
		if ( ! $cancel ) {
			/* translators: %s: the followed author's name. */
			self::answer( sprintf( __( 'You follow %s: you get an email when they comment.', 'farol' ), $name ), 200 );
			return;
		}
		if ( ! SubscriptionLinks::posted() ) {
			SubscriptionLinks::ask_page(
				__( 'Stop following', 'farol' ),
				/* translators: %s: the followed author's name. */
				sprintf( __( 'Press the button to stop receiving emails when %s comments.', 'farol' ), $name ),
				Phrases::get( 'unfollow' ),
				self::here()
			);
			return;
		}
		$this->follows->cancel_id( $follow['id'] );
		/* translators: %s: the followed author's name. */
		self::answer( sprintf( __( 'You no longer follow %s.', 'farol' ), $name ), 200 );
	}

	/**
	 * The key a link carries in a field ('' when none).
	 *
	 * @param string $field The field.
	 */
	private static function key( string $field ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the mailed key is the link's proof.
		$key = isset( $_GET[ $field ] ) && is_string( $_GET[ $field ] ) ? strtolower( sanitize_text_field( wp_unslash( $_GET[ $field ] ) ) ) : '';
		return 1 === preg_match( '/^[a-f0-9]{32}$/', $key ) ? $key : '';
	}

	/**
	 * Ends the request with a small page saying one thing (wp_die()'s page, escaped).
	 *
	 * @param string $text   What it says.
	 * @param int    $status The HTTP status.
	 */
	private static function answer( string $text, int $status ): void {
		wp_die(
			'<main><p>' . esc_html( $text ) . '</p></main>',
			esc_html( $text ),
			array( 'response' => (int) $status ) // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- an HTTP status, not output.
		);
	}

	/**
	 * The kind of wpDiscuz link this request is (`confirm`, `unsubscribe`, `follow`), or ''.
	 */
	private static function kind(): string {
		$path = (string) wp_parse_url( self::uri(), PHP_URL_PATH );
		if ( ! str_contains( $path, 'wpdiscuzsubscription' ) ) {
			return '';
		}
		$home = trailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		$rest = str_starts_with( $path, $home ) ? substr( $path, strlen( $home ) ) : '';
		return 1 === preg_match( self::PATH, $rest, $match ) ? $match[1] : '';
	}

	/**
	 * The request's address on this site (the button posts back to it).
	 */
	private static function here(): string {
		$host = (string) wp_parse_url( home_url( '/' ), PHP_URL_SCHEME ) . '://' . (string) wp_parse_url( home_url( '/' ), PHP_URL_HOST );
		$port = wp_parse_url( home_url( '/' ), PHP_URL_PORT );
		return $host . ( null !== $port ? ':' . $port : '' ) . self::uri();
	}

	/**
	 * The request's URI.
	 */
	private static function uri(): string {
		return isset( $_SERVER['REQUEST_URI'] ) && is_string( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '';
	}
}

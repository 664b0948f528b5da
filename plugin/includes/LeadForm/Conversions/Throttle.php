<?php
/**
 * The per-address limits of the public lead routes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\LeadForm\Store\RateLimiter;

/**
 * How often one client address may convert and send view events, per window:
 * CONVERSIONS_PER_WINDOW conversions and EVENTS_PER_WINDOW events in WINDOW seconds.
 *
 * The address is REMOTE_ADDR (behind a reverse proxy, a site sets the real one with the
 * `farol_lead_client_address` filter; forwarded headers are not trusted by default, since any
 * client can send them). It is never stored: the bucket is an HMAC of the scope and the
 * address keyed with the site's salt. The only way around the limit is the bench's pass
 * (BenchPass): loopback requests carrying a short-lived secret the bench stored itself.
 */
final class Throttle {

	/**
	 * Conversions one address may send per window.
	 */
	public const CONVERSIONS_PER_WINDOW = 10;

	/**
	 * View events one address may send per window.
	 */
	public const EVENTS_PER_WINDOW = 120;

	/**
	 * Window length, in seconds.
	 */
	public const WINDOW = 600;

	/**
	 * Creates the throttle.
	 *
	 * @param RateLimiter $limiter The windows' store.
	 * @param BenchPass   $bench   The bench's exemption.
	 */
	public function __construct( private RateLimiter $limiter, private BenchPass $bench ) {
	}

	/**
	 * Counts one request of the current client.
	 *
	 * @param string $scope 'conversion' or 'event'.
	 * @return int 0 when allowed, else the seconds to wait (Retry-After).
	 */
	public function hit( string $scope ): int {
		$address = self::client_address();
		if ( $this->bench->applies( $address ) ) {
			return 0;
		}
		$limit  = 'event' === $scope ? self::EVENTS_PER_WINDOW : self::CONVERSIONS_PER_WINDOW;
		$bucket = hash_hmac( 'sha256', $scope . '|' . $address, wp_salt( 'nonce' ) );
		return $this->limiter->hit( $bucket, $limit, self::WINDOW, time() );
	}

	/**
	 * The client's address.
	 */
	public static function client_address(): string {
		$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		/**
		 * Filters the address a lead request is counted against (e.g. the client's address a
		 * trusted reverse proxy forwards).
		 *
		 * @param string $address REMOTE_ADDR.
		 */
		return (string) apply_filters( 'farol_lead_client_address', $address );
	}
}

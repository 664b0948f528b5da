<?php
/**
 * The client address every per-address defence counts against.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

/**
 * REMOTE_ADDR, unless a site behind a trusted reverse proxy says otherwise with the
 * `farol_client_address` filter (forwarded headers are not trusted by default: any client can
 * send them). The address is never stored by Farol's defences: rate-limit buckets and guest
 * identities are keyed hashes of it.
 *
 * The filter's first name, `farol_lead_client_address`, still works for one release with a
 * deprecation notice: it once governed only the lead routes, and now governs every feature.
 */
final class ClientAddress {

	/**
	 * The version that renamed the filter.
	 */
	private const RENAMED_IN = '0.2.0';

	/**
	 * The current client's address.
	 */
	public static function current(): string {
		$address = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		$address = (string) apply_filters_deprecated( 'farol_lead_client_address', array( $address ), self::RENAMED_IN, 'farol_client_address' );
		/**
		 * Filters the address a request is counted against by Farol's rate limits and guest
		 * identities (e.g. the client's address a trusted reverse proxy forwards).
		 *
		 * @param string $address REMOTE_ADDR.
		 */
		return (string) apply_filters( 'farol_client_address', $address );
	}

	/**
	 * A keyed hash of the current address for a purpose (the address itself is never kept).
	 *
	 * @param string $purpose What the hash is for (a scope), so two uses never share a value.
	 */
	public static function hashed( string $purpose ): string {
		return hash_hmac( 'sha256', $purpose . '|' . self::current(), wp_salt( 'nonce' ) );
	}
}

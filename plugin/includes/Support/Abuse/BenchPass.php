<?php
/**
 * The load bench's pass through the rate limit.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

/**
 * `npm run bench` sends hundreds of conversions from one address, which the rate limit exists
 * to refuse. The bench (tools/bench/conversions-site.php, run with PHP on the site itself)
 * stores a random secret in the option OPTION with an expiry of at most MAX_SECONDS, and sends
 * it in the HEADER header. A request skips the limit only when all hold: it comes from the
 * loopback address, the header matches the stored secret (constant-time), and the secret has
 * not expired. Real traffic never comes from loopback with a secret only the server's own
 * filesystem user could have written, so the limit is never off for it.
 */
final class BenchPass {

	/**
	 * Option holding `{ secret_hash, until }`.
	 */
	public const OPTION = 'farol_leads_bench_pass';

	/**
	 * Request header carrying the secret.
	 */
	public const HEADER = 'X-Farol-Bench';

	/**
	 * Longest life of a pass, in seconds.
	 */
	public const MAX_SECONDS = 900;

	/**
	 * Opens a pass (the bench's setup) and returns its secret.
	 *
	 * @param int $seconds Lifetime (capped at MAX_SECONDS).
	 */
	public static function open( int $seconds ): string {
		$secret = bin2hex( random_bytes( 16 ) );
		update_option(
			self::OPTION,
			array(
				'secret_hash' => hash( 'sha256', $secret ),
				'until'       => time() + min( $seconds, self::MAX_SECONDS ),
			),
			false
		);
		return $secret;
	}

	/**
	 * Closes the pass (the bench's cleanup).
	 */
	public static function close(): void {
		delete_option( self::OPTION );
	}

	/**
	 * Whether the current request holds a valid pass.
	 *
	 * @param string $address The client's address.
	 */
	public function applies( string $address ): bool {
		if ( ! in_array( $address, array( '127.0.0.1', '::1' ), true ) ) {
			return false;
		}
		$header = 'HTTP_' . strtoupper( str_replace( '-', '_', self::HEADER ) );
		$sent   = isset( $_SERVER[ $header ] ) ? sanitize_text_field( wp_unslash( $_SERVER[ $header ] ) ) : '';
		if ( '' === $sent ) {
			return false;
		}
		$pass = get_option( self::OPTION );
		if ( ! is_array( $pass ) || (int) ( $pass['until'] ?? 0 ) < time() ) {
			return false;
		}
		return hash_equals( (string) ( $pass['secret_hash'] ?? '' ), hash( 'sha256', $sent ) );
	}
}

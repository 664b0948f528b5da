<?php
/**
 * The signed "form shown at" stamp of a lead form.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

/**
 * Every rendered lead form carries, in its hidden field `farol_started`, the server time at
 * which it was rendered and a signature of that time and the form id: `<unix time>.<hmac>`
 * (HMAC-SHA256 keyed with this site's salt). The conversion endpoints read it back with
 * verify() to refuse submissions sent faster than a person can fill a form; the signature
 * stops a bot from simply sending an old time. A cached page carries an older stamp, which
 * only makes the form look filled more slowly.
 */
final class StartedStamp {

	/**
	 * How far in the future a stamp may lie (clock steps between servers), in seconds.
	 */
	private const FUTURE_TOLERANCE = 60;

	/**
	 * A stamp for a form rendered now.
	 *
	 * @param int      $form_id The form.
	 * @param int|null $now     Unix time (now when null).
	 */
	public static function create( int $form_id, ?int $now = null ): string {
		$time = $now ?? time();
		return $time . '.' . self::signature( $form_id, $time );
	}

	/**
	 * The time a stamp was created at, or null when it is malformed, forged, for another form
	 * or in the future.
	 *
	 * @param string $stamp   The submitted `farol_started` value.
	 * @param int    $form_id The form the submission is for.
	 */
	public static function verify( string $stamp, int $form_id ): ?int {
		if ( 1 !== preg_match( '/^(\d{1,12})\.([a-f0-9]{64})$/', $stamp, $parts ) ) {
			return null;
		}
		$time = (int) $parts[1];
		if ( $time > time() + self::FUTURE_TOLERANCE || ! hash_equals( self::signature( $form_id, $time ), $parts[2] ) ) {
			return null;
		}
		return $time;
	}

	/**
	 * The signature of a form and a time.
	 *
	 * @param int $form_id The form.
	 * @param int $time    Unix time.
	 */
	private static function signature( int $form_id, int $time ): string {
		return hash_hmac( 'sha256', 'farol_started|' . $form_id . '|' . $time, wp_salt( 'nonce' ) );
	}
}

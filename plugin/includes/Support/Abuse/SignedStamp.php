<?php
/**
 * The signed "form shown at" stamp of the public forms.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

use Farol\Support\Fragments\FragmentRecorder;

/**
 * A rendered form carries, in its hidden field FIELD, the server time at which it was shown and
 * a signature of that time, the form's purpose and its subject (the form or the post):
 * `<unix time>.<hmac>` (HMAC-SHA256 keyed with the site's salt). A submission is a person's
 * only when its stamp is genuine, for this purpose and subject, at least MIN_SECONDS old (a bot
 * sends at once) and at most MAX_AGE old (a stamp fetched once cannot be reused for ever).
 *
 * A page cache may serve a form for longer than MAX_AGE: the browser then fetches a fresh stamp
 * when the visitor starts using the form (StampController, src/lib/abuse/stamp.ts), so cached
 * pages keep working. The signature's text is `<purpose>|<subject>|<time>`, as the stamps of
 * every earlier version, so a page cached across an update keeps its stamp.
 */
final class SignedStamp {

	/**
	 * The hidden field holding the stamp.
	 */
	public const FIELD = 'farol_started';

	/**
	 * Fewest seconds between showing a form and sending it.
	 */
	public const MIN_SECONDS = 3;

	/**
	 * Most seconds between showing a form and sending it (6 hours).
	 */
	public const MAX_AGE = 21600;

	/**
	 * After this many seconds a browser fetches a fresh stamp before sending (30 minutes:
	 * well inside MAX_AGE, whatever the visitor's clock says).
	 */
	public const REFRESH_AFTER = 1800;

	/**
	 * How far in the future a stamp may lie (clock steps between servers), in seconds.
	 */
	private const FUTURE_TOLERANCE = 60;

	/**
	 * A stamp for a form shown now.
	 *
	 * @param string   $purpose What the form is for (e.g. 'farol_started', 'farol_comment_started').
	 * @param int      $subject The form's or the post's id.
	 * @param int|null $now     Unix time (now when null).
	 */
	public static function create( string $purpose, int $subject, ?int $now = null ): string {
		$time  = $now ?? time();
		$stamp = $time . '.' . self::signature( $purpose, $subject, $time );
		// A fragment cached with this stamp signs it again for each reader (FragmentRecorder).
		FragmentRecorder::stamp( $purpose, $subject, $stamp );
		return $stamp;
	}

	/**
	 * The time a stamp was created at, or null when it is malformed, forged, for another
	 * purpose or subject, in the future or older than MAX_AGE.
	 *
	 * @param mixed    $stamp   The submitted value.
	 * @param string   $purpose The purpose.
	 * @param int      $subject The subject.
	 * @param int|null $now     Unix time (now when null).
	 */
	public static function verify( $stamp, string $purpose, int $subject, ?int $now = null ): ?int {
		if ( ! is_string( $stamp ) || 1 !== preg_match( '/^(\d{1,12})\.([a-f0-9]{64})$/', $stamp, $parts ) ) {
			return null;
		}
		$now  = $now ?? time();
		$time = (int) $parts[1];
		if ( $time > $now + self::FUTURE_TOLERANCE || $now - $time > self::MAX_AGE ) {
			return null;
		}
		return hash_equals( self::signature( $purpose, $subject, $time ), $parts[2] ) ? $time : null;
	}

	/**
	 * Whether a stamp is a person's: genuine (verify()) and at least MIN_SECONDS old.
	 *
	 * @param mixed  $stamp   The submitted value.
	 * @param string $purpose The purpose.
	 * @param int    $subject The subject.
	 * @param int    $now     Unix time.
	 */
	public static function passes( $stamp, string $purpose, int $subject, int $now ): bool {
		$time = self::verify( $stamp, $purpose, $subject, $now );
		return null !== $time && $now - $time >= self::MIN_SECONDS;
	}

	/**
	 * The signature of a purpose, a subject and a time.
	 *
	 * @param string $purpose The purpose.
	 * @param int    $subject The subject.
	 * @param int    $time    Unix time.
	 */
	private static function signature( string $purpose, int $subject, int $time ): string {
		return hash_hmac( 'sha256', $purpose . '|' . $subject . '|' . $time, wp_salt( 'nonce' ) );
	}
}

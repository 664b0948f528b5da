<?php
/**
 * Tokens, states and Telegram results used once.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

/**
 * Remembers what was used (a hash of it, never the token itself) for as long as it could be
 * presented again: a token until it expires, a state for its hour, a Telegram result for the day
 * its auth_date is accepted. use() is a check-and-mark: the second use of the same thing within
 * its lifetime is refused. Stored as options with an expiry in the name's value (transients:
 * the object cache when a site has one).
 */
final class OneShot {

	/**
	 * Marks a thing used; false when it was used already.
	 *
	 * @param string $kind    What it is ("token", "state", "telegram").
	 * @param string $value   The thing.
	 * @param int    $seconds How long it stays usable.
	 */
	public function claim( string $kind, string $value, int $seconds ): bool {
		$key = 'farol_social_' . substr( hash( 'sha256', $kind . '|' . $value ), 0, 32 );
		if ( false !== get_transient( $key ) ) {
			return false;
		}
		set_transient( $key, 1, max( 60, min( $seconds, DAY_IN_SECONDS * 2 ) ) );
		return true;
	}
}

<?php
/**
 * Tokens, states and Telegram results used once.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

use Farol\Support\Abuse\UsedOnce;

/**
 * Remembers what was used (a hash of it, never the thing itself) for as long as it could be
 * presented again: a token until it expires, a state for its hour, a Telegram result for the day
 * its auth_date is accepted (at least a minute, at most two days). claim() is the shared atomic
 * check-and-mark (Support\Abuse\UsedOnce, family PREFIX), so two requests racing with the same
 * token cannot both pass; the daily UsedOnceSweep deletes the markers whose lifetime is over.
 */
final class OneShot {

	/**
	 * The options rows' name prefix.
	 */
	public const PREFIX = 'farol_social_used_';

	/**
	 * Marks a thing used; false when it was used already (and is still within its lifetime).
	 *
	 * @param string $kind    What it is ("token", "state", "telegram").
	 * @param string $value   The thing.
	 * @param int    $seconds How long it stays usable.
	 */
	public function claim( string $kind, string $value, int $seconds ): bool {
		$now = time();
		return self::used()->claim( $kind . '|' . $value, $now + max( 60, min( $seconds, 2 * DAY_IN_SECONDS ) ), $now );
	}

	/**
	 * The used things' markers.
	 */
	public static function used(): UsedOnce {
		return new UsedOnce( self::PREFIX );
	}
}

<?php
/**
 * When a failed delivery is tried again.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Queue;

/**
 * Exponential backoff: after the n-th failed attempt the next one waits 1 minute × 2^(n−1)
 * (1, 2, 4, 8, 16, 32, 64, 128, 256 minutes), capped at 6 hours, plus a random 0–20 % so jobs
 * that failed together (a provider outage) do not all come back in the same second. With
 * MAX_ATTEMPTS = 10 a conversion is tried for about eight and a half hours before it is marked
 * failed. Every queue of the plugin shares it (lead forwarding, mail).
 */
final class Backoff {

	/**
	 * Attempts before a job is marked failed.
	 */
	public const MAX_ATTEMPTS = 10;

	/**
	 * First delay, in seconds.
	 */
	public const BASE = 60;

	/**
	 * Longest delay, in seconds.
	 */
	public const CAP = 6 * 3600;

	/**
	 * The delay after a failed attempt, without jitter.
	 *
	 * @param int $attempts Attempts made so far (1 after the first).
	 */
	public static function base_delay( int $attempts ): int {
		$exponent = min( 30, max( 0, $attempts - 1 ) );
		return (int) min( self::CAP, self::BASE * ( 2 ** $exponent ) );
	}

	/**
	 * The delay after a failed attempt, with jitter; never above the cap.
	 *
	 * @param int $attempts Attempts made so far (1 after the first).
	 */
	public static function delay( int $attempts ): int {
		$base = self::base_delay( $attempts );
		return min( self::CAP, $base + random_int( 0, intdiv( $base, 5 ) ) );
	}
}

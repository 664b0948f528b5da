<?php
/**
 * One rule of the rate limiter.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

/**
 * At most `limit` requests per client address in `window` seconds, counted in the bucket of
 * `scope` (a feature's name for what is counted: 'conversion', 'contact', 'comment-vote', …;
 * two rules with one scope share their count). Each feature declares its rules where it uses
 * them; the throttle counts them all the same way.
 */
final class RateLimit {

	/**
	 * Creates a rule.
	 *
	 * @param string $scope  What is counted (also the bucket's prefix).
	 * @param int    $limit  Requests allowed per window.
	 * @param int    $window Window length, in seconds.
	 */
	public function __construct(
		public readonly string $scope,
		public readonly int $limit,
		public readonly int $window
	) {
	}
}

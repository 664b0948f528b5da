<?php
/**
 * A post's rating totals.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Rating;

/**
 * The sum of the stars and the number of voters; the average is derived (one decimal, as the
 * page and schema.org show it).
 */
final class RatingSummary {

	/**
	 * The rating scale: stars 1 to SCALE.
	 */
	public const SCALE = 5;

	/**
	 * Creates the totals.
	 *
	 * @param int $sum   Sum of the stars given.
	 * @param int $count Voters.
	 */
	public function __construct( public readonly int $sum, public readonly int $count ) {
	}

	/**
	 * The average, rounded to one decimal (0 when nobody rated).
	 */
	public function average(): float {
		return $this->count > 0 ? round( $this->sum / $this->count, 1 ) : 0.0;
	}
}

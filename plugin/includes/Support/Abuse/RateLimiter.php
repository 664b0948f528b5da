<?php
/**
 * Per-address request windows.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

/**
 * Fixed-window rate limiting: a bucket (the keyed hash of a scope and what is counted — a
 * client address, a recipient's e-mail; never the thing itself) holds the hits of its current
 * window. One hit is taken atomically and exactly: INSERT IGNORE creates the bucket, then a
 * single conditional UPDATE either starts a new window (when the stored one is over) or adds one
 * while the window is below its limit; the UPDATE's affected-row count is the answer, so of
 * racing requests exactly as many pass as the limit allows, and a refused request changes
 * nothing. Buckets whose window is over by the longest window any rule may have are pruned now
 * and then (pruning by the rule at hand would cut a longer rule's window short). Portable SQL
 * (CASE, plain INSERT IGNORE), for MariaDB and SQLite alike.
 */
final class RateLimiter {

	/**
	 * One request in this many prunes the expired buckets.
	 */
	private const PRUNE_ONE_IN = 200;

	/**
	 * The longest window a rule may have (a day): longer ones are counted as a day.
	 */
	public const LONGEST_WINDOW = DAY_IN_SECONDS;

	/**
	 * Counts a hit and tells whether it is within the limit.
	 *
	 * @param string $bucket  Bucket key (a hash).
	 * @param int    $limit   Hits allowed per window.
	 * @param int    $window  Window length in seconds.
	 * @param int    $now     Unix time.
	 * @return int 0 when allowed, else the seconds until the window ends (Retry-After).
	 */
	public function hit( string $bucket, int $limit, int $window, int $now ): int {
		global $wpdb;
		$table   = RateLimitTable::name();
		$window  = max( 1, min( $window, self::LONGEST_WINDOW ) );
		$current = gmdate( 'Y-m-d H:i:s', $now );
		$expired = gmdate( 'Y-m-d H:i:s', $now - $window );

		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (bucket, window_start, hits) VALUES (%s, %s, 0)", $bucket, $current ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
		// hits is assigned first: MySQL evaluates assignments left to right, and both CASEs must see the old window_start.
		$taken = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
			$wpdb->prepare(
				"UPDATE {$table} SET hits = CASE WHEN window_start <= %s THEN 1 ELSE hits + 1 END, window_start = CASE WHEN window_start <= %s THEN %s ELSE window_start END WHERE bucket = %s AND ( window_start <= %s OR hits < %d )", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
				$expired,
				$expired,
				$current,
				$bucket,
				$expired,
				$limit
			)
		);

		if ( 0 === wp_rand( 0, self::PRUNE_ONE_IN - 1 ) ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE window_start <= %s", gmdate( 'Y-m-d H:i:s', $now - self::LONGEST_WINDOW ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
		}
		if ( 1 === (int) $taken ) {
			return 0;
		}
		$start = $wpdb->get_var( $wpdb->prepare( "SELECT window_start FROM {$table} WHERE bucket = %s", $bucket ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
		if ( ! is_string( $start ) ) {
			return 0; // No bucket could be stored (the table is missing): the write is not held up.
		}
		return max( 1, (int) strtotime( $start . ' UTC' ) + $window - $now );
	}
}

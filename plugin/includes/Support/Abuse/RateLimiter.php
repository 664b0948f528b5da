<?php
/**
 * Per-address request windows.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

/**
 * Fixed-window rate limiting: a bucket (the keyed hash of a scope and a client address —
 * never the address itself) holds the hits of its current window. One hit is counted
 * atomically: INSERT IGNORE creates the bucket, then a single UPDATE either starts a new
 * window (when the stored one is over) or adds one, and the count is read back. Racing
 * requests can only over-count, never let one more through. Old buckets are pruned now and
 * then. Portable SQL (CASE, plain INSERT IGNORE), for MariaDB and SQLite alike.
 */
final class RateLimiter {

	/**
	 * One request in this many prunes the expired buckets.
	 */
	private const PRUNE_ONE_IN = 200;

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
		$current = gmdate( 'Y-m-d H:i:s', $now );
		$expired = gmdate( 'Y-m-d H:i:s', $now - $window );

		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (bucket, window_start, hits) VALUES (%s, %s, 0)", $bucket, $current ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
		// hits is assigned first: MySQL evaluates assignments left to right, and both CASEs must see the old window_start.
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
			$wpdb->prepare(
				"UPDATE {$table} SET hits = CASE WHEN window_start <= %s THEN 1 ELSE hits + 1 END, window_start = CASE WHEN window_start <= %s THEN %s ELSE window_start END WHERE bucket = %s", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
				$expired,
				$expired,
				$current,
				$bucket
			)
		);
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT hits, window_start FROM {$table} WHERE bucket = %s", $bucket ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.

		if ( 0 === wp_rand( 0, self::PRUNE_ONE_IN - 1 ) ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE window_start <= %s", $expired ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
		}
		if ( ! is_array( $row ) || (int) $row['hits'] <= $limit ) {
			return 0;
		}
		$ends = (int) strtotime( $row['window_start'] . ' UTC' ) + $window;
		return max( 1, $ends - $now );
	}
}

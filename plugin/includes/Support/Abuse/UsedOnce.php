<?php
/**
 * What may be used only once: the one atomic check-and-mark every one-shot check shares.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

/**
 * One family of used-once markers, named by its prefix: a used thing (a mailed link's key, a
 * proof-of-work challenge, a social token or state) is recorded as a non-autoloaded options row
 * named by the prefix and a hash of the thing (never the thing itself), holding the Unix time
 * until which the thing could still be presented.
 *
 * The check-and-mark, claim(), is one atomic step in the database, never a transient or the
 * object cache, so several PHP servers on one database, with or without a persistent object cache, agree: an
 * `INSERT IGNORE` of the row (the options table's UNIQUE option_name decides which of two racing
 * requests wins; not add_option(), whose ON DUPLICATE KEY UPDATE would let both pass), or, where
 * the row left is from a use whose time is over, a compare-and-set UPDATE of that time. A marker
 * refuses its thing up to and including the second it holds; forget_expired() (UsedOnceSweep,
 * daily) deletes exactly the markers past it, so a sweep never lets a replay through.
 */
final class UsedOnce {

	/**
	 * Creates a family.
	 *
	 * @param string $prefix The markers' option-name prefix (`farol_…_used_`).
	 */
	public function __construct( public readonly string $prefix ) {
	}

	/**
	 * The option name of a thing's marker.
	 *
	 * @param string $thing What is used.
	 */
	public function marker( string $thing ): string {
		return $this->prefix . substr( hash( 'sha256', $thing ), 0, 40 );
	}

	/**
	 * Marks a thing used: true the first time, false when it was used already (and its marker's
	 * time has not passed).
	 *
	 * @param string $thing What is used.
	 * @param int    $until Unix time until which the thing could still be presented.
	 * @param int    $now   Unix time.
	 */
	public function claim( string $thing, int $until, int $now ): bool {
		global $wpdb;
		$name = $this->marker( $thing );
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- an atomic check-and-mark the options API cannot express; never cached.
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $name, (string) $until ) );
		if ( 1 === (int) $inserted ) {
			return true;
		}
		$stored = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		if ( ! is_string( $stored ) || (int) $stored >= $now ) {
			return false;
		}
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", (string) $until, $name, $stored ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		return 1 === (int) $updated;
	}

	/**
	 * Deletes the markers whose time is before $now (their things are refused by their own
	 * expiry from then on); a marker whose time is $now or later stays.
	 *
	 * @param int $now   Unix time.
	 * @param int $batch Rows deleted per query (it loops until none is left).
	 * @return int How many markers were deleted.
	 */
	public function forget_expired( int $now, int $batch = 500 ): int {
		global $wpdb;
		$like    = $wpdb->esc_like( $this->prefix ) . '%';
		$deleted = 0;
		do {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- housekeeping of our own non-autoloaded markers, never read through the options API.
			$done     = (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND CAST(option_value AS UNSIGNED) < %d LIMIT %d", $like, $now, $batch ) );
			$deleted += $done;
		} while ( $done >= $batch );
		return $deleted;
	}
}

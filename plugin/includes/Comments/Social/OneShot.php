<?php
/**
 * Tokens, states and Telegram results used once.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

/**
 * Remembers what was used (a hash of it, never the thing itself) for as long as it could be
 * presented again: a token until it expires, a state for its hour, a Telegram result for the day
 * its auth_date is accepted. claim() is one atomic check-and-mark, so two requests racing with
 * the same token cannot both pass: an `INSERT IGNORE` of an options row named by the hash (the
 * unique option_name decides), or, where that row is left from an expired use, a compare-and-set
 * UPDATE of its expiry. Rows are not autoloaded; expired ones are deleted now and then.
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
		global $wpdb;
		$name  = self::PREFIX . substr( hash( 'sha256', $kind . '|' . $value ), 0, 40 );
		$now   = time();
		$until = (string) ( $now + max( 60, min( $seconds, 2 * DAY_IN_SECONDS ) ) );
		if ( 0 === wp_rand( 0, 49 ) ) {
			$this->forget_expired( $now );
		}
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- an atomic check-and-mark the options API cannot express; never cached.
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", $name, $until ) );
		if ( 1 === $inserted ) {
			return true;
		}
		$stored = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $name ) );
		if ( null === $stored || (int) $stored > $now ) {
			return false;
		}
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", $until, $name, $stored ) );
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		return 1 === $updated;
	}

	/**
	 * Deletes the markers whose lifetime is over.
	 *
	 * @param int $now Time.
	 */
	private function forget_expired( int $now ): void {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- housekeeping of our own rows.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND CAST(option_value AS UNSIGNED) < %d", $wpdb->esc_like( self::PREFIX ) . '%', $now ) );
	}
}

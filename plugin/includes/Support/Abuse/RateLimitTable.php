<?php
/**
 * The rate limiter's table and its migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

/**
 * One row per bucket (a keyed hash of a scope and a client address) with the hits of its
 * current window. Created with dbDelta() once per schema version, as Farol's other tables.
 *
 * Until version 1 the windows lived in the lead store's table (`farol_lead_rate_limits`),
 * though comments and contact forms counted there too. Installing copies its rows here (the
 * live windows keep counting: the buckets are the same hashes) and drops it, so removing the
 * lead forms can no longer break the other features' limits. Portable SQL, for MariaDB and the
 * SQLite integration.
 */
final class RateLimitTable {

	/**
	 * Version of the schema.
	 */
	public const VERSION = '1';

	/**
	 * Option holding the installed version.
	 */
	public const OPTION = 'farol_rate_limits_schema_version';

	/**
	 * The table's name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_rate_limits';
	}

	/**
	 * The table the windows lived in before version 1.
	 */
	public static function legacy_name(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_lead_rate_limits';
	}

	/**
	 * Migrates when the installed version is not this one.
	 */
	public function maybe_upgrade(): void {
		if ( self::VERSION !== get_option( self::OPTION ) ) {
			$this->install();
		}
	}

	/**
	 * Creates or updates the table, takes over the legacy windows and records the version.
	 * Safe to run again.
	 */
	public function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::name();
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$table} (
				bucket char(64) NOT NULL,
				window_start datetime NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (bucket)
			) {$collate};"
		);
		$legacy = self::legacy_name();
		// A site that never had the legacy table gets an error here, silenced: nothing to take over.
		$quiet  = $wpdb->suppress_errors( true );
		$copied = $wpdb->query( "INSERT IGNORE INTO {$table} (bucket, window_start, hits) SELECT bucket, window_start, hits FROM {$legacy}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- table names of ours.
		$wpdb->suppress_errors( $quiet );
		if ( false !== $copied ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$legacy}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.SchemaChange -- the legacy table, taken over above.
		}
		update_option( self::OPTION, self::VERSION, true );
	}

	/**
	 * Drops the table (and a legacy one left over) and forgets the version (uninstall, tests).
	 */
	public function drop(): void {
		global $wpdb;
		foreach ( array( self::name(), self::legacy_name() ) as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.SchemaChange -- a table name of ours.
		}
		delete_option( self::OPTION );
	}
}

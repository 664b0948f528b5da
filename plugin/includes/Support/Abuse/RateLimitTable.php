<?php
/**
 * The rate limiter's table and its migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

use Farol\Support\Db\VersionedTable;

/**
 * One row per bucket (a keyed hash of a scope and a client address) with the hits of its
 * current window, migrated as Farol's other tables (VersionedTable).
 *
 * Until version 1 the windows lived in the lead store's table (`farol_lead_rate_limits`),
 * though comments and contact forms counted there too. Installing copies its rows here (the
 * live windows keep counting: the buckets are the same hashes) and drops it, so removing the
 * lead forms can no longer break the other features' limits. Portable SQL, for MariaDB and the
 * SQLite integration.
 */
final class RateLimitTable extends VersionedTable {

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
	 * The table's DDL.
	 *
	 * @param string $collate The site's charset and collation clause.
	 * @return list<string>
	 */
	protected function create_statements( string $collate ): array {
		$table = self::name();
		return array(
			"CREATE TABLE {$table} (
				bucket char(64) NOT NULL,
				window_start datetime NOT NULL,
				hits int(10) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (bucket)
			) {$collate};",
		);
	}

	/**
	 * The table, and a legacy one left over, for drop().
	 *
	 * @return list<string>
	 */
	protected function table_names(): array {
		return array( self::name(), self::legacy_name() );
	}

	/**
	 * Takes over the legacy table's live windows, then drops it.
	 */
	protected function after_schema(): void {
		global $wpdb;
		$table  = self::name();
		$legacy = self::legacy_name();
		// A site that never had the legacy table gets an error here, silenced: nothing to take over.
		$quiet  = $wpdb->suppress_errors( true );
		$copied = $wpdb->query( "INSERT IGNORE INTO {$table} (bucket, window_start, hits) SELECT bucket, window_start, hits FROM {$legacy}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- table names of ours.
		$wpdb->suppress_errors( $quiet );
		if ( false !== $copied ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$legacy}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.SchemaChange -- the legacy table, taken over above.
		}
	}
}

<?php
/**
 * The post ratings' migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Rating;

use Farol\Support\Db\VersionedTable;

/**
 * Creates or updates `{prefix}farol_post_ratings` with dbDelta(), once per schema version: one
 * row per (post, voter) with the stars given (1 to 5) and when (UTC). The voter is
 * Farol\Support\Abuse\VisitorId's identity, the one comment votes count by: `u:{user id}` for a
 * member, `g:{hmac}` of the address for a guest. UNIQUE(post_id, voter) makes "one rating per
 * voter" a property of the table, so racing requests cannot count a voter twice. The sum and
 * count a page shows are cached in post meta (RatingStore).
 *
 * Portable DDL (no engine options), for MariaDB and the SQLite integration.
 */
final class RatingsTable extends VersionedTable {

	/**
	 * Version of the schema.
	 */
	public const VERSION = '1';

	/**
	 * Option holding the installed version.
	 */
	public const OPTION = 'farol_post_ratings_schema_version';

	/**
	 * The table's name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_post_ratings';
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
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				post_id bigint(20) unsigned NOT NULL,
				voter varchar(80) NOT NULL,
				rating tinyint(3) unsigned NOT NULL,
				created_at datetime NOT NULL,
				updated_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY post_voter (post_id,voter)
			) {$collate};",
		);
	}

	/**
	 * The table's name, for drop().
	 *
	 * @return list<string>
	 */
	protected function table_names(): array {
		return array( self::name() );
	}
}

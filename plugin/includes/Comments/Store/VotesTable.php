<?php
/**
 * The comment votes' migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Store;

use Farol\Support\Db\VersionedTable;

/**
 * Creates or updates the votes table with dbDelta(), once per schema version: one row per
 * (comment, voter) with the vote's value (+1 or -1) and its time (UTC). The voter is
 * `u:{user id}` for a member and `g:{hash}` for a guest (Farol\Support\Abuse\VisitorId: an HMAC
 * of the guest's address, never the address itself; rows of earlier versions also hashed a cookie); UNIQUE(comment_id, voter) makes "one vote per voter" a
 * property of the table, so concurrent requests cannot count a vote twice. The totals the
 * thread shows are cached in comment meta (Farol\Comments\CommentMeta).
 *
 * Portable DDL (no engine options), for MariaDB and the SQLite integration.
 */
final class VotesTable extends VersionedTable {

	/**
	 * Version of the schema.
	 */
	public const VERSION = '1';

	/**
	 * Option holding the installed version.
	 */
	public const OPTION = 'farol_comment_votes_schema_version';

	/**
	 * The table's name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_comment_votes';
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
				comment_id bigint(20) unsigned NOT NULL,
				voter varchar(80) NOT NULL,
				value tinyint(4) NOT NULL,
				created_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY comment_voter (comment_id,voter)
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

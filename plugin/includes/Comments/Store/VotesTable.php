<?php
/**
 * The comment votes' migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Store;

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
final class VotesTable {

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
	 * Migrates when the installed version is not this one.
	 */
	public function maybe_upgrade(): void {
		if ( self::VERSION !== get_option( self::OPTION ) ) {
			$this->install();
		}
	}

	/**
	 * Creates or updates the table and records the version. Safe to run again.
	 */
	public function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$table   = self::name();
		$collate = $wpdb->get_charset_collate();
		dbDelta(
			"CREATE TABLE {$table} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				comment_id bigint(20) unsigned NOT NULL,
				voter varchar(80) NOT NULL,
				value tinyint(4) NOT NULL,
				created_at datetime NOT NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY comment_voter (comment_id,voter)
			) {$collate};"
		);
		update_option( self::OPTION, self::VERSION, true );
	}

	/**
	 * Drops the table and forgets the version (uninstall and tests).
	 */
	public function drop(): void {
		global $wpdb;
		$table = self::name();
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.SchemaChange -- a table name of ours.
		delete_option( self::OPTION );
	}
}

<?php
/**
 * The follows' migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Follows;

use Farol\Support\Db\VersionedTable;

/**
 * One row per (follower, followed author): the follower is a member (follower_user_id, with
 * the account's e-mail at the time kept in follower_email for the mail); the followed author is
 * known by the e-mail their comments carry (followed_email, lower case) and, when a member, by
 * their user id too. UNIQUE(follower_user_id, followed_email) makes "follow once" a property of
 * the table, so two quick clicks cannot follow twice. legacy_key is the key a follow imported
 * from wpDiscuz had (32 hex, '' for Farol's own), so the follow links wpDiscuz mailed can be
 * answered (Subscriptions\WpDiscuzLinks); schema 2 added it.
 *
 * Portable DDL (no engine options), for MariaDB and the SQLite integration.
 */
final class FollowsTable extends VersionedTable {

	/**
	 * Version of the schema.
	 */
	public const VERSION = '2';

	/**
	 * Option holding the installed version.
	 */
	public const OPTION = 'farol_comment_follows_schema_version';

	/**
	 * The table's name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_comment_follows';
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
				follower_user_id bigint(20) unsigned NOT NULL,
				follower_email varchar(100) NOT NULL,
				followed_user_id bigint(20) unsigned NOT NULL DEFAULT 0,
				followed_email varchar(100) NOT NULL,
				followed_name varchar(250) NOT NULL DEFAULT '',
				created_at datetime NOT NULL,
				legacy_key varchar(32) NOT NULL DEFAULT '',
				PRIMARY KEY  (id),
				UNIQUE KEY follower_followed (follower_user_id,followed_email),
				KEY followed_email (followed_email),
				KEY legacy_key (legacy_key)
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

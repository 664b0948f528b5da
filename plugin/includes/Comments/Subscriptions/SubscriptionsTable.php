<?php
/**
 * The comment subscriptions' migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use Farol\Support\Db\VersionedTable;

/**
 * Creates or updates `{prefix}farol_comment_subscriptions` with dbDelta(), once per schema
 * version: one row per (e-mail, post, type, subject), UNIQUE, so a double click or two racing
 * requests cannot subscribe twice. `type` is `post` (every new comment on the post),
 * `all_comment` (every reply to any of the subscriber's comments on the post) or `comment`
 * (replies to one comment: `subject_id` is that comment; the post id otherwise).
 * `activation_key` is a random secret the mailed keys are derived from (SubscriptionKeys: an
 * HMAC with the site's salt, so the table alone lets nobody build a link); `confirmed` is 1 for
 * members at once and for guests after the double opt-in.
 *
 * Portable DDL (no engine options), for MariaDB and the SQLite integration.
 */
final class SubscriptionsTable extends VersionedTable {

	/**
	 * Version of the schema.
	 */
	public const VERSION = '1';

	/**
	 * Option holding the installed version.
	 */
	public const OPTION = 'farol_comment_subscriptions_schema_version';

	/**
	 * The table's name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_comment_subscriptions';
	}

	/**
	 * Whether the table is in place (not yet on a request that activated the plugin after
	 * `init`, e.g. a seed script: nothing to read then).
	 */
	public static function installed(): bool {
		return self::VERSION === get_option( self::OPTION );
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
				email varchar(100) NOT NULL,
				user_id bigint(20) unsigned NOT NULL DEFAULT 0,
				post_id bigint(20) unsigned NOT NULL,
				subject_id bigint(20) unsigned NOT NULL,
				type varchar(20) NOT NULL,
				activation_key varchar(64) NOT NULL,
				confirmed tinyint(1) NOT NULL DEFAULT 0,
				created_at datetime NOT NULL,
				confirmed_at datetime NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY email_subject (email,post_id,type,subject_id),
				KEY post_type (post_id,type,subject_id),
				KEY user_id (user_id)
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

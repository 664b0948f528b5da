<?php
/**
 * The mail queue's table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

use Farol\Support\Db\VersionedTable;

/**
 * `{prefix}farol_mail_queue`: one row per message (one recipient), with the shared queue
 * machinery's columns (status, attempts, next_attempt_at, last_error, claim_token,
 * claimed_until, sent_at). The runner never deletes a row: sent and failed mail stay listed in
 * wp-admin (Tools › Mail queue) until MailRetention prunes them (sent: 30 days, failed: 90), and
 * the privacy tools erase an address's rows (MailPersonalData). Portable SQL, for MariaDB and
 * the SQLite integration.
 */
final class MailQueueTable extends VersionedTable {

	/**
	 * Version of the schema.
	 */
	public const VERSION = '1';

	/**
	 * Option holding the installed version.
	 */
	public const OPTION = 'farol_mail_queue_schema_version';

	/**
	 * The table's name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_mail_queue';
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
				kind varchar(64) NOT NULL DEFAULT 'mail',
				to_address varchar(320) NOT NULL,
				subject text NOT NULL,
				message longtext NOT NULL,
				headers text NOT NULL,
				status varchar(16) NOT NULL DEFAULT 'pending',
				attempts smallint(5) unsigned NOT NULL DEFAULT 0,
				next_attempt_at datetime NULL,
				last_error text NULL,
				claim_token char(32) NULL,
				claimed_until datetime NULL,
				created_at datetime NOT NULL,
				sent_at datetime NULL,
				PRIMARY KEY  (id),
				KEY status_due (status,next_attempt_at),
				KEY claim_token (claim_token)
			) {$collate};",
		);
	}

	/**
	 * The table, for drop().
	 *
	 * @return list<string>
	 */
	protected function table_names(): array {
		return array( self::name() );
	}
}

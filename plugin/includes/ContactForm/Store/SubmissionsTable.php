<?php
/**
 * The contact form submissions' migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Store;

use Farol\Support\Db\VersionedTable;

/**
 * Creates or updates the submissions table with dbDelta(), once per schema version: one row
 * per submission that passed the spam guard and validation (or was caught by the disallowed
 * words), written before any mail is sent, with the form, its feedback status, the fields as
 * JSON, the uploaded files' metadata as JSON, the mail's outcome (pending, sent, failed,
 * skipped), the time (UTC) and an HMAC of the client's address (never the address itself).
 * Version 2 adds `status_before_spam`: while an editor has marked a submission as spam, the
 * status it had, which "not spam" restores. Version 3 adds the forwarding columns: a stored
 * submission of a form that forwards to RD Station is also the contact forwarding queue's job
 * (`forward_status` 'none' | 'pending' | 'sent' | 'failed', claimed atomically through
 * claim_token/claimed_until, retried at next_attempt_at; ContactForm\Forwarding).
 *
 * The version installed is kept in an option; `maybe_upgrade()` migrates only when it differs
 * from VERSION. Portable DDL (no engine options), for MariaDB and the SQLite integration.
 */
final class SubmissionsTable extends VersionedTable {

	/**
	 * Version of the schema.
	 */
	public const VERSION = '3';

	/**
	 * Option holding the installed version.
	 */
	public const OPTION = 'farol_contact_schema_version';

	/**
	 * The table's name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_contact_submissions';
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
				form_id bigint(20) unsigned NOT NULL,
				status varchar(32) NOT NULL,
				status_before_spam varchar(32) NOT NULL DEFAULT '',
				fields longtext NOT NULL,
				files longtext NOT NULL,
				mail_status varchar(16) NOT NULL DEFAULT 'pending',
				remote_hash char(64) NOT NULL DEFAULT '',
				created_at datetime NOT NULL,
				forward_status varchar(16) NOT NULL DEFAULT 'none',
				forward_attempts smallint(5) unsigned NOT NULL DEFAULT 0,
				forward_error text NULL,
				next_attempt_at datetime NULL,
				forwarded_at datetime NULL,
				claim_token char(32) NULL,
				claimed_until datetime NULL,
				PRIMARY KEY  (id),
				KEY form_created (form_id,created_at),
				KEY status (status),
				KEY forward_queue (forward_status,next_attempt_at)
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

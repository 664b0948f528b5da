<?php
/**
 * The contact form submissions' migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Store;

/**
 * Creates or updates the submissions table with dbDelta(), once per schema version: one row
 * per submission that passed the spam guard and validation (or was caught by the disallowed
 * words), written before any mail is sent, with the form, its feedback status, the fields as
 * JSON, the uploaded files' metadata as JSON, the mail's outcome (pending, sent, failed,
 * skipped), the time (UTC) and an HMAC of the client's address (never the address itself).
 * Version 2 adds `status_before_spam`: while an editor has marked a submission as spam, the
 * status it had, which "not spam" restores.
 *
 * The version installed is kept in an option; `maybe_upgrade()` migrates only when it differs
 * from VERSION. Portable DDL (no engine options), for MariaDB and the SQLite integration.
 */
final class SubmissionsTable {

	/**
	 * Version of the schema.
	 */
	public const VERSION = '2';

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
				form_id bigint(20) unsigned NOT NULL,
				status varchar(32) NOT NULL,
				status_before_spam varchar(32) NOT NULL DEFAULT '',
				fields longtext NOT NULL,
				files longtext NOT NULL,
				mail_status varchar(16) NOT NULL DEFAULT 'pending',
				remote_hash char(64) NOT NULL DEFAULT '',
				created_at datetime NOT NULL,
				PRIMARY KEY  (id),
				KEY form_created (form_id,created_at),
				KEY status (status)
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

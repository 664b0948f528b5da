<?php
/**
 * The leads store's migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Store;

use Farol\Support\Db\VersionedTable;

/**
 * Creates or updates the leads store's tables with dbDelta(), once per schema version.
 *
 * - contacts: one row per e-mail address (its SHA-256, lower-cased, is the unique key), with
 *   the latest known fields of that lead;
 * - conversions: every accepted submission with its full payload, where it came from, the
 *   fingerprint of what was sent under its idempotency key (payload_hash, since version 2;
 *   NULL on older rows and without a key) and its forwarding state (the conversion row is
 *   also the forwarding queue's job: it is claimed atomically through
 *   claim_token/claimed_until, retried at next_attempt_at);
 * - form_stats: per form and day, the form's views and the rejected (spam) attempts, so the
 *   admin shows a conversion rate and spam is counted without being stored as a lead;
 *
 * Migrated as Farol's other tables (Farol\Support\Db\VersionedTable): the version installed is
 * kept in an option and the tables change only when it differs from VERSION. Bump VERSION with any change
 * below (dbDelta adds new columns and keys to an existing table and keeps its rows).
 * Versions: 1, the four tables; 2, conversions.payload_hash; 3, rate_limits handed over to the
 * shared rate limiter (Farol\Support\Abuse\RateLimitTable, which copies and drops it). Works on MariaDB and on the
 * SQLite integration of the Playground runtime.
 */
final class LeadsTables extends VersionedTable {

	/**
	 * Version of the schema.
	 */
	public const VERSION = '3';

	/**
	 * Option holding the installed version.
	 */
	public const OPTION = 'farol_leads_schema_version';

	/**
	 * The contacts table's name.
	 */
	public static function contacts(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_lead_contacts';
	}

	/**
	 * The conversions table's name.
	 */
	public static function conversions(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_lead_conversions';
	}

	/**
	 * The per-form daily statistics table's name.
	 */
	public static function form_stats(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_lead_form_stats';
	}

	/**
	 * The tables, for drop().
	 *
	 * @return list<string>
	 */
	protected function table_names(): array {
		return array( self::contacts(), self::conversions(), self::form_stats() );
	}

	/**
	 * The CREATE TABLE statements, in dbDelta()'s format (two spaces after PRIMARY KEY, one
	 * field per line).
	 *
	 * @param string $collate Charset and collation clause.
	 * @return list<string>
	 */
	protected function create_statements( string $collate ): array {
		$contacts    = self::contacts();
		$conversions = self::conversions();
		$stats       = self::form_stats();

		return array(
			"CREATE TABLE {$contacts} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				email_hash char(64) NOT NULL,
				email varchar(256) NOT NULL,
				name varchar(256) NOT NULL DEFAULT '',
				fields longtext NOT NULL,
				conversions_count int(10) unsigned NOT NULL DEFAULT 0,
				first_conversion_at datetime NOT NULL,
				last_conversion_at datetime NOT NULL,
				last_form_id bigint(20) unsigned NOT NULL DEFAULT 0,
				consent_text text NULL,
				consent_at datetime NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY email_hash (email_hash),
				KEY last_conversion_at (last_conversion_at)
			) {$collate};",
			"CREATE TABLE {$conversions} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				uuid char(36) NOT NULL,
				form_id bigint(20) unsigned NOT NULL,
				contact_id bigint(20) unsigned NOT NULL,
				idempotency_key varchar(64) NULL,
				payload_hash char(64) NULL,
				variant varchar(10) NOT NULL,
				email varchar(256) NOT NULL,
				payload longtext NOT NULL,
				conversion_url varchar(2048) NOT NULL DEFAULT '',
				conversion_domain varchar(255) NOT NULL DEFAULT '',
				traffic_source varchar(1024) NOT NULL DEFAULT '',
				c_utmz varchar(1024) NOT NULL DEFAULT '',
				client_id varchar(128) NOT NULL DEFAULT '',
				consent_text text NULL,
				consent_at datetime NULL,
				created_at datetime NOT NULL,
				forward_status varchar(16) NOT NULL DEFAULT 'none',
				forward_attempts smallint(5) unsigned NOT NULL DEFAULT 0,
				forward_error text NULL,
				next_attempt_at datetime NULL,
				forwarded_at datetime NULL,
				claim_token char(32) NULL,
				claimed_until datetime NULL,
				PRIMARY KEY  (id),
				UNIQUE KEY uuid (uuid),
				UNIQUE KEY form_idempotency (form_id,idempotency_key),
				KEY form_created (form_id,created_at),
				KEY created_at (created_at),
				KEY contact_id (contact_id),
				KEY forward_queue (forward_status,next_attempt_at)
			) {$collate};",
			"CREATE TABLE {$stats} (
				form_id bigint(20) unsigned NOT NULL,
				day date NOT NULL,
				views int(10) unsigned NOT NULL DEFAULT 0,
				rejected int(10) unsigned NOT NULL DEFAULT 0,
				PRIMARY KEY  (form_id,day)
			) {$collate};",
		);
	}
}

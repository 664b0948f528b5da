<?php
/**
 * The base of every custom table's migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Db;

/**
 * A custom table (or a set of them) created and updated with dbDelta(), once per schema
 * version. A subclass declares `VERSION` (bump it when the DDL changes) and `OPTION` (where the
 * installed version is kept, autoloaded so the check costs no query), and gives its CREATE
 * statements and table names; the version check, dbDelta, the version record and the drop live
 * here once. Keep the DDL portable (no engine options): MariaDB and the SQLite integration
 * both run it.
 */
abstract class VersionedTable {

	/**
	 * Version of the schema; a subclass overrides it.
	 */
	public const VERSION = '';

	/**
	 * Option holding the installed version; a subclass overrides it.
	 */
	public const OPTION = '';

	/**
	 * The CREATE TABLE statements, in dbDelta()'s format (two spaces after PRIMARY KEY).
	 *
	 * @param string $collate The site's charset and collation clause.
	 * @return list<string>
	 */
	abstract protected function create_statements( string $collate ): array;

	/**
	 * The full names of the tables, for drop().
	 *
	 * @return list<string>
	 */
	abstract protected function table_names(): array;

	/**
	 * The full names of the tables (the lifecycle inventory: a deleted site's tables, uninstall).
	 *
	 * @return list<string>
	 */
	public function names(): array {
		return $this->table_names();
	}

	/**
	 * Migrates when the installed version is not this one (one autoloaded option read).
	 */
	public function maybe_upgrade(): void {
		if ( static::VERSION !== get_option( static::OPTION ) ) {
			$this->install();
		}
	}

	/**
	 * Whether the tables were written by a newer Farol than this one (a downgrade): then this
	 * code leaves them alone, as a schema it does not know must not be "brought back" to its own
	 * (docs/lifecycle.md, "Upgrade and downgrade").
	 */
	public function is_newer_than_code(): bool {
		$installed = get_option( static::OPTION );
		return is_string( $installed ) && '' !== $installed && version_compare( $installed, static::VERSION, '>' );
	}

	/**
	 * Creates or updates the tables, runs the subclass's data step, records the version. Safe
	 * to run again; when the data step throws, the version is not recorded, so the next
	 * request tries again. Does nothing on tables a newer Farol wrote.
	 */
	public function install(): void {
		global $wpdb;
		if ( $this->is_newer_than_code() ) {
			return;
		}
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$statements = $this->create_statements( $wpdb->get_charset_collate() );
		// Two first requests after an install or an upgrade may both find a table missing and
		// both create it: the second one's "already exists" is no fault, but it would be logged
		// as a database error. So the first pass runs quietly, and a second pass, with every
		// table now there, reports any real error (and has nothing left to do otherwise).
		$quiet = $wpdb->suppress_errors( true );
		foreach ( $statements as $statement ) {
			dbDelta( $statement );
		}
		$wpdb->suppress_errors( $quiet );
		foreach ( $statements as $statement ) {
			dbDelta( $statement );
		}
		$this->after_schema();
		update_option( static::OPTION, static::VERSION, true );
	}

	/**
	 * Drops the tables and forgets the version (uninstall and tests).
	 */
	public function drop(): void {
		global $wpdb;
		foreach ( $this->table_names() as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.SchemaChange -- a table name of ours.
		}
		delete_option( static::OPTION );
	}

	/**
	 * Data work after the schema is in place (filling or moving rows); nothing by default.
	 */
	protected function after_schema(): void {
	}
}

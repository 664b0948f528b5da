<?php
/**
 * The cities table's migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm;

use Farol\Support\Db\VersionedTable;

/**
 * Creates or updates the cities table with dbDelta() and fills it, once per version.
 *
 * The version installed is kept in an option; `maybe_upgrade()` compares it with VERSION (one
 * option read, from the autoloaded options) and migrates only when they differ, so it is
 * cheap to call on every request. Bump VERSION when the schema or the data file changes.
 */
final class CitiesTable extends VersionedTable {

	/**
	 * Version of the table's schema and data.
	 */
	public const VERSION = '1';

	/**
	 * Option holding the installed version.
	 */
	public const OPTION = 'farol_cities_version';

	/**
	 * Creates the migration.
	 *
	 * @param CityRepository $cities   The table's queries (and its name).
	 * @param CitiesImporter $importer What fills it.
	 */
	public function __construct( private CityRepository $cities, private CitiesImporter $importer ) {
	}

	/**
	 * Migrates when the installed version is not this one. A failed import must not take the
	 * site down: it is reported (a notice, under WP_DEBUG) and tried again on the next request.
	 */
	public function maybe_upgrade(): void {
		try {
			parent::maybe_upgrade();
		} catch ( \RuntimeException $error ) {
			wp_trigger_error( __METHOD__, esc_html( $error->getMessage() ) );
		}
	}

	/**
	 * The table's DDL.
	 *
	 * @param string $collate The site's charset and collation clause.
	 * @return list<string>
	 */
	protected function create_statements( string $collate ): array {
		$table = $this->cities->table();
		return array(
			"CREATE TABLE {$table} (
				id int(10) unsigned NOT NULL,
				name varchar(64) NOT NULL,
				state char(2) NOT NULL,
				search_name varchar(64) NOT NULL,
				PRIMARY KEY  (id),
				KEY search_name (search_name),
				KEY state_search_name (state,search_name)
			) {$collate};",
		);
	}

	/**
	 * The table's name, for drop().
	 *
	 * @return list<string>
	 */
	protected function table_names(): array {
		return array( $this->cities->table() );
	}

	/**
	 * Imports the cities once the table is there.
	 *
	 * @throws \RuntimeException When the data file cannot be imported (the version is then not
	 *                           recorded, so the next request tries again).
	 */
	protected function after_schema(): void {
		$this->importer->import();
	}
}

<?php
/**
 * The importers' mapping table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import;

use Farol\Support\Db\VersionedTable;

/**
 * One row per item an importer carried: (source, source key) → what it became in Farol. The
 * primary key makes "import once" a property of the table. Created when an import first runs
 * and on an administrator's visit (the importers run in wp-admin and WP-CLI only), never on a
 * visitor's request.
 *
 * Portable DDL (no engine options), for MariaDB and the SQLite integration. The key columns
 * stay within 767 bytes in utf8mb4 (40 + 150 characters).
 */
final class ImportMapTable extends VersionedTable {

	/**
	 * Version of the schema.
	 */
	public const VERSION = '1';

	/**
	 * Option holding the installed version.
	 */
	public const OPTION = 'farol_import_map_schema_version';

	/**
	 * The table's name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_import_map';
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
				source varchar(40) NOT NULL,
				source_key varchar(150) NOT NULL,
				target varchar(190) NOT NULL,
				PRIMARY KEY  (source,source_key)
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

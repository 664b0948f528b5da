<?php
/**
 * A versioned table of the tests only.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support;

use Farol\Support\Db\VersionedTable;

/**
 * A table of the test only.
 */
final class VersionedTestTable extends VersionedTable {

	public const VERSION = '3';
	public const OPTION  = 'farol_test_table_version';

	/**
	 * How many times the data step ran.
	 *
	 * @var int
	 */
	public int $filled = 0;

	/**
	 * The table's name.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'farol_test_versioned';
	}

	/**
	 * The DDL.
	 *
	 * @param string $collate Collation clause.
	 * @return list<string>
	 */
	protected function create_statements( string $collate ): array {
		$name = self::name();
		return array(
			"CREATE TABLE {$name} (
				id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
				label varchar(10) NOT NULL,
				PRIMARY KEY  (id)
			) {$collate};",
		);
	}

	/**
	 * The table.
	 *
	 * @return list<string>
	 */
	protected function table_names(): array {
		return array( self::name() );
	}

	/**
	 * Counts the data step.
	 */
	protected function after_schema(): void {
		++$this->filled;
	}
}

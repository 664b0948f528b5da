<?php
/**
 * The cities table's migration and import.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\CitiesImporter;
use Farol\LeadForm\CitiesTable;
use Farol\LeadForm\CityRepository;
use Farol\Tests\TestCase;

/**
 * Migrates a table of its own from nothing, re-runs the migration and bumps its version, and
 * checks the site's own table, made when the plugin was activated.
 */
final class CitiesMigrationTest extends TestCase {

	/**
	 * Municipalities in the data file: IBGE's 5,570 plus Boa Esperança do Norte (MT), created
	 * in 2023.
	 */
	private const CITIES = 5571;

	/**
	 * A table of the test's own (temporary, see TestCase).
	 *
	 * @var CityRepository
	 */
	private CityRepository $cities;

	/**
	 * Its migration.
	 *
	 * @var CitiesTable
	 */
	private CitiesTable $table;

	/**
	 * Builds the migration on a table that does not exist yet.
	 */
	public function set_up(): void {
		parent::set_up();
		global $wpdb;
		$this->cities = new CityRepository( $wpdb->prefix . 'farol_cities_migration' );
		$this->table  = new CitiesTable( $this->cities, new CitiesImporter( $this->cities, dirname( __DIR__, 3 ) . '/plugin/data/cities.tsv' ) );
		delete_option( CitiesTable::OPTION );
	}

	/**
	 * From no table to a filled one, with its primary key and search index, and the version recorded.
	 */
	public function test_migrates_from_nothing_to_a_filled_indexed_table(): void {
		global $wpdb;
		$this->table->maybe_upgrade();

		$this->assertSame( self::CITIES, $this->cities->count() );
		$this->assertSame( CitiesTable::VERSION, get_option( CitiesTable::OPTION ) );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test's table name.
		$indexes = array_column( $wpdb->get_results( "SHOW INDEX FROM {$this->cities->table()}", ARRAY_A ), 'Column_name', 'Key_name' );
		$this->assertSame( 'id', $indexes['PRIMARY'] );
		$this->assertSame( 'search_name', $indexes['search_name'] );
		$this->assertSame(
			array(
				'id'    => 3550308,
				'name'  => 'São Paulo',
				'state' => 'SP',
			),
			$this->cities->find( 3550308 )
		);
	}

	/**
	 * Installing twice leaves one row per city.
	 */
	public function test_running_it_again_leaves_one_copy_of_each_city(): void {
		$this->table->install();
		$this->table->install();

		$this->assertSame( self::CITIES, $this->cities->count() );
	}

	/**
	 * The migration runs again only when the stored version differs from the code's.
	 */
	public function test_runs_again_only_when_the_stored_version_differs(): void {
		global $wpdb;
		$this->table->maybe_upgrade();
		$wpdb->delete( $this->cities->table(), array( 'id' => 3550308 ) );

		$this->table->maybe_upgrade();
		$this->assertNull( $this->cities->find( 3550308 ), 'Same version: nothing is migrated.' );

		update_option( CitiesTable::OPTION, '0' );
		$this->table->maybe_upgrade();
		$this->assertSame( 'São Paulo', $this->cities->find( 3550308 )['name'] ?? null );
		$this->assertSame( self::CITIES, $this->cities->count() );
		$this->assertSame( CitiesTable::VERSION, get_option( CitiesTable::OPTION ) );
	}

	/**
	 * The test site's own table was made and filled when the plugin was activated.
	 */
	public function test_the_site_got_its_table_when_the_plugin_was_activated(): void {
		$site = new CityRepository();

		$this->assertSame( self::CITIES, $site->count() );
	}
}

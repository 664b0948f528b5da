<?php
/**
 * The leads store's migration, from an older version.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Store\LeadsTables;
use Farol\Tests\TestCase;

/**
 * A site on an older schema version gets the new columns on its next request (`init` runs
 * maybe_upgrade()), its rows kept.
 *
 * The ALTER TABLE of dbDelta() commits the test's transaction, even on a temporary table: so this
 * test writes nothing of the site's own before it (set_up only moves $wpdb to an empty prefix,
 * and the installed version is answered by a filter).
 */
final class LeadsUpgradeTest extends TestCase {

	/**
	 * The site's table prefix, restored after the test.
	 *
	 * @var string
	 */
	private string $prefix = '';

	/**
	 * Points $wpdb at an empty prefix.
	 */
	public function set_up(): void {
		parent::set_up();
		global $wpdb;
		$this->prefix = $wpdb->prefix;
		$wpdb->prefix = 'farol_upgrade_';
	}

	/**
	 * Restores the prefix.
	 */
	public function tear_down(): void {
		global $wpdb;
		$wpdb->prefix = $this->prefix;
		parent::tear_down();
	}

	/**
	 * A version 1 conversions table (before payload_hash) gets the column and keeps its rows
	 * and its unique key; the missing tables are created.
	 */
	public function test_upgrades_a_version_1_conversions_table_and_keeps_its_rows(): void {
		global $wpdb;
		$table = LeadsTables::conversions();
		add_filter( 'pre_option_' . LeadsTables::OPTION, static fn (): string => '1' );
		$statements = ( new \ReflectionMethod( LeadsTables::class, 'create_statements' ) )->invoke( new LeadsTables(), $wpdb->get_charset_collate() );
		$version_1  = (string) preg_replace( '/^\s*payload_hash [^\n]*\n/m', '', $statements[1] );
		$this->assertStringNotContainsString( 'payload_hash', $version_1 );
		$wpdb->query( $version_1 ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- the test's table.
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test's table.
			$table,
			array(
				'uuid'            => '00000000-0000-4000-8000-000000000001',
				'form_id'         => 7,
				'contact_id'      => 0,
				'idempotency_key' => 'old-key-0001',
				'variant'         => 'typed',
				'email'           => 'a@empresa.com.br',
				'payload'         => '{}',
				'created_at'      => '2026-01-02 03:04:05',
			)
		);
		$this->assertNotContains( 'payload_hash', $wpdb->get_col( "DESCRIBE {$table}" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the test's table.

		( new LeadsTables() )->maybe_upgrade();

		$this->assertContains( 'payload_hash', $wpdb->get_col( "DESCRIBE {$table}" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the test's table.
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the test's table.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE idempotency_key = %s", 'old-key-0001' ), ARRAY_A );
		$this->assertSame( '00000000-0000-4000-8000-000000000001', $row['uuid'] );
		$this->assertNull( $row['payload_hash'] );
		$this->assertSame( array( 'form_id', 'idempotency_key' ), $this->unique_columns( $table, 'form_idempotency' ) );
		$this->assertTrue( $this->exists( LeadsTables::form_stats() ) );
	}

	/**
	 * Whether a table exists (temporary ones included: the test case creates tables as such).
	 *
	 * @param string $table Table name.
	 */
	private function exists( string $table ): bool {
		global $wpdb;
		$wpdb->suppress_errors( true );
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the test's table.
		$found = null !== $wpdb->get_results( "DESCRIBE {$table}" ) && '' === $wpdb->last_error;
		$wpdb->suppress_errors( false );
		return $found;
	}

	/**
	 * The columns of a unique key, in order.
	 *
	 * @param string $table Table name.
	 * @param string $key   Key name.
	 * @return list<string>
	 */
	private function unique_columns( string $table, string $key ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the test's table.
		$rows = $wpdb->get_results( $wpdb->prepare( "SHOW INDEX FROM {$table} WHERE Key_name = %s AND Non_unique = 0", $key ), ARRAY_A );
		return array_column( $rows, 'Column_name' );
	}
}

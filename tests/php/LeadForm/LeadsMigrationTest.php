<?php
/**
 * The leads store's migration, from nothing.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Store\LeadsTables;
use Farol\Tests\TestCase;

/**
 * On a database prefix where no Farol table exists, the migration creates the four tables
 * with the keys the store relies on (one contact per address, one conversion per idempotency
 * key and form), records its version, and runs again without change.
 */
final class LeadsMigrationTest extends TestCase {

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
		$wpdb->prefix = 'farol_empty_';
		delete_option( LeadsTables::OPTION );
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
	 * From no table to four, with their unique keys; a second run changes nothing.
	 */
	public function test_migrates_from_nothing_and_runs_again(): void {
		global $wpdb;
		$this->assertFalse( $this->exists( LeadsTables::conversions() ) );

		( new LeadsTables() )->maybe_upgrade();

		foreach ( array( LeadsTables::contacts(), LeadsTables::conversions(), LeadsTables::form_stats() ) as $table ) {
			$this->assertTrue( $this->exists( $table ), $table );
		}
		$this->assertSame( LeadsTables::VERSION, get_option( LeadsTables::OPTION ) );
		$this->assertSame( array( 'email_hash' ), $this->unique_columns( LeadsTables::contacts(), 'email_hash' ) );
		$this->assertSame( array( 'form_id', 'idempotency_key' ), $this->unique_columns( LeadsTables::conversions(), 'form_idempotency' ) );

		$wpdb->insert(
			LeadsTables::form_stats(),
			array(
				'form_id' => 7,
				'day'     => '2026-11-23',
				'views'   => 3,
			)
		);
		( new LeadsTables() )->install();
		$stats = LeadsTables::form_stats();
		// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the test's table.
		$this->assertSame( '3', $wpdb->get_var( $wpdb->prepare( "SELECT views FROM {$stats} WHERE form_id = %d", 7 ) ) );
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

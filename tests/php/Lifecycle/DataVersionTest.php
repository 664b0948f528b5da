<?php
/**
 * Upgrades recorded, downgrades refused.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Lifecycle;

use Farol\Support\Context;
use Farol\Support\Lifecycle\DataVersion;
use Farol\Tests\Support\VersionedTestTable;
use Farol\Tests\TestCase;

/**
 * An older Farol uploaded over a newer one changes nothing in the database (no table brought
 * back to its older schema, no version recorded) and says so to the administrators; a newer
 * one records itself.
 */
final class DataVersionTest extends TestCase {

	/**
	 * The running plugin's version.
	 */
	private function running(): string {
		return ( new Context( FAROL_TESTS_ROOT . '/plugin/farol.php' ) )->version();
	}

	/**
	 * The admin notices an admin request prints after the check.
	 */
	private function admin_request_notices(): string {
		remove_all_actions( 'admin_notices' );
		( new DataVersion( new Context( FAROL_TESTS_ROOT . '/plugin/farol.php' ) ) )->check();
		ob_start();
		do_action( 'admin_notices' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
		return (string) ob_get_clean();
	}

	/**
	 * Tables a newer release wrote are left alone by maybe_upgrade() and by activation's install().
	 */
	public function test_an_older_release_leaves_newer_tables_alone(): void {
		global $wpdb;
		$table = new VersionedTestTable();
		update_option( VersionedTestTable::OPTION, '4' );

		$table->maybe_upgrade();
		$table->install();

		$this->assertSame( '4', get_option( VersionedTestTable::OPTION ) );
		$this->assertSame( 0, $table->filled, 'no data step' );
		// DESCRIBE (not SHOW TABLES) sees the temporary tables the test case turns CREATE into.
		$quiet = $wpdb->suppress_errors( true );
		$this->assertFalse( $wpdb->query( 'DESCRIBE ' . VersionedTestTable::name() ), 'no table created' ); // phpcs:ignore WordPress.DB -- the test's table.
		$wpdb->suppress_errors( $quiet );

		update_option( VersionedTestTable::OPTION, '2' );
		$table->maybe_upgrade();
		$this->assertSame( VersionedTestTable::VERSION, get_option( VersionedTestTable::OPTION ), 'an older schema is upgraded' );
		$this->assertNotFalse( $wpdb->query( 'DESCRIBE ' . VersionedTestTable::name() ), 'the table is there' ); // phpcs:ignore WordPress.DB -- the test's table.
		$table->drop();
	}

	/**
	 * The data version follows an upgrade; a downgrade keeps it and shows the notice to those
	 * who can install plugins only.
	 */
	public function test_upgrades_are_recorded_and_downgrades_announced(): void {
		$this->login_as( 'administrator' );
		update_option( DataVersion::OPTION, '0.0.1' );
		$this->assertStringNotContainsString( 'farol-downgrade', $this->admin_request_notices() );
		$this->assertSame( $this->running(), get_option( DataVersion::OPTION ) );

		update_option( DataVersion::OPTION, '99.0.0' );
		$notices = $this->admin_request_notices();
		$this->assertStringContainsString( 'farol-downgrade', $notices );
		$this->assertStringContainsString( 'This site runs Farol ' . $this->running() . ', but its data was written by Farol 99.0.0', $notices );
		$this->assertSame( '99.0.0', get_option( DataVersion::OPTION ), 'nothing recorded' );

		$this->login_as( 'editor' );
		$this->assertStringNotContainsString( 'farol-downgrade', $this->admin_request_notices() );
	}
}

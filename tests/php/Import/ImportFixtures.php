<?php
/**
 * What the import tests share.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\Import\ImportRunner;
use Farol\Import\ImportScreen;
use ReflectionProperty;

/**
 * Loads a migration dump into the test database and finds the composition root's runner.
 */
trait ImportFixtures {

	/**
	 * Runs a dump's INSERT/REPLACE and DROP/CREATE TABLE statements with the test prefix, inside the test's transaction.
	 *
	 * @param string $file The dump.
	 */
	private function load_dump( string $file ): void {
		global $wpdb;
		$this->assertFileExists( $file );
		foreach ( preg_split( '/;\s*\n/', (string) file_get_contents( $file ) ) as $statement ) {
			$statement = trim( (string) preg_replace( '/^--.*$/m', '', $statement ) );
			// Rows, and a plugin's own tables (DROP + CREATE: temporary inside the transaction).
			$head = '/^(INSERT INTO|INSERT IGNORE INTO|REPLACE INTO|DROP TABLE IF EXISTS|CREATE TABLE) `wp_/';
			if ( ! preg_match( $head, $statement ) ) {
				continue;
			}
			$statement = (string) preg_replace( $head, '$1 `' . $wpdb->prefix, $statement );
			$this->assertNotFalse( $wpdb->query( $statement ), (string) $wpdb->last_error ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- the fixture's own statements.
		}
		wp_cache_flush();
	}

	/**
	 * The composition root's import runner (taken from the hooked Tools › Import screen).
	 */
	private function runner(): ImportRunner {
		global $wp_filter;
		foreach ( $wp_filter[ 'admin_post_' . ImportScreen::STEP_ACTION ]->callbacks ?? array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof ImportScreen ) {
					$screen = $callback['function'][0];
					return ( new ReflectionProperty( $screen, 'runner' ) )->getValue( $screen );
				}
			}
		}
		$this->fail( 'Tools › Import is not hooked.' );
	}

	/**
	 * Every option of the site, byte for byte.
	 *
	 * @return array<string, string>
	 */
	private function all_options(): array {
		global $wpdb;
		$rows = $wpdb->get_results( "SELECT option_name, option_value FROM {$wpdb->options} ORDER BY option_name", OBJECT_K ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a byte-exact snapshot.
		return array_map( static fn ( object $row ): string => (string) $row->option_value, (array) $rows );
	}
}

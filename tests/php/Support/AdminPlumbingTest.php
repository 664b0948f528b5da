<?php
/**
 * The shared admin and data plumbing: React admin pages, the JSON-file reader, versioned tables.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support;

use Farol\ContactForm\Spam\SpamAdminPage;
use Farol\LeadForm\Forwarding\ForwardingAdminPage;
use Farol\Support\Admin\ReactAdminPage;
use Farol\Support\Assets;
use Farol\Support\Context;
use Farol\Support\JsonFile;
use Farol\Tests\TestCase;
use RuntimeException;
use WP_Scripts;

/**
 * What an administrator's browser gets from two admin screens (one copy of zod, before the
 * apps; nothing on other pages), what a broken contract file says, and what a versioned
 * table leaves in the database.
 */
final class AdminPlumbingTest extends TestCase {

	/**
	 * The scripts registry before the test.
	 *
	 * @var WP_Scripts|null
	 */
	private ?WP_Scripts $saved_scripts = null;

	/**
	 * Temporary files of a test.
	 *
	 * @var list<string>
	 */
	private array $files = array();

	/**
	 * A registry with nothing queued or printed yet.
	 */
	protected function set_up(): void {
		parent::set_up();
		// add_submenu_page() is wp-admin code: this test alone (no other suite first) must load it.
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$this->saved_scripts = $GLOBALS['wp_scripts'];
		$scripts             = clone $this->saved_scripts;
		$scripts->queue      = array();
		$scripts->done       = array();
		$scripts->to_do      = array();
		$scripts->in_footer  = array();
		$scripts->groups     = array();

		$GLOBALS['wp_scripts'] = $scripts;
	}

	/**
	 * Puts the registry back and removes the temporary files.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = $this->saved_scripts;
		foreach ( $this->files as $file ) {
			if ( is_file( $file ) ) {
				unlink( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a temporary test file.
			}
		}
		parent::tear_down();
	}

	/**
	 * Two admin apps on one page fetch the shared zod chunk once, before either app.
	 */
	public function test_two_admin_apps_load_one_shared_zod_before_them(): void {
		$this->login_as( 'administrator' );
		$assets = new Assets( new Context( FAROL_TESTS_ROOT . '/plugin/farol.php' ) );
		foreach ( array( new SpamAdminPage( $assets ), new ForwardingAdminPage( $assets ) ) as $page ) {
			$page->add_page();
			$page->enqueue( $this->suffix_of( $page ) );
		}
		ob_start();
		wp_print_footer_scripts();
		$footer = (string) ob_get_clean();

		$this->assertSame( 1, substr_count( $footer, 'build/lib/admin/zod.js' ) );
		$zod = (int) strpos( $footer, 'build/lib/admin/zod.js' );
		$this->assertGreaterThan( $zod, (int) strpos( $footer, 'build/apps/contact-form/admin-spam.js' ) );
		$this->assertGreaterThan( $zod, (int) strpos( $footer, 'build/apps/lead-form/admin-forwarding.js' ) );
	}

	/**
	 * Another admin page gets neither the app nor the chunk.
	 */
	public function test_other_admin_pages_load_nothing(): void {
		$this->login_as( 'administrator' );
		$page = new SpamAdminPage( new Assets( new Context( FAROL_TESTS_ROOT . '/plugin/farol.php' ) ) );
		$page->add_page();
		$page->enqueue( 'edit.php' );
		ob_start();
		wp_print_footer_scripts();
		$footer = (string) ob_get_clean();

		$this->assertStringNotContainsString( 'admin-spam.js', $footer );
		$this->assertStringNotContainsString( 'zod.js', $footer );
	}

	/**
	 * A missing or broken file is an error naming it; a schema loses only its description;
	 * a rewritten file is read again.
	 */
	public function test_json_files_are_read_once_and_fail_clearly(): void {
		$file = $this->temp_file( '{"description":"generated","type":"object"}' );
		$this->assertSame( array( 'type' => 'object' ), JsonFile::schema( $file ) );
		$this->assertSame( 'generated', JsonFile::read( $file )['description'] );

		file_put_contents( $file, '{"type":"array","items":{}}' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary test file.
		$this->assertSame( 'array', JsonFile::read( $file )['type'] );

		$missing = $file . '.missing';
		$this->assertSame( array(), JsonFile::optional( $missing ) );
		try {
			JsonFile::read( $missing );
			$this->fail( 'A missing file must throw.' );
		} catch ( RuntimeException $error ) {
			$this->assertStringContainsString( basename( $missing ), $error->getMessage() );
		}
	}

	/**
	 * A versioned table is created once per version and dropped with its version.
	 */
	public function test_a_versioned_table_migrates_once_and_drops_cleanly(): void {
		$table = new VersionedTestTable();
		$table->drop();
		$table->maybe_upgrade();
		$this->assertTrue( $this->writable(), 'The table is there.' );
		$this->assertSame( VersionedTestTable::VERSION, get_option( VersionedTestTable::OPTION ) );
		$this->assertSame( 1, $table->filled );

		$table->maybe_upgrade();
		$this->assertSame( 1, $table->filled, 'The same version migrates once.' );

		$table->drop();
		$this->assertFalse( $this->writable(), 'The table is gone.' );
		$this->assertFalse( get_option( VersionedTestTable::OPTION ) );
	}

	/**
	 * Two first requests that both find the table missing both create it: the one that loses
	 * reports no database error (the PHP log stays clean) and still records the version.
	 */
	public function test_a_table_created_meanwhile_by_another_request_is_no_error(): void {
		global $wpdb;
		$table = new VersionedTestTable();
		$table->drop();
		$name  = VersionedTestTable::name();
		$raced = false;
		// The other request creates the table between this one's check and its CREATE TABLE.
		$race = static function ( $query ) use ( $wpdb, $name, &$raced ) {
			if ( ! $raced && is_string( $query ) && preg_match( '/^\s*CREATE\s+(TEMPORARY\s+)?TABLE\s+' . preg_quote( $name, '/' ) . '\b/i', $query ) ) {
				$raced = true;
				$wpdb->query( $query ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- the same DDL, run first by "the other request".
			}
			return $query;
		};
		add_filter( 'query', $race );
		$shown = $wpdb->show_errors( true );
		$this->expectOutputString( '' );
		$table->maybe_upgrade();
		$wpdb->show_errors( $shown );
		remove_filter( 'query', $race );

		$this->assertTrue( $raced, 'The other request created the table first.' );
		$this->assertTrue( $this->writable(), 'The table is there.' );
		$this->assertSame( VersionedTestTable::VERSION, get_option( VersionedTestTable::OPTION ) );
		$table->drop();
	}

	/**
	 * Whether a row can be written to the test table (the test library makes tables temporary,
	 * which SHOW TABLES does not list).
	 */
	private function writable(): bool {
		global $wpdb;
		$suppress = $wpdb->suppress_errors( true );
		$written  = $wpdb->insert( VersionedTestTable::name(), array( 'label' => 'x' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the table under test.
		$wpdb->suppress_errors( $suppress );
		return 1 === $written;
	}

	/**
	 * The hook suffix WordPress gave a page under its parent.
	 *
	 * @param ReactAdminPage $page The page.
	 */
	private function suffix_of( ReactAdminPage $page ): string {
		global $_registered_pages;
		foreach ( array_keys( (array) $_registered_pages ) as $hook ) {
			if ( str_ends_with( (string) $hook, '_page_' . $page::SLUG ) ) {
				return (string) $hook;
			}
		}
		return '';
	}

	/**
	 * A temporary file with this text.
	 *
	 * @param string $text Contents.
	 */
	private function temp_file( string $text ): string {
		$file = (string) tempnam( get_temp_dir(), 'farol-json' );
		file_put_contents( $file, $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary test file.
		$this->files[] = $file;
		return $file;
	}
}

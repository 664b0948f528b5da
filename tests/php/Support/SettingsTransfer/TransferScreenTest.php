<?php
/**
 * Tools › Farol settings and `wp farol settings`.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support\SettingsTransfer;

use Farol\Support\SettingsTransfer\SettingsTransfer;
use Farol\Support\SettingsTransfer\TransferCommand;
use Farol\Support\SettingsTransfer\TransferScreen;
use Farol\Tests\TestCase;
use Farol\Tests\WpDieException;
use RuntimeException;

/**
 * The screen's two POSTs refuse anyone but an administrator with the form's nonce; an upload
 * imports and says what; a bad upload says what is wrong and changes nothing. The command's
 * handler exports to a file and imports it (a dry run writes nothing).
 */
final class TransferScreenTest extends TestCase {

	use TransferFixtures;

	/**
	 * Loads wp-admin's file and template functions, as every wp-admin request has them
	 * (wp_tempnam(), the upload handling, submit_button()): the test must not depend on an
	 * earlier test having loaded them.
	 */
	protected function set_up(): void {
		parent::set_up();
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/template.php';
	}

	/**
	 * Files the test wrote.
	 *
	 * @var list<string>
	 */
	private array $files = array();

	/**
	 * Removes the files.
	 */
	protected function tear_down(): void {
		foreach ( $this->files as $file ) {
			wp_delete_file( $file );
		}
		parent::tear_down();
	}

	/**
	 * A subscriber is refused both actions, even with a valid nonce; an administrator without
	 * the nonce too.
	 */
	public function test_export_and_import_need_manage_options_and_the_nonce(): void {
		$this->configure( 'SECRET' );
		$before = $this->snapshot();
		$screen = $this->screen();
		foreach ( array(
			TransferScreen::EXPORT_ACTION => 'export',
			TransferScreen::IMPORT_ACTION => 'import',
		) as $action => $method ) {
			wp_set_current_user( $this->create_user( 'subscriber' ) );
			$this->post( array( '_wpnonce' => wp_create_nonce( $action ) ), $this->upload( SettingsTransfer::encode( $this->transfer()->export() ) ) );
			$this->assertDies( fn() => $screen->$method(), 403, $method . ' by a subscriber' );

			wp_set_current_user( $this->create_user( 'administrator' ) );
			$this->post( array( '_wpnonce' => 'forged' ), $this->upload( '{}' ) );
			$this->assertDies( fn() => $screen->$method(), 403, $method . ' without the nonce' );
		}
		$this->assertSame( $before, $this->snapshot() );
		$this->expectOutputString( '' );
	}

	/**
	 * An administrator uploads an exported file: the settings are back, and the screen lists
	 * the sections imported.
	 */
	public function test_an_upload_imports_and_the_screen_says_what(): void {
		$this->configure( 'SECRET', 23 );
		$file = $this->upload( SettingsTransfer::encode( $this->transfer()->export() ) );
		update_option( 'farol_comments', array( 'per_page' => 4 ) );
		update_option( 'farol_sticky_rules', array() );
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$this->assertSame( TransferScreen::url(), $this->redirect_of( TransferScreen::IMPORT_ACTION, $file ) );

		$this->assertSame( 23, $this->in_effect()['farol_comments']['per_page'] );
		$this->assertSame( '#masthead', $this->in_effect()['farol_sticky_rules'][0]['sticky_selector'] );
		$page = $this->page();
		$this->assertStringContainsString( 'Settings imported:', $page );
		$this->assertStringContainsString( 'Sticky elements', $page );
		$this->assertStringNotContainsString( 'Settings imported:', $this->page(), 'the notice shows once' );
	}

	/**
	 * A file that is not .json, or not a settings file, is refused with its reason; nothing
	 * changes.
	 */
	public function test_a_bad_upload_says_why_and_changes_nothing(): void {
		$this->configure( 'SECRET' );
		$before = $this->snapshot();
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$this->redirect_of( TransferScreen::IMPORT_ACTION, $this->upload( SettingsTransfer::encode( $this->transfer()->export() ), 'settings.txt' ) );
		$this->assertStringContainsString( 'must be a .json file', $this->page() );

		$this->redirect_of( TransferScreen::IMPORT_ACTION, $this->upload( '{"format":"other"}' ) );
		$page = $this->page();
		$this->assertStringContainsString( 'Nothing was imported.', $page );
		$this->assertStringContainsString( 'is not a Farol settings file', $page );
		$this->assertSame( $before, $this->snapshot() );
	}

	/**
	 * `wp farol settings export --file` writes the file; `import --dry-run` writes nothing;
	 * `import` restores.
	 */
	public function test_the_command_exports_and_imports(): void {
		$this->configure( 'SECRET', 41 );
		$command       = new TransferCommand( $this->transfer() );
		$base          = wp_tempnam( 'farol-settings' );
		$file          = $base . '.json';
		$this->files[] = $base;
		$this->files[] = $file;

		$export = $command->export_to( $file );
		$this->assertTrue( $export['ok'], $export['message'] );
		$this->assertStringNotContainsString( 'SECRET', (string) file_get_contents( $file ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$this->assertStringContainsString( '"format": "farol-settings"', (string) $command->export_to( null )['text'] );

		update_option( 'farol_comments', array( 'per_page' => 6 ) );
		$before = $this->snapshot();
		$dry    = $command->import_from( $file, true );
		$this->assertTrue( $dry['ok'] );
		$this->assertStringContainsString( 'would be imported', $dry['message'] );
		$this->assertSame( $before, $this->snapshot(), 'a dry run writes nothing' );

		$done = $command->import_from( $file, false );
		$this->assertTrue( $done['ok'] );
		$this->assertStringContainsString( 'Lead forwarding', $done['message'] );
		$this->assertSame( 41, $this->in_effect()['farol_comments']['per_page'] );

		$missing = $command->import_from( $file . '.missing.json', false );
		$this->assertFalse( $missing['ok'] );
		$this->assertStringContainsString( 'Cannot read', $missing['message'] );
	}

	/**
	 * The plugin's screen.
	 */
	private function screen(): TransferScreen {
		return new TransferScreen( $this->transfer() );
	}

	/**
	 * Sets the POST of an admin-post request.
	 *
	 * @param array<string,string>     $fields The fields.
	 * @param array<string,mixed>|null $file   The upload.
	 */
	private function post( array $fields, ?array $file = null ): void {
		$_POST    = $fields;
		$_REQUEST = $fields;
		$_FILES   = null === $file ? array() : array( TransferScreen::FILE_FIELD => $file );
	}

	/**
	 * An upload of a text ($_FILES' entry).
	 *
	 * @param string $text The file's contents.
	 * @param string $name The file's name.
	 * @return array<string,mixed>
	 */
	private function upload( string $text, string $name = 'farol-settings.json' ): array {
		$path          = wp_tempnam( $name );
		$this->files[] = $path;
		file_put_contents( $path, $text ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test upload.
		return array(
			'name'     => $name,
			'type'     => 'application/json',
			'tmp_name' => $path,
			'error'    => UPLOAD_ERR_OK,
			'size'     => strlen( $text ),
		);
	}

	/**
	 * Posts the action with its nonce and answers where it redirects.
	 *
	 * @param string              $action The admin-post action.
	 * @param array<string,mixed> $file   The upload.
	 */
	private function redirect_of( string $action, array $file ): string {
		$this->post( array( '_wpnonce' => wp_create_nonce( $action ) ), $file );
		add_filter(
			'wp_redirect',
			static function ( string $location ): string {
				throw new RuntimeException( $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test exception.
			}
		);
		try {
			$this->screen()->import();
		} catch ( RuntimeException $redirect ) {
			return $redirect->getMessage();
		}
		$this->fail( 'redirects back to the screen' );
	}

	/**
	 * The screen's HTML.
	 */
	private function page(): string {
		ob_start();
		$this->screen()->render();
		return (string) ob_get_clean();
	}

	/**
	 * Asserts that a call ends in wp_die() with a status.
	 *
	 * @param callable $call    The call.
	 * @param int      $status  The status.
	 * @param string   $message What is checked.
	 */
	private function assertDies( callable $call, int $status, string $message ): void {
		try {
			$call();
			$this->fail( $message . ': went on' );
		} catch ( WpDieException $die ) {
			$this->assertSame( $status, $die->status, $message );
		}
	}
}

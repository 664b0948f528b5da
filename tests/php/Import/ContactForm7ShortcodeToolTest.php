<?php
/**
 * The shortcode replacement tool's button on Tools › Import › Contact Form 7.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\Import\ImportCommand;
use Farol\Import\ImportRunner;
use Farol\Import\ImportScreen;
use Farol\Import\Sources\Cf7ShortcodeReplacer;
use Farol\Import\Sources\Cf7ShortcodeTool;
use Farol\Import\Sources\Cf7Shortcodes;
use Farol\Import\Sources\ContactForm7Importer;
use Farol\Tests\TestCase;
use Farol\Tests\WpDieException;
use RuntimeException;

/**
 * After the fixture's import the screen lists its two pages holding `[contact-form-7]`
 * shortcodes; the button (nonce, manage_options, confirmation) puts the block in their place and
 * the screen says what changed.
 */
final class ContactForm7ShortcodeToolTest extends TestCase {

	use ImportFixtures;

	private const DUMP = __DIR__ . '/../../../../shared/fixtures/migration/contact-form-7/dump.sql';

	/**
	 * The tool under test, hooked as in wp-admin.
	 *
	 * @var Cf7ShortcodeTool
	 */
	private Cf7ShortcodeTool $tool;

	/**
	 * The fixture imported; the tool hooked.
	 */
	protected function set_up(): void {
		parent::set_up();
		foreach ( array( 'progress', 'report' ) as $what ) {
			delete_option( ImportRunner::OPTION_PREFIX . $what . '_' . ContactForm7Importer::ID );
		}
		$this->tool = new Cf7ShortcodeTool( new Cf7ShortcodeReplacer( new Cf7Shortcodes() ) );
		$this->tool->register();
		$this->load_dump( self::DUMP );
		( new ImportCommand( $this->runner() ) )->handle( ContactForm7Importer::ID, false );
	}

	/**
	 * Unhooks the tool; forgets the request.
	 */
	protected function tear_down(): void {
		remove_action( 'farol_import_screen', array( $this->tool, 'render' ) );
		remove_action( 'admin_post_' . Cf7ShortcodeTool::ACTION, array( $this->tool, 'replace' ) );
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		parent::tear_down();
	}

	/**
	 * The screen lists the pages and offers the confirmed button; nothing is changed by looking.
	 */
	public function test_screen_lists_the_posts_and_offers_the_button(): void {
		$this->login_as( 'administrator' );
		$before = get_post( 3024 )->post_content;
		$html   = $this->page();
		$this->assertStringContainsString( 'Contact Form 7 shortcodes in your content', $html );
		$this->assertStringContainsString( '2 shortcodes in 2 posts show an imported form.', $html );
		$this->assertStringContainsString( '>Pedido de contacto</a>', $html );
		$this->assertStringContainsString( '>Fale connosco</a>', $html );
		$this->assertStringContainsString( 'value="' . Cf7ShortcodeTool::ACTION . '"', $html );
		$this->assertMatchesRegularExpression( '/<input type="checkbox" name="confirm" value="1" required>/', $html );
		$this->assertSame( $before, get_post( 3024 )->post_content );
	}

	/**
	 * The button replaces the shortcodes and the screen reports which posts changed.
	 */
	public function test_button_replaces_and_reports(): void {
		$this->login_as( 'administrator' );
		$location = $this->replace(
			array(
				'_wpnonce' => wp_create_nonce( Cf7ShortcodeTool::ACTION ),
				'confirm'  => '1',
			)
		);
		$this->assertStringStartsWith( ImportScreen::url( ContactForm7Importer::ID ), $location );
		clean_post_cache( 3024 );
		$farol = (int) $this->runner()->target( ContactForm7Importer::ID, 'form:3023' );
		$this->assertStringContainsString( '<!-- wp:farol/contact-form {"formId":' . $farol . '} /-->', get_post( 3024 )->post_content );
		$this->assertStringNotContainsString( 'contact-form-7', get_post( 3026 )->post_content );

		parse_str( (string) wp_parse_url( $location, PHP_URL_QUERY ), $query );
		$_GET = $query;
		$html = $this->page();
		$this->assertStringContainsString( 'Replaced 2 shortcodes with the contact form block in 2 posts (each keeps a revision):', $html );
		$this->assertStringContainsString( '>Pedido de contacto</a>', $html );
		$this->assertStringContainsString( 'No post holds a shortcode of an imported form.', $html );
	}

	/**
	 * A subscriber, a missing nonce or a missing confirmation: refused, nothing changed.
	 */
	public function test_refusals(): void {
		$before = get_post( 3024 )->post_content;
		$nonce  = array( 'confirm' => '1' );
		$this->login_as( 'subscriber' );
		$this->assertSame( '', $this->page(), 'A subscriber sees no tool.' );
		$this->assertDies( fn () => $this->replace( $nonce + array( '_wpnonce' => wp_create_nonce( Cf7ShortcodeTool::ACTION ) ) ), 403 );
		$this->login_as( 'administrator' );
		$this->assertDies( fn () => $this->replace( $nonce ), 403 );
		$this->assertDies( fn () => $this->replace( array( '_wpnonce' => wp_create_nonce( Cf7ShortcodeTool::ACTION ) ) ), 400 );
		clean_post_cache( 3024 );
		$this->assertSame( $before, get_post( 3024 )->post_content );
	}

	/**
	 * The tool's part of the Contact Form 7 screen.
	 */
	private function page(): string {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		ob_start();
		try {
			do_action( 'farol_import_screen', ContactForm7Importer::ID );
		} finally {
			$html = (string) ob_get_clean();
		}
		return $html;
	}

	/**
	 * Runs the replacement endpoint and answers where it redirects.
	 *
	 * @param array<string,string> $request The request's fields.
	 * @throws WpDieException When the endpoint refuses.
	 */
	private function replace( array $request ): string {
		$_POST    = $request;
		$_REQUEST = $request;
		$redirect = static function ( string $location ): string {
			throw new RuntimeException( $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test exception.
		};
		add_filter( 'wp_redirect', $redirect );
		try {
			$this->tool->replace();
		} catch ( WpDieException $die ) {
			throw $die;
		} catch ( RuntimeException $done ) {
			return $done->getMessage();
		} finally {
			remove_filter( 'wp_redirect', $redirect );
		}
		$this->fail( 'redirects back to the screen' );
	}

	/**
	 * Asserts that a call ends in wp_die() with a status.
	 *
	 * @param callable $call   The call.
	 * @param int      $status The status.
	 */
	private function assertDies( callable $call, int $status ): void {
		try {
			$call();
			$this->fail( 'went on' );
		} catch ( WpDieException $die ) {
			$this->assertSame( $status, $die->status );
		}
	}
}

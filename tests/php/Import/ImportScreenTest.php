<?php
/**
 * Tools › Import: the registered importer, its screen and its batch endpoint.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\Import\ImportRunner;
use Farol\Import\ImportScreen;
use Farol\Import\Sources\StickyAnythingImporter;
use Farol\Tests\TestCase;
use Farol\Tests\WpDieException;
use ReflectionProperty;
use RuntimeException;

/**
 * What a site owner sees in Tools › Import and what the "Import" button does, with the
 * capability and nonce checks.
 */
final class ImportScreenTest extends TestCase {

	/**
	 * A site that ran Sticky Menu (or Anything!) and no earlier import.
	 */
	protected function set_up(): void {
		parent::set_up();
		delete_option( 'farol_sticky_rules' );
		foreach ( array( 'map', 'progress', 'report' ) as $what ) {
			delete_option( ImportRunner::OPTION_PREFIX . $what . '_sticky_anything' );
		}
		update_option(
			StickyAnythingImporter::OPTION,
			array(
				'sa_element'  => '#masthead',
				'sa_topspace' => '10',
			)
		);
	}

	/**
	 * The composition root's screen.
	 */
	private function screen(): ImportScreen {
		global $wp_filter;
		foreach ( $wp_filter[ 'admin_post_' . ImportScreen::STEP_ACTION ]->callbacks ?? array() as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof ImportScreen ) {
					return $callback['function'][0];
				}
			}
		}
		$this->fail( 'Tools › Import is not hooked.' );
	}

	/**
	 * The source's screen as HTML.
	 */
	private function page(): string {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$screen   = $this->screen();
		$runner   = ( new ReflectionProperty( $screen, 'runner' ) )->getValue( $screen );
		$importer = $runner->importer( 'sticky-anything' );
		ob_start();
		try {
			$screen->render( $importer );
		} finally {
			$html = (string) ob_get_clean();
		}
		return $html;
	}

	/**
	 * Runs the batch endpoint and answers where it redirects.
	 *
	 * @param array<string,string> $request The request's fields.
	 * @throws WpDieException When the endpoint refuses.
	 */
	private function step( array $request ): string {
		$_POST    = $request;
		$_REQUEST = $request;
		add_filter(
			'wp_redirect',
			static function ( string $location ): string {
				throw new RuntimeException( $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test exception.
			}
		);
		try {
			$this->screen()->step();
		} catch ( WpDieException $die ) {
			throw $die;
		} catch ( RuntimeException $redirect ) {
			return $redirect->getMessage();
		}
		$this->fail( 'redirects back to the screen' );
	}

	/**
	 * Tools › Import lists the source.
	 */
	public function test_registered_with_the_importers_api(): void {
		global $wp_importers;
		require_once ABSPATH . 'wp-admin/includes/import.php';
		$this->login_as( 'administrator' );
		$this->screen()->register_importers();
		$this->assertSame( 'Sticky Menu (or Anything!) on Scroll', $wp_importers['farol-sticky-anything'][0] ?? null );
	}

	/**
	 * The screen shows the dry run and the button; the dry run wrote nothing.
	 */
	public function test_screen_shows_the_dry_run(): void {
		$this->login_as( 'administrator' );
		$html = $this->page();
		$this->assertStringContainsString( 'Sticky rules: 1 found, 1 to create, 0 already imported.', $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertStringContainsString( 'value="' . ImportScreen::STEP_ACTION . '"', $html );
		$this->assertSame( array(), get_option( 'farol_sticky_rules' ) );
	}

	/**
	 * The button imports (with its nonce) and the screen then shows the report kept.
	 */
	public function test_import_button_imports_and_the_report_is_kept(): void {
		$this->login_as( 'administrator' );
		$location = $this->step(
			array(
				'source'   => 'sticky-anything',
				'_wpnonce' => wp_create_nonce( ImportScreen::STEP_ACTION . '_sticky-anything' ),
			)
		);
		$this->assertSame( ImportScreen::url( 'sticky-anything' ), $location );
		$this->assertSame( '#masthead', get_option( 'farol_sticky_rules' )[0]['sticky_selector'] );
		$html = $this->page();
		$this->assertStringContainsString( 'Last import', $html );
		$this->assertStringContainsString( 'Sticky rules: 1 found, 1 created, 0 already imported (not created again).', $html );
		$this->assertStringContainsString( 'Sticky rules: 1 found, 0 to create, 1 already imported.', $html );
	}

	/**
	 * No nonce, another source's nonce or a subscriber: refused, nothing written.
	 */
	public function test_refusals(): void {
		$this->login_as( 'subscriber' );
		$this->assertDies(
			fn () => $this->step(
				array(
					'source'   => 'sticky-anything',
					'_wpnonce' => wp_create_nonce( ImportScreen::STEP_ACTION . '_sticky-anything' ),
				)
			),
			403
		);
		$this->assertDies( fn () => $this->page(), 403 );
		$this->login_as( 'administrator' );
		$this->assertDies( fn () => $this->step( array( 'source' => 'sticky-anything' ) ), 403 );
		$this->assertDies(
			fn () => $this->step(
				array(
					'source'   => 'sticky-anything',
					'_wpnonce' => wp_create_nonce( ImportScreen::STEP_ACTION . '_other' ),
				)
			),
			403
		);
		$this->assertDies( fn () => $this->step( array( 'source' => 'nope' ) ), 400 );
		$this->assertSame( array(), get_option( 'farol_sticky_rules' ) );
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

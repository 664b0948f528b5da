<?php
/**
 * Loading the sticky behaviour on the site.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Sticky;

use Farol\Sticky\StickyAdminPage;
use Farol\Tests\TestCase;

/**
 * The script loads only when a rule exists, carries the rules, and pulls in nothing else.
 */
final class StickyFrontEndTest extends TestCase {

	private const OPTION = 'farol_sticky_rules';
	private const HANDLE = 'farol-sticky';

	/**
	 * A fresh script registry for each test.
	 */
	protected function set_up(): void {
		parent::set_up();
		$GLOBALS['wp_scripts'] = null;
		if ( ! is_readable( FAROL_TESTS_ROOT . '/plugin/build/apps/sticky/index.asset.php' ) ) {
			$this->fail( 'plugin/build/apps/sticky is not built: run `npm run build` before the PHP tests.' );
		}
	}

	/**
	 * Drops the registry the test filled.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = null;
		parent::tear_down();
	}

	/**
	 * The inline configuration printed before the script.
	 *
	 * @return array<string,mixed>
	 */
	private function inline_config(): array {
		$before = wp_scripts()->get_data( self::HANDLE, 'before' );
		$this->assertIsArray( $before );
		$script = trim( implode( "\n", array_filter( $before ) ) );
		$this->assertMatchesRegularExpression( '/^window\.farolSticky = (.*);$/s', $script );
		preg_match( '/^window\.farolSticky = (.*);$/s', $script, $matches );
		return json_decode( $matches[1], true );
	}

	/**
	 * No rule, no script.
	 */
	public function test_not_loaded_without_rules(): void {
		delete_option( self::OPTION );
		do_action( 'wp_enqueue_scripts' );
		$this->assertFalse( wp_script_is( self::HANDLE, 'enqueued' ) );
	}

	/**
	 * With a rule: deferred, without jQuery or wp-i18n, with the rules inline.
	 */
	public function test_loaded_with_rules_and_nothing_else(): void {
		// The contract keeps "<" out of selectors, so "</script>" cannot reach this script; quotes
		// and "&" can, and must come through the inline JSON intact.
		update_option( self::OPTION, array( array( 'sticky_selector' => '[title="Tom & Jerry\'s"]' ) ) );
		do_action( 'wp_enqueue_scripts' );

		$this->assertTrue( wp_script_is( self::HANDLE, 'enqueued' ) );
		$script = wp_scripts()->query( self::HANDLE );
		$this->assertNotContains( 'jquery', $script->deps );
		$this->assertNotContains( 'wp-i18n', $script->deps );
		$this->assertSame( 'defer', wp_scripts()->get_data( self::HANDLE, 'strategy' ) );

		$config = $this->inline_config();
		$this->assertSame( '[title="Tom & Jerry\'s"]', $config['rules'][0]['sticky_selector'] );
		$this->assertFalse( $config['preview'] );
		$this->assertStringNotContainsString( '</script>', implode( '', wp_scripts()->get_data( self::HANDLE, 'before' ) ) );
	}

	/**
	 * An administrator's preview link shows the previewed rule only, in debug mode.
	 */
	public function test_preview_for_administrator_with_nonce(): void {
		update_option( self::OPTION, array( array( 'sticky_selector' => '#saved' ) ) );
		$this->login_as( 'administrator' );
		$_GET['farol_sticky_preview'] = wp_slash(
			(string) wp_json_encode(
				array(
					'sticky_selector' => '#tried',
					'top_distance'    => 5,
				)
			)
		);
		$_GET['farol_sticky_nonce']   = wp_create_nonce( StickyAdminPage::PREVIEW_NONCE );

		do_action( 'wp_enqueue_scripts' );
		$config = $this->inline_config();
		$this->assertTrue( $config['preview'] );
		$this->assertCount( 1, $config['rules'] );
		$this->assertSame( '#tried', $config['rules'][0]['sticky_selector'] );
		$this->assertSame( 5, $config['rules'][0]['top_distance'] );
		$this->assertTrue( $config['rules'][0]['debug'] );
		$this->assertArrayHasKey( 'many', $config['previewLabels'] );
	}

	/**
	 * Without the nonce, or for someone else, the preview is ignored.
	 */
	public function test_preview_ignored_without_rights(): void {
		update_option( self::OPTION, array( array( 'sticky_selector' => '#saved' ) ) );
		$this->login_as( 'editor' );
		$_GET['farol_sticky_preview'] = wp_slash( (string) wp_json_encode( array( 'sticky_selector' => '#tried' ) ) );
		$_GET['farol_sticky_nonce']   = wp_create_nonce( StickyAdminPage::PREVIEW_NONCE );

		do_action( 'wp_enqueue_scripts' );
		$config = $this->inline_config();
		$this->assertFalse( $config['preview'] );
		$this->assertSame( '#saved', $config['rules'][0]['sticky_selector'] );
	}
}

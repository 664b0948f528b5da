<?php
/**
 * Farol's front-end scripts print after the content, not in the head.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support;

use Farol\Tests\TestCase;
use WP_Scripts;

/**
 * What the head and the footer print on a front-end page that uses a React-based Farol view.
 */
final class FooterScriptsTest extends TestCase {

	/**
	 * The scripts registry before the test.
	 *
	 * @var WP_Scripts|null
	 */
	private ?WP_Scripts $saved_scripts = null;

	/**
	 * A fresh registry with core's default scripts, on a front-end request.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->saved_scripts   = $GLOBALS['wp_scripts'] ?? null;
		$GLOBALS['wp_scripts'] = new WP_Scripts();
		wp_default_scripts( $GLOBALS['wp_scripts'] );
		unset( $GLOBALS['current_screen'] );
	}

	/**
	 * Puts the registry back.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = $this->saved_scripts;
		unset( $GLOBALS['current_screen'] );
		parent::tear_down();
	}

	/**
	 * Prints the head's scripts, then the footer's, as a page does.
	 *
	 * @return array{0:string,1:string} Head and footer HTML.
	 */
	private function print_page_scripts(): array {
		ob_start();
		wp_print_head_scripts();
		$head = (string) ob_get_clean();
		ob_start();
		wp_print_footer_scripts();
		$footer = (string) ob_get_clean();
		return array( $head, $footer );
	}

	/**
	 * A deferred Farol view registered for the head prints, with React, after the content.
	 */
	public function test_a_farol_view_and_react_print_in_the_footer(): void {
		wp_register_script( 'farol-demo-view', 'https://example.test/view.js', array( 'react', 'wp-element' ), '1', array( 'strategy' => 'defer' ) );
		wp_enqueue_script( 'farol-demo-view' );

		list( $head, $footer ) = $this->print_page_scripts();

		$this->assertStringNotContainsString( 'react', $head, 'No blocking React in the head.' );
		$this->assertStringNotContainsString( 'farol-demo-view', $head );
		$this->assertStringContainsString( 'id="react-js"', $footer );
		$this->assertStringContainsString( 'id="wp-element-js"', $footer );
		$this->assertStringContainsString( 'id="farol-demo-view-js"', $footer );
		$this->assertLessThan(
			strpos( $footer, 'id="farol-demo-view-js"' ),
			strpos( $footer, 'id="wp-element-js"' ),
			'Dependencies still print before the view.'
		);
	}

	/**
	 * React stays in the head when another plugin's head script needs it there.
	 */
	public function test_a_dependency_another_head_script_needs_stays_in_the_head(): void {
		wp_register_script( 'farol-demo-view', 'https://example.test/view.js', array( 'wp-element' ), '1', false );
		wp_register_script( 'someone-elses-head-script', 'https://example.test/other.js', array( 'react' ), '1', false );
		wp_enqueue_script( 'someone-elses-head-script' );
		wp_enqueue_script( 'farol-demo-view' );

		list( $head, $footer ) = $this->print_page_scripts();

		$this->assertStringContainsString( 'id="react-js"', $head );
		$this->assertStringContainsString( 'id="someone-elses-head-script-js"', $head );
		$this->assertStringContainsString( 'id="farol-demo-view-js"', $footer );
	}

	/**
	 * Pages of wp-admin are left as registered.
	 */
	public function test_wp_admin_keeps_the_registered_groups(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		wp_register_script( 'farol-demo-admin', 'https://example.test/admin.js', array( 'react' ), '1', false );
		wp_enqueue_script( 'farol-demo-admin' );

		list( $head ) = $this->print_page_scripts();

		$this->assertStringContainsString( 'id="react-js"', $head );
		$this->assertStringContainsString( 'id="farol-demo-admin-js"', $head );
	}
}

<?php
/**
 * A visitor's page prints none of WordPress's legacy polyfills for Farol's scripts.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support;

use Farol\Tests\ContactForm\ContactFormFixtures;
use Farol\Tests\TestCase;
use WP_Block_Type_Registry;
use WP_Scripts;

/**
 * A page with every Farol block prints neither wp-polyfill nor regenerator-runtime nor
 * wp-polyfill-inert (React's own registration asks for wp-polyfill, and so did the views'
 * WordPress packages); another plugin's script that asks for wp-polyfill itself still gets it;
 * wp-admin (where the block editor runs) keeps WordPress's dependencies as they are.
 */
final class FrontEndScriptsTest extends TestCase {

	use ContactFormFixtures;

	/** The script tag ids of the three polyfills. */
	private const POLYFILL_IDS = array( 'wp-polyfill-js', 'regenerator-runtime-js', 'wp-polyfill-inert-js' );

	/**
	 * The scripts registry before the test.
	 *
	 * @var WP_Scripts|null
	 */
	private ?WP_Scripts $saved_scripts = null;

	/**
	 * A registry with everything registered so far, each script its own copy (the module edits
	 * dependencies in place), and nothing queued or printed yet.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->saved_scripts = $GLOBALS['wp_scripts'];
		$scripts             = clone $this->saved_scripts;
		$scripts->registered = array_map( static fn( $script ) => clone $script, $scripts->registered );
		$scripts->queue      = array();
		$scripts->done       = array();
		$scripts->to_do      = array();
		$scripts->in_footer  = array();
		$scripts->groups     = array();

		$GLOBALS['wp_scripts'] = $scripts;
		unset( $GLOBALS['current_screen'] );
	}

	/**
	 * Puts the registry and the screen back.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = $this->saved_scripts;
		unset( $GLOBALS['current_screen'] );
		$this->forget_rendered_forms();
		parent::tear_down();
	}

	/**
	 * Everything the page prints as scripts: head, then footer (templates included).
	 *
	 * @param string $content Block markup.
	 */
	private function printed( string $content ): string {
		do_blocks( $content );
		ob_start();
		wp_print_head_scripts();
		wp_print_footer_scripts();
		return (string) ob_get_clean();
	}

	/**
	 * Every Farol block, a real contact form among them.
	 */
	private function every_farol_block(): string {
		$form    = $this->create_contact_form();
		$content = '<!-- wp:farol/contact-form ' . wp_json_encode( array( 'formId' => $form->id ) ) . " /-->\n";
		foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $type ) {
			if ( str_starts_with( $type->name, 'farol/' ) && 'farol/contact-form' !== $type->name ) {
				$content .= '<!-- wp:' . $type->name . " /-->\n";
			}
		}
		return $content;
	}

	/**
	 * The front end: every Farol block's scripts print (the views in the deferred templates), and
	 * none of the three polyfills does, inside a template or outside.
	 */
	public function test_a_page_with_every_farol_block_prints_no_legacy_polyfill(): void {
		$html = $this->printed( $this->every_farol_block() );

		$this->assertStringContainsString( 'farol-contact-form-view-script-js', $html );
		$this->assertStringContainsString( 'farol-box-shadow-view-script-js', $html, 'The React-based views print (deferred).' );
		$this->assertStringNotContainsString( 'id="react-js"', $html, 'The views bundle Preact: WordPress\'s React does not print.' );
		foreach ( self::POLYFILL_IDS as $id ) {
			$this->assertStringNotContainsString( "id=\"{$id}\"", $html, "{$id} prints on a visitor's page." );
		}
	}

	/**
	 * Another plugin's own script that depends on wp-polyfill keeps it, on the same page.
	 */
	public function test_another_plugin_s_direct_dependency_is_left_alone(): void {
		wp_enqueue_script( 'other-plugin', 'https://example.org/other.js', array( 'wp-polyfill' ), '1', true );
		$html = $this->printed( $this->every_farol_block() );

		$this->assertStringContainsString( 'id="other-plugin-js"', $html );
		$this->assertStringContainsString( 'id="wp-polyfill-js"', $html );
		$this->assertLessThan(
			strpos( $html, 'id="other-plugin-js"' ),
			strpos( $html, 'id="wp-polyfill-js"' ),
			'The polyfill prints before the script that asked for it.'
		);
	}

	/**
	 * In wp-admin, where the block editor runs, React and WordPress's packages keep wp-polyfill.
	 */
	public function test_wp_admin_keeps_the_polyfills(): void {
		set_current_screen( 'post' );
		// As WordPress registers them (an earlier test's front-end page may have edited the
		// shared registry of this process).
		$registered = wp_scripts()->registered;
		foreach ( array( 'react', 'wp-i18n' ) as $handle ) {
			$registered[ $handle ]->deps = array_values( array_unique( array( ...$registered[ $handle ]->deps, 'wp-polyfill' ) ) );
		}
		$registered['wp-polyfill']->deps = array( 'wp-polyfill-inert', 'regenerator-runtime' );
		do_blocks( $this->every_farol_block() );
		wp_enqueue_script( 'wp-i18n' );
		ob_start();
		do_action( 'wp_print_scripts' );
		do_action( 'wp_print_footer_scripts' );
		ob_end_clean();

		$this->assertContains( 'wp-polyfill', wp_scripts()->registered['react']->deps );
		$this->assertContains( 'wp-polyfill', wp_scripts()->registered['wp-i18n']->deps );
		$this->assertContains( 'regenerator-runtime', wp_scripts()->registered['wp-polyfill']->deps );
	}
}

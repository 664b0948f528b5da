<?php
/**
 * React-based block views wait in a template; the page prints only the small loader.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support;

use Farol\Tests\LeadForm\FormTestHelpers;
use Farol\Tests\TestCase;
use WP_Block_Type_Registry;
use WP_Scripts;

/**
 * What a front-end page prints for Farol's blocks: the box-shadow generator's view script
 * (its own Preact inside, no WordPress React) only inside `<template data-farol-deferred>`, in
 * dependency order, its container marked, the loader in the footer; a view whose container
 * says `data-farol-when="now"` (the countdown) the ordinary way; nothing of it on a page
 * without the blocks.
 */
final class DeferredScriptsTest extends TestCase {

	use FormTestHelpers;

	/** The views' shared Preact chunk, registered from the build's manifest. */
	private const PREACT = 'farol-views-preact';

	/** The generator's view script handle, as WordPress names it from block.json. */
	private const VIEW = 'farol-box-shadow-view-script';

	/** A block registered by a test. */
	private const PLAIN_BLOCK = 'farol/test-plain';

	/**
	 * The scripts registry before the test.
	 *
	 * @var WP_Scripts|null
	 */
	private ?WP_Scripts $saved_scripts = null;

	/**
	 * A registry with everything registered so far and nothing queued or printed yet.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->saved_scripts = $GLOBALS['wp_scripts'];
		$scripts             = clone $this->saved_scripts;
		$scripts->queue      = array();
		$scripts->done       = array();
		$scripts->to_do      = array();
		$scripts->in_footer  = array();
		$scripts->groups     = array();

		$GLOBALS['wp_scripts'] = $scripts;
		unset( $GLOBALS['current_screen'] );
	}

	/**
	 * Puts the registry back and forgets a test's block.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = $this->saved_scripts;
		if ( WP_Block_Type_Registry::get_instance()->is_registered( self::PLAIN_BLOCK ) ) {
			unregister_block_type( self::PLAIN_BLOCK );
		}
		parent::tear_down();
	}

	/**
	 * Renders content and prints the head's and the footer's scripts, as a page does.
	 *
	 * @param string $content Block markup.
	 * @return array{body:string,head:string,footer:string,templates:array<string,string>,outside:string}
	 */
	private function page( string $content ): array {
		$body = do_blocks( $content );
		ob_start();
		wp_print_head_scripts();
		$head = (string) ob_get_clean();
		ob_start();
		wp_print_footer_scripts();
		$footer = (string) ob_get_clean();

		preg_match_all( '#<template data-farol-deferred="([^"]+)">(.*?)</template>#s', $footer, $found, PREG_SET_ORDER );
		$templates = array();
		foreach ( $found as $match ) {
			$templates[ $match[1] ] = $match[2];
		}
		return array(
			'body'      => $body,
			'head'      => $head,
			'footer'    => $footer,
			'templates' => $templates,
			'outside'   => $head . preg_replace( '#<template data-farol-deferred=.*?</template>#s', '', $footer ),
		);
	}

	/**
	 * The ids of the script tags in some HTML, in order.
	 *
	 * @param string $html Printed scripts.
	 * @return list<string>
	 */
	private function script_ids( string $html ): array {
		preg_match_all( '#<script[^>]*\sid=[\'"]([^\'"]+)[\'"]#', $html, $ids );
		return $ids[1];
	}

	/**
	 * The generator's view script prints only in its template (no translations: the server
	 * words it; no WordPress React: it bundles Preact), and no WordPress React prints anywhere;
	 * its container names the template and the loader prints inline after it.
	 */
	public function test_the_generator_waits_in_a_template_without_wordpress_react(): void {
		add_filter( 'determine_locale', static fn(): string => 'pt_BR' );
		$page = $this->page( '<!-- wp:farol/box-shadow /-->' );

		$this->assertSame( 1, preg_match( '#<div\b[^>]*>#', $page['body'], $container ) );
		$this->assertStringContainsString( 'data-farol-mount="' . self::VIEW . '"', $container[0] );
		$this->assertStringContainsString( 'wp-block-farol-box-shadow', $container[0] );
		foreach ( array( self::VIEW . '-js' ) as $id ) {
			$this->assertStringNotContainsString( "id=\"{$id}\"", $page['outside'], "{$id} prints outside the template." );
		}
		foreach ( array( 'react-js', 'react-dom-js', 'wp-element-js' ) as $id ) {
			$this->assertStringNotContainsString( "id=\"{$id}\"", $page['head'] . $page['footer'], "{$id} prints on the page." );
		}

		$this->assertSame( array( self::VIEW ), array_keys( $page['templates'] ) );
		$ids   = $this->script_ids( $page['templates'][ self::VIEW ] );
		$order = array( self::VIEW . '-js' );
		$this->assertSame( $order, array_values( array_intersect( $ids, $order ) ), 'The template keeps dependency order: ' . implode( ', ', $ids ) );
		$this->assertStringNotContainsString( 'wp.i18n', $page['templates'][ self::VIEW ], 'The view\'s words come from the server, not wp-i18n.' );

		$this->assertContains( 'farol-mount-js', $this->script_ids( $page['outside'] ) );
		// Inline, after the templates: no request of its own.
		$this->assertSame( 1, preg_match( '#<script[^>]*id="farol-mount-js"[^>]*>(.*?)</script>#s', $page['footer'], $loader ) );
		$this->assertStringNotContainsString( ' src=', $loader[0] );
		$this->assertStringContainsString( 'data-farol-mount', $loader[1] );
		$this->assertStringNotContainsString( 'lib/mount/loader.js', $page['footer'] );
		$this->assertLessThan( strpos( $page['footer'], 'id="farol-mount-js"' ), strpos( $page['footer'], '<template' ) );
	}

	/**
	 * No Farol block view script depends on WordPress's React: each bundles its own.
	 */
	public function test_no_view_script_needs_wordpress_react(): void {
		$registry = WP_Block_Type_Registry::get_instance();
		foreach ( array( 'farol/box-shadow', 'farol/comments', 'farol/lead-form', 'farol/contact-form', 'farol/countdown' ) as $name ) {
			$handles = $registry->get_registered( $name )->view_script_handles;
			$this->assertNotEmpty( $handles, "{$name} has a view script." );
			foreach ( $handles as $handle ) {
				$deps = wp_scripts()->registered[ $handle ]->deps;
				$this->assertSame( array(), array_intersect( array( 'react', 'react-dom', 'react-jsx-runtime', 'wp-element' ), $deps ), "{$handle} depends on " . implode( ', ', $deps ) );
			}
		}
	}

	/**
	 * Two React-based blocks on one page (the lead form beside the generator): each template
	 * holds the views' one Preact chunk, before its view, and nothing prints it outside them
	 * (the loader runs it once for both); the React-based views depend on it, the plain ones
	 * (countdown, contact form) do not.
	 */
	public function test_react_views_share_one_preact_chunk(): void {
		$form = $this->create_form( self::fixture( 'demo-form' ) );
		$lead = 'farol-lead-form-view-script';
		$page = $this->page( "<!-- wp:farol/box-shadow /-->\n<!-- wp:farol/lead-form {\"formId\":{$form}} /-->" );

		$this->assertEqualsCanonicalizing( array( self::VIEW, $lead ), array_keys( $page['templates'] ) );
		foreach ( array( self::VIEW, $lead ) as $view ) {
			$ids = $this->script_ids( $page['templates'][ $view ] );
			$this->assertSame( array( self::PREACT . '-js', $view . '-js' ), array_values( array_intersect( $ids, array( self::PREACT . '-js', $view . '-js' ) ) ), "{$view}'s template: " . implode( ', ', $ids ) );
		}
		$this->assertSame( 1, preg_match( '#<script[^>]*id="' . self::PREACT . '-js"[^>]*>#', $page['templates'][ $lead ], $tag ) );
		$this->assertMatchesRegularExpression( '#src="[^"]*/build/views/preact\.js\?ver=[0-9a-f]+"#', $tag[0] );
		$this->assertNotContains( self::PREACT . '-js', $this->script_ids( $page['outside'] ) );

		$registry    = WP_Block_Type_Registry::get_instance();
		$react_based = array(
			'farol/box-shadow'   => true,
			'farol/comments'     => true,
			'farol/lead-form'    => true,
			'farol/contact-form' => false,
			'farol/countdown'    => false,
		);
		foreach ( $react_based as $name => $needs ) {
			foreach ( $registry->get_registered( $name )->view_script_handles as $handle ) {
				$this->assertSame( $needs, in_array( self::PREACT, wp_scripts()->registered[ $handle ]->deps, true ), "{$handle} and the Preact chunk" );
			}
		}
	}

	/**
	 * Two generators share one template; both containers are marked.
	 */
	public function test_two_generators_share_one_template(): void {
		$page = $this->page( "<!-- wp:farol/box-shadow /-->\n<!-- wp:farol/box-shadow /-->" );

		$this->assertSame( 2, substr_count( $page['body'], 'data-farol-mount="' . self::VIEW . '"' ) );
		$this->assertCount( 1, $page['templates'] );
		$this->assertSame( 1, substr_count( $page['footer'], 'id="farol-mount-js"' ) );
	}

	/**
	 * A page without Farol blocks gets no template and no loader.
	 */
	public function test_a_page_without_farol_blocks_gets_no_loader(): void {
		$page = $this->page( "<!-- wp:paragraph -->\n<p>Olá</p>\n<!-- /wp:paragraph -->" );

		$this->assertSame( array(), $page['templates'] );
		$this->assertStringNotContainsString( 'farol-mount', $page['head'] . $page['footer'] );
		$this->assertStringNotContainsString( 'data-farol-mount', $page['body'] );
	}

	/**
	 * The wp-i18n that another plugin's head script needs prints in the head as before, and the
	 * template holds only what the page has not printed.
	 */
	public function test_the_template_leaves_out_what_the_page_printed(): void {
		wp_register_script( 'someone-elses-head-script', 'https://example.test/other.js', array( 'wp-i18n' ), '1', false );
		wp_enqueue_script( 'someone-elses-head-script' );
		wp_register_script( 'farol-test-plain-view', 'https://example.test/plain.js', array( 'wp-i18n', 'wp-dom-ready' ), '1', array( 'strategy' => 'defer' ) );
		wp_script_add_data( 'farol-test-plain-view', 'group', 1 );
		register_block_type(
			self::PLAIN_BLOCK,
			array(
				'view_script_handles' => array( 'farol-test-plain-view' ),
				'render_callback'     => static fn(): string => '<div class="plain">Plain</div>',
			)
		);
		$page = $this->page( '<!-- wp:farol/test-plain /-->' );

		$this->assertContains( 'wp-i18n-js', $this->script_ids( $page['head'] ) );
		$in_template = $this->script_ids( $page['templates']['farol-test-plain-view'] );
		$this->assertNotContains( 'wp-i18n-js', $in_template );
		$this->assertContains( 'wp-dom-ready-js', $in_template );
		$this->assertContains( 'farol-test-plain-view-js', $in_template );
	}

	/**
	 * A Farol view whose container says `data-farol-when="now"` (the countdown) is an
	 * ordinary deferred footer script, and every built block's view script is registered for
	 * the footer.
	 */
	public function test_a_view_whose_container_says_now_prints_as_an_ordinary_footer_script(): void {
		wp_register_script( 'farol-test-plain-view', 'https://example.test/plain.js', array(), '1', array( 'strategy' => 'defer' ) );
		wp_script_add_data( 'farol-test-plain-view', 'group', 1 );
		register_block_type(
			self::PLAIN_BLOCK,
			array(
				'view_script_handles' => array( 'farol-test-plain-view' ),
				'render_callback'     => static fn(): string => '<div class="plain" data-farol-when="now">Plain</div>',
			)
		);
		$page = $this->page( "<!-- wp:farol/test-plain /-->\n<!-- wp:farol/countdown {\"target\":\"2099-01-01T00:00:00Z\"} /-->" );

		$this->assertStringContainsString( '<div class="plain" data-farol-when="now">Plain</div>', $page['body'] );
		$this->assertStringNotContainsString( 'data-farol-mount', $page['body'] );
		$this->assertSame( array(), $page['templates'] );
		$this->assertNotContains( 'farol-test-plain-view-js', $this->script_ids( $page['head'] ) );
		$this->assertSame( 1, preg_match( '#<script[^>]*id="farol-test-plain-view-js"[^>]*>#', $page['footer'], $plain ) );
		$this->assertStringContainsString( ' defer', $plain[0] );
		$this->assertContains( 'farol-countdown-view-script-js', $this->script_ids( $page['footer'] ), 'The countdown ticks from the start.' );
		$this->assertStringNotContainsString( 'farol-mount', $page['footer'] );

		foreach ( array( 'farol/box-shadow', 'farol/countdown', 'farol/contact-form' ) as $name ) {
			foreach ( WP_Block_Type_Registry::get_instance()->get_registered( $name )->view_script_handles as $handle ) {
				$this->assertSame( 1, wp_scripts()->get_data( $handle, 'group' ), "{$handle} is registered for the footer." );
			}
		}
	}

	/**
	 * A Farol block's view waits in a template whatever its scripts need, and its container's
	 * own `data-farol-when` stays: the container names it, the template holds it, the loader
	 * prints, and the script does not print outside the template.
	 */
	public function test_a_view_waits_in_a_template_by_default(): void {
		wp_register_script( 'farol-test-plain-view', 'https://example.test/plain.js', array(), '1', array( 'strategy' => 'defer' ) );
		wp_script_add_data( 'farol-test-plain-view', 'group', 1 );
		$markup = '<form class="plain" data-farol-when="interaction"><button>Enviar</button></form>';
		register_block_type(
			self::PLAIN_BLOCK,
			array(
				'view_script_handles' => array( 'farol-test-plain-view' ),
				'render_callback'     => static function () use ( &$markup ): string {
					return $markup;
				},
			)
		);
		foreach ( array( $markup, '<form class="plain"><button>Enviar</button></form>' ) as $markup ) {
			$this->set_up_fresh_registry();
			$page = $this->page( '<!-- wp:farol/test-plain /-->' );

			$this->assertSame( 1, preg_match( '#<form\b[^>]*>#', $page['body'], $container ) );
			$this->assertStringContainsString( 'data-farol-mount="farol-test-plain-view"', $container[0] );
			$this->assertSame( str_contains( $markup, 'data-farol-when' ), str_contains( $container[0], 'data-farol-when="interaction"' ) );
			$this->assertSame( array( 'farol-test-plain-view' ), array_keys( $page['templates'] ) );
			$this->assertContains( 'farol-test-plain-view-js', $this->script_ids( $page['templates']['farol-test-plain-view'] ) );
			$this->assertNotContains( 'farol-test-plain-view-js', $this->script_ids( $page['outside'] ) );
			$this->assertContains( 'farol-mount-js', $this->script_ids( $page['outside'] ) );
		}
	}

	/**
	 * The "now" mark is for one page: the next page, whose block does not say it, parks the
	 * same view in a template.
	 */
	public function test_the_now_mark_does_not_outlive_its_page(): void {
		wp_register_script( 'farol-test-plain-view', 'https://example.test/plain.js', array(), '1', array( 'strategy' => 'defer' ) );
		wp_script_add_data( 'farol-test-plain-view', 'group', 1 );
		$markup = '<form data-farol-when="now"></form>';
		register_block_type(
			self::PLAIN_BLOCK,
			array(
				'view_script_handles' => array( 'farol-test-plain-view' ),
				'render_callback'     => static function () use ( &$markup ): string {
					return $markup;
				},
			)
		);
		$first = $this->page( '<!-- wp:farol/test-plain /-->' );
		$this->assertContains( 'farol-test-plain-view-js', $this->script_ids( $first['outside'] ) );

		$this->set_up_fresh_registry();
		$markup = '<form></form>';
		$page   = $this->page( '<!-- wp:farol/test-plain /-->' );

		$this->assertSame( '<form data-farol-mount="farol-test-plain-view"></form>', $page['body'] );
		$this->assertSame( array( 'farol-test-plain-view' ), array_keys( $page['templates'] ) );
		$this->assertNotContains( 'farol-test-plain-view-js', $this->script_ids( $page['outside'] ) );
	}

	/**
	 * Empties the registry's queue and printing state, as a new request starts.
	 */
	private function set_up_fresh_registry(): void {
		$scripts            = wp_scripts();
		$scripts->queue     = array();
		$scripts->done      = array();
		$scripts->to_do     = array();
		$scripts->in_footer = array();
		$scripts->groups    = array();
	}
}

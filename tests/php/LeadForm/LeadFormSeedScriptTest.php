<?php
/**
 * The lead form's seed script: on the page at once, the runtime still parked.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forms\SeedScript;
use Farol\Tests\TestCase;
use WP_Scripts;

/**
 * A page showing a published lead form prints the seed script (the view event without the
 * runtime, and the refill script for a returning visitor) as an ordinary deferred footer
 * script, outside any `<template data-farol-deferred>`, once however many forms, depending on
 * nothing, with the refill script's address before it (the refill script itself is not
 * printed); the form's runtime stays in its template. A page without a published lead form
 * gets none of it.
 */
final class LeadFormSeedScriptTest extends TestCase {

	use FormTestHelpers;

	/** The lead form's view script (the runtime), as WordPress names it from block.json. */
	private const VIEW = 'farol-lead-form-view-script';

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
	 * Puts the registry back.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = $this->saved_scripts;
		parent::tear_down();
	}

	/**
	 * Renders content and prints the head's and the footer's scripts, as a page does.
	 *
	 * @param string $content Block markup.
	 * @return array{page:string,templates:string,outside:string}
	 */
	private function page( string $content ): array {
		$body = do_blocks( $content );
		ob_start();
		wp_print_head_scripts();
		$head = (string) ob_get_clean();
		ob_start();
		wp_print_footer_scripts();
		$footer = (string) ob_get_clean();

		preg_match_all( '#<template data-farol-deferred=.*?</template>#s', $footer, $templates );
		return array(
			'page'      => $body . $head . $footer,
			'templates' => implode( "\n", $templates[0] ),
			'outside'   => $head . preg_replace( '#<template data-farol-deferred=.*?</template>#s', '', $footer ),
		);
	}

	/**
	 * Two published forms: the seed prints once, as a deferred footer script of its own file
	 * outside the templates, depending on nothing, after the refill script's address; the
	 * runtime only inside its template.
	 */
	public function test_a_page_with_a_lead_form_prints_the_seed_outside_the_templates(): void {
		$first  = $this->create_form( self::fixture( 'demo-form' ) );
		$second = $this->create_form( self::fixture( 'demo-form' ) );
		$page   = $this->page( '<!-- wp:farol/lead-form {"formId":' . $first . '} /--><!-- wp:farol/lead-form {"formId":' . $second . '} /-->' );

		$this->assertSame( 1, preg_match_all( '#<script\b[^>]*\bid="' . SeedScript::HANDLE . '-js"[^>]*>#', $page['outside'], $tags ), 'The seed prints once, outside the templates.' );
		$tag = $tags[0][0];
		$this->assertStringContainsString( 'build/' . SeedScript::ENTRY . '.js', $tag );
		$this->assertMatchesRegularExpression( '#\sdefer\b#', $tag );
		$this->assertStringNotContainsString( SeedScript::HANDLE, $page['templates'] );
		$this->assertSame( array(), wp_scripts()->registered[ SeedScript::HANDLE ]->deps );

		$this->assertSame( 1, preg_match( '#<script\b[^>]*\bid="' . SeedScript::HANDLE . '-js-before"[^>]*>(.*?)</script>#s', $page['outside'], $before ) );
		$this->assertLessThan( strpos( $page['outside'], $tag ), strpos( $page['outside'], $before[0] ) );
		$this->assertSame( 1, preg_match( '#^window\.farolLeadFormSeed = (\{.*\});$#', trim( $before[1] ), $config ) );
		$refill = json_decode( $config[1], true )['refill'] ?? '';
		$this->assertStringContainsString( 'build/' . SeedScript::REFILL_ENTRY . '.js?ver=', $refill );
		$this->assertStringNotContainsString( SeedScript::REFILL_HANDLE . '-js', $page['page'], 'The refill script waits for the seed to ask for it.' );

		$this->assertStringContainsString( 'id="' . self::VIEW . '-js"', $page['templates'] );
		$this->assertStringNotContainsString( 'id="' . self::VIEW . '-js"', $page['outside'] );
	}

	/**
	 * No seed on a page without a lead form, nor for a form a visitor cannot see.
	 */
	public function test_no_seed_without_a_published_lead_form(): void {
		$draft = $this->create_form( self::fixture( 'demo-form' ), 'draft' );
		foreach ( array(
			"<!-- wp:paragraph -->\n<p>Olá</p>\n<!-- /wp:paragraph -->",
			'<!-- wp:farol/box-shadow /-->',
			'<!-- wp:farol/lead-form {"formId":' . $draft . '} /-->',
			'<!-- wp:farol/lead-form /-->',
		) as $content ) {
			$GLOBALS['wp_scripts']->queue = array();
			$GLOBALS['wp_scripts']->done  = array();
			$page                         = $this->page( $content );
			$this->assertStringNotContainsString( SeedScript::HANDLE, $page['page'], $content );
		}
	}
}

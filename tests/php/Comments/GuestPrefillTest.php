<?php
/**
 * The comment form's seed script for guests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Form\GuestPrefill;
use Farol\Support\Assets;
use Farol\Support\Context;
use Farol\Tests\TestCase;

/**
 * A guest's page gets the seed script (inline, after the area, which itself holds no script),
 * which fills the form from core's commenter cookies as the page is parsed; a member's page, or
 * an area without a form, gets none.
 */
final class GuestPrefillTest extends TestCase {

	use CommentsFixtures;

	/**
	 * What the seed script's footer callbacks print (the rest of the footer is left out: it is
	 * the theme's and core's).
	 */
	private function footer(): string {
		ob_start();
		$hook = $GLOBALS['wp_filter']['wp_footer'] ?? null;
		foreach ( null === $hook ? array() : $hook->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof GuestPrefill ) {
					call_user_func( $callback['function'] );
				}
			}
		}
		return (string) ob_get_clean();
	}

	/**
	 * The seed script's tag in a page's footer, or null.
	 *
	 * @param string $footer The footer.
	 */
	private static function seed_script( string $footer ): ?string {
		return preg_match( '#<script id="' . GuestPrefill::HANDLE . '-js"[^>]*>(.*?)</script>#s', $footer, $match ) ? $match[1] : null;
	}

	/**
	 * A guest on an open post: the built seed script, inline, once however many areas render.
	 */
	public function test_a_guest_gets_the_seed_script_inline_after_the_area(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$area = $this->comment_area( $post );
		$this->comment_area( $post );
		$this->assertStringNotContainsString( '<script', $area );
		$footer = $this->footer();
		$code   = self::seed_script( $footer );
		$this->assertNotNull( $code, 'no seed script in the footer' );
		$this->assertSame( 1, substr_count( $footer, GuestPrefill::HANDLE . '-js' ) );
		$built = ( new Assets( new Context( FAROL_TESTS_ROOT . '/plugin/farol.php' ) ) )->source( GuestPrefill::ENTRY );
		$this->assertSame( trim( (string) $built ), trim( $code ) );
		// It reads core's commenter cookies; a few hundred bytes.
		$this->assertStringContainsString( 'comment_author_', $code );
		$this->assertLessThan( 1024, strlen( (string) gzencode( $code, 9 ) ) );
	}

	/**
	 * A member's form has no identity fields to fill: no script.
	 */
	public function test_a_member_gets_no_seed_script(): void {
		$post = $this->create_post();
		$this->login_as( 'subscriber' );
		$this->comment_area( $post );
		$this->assertNull( self::seed_script( $this->footer() ) );
	}

	/**
	 * Comments closed (the thread still shown): no form, no script.
	 */
	public function test_an_area_without_a_form_gets_no_seed_script(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		wp_update_post(
			array(
				'ID'             => $post,
				'comment_status' => 'closed',
			)
		);
		$this->assertStringContainsString( 'id="wpdcom"', $this->comment_area( $post ) );
		$this->assertNull( self::seed_script( $this->footer() ) );
	}

	/**
	 * Without the built entry nothing is printed (and nothing breaks).
	 */
	public function test_without_assets_nothing_is_printed(): void {
		$prefill = new GuestPrefill( null );
		ob_start();
		$prefill->print_script();
		$this->assertSame( '', (string) ob_get_clean() );
	}
}

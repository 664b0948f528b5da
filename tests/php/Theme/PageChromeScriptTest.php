<?php
/**
 * Where the theme's page-chrome script is printed.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Theme;

use Farol\Tests\SiteProcess;
use Farol\Tests\TestCase;

/**
 * The theme enqueues its page-chrome script for the footer itself, deferred, so it needs no
 * plugin to move it there: the home page is rendered the way a request renders it, in a fresh
 * PHP process on a site of its own (table prefix wptheme_ in farol_tests), once with the Farol
 * plugin active and once with it inactive.
 */
final class PageChromeScriptTest extends TestCase {

	private const PREFIX = 'wptheme_';

	/**
	 * What the render script found, by plugin state ('active', 'inactive').
	 *
	 * @var array<string,array<string,mixed>>
	 */
	private static array $pages = array();

	/**
	 * Installs the site and renders its home page with and without the plugin.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		if ( ! is_readable( FAROL_TESTS_ROOT . '/theme/build/page-chrome/index.asset.php' ) ) {
			self::fail( 'theme/build/page-chrome is missing: run npm run build (tools/test/php.sh does).' );
		}
		self::site( 'install' );
		foreach ( array( 'inactive', 'active' ) as $state ) {
			self::site( 'run', __DIR__ . '/plugin-' . ( 'active' === $state ? 'activate' : 'deactivate' ) . '.php' );
			$json                  = self::site( 'run', __DIR__ . '/render-home.php' );
			$page                  = json_decode( $json, true );
			self::$pages[ $state ] = is_array( $page ) ? $page : array();
			if ( ! self::$pages[ $state ] ) {
				self::fail( "The render script did not print JSON:\n" . $json );
			}
		}
	}

	/**
	 * Without the plugin the script tag comes after the page's content, deferred, not in the head.
	 */
	public function test_script_is_in_the_footer_without_the_plugin(): void {
		$page = self::$pages['inactive'];

		$this->assertFalse( $page['plugin_loaded'], 'The Farol plugin must be inactive for this render.' );
		$this->assert_in_footer( $page );
	}

	/**
	 * With the plugin active the theme's script is in the same place.
	 */
	public function test_script_is_in_the_footer_with_the_plugin(): void {
		$page = self::$pages['active'];

		$this->assertTrue( $page['plugin_loaded'], 'The Farol plugin must be active for this render.' );
		$this->assert_in_footer( $page );
	}

	/**
	 * The page-chrome script tag appears once, after the page content and outside <head>, with defer.
	 *
	 * @param array<string,mixed> $page What render-home.php reported.
	 */
	private function assert_in_footer( array $page ): void {
		$html = (string) $page['html'];
		$this->assertSame( 1, preg_match_all( '#<script[^>]+page-chrome/index\.js[^>]*>#', $html, $tags, PREG_OFFSET_CAPTURE ), 'One page-chrome script tag.' );
		$tag      = $tags[0][0][0];
		$position = $tags[0][0][1];
		$head_end = strpos( $html, '</head>' );
		$content  = strpos( $html, 'farol-site-footer' );

		$this->assertNotFalse( $head_end );
		$this->assertNotFalse( $content, 'The page renders the theme\'s footer part.' );
		$this->assertGreaterThan( $head_end, $position, 'The script is not in the head.' );
		$this->assertGreaterThan( $content, $position, 'The script comes after the page\'s footer markup.' );
		$this->assertMatchesRegularExpression( '/\sdefer\b/', $tag );
	}

	/**
	 * Runs tests/php/includes/site.php on this test's site (Farol\Tests\SiteProcess).
	 *
	 * @param string ...$args Task and its arguments.
	 * @return string What the process printed.
	 */
	private static function site( string ...$args ): string {
		return SiteProcess::run( self::PREFIX, array(), ...$args );
	}
}

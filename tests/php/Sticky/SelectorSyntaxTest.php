<?php
/**
 * The server's CSS selector check against the shared table of cases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Sticky;

use Farol\Sticky\SelectorSyntax;
use Farol\Tests\TestCase;

/**
 * Reads fixtures/selectors.json, the table tests/e2e/sticky-selectors.spec.ts checks against
 * Chromium, so the server accepts what the browser accepts and refuses what it refuses.
 */
final class SelectorSyntaxTest extends TestCase {

	/**
	 * The table.
	 *
	 * @return array<string,list<string>>
	 */
	private static function cases(): array {
		$json = file_get_contents( __DIR__ . '/fixtures/selectors.json' );
		return json_decode( (string) $json, true );
	}

	/**
	 * Selectors browsers accept.
	 *
	 * @return array<string,array{string}>
	 */
	public function valid_selectors(): array {
		$cases = array();
		foreach ( self::cases()['valid'] as $selector ) {
			$cases[ $selector ] = array( $selector );
		}
		return $cases;
	}

	/**
	 * Selectors browsers refuse, and unfinished ones the server refuses too.
	 *
	 * @return array<string,array{string}>
	 */
	public function invalid_selectors(): array {
		$cases = array();
		foreach ( array_merge( self::cases()['invalid'], self::cases()['stricter'] ) as $selector ) {
			$cases[ $selector ] = array( $selector );
		}
		return $cases;
	}

	/**
	 * Selectors that use jQuery's extensions.
	 *
	 * @return array<string,array{string}>
	 */
	public function jquery_selectors(): array {
		$cases = array();
		foreach ( self::cases()['jquery'] as $selector ) {
			$cases[ $selector ] = array( $selector );
		}
		return $cases;
	}

	/**
	 * A valid selector passes.
	 *
	 * @dataProvider valid_selectors
	 * @param string $selector Selector.
	 */
	public function test_accepts_valid_selector( string $selector ): void {
		$this->assertNull( SelectorSyntax::check( $selector ) );
	}

	/**
	 * An invalid selector is refused as a syntax problem.
	 *
	 * @dataProvider invalid_selectors
	 * @param string $selector Selector.
	 */
	public function test_refuses_invalid_selector( string $selector ): void {
		$problem = SelectorSyntax::check( $selector );
		$this->assertNotNull( $problem );
		$this->assertSame( SelectorSyntax::SYNTAX, $problem['code'] );
	}

	/**
	 * A jQuery extension is refused and named.
	 *
	 * @dataProvider jquery_selectors
	 * @param string $selector Selector.
	 */
	public function test_names_jquery_extension( string $selector ): void {
		$problem = SelectorSyntax::check( $selector );
		$this->assertNotNull( $problem );
		$this->assertSame( SelectorSyntax::JQUERY, $problem['code'] );
		$this->assertStringStartsWith( ':', $problem['detail'] );
		$this->assertStringContainsString( ltrim( $problem['detail'], ':' ) === '' ? 'x' : rtrim( ltrim( $problem['detail'], ':' ), '()' ), $selector );
	}

	/**
	 * Empty and blank strings are not selectors.
	 */
	public function test_refuses_empty(): void {
		$this->assertNotNull( SelectorSyntax::check( '' ) );
		$this->assertNotNull( SelectorSyntax::check( "  \t" ) );
		$this->assertFalse( SelectorSyntax::is_valid( '' ) );
		$this->assertTrue( SelectorSyntax::is_valid( '#fixed' ) );
	}
}

<?php
/**
 * The server's selector check against the shared table of cases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Sticky;

use Farol\Sticky\StickyRulesSchema;
use Farol\Sticky\StickyRulesValidator;
use Farol\Tests\TestCase;

/**
 * Reads tests/fixtures/sticky/selectors.json, the table the settings page is checked against
 * in Chromium (tests/e2e/sticky-selectors.spec.ts). The server does not judge CSS syntax (the
 * browser does, on the settings page): it accepts every selector a browser accepts, and
 * refuses the unsafe ones, naming the character.
 */
final class SelectorSafetyTest extends TestCase {

	/**
	 * The table.
	 *
	 * @return array<string,mixed>
	 */
	private static function table(): array {
		$json = file_get_contents( FAROL_TESTS_ROOT . '/tests/fixtures/sticky/selectors.json' );
		return json_decode( (string) $json, true );
	}

	/**
	 * Each selector of a list, as a data set named after it.
	 *
	 * @param string[] $selectors Selectors.
	 * @return array<string,array{string}>
	 */
	private static function data_sets( array $selectors ): array {
		$sets = array();
		foreach ( $selectors as $selector ) {
			$sets[ (string) wp_json_encode( $selector ) ] = array( $selector );
		}
		return $sets;
	}

	/**
	 * Selectors browsers accept, and jQuery's (whose refusal is the settings page's job).
	 *
	 * @return array<string,array{string}>
	 */
	public function accepted_selectors(): array {
		$table = self::table();
		return self::data_sets( array_merge( $table['valid'], array_keys( $table['jquery'] ) ) );
	}

	/**
	 * Selectors with characters that never belong in one.
	 *
	 * @return array<string,array{string}>
	 */
	public function unsafe_selectors(): array {
		return self::data_sets( self::table()['unsafe'] );
	}

	/**
	 * The problems of a one-rule value whose selectors are both the given one.
	 *
	 * @param string $selector Selector.
	 * @return list<array{rule:int,field:string,message:string}>
	 */
	private function problems( string $selector ): array {
		$validator = new StickyRulesValidator( new StickyRulesSchema() );
		return $validator->problems(
			array(
				array(
					'sticky_selector'  => $selector,
					'push_up_selector' => $selector,
				),
			)
		);
	}

	/**
	 * A selector a browser accepts is accepted, and stored trimmed.
	 *
	 * @dataProvider accepted_selectors
	 * @param string $selector Selector.
	 */
	public function test_accepts( string $selector ): void {
		$this->assertSame( array(), $this->problems( $selector ) );
		$validator = new StickyRulesValidator( new StickyRulesSchema() );
		$stored    = $validator->normalize( array( array( 'sticky_selector' => $selector ) ) );
		$this->assertSame( trim( $selector ), $stored[0]['sticky_selector'] );
	}

	/**
	 * An unsafe selector is refused on both selector fields, naming what is wrong.
	 *
	 * @dataProvider unsafe_selectors
	 * @param string $selector Selector.
	 */
	public function test_refuses_unsafe( string $selector ): void {
		$problems = $this->problems( $selector );
		$this->assertSame( array( 'sticky_selector', 'push_up_selector' ), array_column( $problems, 'field' ) );
		$message = $problems[0]['message'];
		if ( preg_match( '/[<{};]/', $selector, $match ) ) {
			$this->assertStringContainsString( '"' . $match[0] . '"', $message );
		} else {
			$this->assertStringContainsString( 'control characters', $message );
		}
		$validator = new StickyRulesValidator( new StickyRulesSchema() );
		$this->assertSame( array(), $validator->normalize( array( array( 'sticky_selector' => $selector ) ) ) );
	}

	/**
	 * Too long a selector is refused with the contract's limit in the message.
	 */
	public function test_refuses_too_long(): void {
		$limit    = ( new StickyRulesSchema() )->fields()['sticky_selector']['maxLength'];
		$problems = $this->problems( '#' . str_repeat( 'a', $limit ) );
		$this->assertStringContainsString( (string) $limit, $problems[0]['message'] );
		$this->assertSame( array(), $this->problems( '#' . str_repeat( 'a', $limit - 1 ) ) );
	}
}

<?php
/**
 * The block's render.php prints the markup the Generator component draws.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Blocks;

use DOMDocument;
use DOMElement;
use DOMXPath;
use Farol\Tests\CanonicalMarkup;
use Farol\Tests\TestCase;

/**
 * The box-shadow generator has two renderers of one markup (render.php for the page, the React
 * component for the editor and the mounted front end). Both are held to the cases of
 * tests/fixtures/box-shadow/markup-cases.json; jest checks the component against the same
 * file (tests/unit/box-shadow/markup.test.tsx).
 */
final class BoxShadowMarkupTest extends TestCase {

	/**
	 * The fixture cases.
	 *
	 * @return array<string,array{0:array<string,mixed>,1:string[]}>
	 */
	public function cases(): array {
		$fixtures = json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/tests/fixtures/box-shadow/markup-cases.json' ), true );
		$cases    = array();
		foreach ( $fixtures['cases'] as $case ) {
			$cases[ $case['name'] ] = array( $case['attributes'], $case['markup'] );
		}
		return $cases;
	}

	/**
	 * The block renders each case's markup inside its container.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 * @param string[]            $markup     Expected canonical lines.
	 */
	public function test_render_php_prints_the_fixture_markup( array $attributes, array $markup ): void {
		$html     = do_blocks( get_comment_delimited_block_content( 'farol/box-shadow', $attributes, '' ) );
		$document = new DOMDocument();
		$this->assertTrue( @$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- libxml warns about HTML5 elements.
		$containers = ( new DOMXPath( $document ) )->query( '//*[@data-farol-props]' );
		$this->assertSame( 1, $containers->length );
		$container = $containers->item( 0 );
		$this->assertInstanceOf( DOMElement::class, $container );

		$props = json_decode( $container->getAttribute( 'data-farol-props' ), true );
		$this->assertSame( $markup, CanonicalMarkup::children( $container, $props['id'] ) );
		$words = json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/tests/fixtures/box-shadow/words.json' ), true );
		$this->assertSame( $words, $props['words'], 'The view script gets the words render.php uses.' );
	}
}

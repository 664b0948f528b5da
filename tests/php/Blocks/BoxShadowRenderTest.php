<?php
/**
 * Server render of farol/box-shadow.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Blocks;

use DOMDocument;
use DOMElement;
use DOMXPath;
use Farol\Tests\TestCase;

/**
 * The generator is complete without JavaScript: labelled controls at the starting values, the
 * preview with its shadow and the rule, written exactly as the script writes it.
 */
final class BoxShadowRenderTest extends TestCase {

	/**
	 * Forgets any Portuguese a test loaded.
	 */
	protected function tear_down(): void {
		unload_textdomain( 'farol' );
		parent::tear_down();
	}

	/**
	 * Renders the block as a post's content would.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	private function render( array $attributes = array() ): string {
		return do_blocks( get_comment_delimited_block_content( 'farol/box-shadow', $attributes, '' ) );
	}

	/**
	 * The rendered markup as an XPath over it.
	 *
	 * @param string $html Rendered block.
	 */
	private function xpath( string $html ): DOMXPath {
		$document = new DOMDocument();
		$this->assertTrue( @$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' ), 'The block is not HTML.' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- libxml warns about HTML5 elements.
		return new DOMXPath( $document );
	}

	/**
	 * The one element an XPath expression finds.
	 *
	 * @param DOMXPath $xpath      Rendered block.
	 * @param string   $expression XPath.
	 */
	private function one( DOMXPath $xpath, string $expression ): DOMElement {
		$nodes = $xpath->query( $expression );
		$this->assertSame( 1, $nodes->length, "Expected one element for {$expression}." );
		$node = $nodes->item( 0 );
		$this->assertInstanceOf( DOMElement::class, $node );
		return $node;
	}

	/**
	 * The text of the label pointing at an element id.
	 *
	 * @param DOMXPath $xpath Rendered block.
	 * @param string   $id    Element id.
	 */
	private function label_for( DOMXPath $xpath, string $id ): string {
		return trim( preg_replace( '/\s+/', ' ', $this->one( $xpath, "//label[@for='{$id}']" )->textContent ) );
	}

	/**
	 * The block's defaults: every control labelled and set, the preview shadowed, the rule shown.
	 */
	public function test_prints_the_whole_generator_with_the_defaults(): void {
		$xpath   = $this->xpath( $this->render() );
		$wrapper = $this->one( $xpath, '//div[contains(@class,"wp-block-farol-box-shadow")]' );

		$config = json_decode( $wrapper->getAttribute( 'data-farol-props' ), true );
		$this->assertIsArray( $config );
		$this->assertMatchesRegularExpression( '/^farol-box-shadow-\d+$/', $config['id'] );
		$this->assertSame(
			array(
				'horizontal'  => 0,
				'vertical'    => 12,
				'blur'        => 32,
				'spread'      => -8,
				'opacity'     => 30,
				'shadowColor' => '#000000',
				'inset'       => false,
			),
			$config['shadow']
		);
		$id = $config['id'];

		$sliders = array(
			'horizontal' => array( 'Horizontal offset (px)', '-100', '100', '0' ),
			'vertical'   => array( 'Vertical offset (px)', '-100', '100', '12' ),
			'blur'       => array( 'Blur (px)', '0', '100', '32' ),
			'spread'     => array( 'Spread (px)', '-50', '50', '-8' ),
			'opacity'    => array( 'Opacity (%)', '0', '100', '30' ),
		);
		foreach ( $sliders as $field => list( $label, $min, $max, $value ) ) {
			$range = $this->one( $xpath, "//input[@type='range'][@name='{$field}']" );
			$this->assertSame( "{$id}-{$field}", $range->getAttribute( 'id' ) );
			$this->assertSame( $label, $this->label_for( $xpath, "{$id}-{$field}" ) );
			$this->assertSame( array( $min, $max, $value ), array( $range->getAttribute( 'min' ), $range->getAttribute( 'max' ), $range->getAttribute( 'value' ) ) );

			$number = $this->one( $xpath, "//input[@type='number'][@id='{$id}-{$field}-number']" );
			$this->assertSame( "{$id}-{$field}-label", $number->getAttribute( 'aria-labelledby' ), "The {$field} number input is labelled by the slider's label." );
			$this->assertSame( $value, $number->getAttribute( 'value' ) );
		}

		$this->assertSame( '#000000', $this->one( $xpath, "//input[@type='color']" )->getAttribute( 'value' ) );
		$this->assertSame( 'Shadow color', $this->label_for( $xpath, "{$id}-color" ) );
		$this->assertFalse( $this->one( $xpath, "//input[@type='checkbox'][@name='inset']" )->hasAttribute( 'checked' ) );
		$this->assertSame( 'Inset shadow (inside the box)', $this->label_for( $xpath, "{$id}-inset" ) );

		$this->assertSame(
			'box-shadow: 0px 12px 32px -8px rgba(0, 0, 0, 0.3)',
			$this->one( $xpath, '//*[contains(@class,"farol-box-shadow__preview")]' )->getAttribute( 'style' )
		);
		$rule = $this->one( $xpath, '//button[contains(@class,"farol-box-shadow__rule")]' );
		$this->assertSame( "{$id}-hint", $rule->getAttribute( 'aria-describedby' ) );
		$this->assertSame( 'box-shadow: 0px 12px 32px -8px rgba(0, 0, 0, 0.3);', $this->one( $xpath, '//code[contains(@class,"farol-box-shadow__code")]' )->textContent );
		$this->assertSame( '', $this->one( $xpath, '//*[@role="status"]' )->textContent, 'The live region is there, empty, before any copy.' );
	}

	/**
	 * PHP writes the same rule as src/box-shadow/css.ts for the cases both test suites share.
	 */
	public function test_writes_the_rule_exactly_as_the_script_does(): void {
		$fixtures = json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/tests/fixtures/box-shadow/rule-cases.json' ), true );
		$this->assertNotEmpty( $fixtures['cases'] );
		foreach ( $fixtures['cases'] as $case ) {
			$xpath = $this->xpath( $this->render( $case['attributes'] ) );
			$this->assertSame(
				$case['rule'],
				$this->one( $xpath, '//code[contains(@class,"farol-box-shadow__code")]' )->textContent,
				$case['name']
			);
			$this->assertSame(
				'box-shadow: ' . substr( $case['rule'], strlen( 'box-shadow: ' ), -1 ),
				$this->one( $xpath, '//*[contains(@class,"farol-box-shadow__preview")]' )->getAttribute( 'style' ),
				$case['name']
			);
		}
	}

	/**
	 * Stored values outside the schema (a range, a colour pattern) fall back to the defaults,
	 * and nothing stored reaches the page unescaped.
	 */
	public function test_out_of_range_or_hostile_values_fall_back_to_defaults(): void {
		$html = $this->render(
			array(
				'horizontal'  => 500,
				'blur'        => -3,
				'shadowColor' => '"><script>alert(1)</script>',
				'inset'       => 'yes',
			)
		);
		$this->assertStringNotContainsString( '<script>', $html );
		$xpath = $this->xpath( $html );
		$this->assertSame( 'box-shadow: 0px 12px 32px -8px rgba(0, 0, 0, 0.3);', $this->one( $xpath, '//code[contains(@class,"farol-box-shadow__code")]' )->textContent );
	}

	/**
	 * Two generators on one page keep their labels apart.
	 */
	public function test_two_generators_have_distinct_ids(): void {
		$first  = $this->xpath( $this->render() );
		$second = $this->xpath( $this->render() );
		$this->assertNotSame(
			$this->one( $first, "//input[@name='blur']" )->getAttribute( 'id' ),
			$this->one( $second, "//input[@name='blur']" )->getAttribute( 'id' )
		);
	}

	/**
	 * On a pt_BR site the labels are Portuguese, as the script prints them.
	 */
	public function test_speaks_portuguese_on_a_pt_br_site(): void {
		$mo = FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo';
		$this->assertFileExists( $mo, 'Build the translations first: node tools/i18n/build.mjs (tools/test/php.sh does).' );
		unload_textdomain( 'farol' );
		load_textdomain( 'farol', $mo, 'pt_BR' );

		$xpath = $this->xpath( $this->render() );
		$id    = json_decode( $this->one( $xpath, '//div[@data-farol-props]' )->getAttribute( 'data-farol-props' ), true )['id'];
		$this->assertSame( 'Deslocamento horizontal (px)', $this->label_for( $xpath, "{$id}-horizontal" ) );
		$this->assertSame( 'Opacidade (%)', $this->label_for( $xpath, "{$id}-opacity" ) );
		$this->assertSame( 'Clique na regra (ou pressione Enter sobre ela) para copiá-la.', $this->one( $xpath, '//*[contains(@class,"farol-box-shadow__hint")]' )->textContent );
	}
}

<?php
/**
 * Server render of farol/countdown.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Blocks;

use DateInterval;
use DateTimeImmutable;
use DateTimeZone;
use DOMDocument;
use DOMXPath;
use Farol\Tests\TestCase;

/**
 * The countdown prints the time left at render time (so it reads right without JavaScript),
 * its props for the view script in one JSON attribute, and nothing for a block without a date.
 */
final class CountdownRenderTest extends TestCase {

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
	private function render( array $attributes ): string {
		return do_blocks( get_comment_delimited_block_content( 'farol/countdown', $attributes, '' ) );
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
	 * The text of every element an XPath expression finds.
	 *
	 * @param DOMXPath $xpath      Rendered block.
	 * @param string   $expression XPath.
	 * @return list<string>
	 */
	private function texts( DOMXPath $xpath, string $expression ): array {
		$texts = array();
		foreach ( $xpath->query( $expression ) as $node ) {
			$texts[] = $node->textContent; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM API.
		}
		return $texts;
	}

	/**
	 * The four numbers shown, days to seconds.
	 *
	 * @param DOMXPath $xpath Rendered block.
	 * @return list<string>
	 */
	private function digits( DOMXPath $xpath ): array {
		return $this->texts( $xpath, '//*[contains(@class,"farol-countdown__value")]' );
	}

	/**
	 * The four captions shown.
	 *
	 * @param DOMXPath $xpath Rendered block.
	 * @return list<string>
	 */
	private function captions( DOMXPath $xpath ): array {
		return $this->texts( $xpath, '//*[contains(@class,"farol-countdown__label")]' );
	}

	/**
	 * An ISO 8601 instant in São Paulo, some time from now.
	 *
	 * @param string $interval DateInterval spec, e.g. "P2DT3H4M30S".
	 */
	private function sao_paulo_in( string $interval ): string {
		return ( new DateTimeImmutable( 'now', new DateTimeZone( 'America/Sao_Paulo' ) ) )
			->add( new DateInterval( $interval ) )
			->format( DATE_ATOM );
	}

	/**
	 * A future target: the server computes days, hours, minutes and seconds from its clock.
	 */
	public function test_prints_the_time_left_at_render_time(): void {
		$target = $this->sao_paulo_in( 'P2DT3H4M30S' );
		$xpath  = $this->xpath( $this->render( array( 'target' => $target ) ) );

		$wrapper = $xpath->query( '//div[contains(@class,"wp-block-farol-countdown")]' )->item( 0 );
		$this->assertNotNull( $wrapper );
		$props = json_decode( $wrapper->getAttribute( 'data-farol-props' ), true );
		$this->assertSame( ( new DateTimeImmutable( $target ) )->getTimestamp() * 1000, $props['target'], 'The props: the target instant in epoch milliseconds.' );
		$this->assertSame( array( 'day', 'days' ), $props['words']['captions']['days'], 'The props: the words the ticker needs.' );

		$digits = $this->digits( $xpath );
		$this->assertCount( 4, $digits );
		$this->assertSame( array( '02', '03', '04' ), array_slice( $digits, 0, 3 ) );
		// A second may pass between building the target and rendering it.
		$this->assertContains( $digits[3], array( '30', '29' ) );

		$this->assertSame( array( 'days', 'hours', 'minutes', 'seconds' ), $this->captions( $xpath ) );

		$this->assertSame(
			array( 'Time remaining: 2 days, 3 hours and 4 minutes.' ),
			$this->texts( $xpath, '//*[@role="timer"]' ),
			'The accessible summary has role=timer and reads to the minute.'
		);
		$this->assertSame( 'true', $xpath->query( '//*[contains(@class,"farol-countdown__units")]' )->item( 0 )->getAttribute( 'aria-hidden' ) );
	}

	/**
	 * Days are not capped at two digits; one of a unit takes the singular caption.
	 */
	public function test_days_beyond_99_and_singular_captions(): void {
		$xpath = $this->xpath( $this->render( array( 'target' => $this->sao_paulo_in( 'P123DT1H1M30S' ) ) ) );
		$this->assertSame( array( '123', '01', '01' ), array_slice( $this->digits( $xpath ), 0, 3 ) );
		$this->assertSame( 'hour', $xpath->query( '//*[contains(@class,"farol-countdown__unit--hours")]/*[contains(@class,"farol-countdown__label")]' )->item( 0 )->textContent );
	}

	/**
	 * A target in the past shows 00 everywhere.
	 */
	public function test_a_past_target_shows_zeros(): void {
		$html  = $this->render( array( 'target' => '2020-01-01T00:00:00-03:00' ) );
		$xpath = $this->xpath( $html );
		$this->assertSame( array( '00', '00', '00', '00' ), $this->digits( $xpath ) );
		$this->assertSame( 'The countdown has ended.', $xpath->query( '//*[@role="timer"]' )->item( 0 )->textContent );
		$this->assertStringContainsString( 'farol-countdown__units is-ended', $html );
	}

	/**
	 * Every form of instant the block accepts reaches the script as one number: epoch ms.
	 */
	public function test_hands_the_script_the_target_as_epoch_milliseconds(): void {
		$cases = array(
			'2031-05-01T12:00Z'             => 1935403200000,
			'2031-05-01T09:00:00-03:00'     => 1935403200000,
			'2031-05-01T17:30+05:30'        => 1935403200000,
			'2031-05-01T12:00:00.250+00:00' => 1935403200250,
		);
		foreach ( $cases as $target => $epoch_ms ) {
			$xpath = $this->xpath( $this->render( array( 'target' => $target ) ) );
			$props = json_decode( $xpath->query( '//div[@data-farol-props]' )->item( 0 )->getAttribute( 'data-farol-props' ), true );
			$this->assertSame( $epoch_ms, $props['target'], "Target: {$target}" );
		}
	}

	/**
	 * No date, a date without an offset, an impossible date or markup: nothing is printed.
	 */
	public function test_prints_nothing_without_a_valid_target(): void {
		foreach ( array( '', '2031-05-01T12:00:00', '2031-02-30T12:00:00-03:00', 'soon', '2031-05-01T12:00:00-03:00"><script>alert(1)</script>' ) as $target ) {
			$this->assertSame( '', trim( $this->render( array( 'target' => $target ) ) ), "Target: {$target}" );
		}
		$this->assertSame( '', trim( $this->render( array() ) ) );
	}

	/**
	 * Attribute values reach the page escaped.
	 */
	public function test_escapes_what_it_prints(): void {
		$html = $this->render(
			array(
				'target'    => '2031-05-01T12:00:00-03:00',
				'className' => 'x" onmouseover="alert(1)',
			)
		);
		$this->assertStringNotContainsString( '" onmouseover="', $html );
		$this->assertStringContainsString( 'x&quot; onmouseover=&quot;alert(1)', $html );
	}

	/**
	 * On a pt_BR site the captions and the summary are Portuguese, as the script prints them.
	 */
	public function test_speaks_portuguese_on_a_pt_br_site(): void {
		$mo = FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo';
		$this->assertFileExists( $mo, 'Build the translations first: node tools/i18n/build.mjs (tools/test/php.sh does).' );
		unload_textdomain( 'farol' );
		load_textdomain( 'farol', $mo, 'pt_BR' );

		$xpath = $this->xpath( $this->render( array( 'target' => $this->sao_paulo_in( 'P1DT1M30S' ) ) ) );
		$this->assertSame( array( 'dia', 'horas', 'minuto', 'segundos' ), $this->captions( $xpath ) );
		$this->assertSame( 'Tempo restante: 1 dia e 1 minuto.', $xpath->query( '//*[@role="timer"]' )->item( 0 )->textContent );

		$ended = $this->xpath( $this->render( array( 'target' => '2020-01-01T00:00:00-03:00' ) ) );
		$this->assertSame( 'A contagem regressiva terminou.', $ended->query( '//*[@role="timer"]' )->item( 0 )->textContent );
	}
}

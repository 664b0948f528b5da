<?php
/**
 * The countdown's server text and markup, against the fixtures jest reads too.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Blocks;

use DateTimeImmutable;
use DOMDocument;
use DOMXPath;
use Farol\Tests\TestCase;

/**
 * The countdown's only renderer is render.php; in the browser the ticker rewrites the digits,
 * captions and sentence. Both read tests/fixtures/countdown/text.json (seconds left → what a
 * visitor sees, in English and pt_BR), and the ticker's tests run on
 * tests/fixtures/countdown/markup.html, which must stay what render.php prints.
 */
final class CountdownTextTest extends TestCase {

	/**
	 * Forgets any Portuguese a test loaded.
	 */
	protected function tear_down(): void {
		unload_textdomain( 'farol' );
		parent::tear_down();
	}

	/**
	 * A fixture file's contents.
	 *
	 * @param string $name File name in tests/fixtures/.
	 */
	private function fixture( string $name ): string {
		return (string) file_get_contents( FAROL_TESTS_ROOT . '/tests/fixtures/' . $name ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	}

	/**
	 * Renders the block as a post's content would.
	 *
	 * @param string $target Target instant, ISO 8601.
	 */
	private function render( string $target ): string {
		return do_blocks( get_comment_delimited_block_content( 'farol/countdown', array( 'target' => $target ), '' ) );
	}

	/**
	 * A target this many whole seconds away as the server counts (it rounds up): half a second
	 * short of it, so the time the test takes to render does not change the count.
	 *
	 * @param int $seconds Seconds left.
	 */
	private function target_in( int $seconds ): string {
		$instant = DateTimeImmutable::createFromFormat( 'U.u', sprintf( '%.6F', microtime( true ) + $seconds - 0.5 ) );
		$this->assertInstanceOf( DateTimeImmutable::class, $instant );
		return $instant->format( 'Y-m-d\TH:i:s.uP' );
	}

	/**
	 * The text of every element of a class.
	 *
	 * @param DOMXPath $xpath Rendered block.
	 * @param string   $name  Class name.
	 * @return list<string>
	 */
	private function texts( DOMXPath $xpath, string $name ): array {
		$texts = array();
		foreach ( $xpath->query( "//*[contains(concat(' ', @class, ' '), ' {$name} ')]" ) as $node ) {
			$texts[] = $node->textContent; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM API.
		}
		return $texts;
	}

	/**
	 * What the block shows for each row of the table, in one language.
	 *
	 * @param string $locale "en" or "pt_BR".
	 */
	private function assert_table( string $locale ): void {
		$table = json_decode( $this->fixture( 'countdown/text.json' ), true );
		$this->assertNotEmpty( $table['cases'] );
		foreach ( $table['cases'] as $row ) {
			$html     = $this->render( $this->target_in( $row['secondsLeft'] ) );
			$document = new DOMDocument();
			$this->assertTrue( @$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- libxml warns about HTML5 elements.
			$xpath   = new DOMXPath( $document );
			$message = "{$locale}, {$row['secondsLeft']} s left";

			$this->assertSame( $row['digits'], $this->texts( $xpath, 'farol-countdown__value' ), $message );
			$this->assertSame( $row[ $locale ]['captions'], $this->texts( $xpath, 'farol-countdown__label' ), $message );
			$this->assertSame( array( $row[ $locale ]['summary'] ), $this->texts( $xpath, 'farol-countdown__summary' ), $message );
			$this->assertCount( $row['ended'] ? 1 : 0, $this->texts( $xpath, 'is-ended' ), $message );
		}
	}

	/**
	 * English: the source strings.
	 */
	public function test_prints_the_shared_table_in_english(): void {
		$this->assert_table( 'en' );
	}

	/**
	 * Portuguese, from the built catalogue a pt_BR site loads.
	 */
	public function test_prints_the_shared_table_in_portuguese(): void {
		$mo = FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo';
		$this->assertFileExists( $mo, 'Build the translations first: node tools/i18n/build.mjs (tools/test/php.sh does).' );
		unload_textdomain( 'farol' );
		load_textdomain( 'farol', $mo, 'pt_BR' );
		$this->assert_table( 'pt_BR' );
	}

	/**
	 * The markup the ticker's jest tests take over is exactly what render.php prints for a
	 * target that has passed, in English and in pt_BR (whitespace between tags aside).
	 * FAROL_UPDATE_FIXTURES=1 writes render.php's current output to the fixtures instead.
	 */
	public function test_the_ticker_tests_run_on_the_real_server_markup(): void {
		$normalise = static fn( string $html ): string => trim( (string) preg_replace( '/>\s+</', '><', $html ) );
		foreach ( array( 'en', 'pt_BR' ) as $locale ) {
			unload_textdomain( 'farol' );
			if ( 'pt_BR' === $locale ) {
				load_textdomain( 'farol', FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo', 'pt_BR' );
			}
			$html = $this->render( '2020-01-01T00:00:00-03:00' );
			$file = 'en' === $locale ? 'countdown/markup.html' : "countdown/markup.{$locale}.html";
			if ( getenv( 'FAROL_UPDATE_FIXTURES' ) ) {
				file_put_contents( FAROL_TESTS_ROOT . '/tests/fixtures/' . $file, trim( $html ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a local fixture.
			}
			$this->assertSame(
				$normalise( $this->fixture( $file ) ),
				$normalise( $html ),
				"render.php changed: FAROL_UPDATE_FIXTURES=1 bash tools/test/php.sh --filter CountdownTextTest rewrites tests/fixtures/{$file}."
			);
		}
	}
}

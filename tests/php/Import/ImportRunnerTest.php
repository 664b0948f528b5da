<?php
/**
 * The framework's batches, progress, mapping and report, on a source of many items.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\Import\Importer;
use Farol\Import\ImportRunner;
use Farol\Import\ImportScreen;
use Farol\Tests\TestCase;

/**
 * A source of 120 items (one refused) imported 50 at a time, each batch by a new runner as
 * each request of the admin screen builds one.
 */
final class ImportRunnerTest extends TestCase {

	/**
	 * What the test source created (Farol side), in order.
	 *
	 * @var list<string>
	 */
	public static array $created = array();

	/**
	 * A source of 120 items; item 7 cannot be carried.
	 */
	private function source(): Importer {
		// phpcs:disable Squiz.Commenting.FunctionComment.Missing,Generic.CodeAnalysis.ForLoopWithTestFunctionCall -- a test stand-in.
		return new class() implements Importer {
			public function id(): string {
				return 'test-source';
			}
			public function name(): string {
				return 'Test source';
			}
			public function description(): string {
				return 'Test items.';
			}
			public function kinds(): array {
				return array( 'thing' => 'Things' );
			}
			public function detect(): bool {
				return true;
			}
			public function total(): int {
				return 120;
			}
			public function items( int $offset, int $limit ): array {
				$items = array();
				for ( $i = $offset; $i < min( 120, $offset + $limit ); $i++ ) {
					$items[] = array(
						'kind' => 'thing',
						'key'  => 'thing:' . $i,
						'data' => $i,
					);
				}
				return $items;
			}
			public function plan( array $item ): array {
				return 7 === $item['data'] ? array(
					'ok'     => false,
					'reason' => '<b>broken</b>',
				) : array(
					'ok'    => true,
					'value' => $item['data'],
				);
			}
			public function write( array $item, array $plan ): string {
				ImportRunnerTest::$created[] = $item['key'];
				return 'farol-' . $plan['value'];
			}
		};
		// phpcs:enable
	}

	/**
	 * No earlier run.
	 */
	protected function set_up(): void {
		parent::set_up();
		self::$created = array();
		foreach ( array( 'map', 'progress', 'report' ) as $what ) {
			delete_option( ImportRunner::OPTION_PREFIX . $what . '_test_source' );
		}
	}

	/**
	 * Batch after batch, each from a new runner, the run continues; a batch that is run again
	 * (its progress lost mid-batch) creates nothing twice; a second run creates nothing.
	 */
	public function test_batches_resume_and_nothing_is_created_twice(): void {
		$first = ( new ImportRunner( array( $this->source() ) ) )->step( $this->source() );
		$this->assertFalse( $first['done'] );
		$this->assertSame( 50, ( new ImportRunner( array() ) )->progress( $this->source() )['offset'] );

		// The second batch's progress is lost (a timeout after its items were written): the
		// next request runs the same batch again.
		$progress = get_option( ImportRunner::OPTION_PREFIX . 'progress_test_source' );
		( new ImportRunner( array( $this->source() ) ) )->step( $this->source() );
		update_option( ImportRunner::OPTION_PREFIX . 'progress_test_source', $progress, false );

		do {
			$report = ( new ImportRunner( array( $this->source() ) ) )->step( $this->source() );
		} while ( ! $report['done'] );

		$this->assertCount( 119, self::$created );
		$this->assertSame( self::$created, array_values( array_unique( self::$created ) ), 'nothing created twice' );
		$this->assertSame( 120, $report['found']['thing'] );
		$this->assertSame( 'farol-119', ( new ImportRunner( array() ) )->map( $this->source() )['thing:119'] );
		$this->assertSame( array( 'thing:7' ), array_column( $report['refused'], 'key' ) );

		$again = ( new ImportRunner( array( $this->source() ) ) )->run( $this->source() );
		$this->assertSame( array(), $again['created'] );
		$this->assertSame( 119, $again['already']['thing'] );
		$this->assertCount( 119, self::$created );
	}

	/**
	 * A mapping an earlier release kept in an option is moved into the table on the first run:
	 * what it names is not created again, and the option is gone.
	 */
	public function test_an_earlier_releases_mapping_option_is_carried_over(): void {
		update_option( ImportRunner::OPTION_PREFIX . 'map_test_source', array( 'thing:3' => 'farol-3', 'thing:4' => 'farol-4' ), false ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$report = ( new ImportRunner( array( $this->source() ) ) )->step( $this->source() );
		$this->assertSame( 2, $report['already']['thing'] );
		$this->assertNotContains( 'thing:3', self::$created );
		$this->assertContains( 'thing:5', self::$created );
		$this->assertFalse( get_option( ImportRunner::OPTION_PREFIX . 'map_test_source' ), 'the option is gone' );
		$runner = new ImportRunner( array() );
		$this->assertSame( 'farol-3', $runner->target( 'test-source', 'thing:3' ) );
		$this->assertSame( 'farol-5', $runner->target( 'test-source', 'thing:5' ) );
		$this->assertNull( $runner->target( 'test-source', 'thing:7' ), 'a refused item is not mapped' );
	}

	/**
	 * While a run is under way the screen shows its progress and asks for the next batch; the
	 * refused item's reason is escaped.
	 */
	public function test_screen_shows_progress_and_escapes_reasons(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$this->login_as( 'administrator' );
		$runner = new ImportRunner( array( $this->source() ) );
		$runner->step( $this->source() );
		ob_start();
		try {
			( new ImportScreen( $runner ) )->render( $this->source() );
		} finally {
			$html = (string) ob_get_clean();
		}
		$this->assertStringContainsString( '<progress max="120" value="50">', $html );
		$this->assertStringContainsString( '50 of 120 items read.', $html );
		$this->assertStringContainsString( 'http-equiv="refresh"', $html );
		$this->assertStringContainsString( esc_url( ImportScreen::step_url( 'test-source' ) ), $html );

		$runner->run( $this->source() );
		ob_start();
		try {
			( new ImportScreen( $runner ) )->render( $this->source() );
		} finally {
			$html = (string) ob_get_clean();
		}
		$this->assertStringContainsString( 'Not imported: Things thing:7: &lt;b&gt;broken&lt;/b&gt;', $html );
		$this->assertStringNotContainsString( '<b>broken</b>', $html );
	}
}

<?php
/**
 * The admin screen's dry run at size: counted, not planned item by item.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\Comments\Store\VotesTable;
use Farol\Import\ImportCommand;
use Farol\Import\ImportReport;
use Farol\Import\ImportRunner;
use Farol\Import\ImportScreen;
use Farol\Tests\TestCase;
use Farol\Import\Sources\WpDiscuzQueries;
use ReflectionProperty;

/**
 * Loads the real wpDiscuz fixture, grows its votes table past ImportRunner::SURVEY_EXACT and
 * checks that the dry run Tools › Import and `--dry-run` show answers with the same number of
 * queries at any size (counts per kind, a sample's refusals), writes nothing, and counts what an
 * earlier run carried.
 */
final class ImportSurveyTest extends TestCase {

	use ImportFixtures;

	private const DUMP = __DIR__ . '/../../../../shared/fixtures/migration/wpdiscuz-7.6.54/dump.sql';

	/**
	 * No earlier import.
	 */
	protected function set_up(): void {
		parent::set_up();
		foreach ( array( 'progress', 'report' ) as $what ) {
			delete_option( ImportRunner::OPTION_PREFIX . $what . '_wpdiscuz' );
		}
		$this->forget_counts();
	}

	/**
	 * The importer (one for the whole test run) forgets this test's counts and cursor.
	 */
	protected function tear_down(): void {
		$this->forget_counts();
		parent::tear_down();
	}

	/**
	 * 1,000 or 3,000 more votes: the same queries, the counts right, the refused vote of the
	 * sample shown, nothing written; planning every item costs many times more.
	 */
	public function test_dry_run_counts_with_the_same_queries_at_any_size(): void {
		global $wpdb;
		$this->load_dump( self::DUMP );
		// One vote on a comment that does not exist, among the first of its kind (the sample).
		$this->add_votes( 17, 1, 999999 );
		$this->add_votes( 1000, 1000, 2 );
		$runner = $this->runner();
		$wpd    = $runner->importer( 'wpdiscuz' );
		$before = $this->all_options();
		$runner->survey( $wpd ); // Warms the option cache, as any admin request has.
		$this->forget_counts(); // A new request counts again.

		$queries = $wpdb->num_queries;
		$small   = $runner->survey( $wpd );
		$small_q = $wpdb->num_queries - $queries;
		$lines   = ImportReport::lines( $wpd, $small );
		$this->assertContains( 'Comment votes: 1015 found, 1014 to create, 0 already imported.', $lines, 'The fixture\'s 14, the refused one, the 1,000 added.' );
		$this->assertContains( 'Post ratings: 8 found, 8 to create, 0 already imported.', $lines );
		$this->assertContains( 'Not imported: Comment votes vote:17: the comment it was cast on does not exist.', $lines );
		$this->assertNotEmpty( preg_grep( '/^Counted, not checked one by one/', $lines ) );

		$this->add_votes( 3000, 2000, 2 );
		$this->forget_counts(); // A new request counts again.
		$queries = $wpdb->num_queries;
		$large   = $runner->survey( $wpd );
		$this->assertSame( $small_q, $wpdb->num_queries - $queries, 'The same queries at three times the size.' );
		$this->assertContains( 'Comment votes: 3015 found, 3014 to create, 0 already imported.', ImportReport::lines( $wpd, $large ) );
		$this->assertLessThan( 10 * count( $wpd->kinds() ), $small_q, 'A few queries per kind (the sample of each kind included).' );

		$queries = $wpdb->num_queries;
		$runner->dry_run( $wpd );
		$this->assertGreaterThan( $small_q, $wpdb->num_queries - $queries, 'Planning every item reads every batch (the survey stays the same at any size, above).' );

		$this->assertSame( $before, $this->all_options(), 'The dry run writes no option.' );
		$this->assertSame( 0, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . VotesTable::name() ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- a test's count.
	}

	/**
	 * After a first batch, the counted dry run says what is already imported, per kind; the
	 * command's --dry-run shows the same lines, and --full plans every item.
	 */
	public function test_already_imported_is_counted_per_kind_and_the_command_agrees(): void {
		$this->load_dump( self::DUMP );
		$this->add_votes( 1000, 1000, 2 );
		$runner = $this->runner();
		$wpd    = $runner->importer( 'wpdiscuz' );
		$runner->step( $wpd, 50 );

		$lines = ImportReport::lines( $wpd, $runner->survey( $wpd ) );
		$this->assertContains( 'Comment votes: 1014 found, 964 to create, 50 already imported.', $lines );

		$command = new ImportCommand( $runner );
		$this->assertSame( $lines, $command->handle( 'wpdiscuz', true )['lines'] );
		$full = $command->handle( 'wpdiscuz', true, null, true )['lines'];
		$this->assertContains( 'Comment votes: 1014 found, 964 to create, 50 already imported.', $full );
		$this->assertEmpty( preg_grep( '/^Counted, not checked one by one/', $full ) );
		delete_option( ImportRunner::OPTION_PREFIX . 'progress_wpdiscuz' );
	}

	/**
	 * Tools › Import's screen of a large source shows the counted dry run, with a few queries.
	 */
	public function test_the_screen_shows_the_counted_dry_run(): void {
		global $wpdb;
		$this->load_dump( self::DUMP );
		$this->add_votes( 1000, 3000, 2 );
		$this->login_as( 'administrator' );
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$screen = new ImportScreen( $this->runner() );
		$wpd    = $this->runner()->importer( 'wpdiscuz' );
		$this->forget_counts();
		$queries = $wpdb->num_queries;
		ob_start();
		try {
			$screen->render( $wpd );
		} finally {
			$html = (string) ob_get_clean();
		}
		$this->assertLessThan( 40 + 10 * count( $this->runner()->importer( 'wpdiscuz' )->kinds() ), $wpdb->num_queries - $queries, 'The screen counts; it does not plan 3,014 items.' );
		$this->assertStringContainsString( 'Comment votes: 3014 found, 3014 to create, 0 already imported.', $html );
		$this->assertStringContainsString( 'Counted, not checked one by one', $html );
	}

	/**
	 * Clears what the wpDiscuz importer counted and where it stopped (kept per request).
	 */
	private function forget_counts(): void {
		$importer = $this->runner()->importer( 'wpdiscuz' );
		( new ReflectionProperty( $importer, 'queries' ) )->setValue( $importer, new WpDiscuzQueries() );
		( new ReflectionProperty( $importer, 'cursor' ) )->setValue( $importer, null );
	}

	/**
	 * Adds guest votes (one INSERT).
	 *
	 * @param int $first   The first row's id.
	 * @param int $n       How many.
	 * @param int $comment The comment voted on.
	 */
	private function add_votes( int $first, int $n, int $comment ): void {
		global $wpdb;
		$rows = array();
		for ( $id = $first; $id < $first + $n; $id++ ) {
			$rows[] = $wpdb->prepare( '(%d, %s, %d, 1, 1, 5, 1796160805)', $id, md5( 'survey-' . $id ), $comment );
		}
		$this->assertNotFalse( $wpdb->query( "INSERT INTO {$wpdb->prefix}wc_users_voted (id, user_id, comment_id, vote_type, is_guest, post_id, date) VALUES " . implode( ',', $rows ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
	}
}

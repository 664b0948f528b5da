<?php
/**
 * The mail queue's retention: old sent and failed rows are pruned.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support;

use Farol\Support\Mail\AfterResponse;
use Farol\Support\Mail\DirectMailer;
use Farol\Support\Mail\MailDelivery;
use Farol\Support\Mail\MailModule;
use Farol\Support\Mail\MailQueue;
use Farol\Support\Mail\MailQueueScreen;
use Farol\Support\Mail\MailQueueTable;
use Farol\Support\Mail\MailRetention;
use Farol\Support\Queue\JobStore;
use Farol\Support\Queue\NamedQueue;
use Farol\Support\Queue\QueueRunner;
use Farol\Support\Queue\QueueSchedule;
use Farol\Tests\TestCase;

/**
 * A sent row goes 30 days after its delivery and a failed one 90 days after its creation;
 * pending rows and younger ones stay; the filter changes either (under 1: kept forever); the
 * queue's sweep prunes in batches and, once caught up, waits an hour; Tools › Mail queue says
 * how long mail is kept.
 */
final class MailRetentionTest extends TestCase {

	/**
	 * The test's "now".
	 */
	private const NOW = 1_800_000_000;

	/**
	 * A clean queue table (inside the test's transaction) and no prune remembered.
	 */
	protected function set_up(): void {
		parent::set_up();
		( new MailQueueTable() )->install();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . MailQueueTable::name() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- our table, emptied inside the test's transaction.
		delete_option( MailRetention::OPTION );
	}

	/**
	 * A row of a status, created and (when sent) delivered some days before NOW.
	 *
	 * @param string $status  Status.
	 * @param float  $days    Days before NOW it was created (and sent).
	 * @param string $address Recipient.
	 * @return int Its id.
	 */
	private function row( string $status, float $days, string $address = 'ana@example.com' ): int {
		global $wpdb;
		$id = ( new MailQueue() )->add( $address, 'Assunto', 'Corpo', array(), 'test', self::NOW - (int) ( $days * DAY_IN_SECONDS ) );
		$at = gmdate( 'Y-m-d H:i:s', self::NOW - (int) ( $days * DAY_IN_SECONDS ) );
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
			MailQueueTable::name(),
			array(
				'status'          => $status,
				'sent_at'         => JobStore::SENT === $status ? $at : null,
				'next_attempt_at' => JobStore::PENDING === $status ? $at : null,
			),
			array( 'id' => $id )
		);
		return $id;
	}

	/**
	 * The ids left in the table.
	 *
	 * @return list<int>
	 */
	private function ids(): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( 'SELECT id FROM ' . MailQueueTable::name() . ' ORDER BY id' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
	}

	/**
	 * Sent rows past 30 days and failed ones past 90 go; younger ones and every pending row stay.
	 */
	public function test_old_sent_and_failed_rows_go_and_the_rest_stays(): void {
		$old_sent    = $this->row( JobStore::SENT, 31 );
		$young_sent  = $this->row( JobStore::SENT, 29 );
		$old_failed  = $this->row( JobStore::FAILED, 91 );
		$mid_failed  = $this->row( JobStore::FAILED, 60 );
		$old_pending = $this->row( JobStore::PENDING, 200 );

		$this->assertSame( 2, ( new MailRetention() )->sweep( self::NOW ) );

		$left = $this->ids();
		$this->assertSame( array( $young_sent, $mid_failed, $old_pending ), $left );
		$this->assertNotContains( $old_sent, $left );
		$this->assertNotContains( $old_failed, $left );
	}

	/**
	 * The filter changes the retention of each status; under 1 keeps those rows forever.
	 */
	public function test_the_filter_changes_the_retention(): void {
		$week_old = $this->row( JobStore::SENT, 8 );
		$year_old = $this->row( JobStore::FAILED, 365 );
		add_filter(
			MailRetention::FILTER,
			static fn ( int $days, string $status ): int => JobStore::SENT === $status ? 7 : 0,
			10,
			2
		);

		$this->assertSame( 1, ( new MailRetention() )->prune( self::NOW, 100 ) );
		$this->assertSame( array( $year_old ), $this->ids(), 'failed rows kept forever' );
		$this->assertNotContains( $week_old, $this->ids() );
	}

	/**
	 * A prune deletes a batch at most; the sweep runs batches until caught up, then waits an
	 * hour before it looks again.
	 */
	public function test_the_sweep_prunes_in_batches_then_waits_an_hour(): void {
		for ( $i = 0; $i < MailRetention::BATCH + 30; $i++ ) {
			$this->row( JobStore::SENT, 40 );
		}
		$young = $this->row( JobStore::SENT, 1 );
		$this->assertSame( 10, ( new MailRetention() )->prune( self::NOW, 10 ) );

		$this->assertSame( MailRetention::BATCH + 20, ( new MailRetention() )->sweep( self::NOW ) );
		$this->assertSame( array( $young ), $this->ids() );
		$this->assertSame( self::NOW, (int) get_option( MailRetention::OPTION ) );

		$late = $this->row( JobStore::SENT, 35 );
		$this->assertSame( 0, ( new MailRetention() )->sweep( self::NOW + 10 * MINUTE_IN_SECONDS ), 'caught up: the next prune waits' );
		$this->assertContains( $late, $this->ids() );
		$this->assertSame( 1, ( new MailRetention() )->sweep( self::NOW + HOUR_IN_SECONDS + 1 ) );
		$this->assertSame( array( $young ), $this->ids() );
	}

	/**
	 * The queue's own five-minute sweep (the WP-Cron event) prunes.
	 */
	public function test_the_queues_sweep_event_prunes(): void {
		$this->assertNotFalse( has_action( MailModule::SWEEP_HOOK ), 'the plugin wires the sweep' );
		$old   = $this->row( JobStore::SENT, 400 * 10 );
		$young = $this->row( JobStore::SENT, -1 );

		do_action( MailModule::SWEEP_HOOK );

		$this->assertSame( array( $young ), $this->ids() );
		$this->assertNotContains( $old, $this->ids() );
	}

	/**
	 * Tools › Mail queue says how long mail is kept, with the filter applied.
	 */
	public function test_the_screen_says_how_long_mail_is_kept(): void {
		$store  = ( new MailQueue() )->store();
		$named  = new NamedQueue( 'mail', static fn (): string => 'Mail', $store, new QueueRunner( $store, new MailDelivery( new DirectMailer() ) ) );
		$screen = new MailQueueScreen( new MailQueue(), new AfterResponse( $named, new QueueSchedule( $named, MailModule::RUN_HOOK, MailModule::SWEEP_HOOK ) ) );
		$this->login_as( 'administrator' );

		ob_start();
		$screen->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Sent mail is deleted after 30 days. Failed mail is deleted after 90 days.', $html );

		add_filter( MailRetention::FILTER, static fn ( int $days, string $status ): int => JobStore::SENT === $status ? 1 : 0, 10, 2 );
		$this->assertSame( 'Sent mail is deleted after 1 day. Failed mail is kept.', MailQueueScreen::retention_text() );
	}
}

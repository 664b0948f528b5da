<?php
/**
 * The shared retrying queue machinery, on the mail queue's table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support;

use Farol\Support\Mail\MailDelivery;
use Farol\Support\Mail\Mailer;
use Farol\Support\Mail\MailQueue;
use Farol\Support\Mail\MailQueueTable;
use Farol\Support\Queue\Backoff;
use Farol\Support\Queue\JobHandler;
use Farol\Support\Queue\JobOutcome;
use Farol\Support\Queue\JobStore;
use Farol\Support\Queue\QueueRunner;
use Farol\Support\Queue\RunnerLock;
use Farol\Tests\TestCase;
use RuntimeException;

/**
 * Claims are atomic (two runners, one winner), a dead runner's lease runs out and its jobs are
 * claimed again (at-least-once), a failing transport is retried with backoff until it works,
 * and a job failing every attempt is failed and kept.
 */
final class QueueMachineryTest extends TestCase {

	/**
	 * The mail queue's rows.
	 *
	 * @var MailQueue
	 */
	private MailQueue $queue;

	/**
	 * A fresh queue table.
	 */
	protected function set_up(): void {
		parent::set_up();
		( new MailQueueTable() )->install();
		$this->queue = new MailQueue();
	}

	/**
	 * A transport answering what it is told, counting its calls.
	 *
	 * @param list<bool|string> $answers true (sent), false (refused), 'throw'; the last repeats.
	 */
	private function transport( array $answers ): Mailer {
		return new class( $answers ) implements Mailer {
			/**
			 * Calls made.
			 *
			 * @var int
			 */
			public int $calls = 0;

			/**
			 * Takes the script.
			 *
			 * @param list<bool|string> $answers Answers.
			 */
			public function __construct( private array $answers ) {
			}

			/**
			 * Answers the next scripted answer.
			 *
			 * @param string   $to      To.
			 * @param string   $subject Subject.
			 * @param string   $message Body.
			 * @param string[] $headers Headers.
			 * @param string   $kind    Kind.
			 * @throws RuntimeException When scripted to.
			 */
			public function send( string $to, string $subject, string $message, array $headers = array(), string $kind = 'mail' ): bool {
				$answer = $this->answers[ min( $this->calls, count( $this->answers ) - 1 ) ];
				++$this->calls;
				if ( 'throw' === $answer ) {
					throw new RuntimeException( 'SMTP connect() failed.' );
				}
				return (bool) $answer;
			}
		};
	}

	/**
	 * The runner of the mail queue over a transport.
	 *
	 * @param Mailer $transport The transport.
	 */
	private function runner( Mailer $transport ): QueueRunner {
		return new QueueRunner( $this->queue->store(), new MailDelivery( $transport ) );
	}

	/**
	 * Two runners claiming at once never get the same job; a third finds nothing left.
	 */
	public function test_two_runners_never_claim_the_same_job(): void {
		$now = gmdate( 'Y-m-d H:i:s' );
		$ids = array();
		for ( $i = 0; $i < 3; $i++ ) {
			$ids[] = $this->queue->add( "ana{$i}@example.com", 'Olá', 'Corpo', array(), 'mail' );
		}
		$store  = $this->queue->store();
		$first  = array_map( 'intval', array_column( $store->claim( 2, 120, $now ), 'id' ) );
		$second = array_map( 'intval', array_column( $store->claim( 10, 120, $now ), 'id' ) );

		$this->assertCount( 2, $first );
		$this->assertCount( 1, $second );
		$this->assertSame( array(), array_intersect( $first, $second ) );
		$this->assertEqualsCanonicalizing( $ids, array_merge( $first, $second ) );
		$this->assertSame( array(), $store->claim( 10, 120, $now ), 'every job is held' );
	}

	/**
	 * A runner that died mid-batch holds its jobs only until its lease runs out; then another
	 * runner sends them, and the dead runner's late outcome changes nothing.
	 */
	public function test_a_dead_runners_jobs_are_claimed_again_after_the_lease(): void {
		$id    = $this->queue->add( 'ana@example.com', 'Olá', 'Corpo', array(), 'mail' );
		$store = $this->queue->store();
		$now   = time();
		$dead  = $store->claim( 10, 60, gmdate( 'Y-m-d H:i:s', $now ) );
		$this->assertCount( 1, $dead );

		$transport = $this->transport( array( true ) );
		$this->assertSame( 0, $this->runner( $transport )->run( 10, $now + 30 )['claimed'], 'still leased' );
		$summary = $this->runner( $transport )->run( 10, $now + 61 );
		$this->assertSame( 1, $summary['sent'] );
		$this->assertSame( 1, $transport->calls );

		$store->mark_failed( $id, (string) $dead[0]['claim_token'], 1, 'late' );
		$row = $this->queue->find( $id );
		$this->assertSame( JobStore::SENT, $row['status'], "the dead runner's token no longer counts" );
		$this->assertNull( $row['last_error'] );
	}

	/**
	 * A failing transport (false, then an exception) leaves the mail pending with one more
	 * attempt, the error and a backoff delay; it is not tried before its time, and a later run
	 * sends it.
	 */
	public function test_a_failing_transport_is_retried_with_backoff_until_sent(): void {
		$id        = $this->queue->add( 'ana@example.com', 'Olá', 'Corpo', array( 'Reply-To: b@example.com' ), 'subscription_confirm' );
		$transport = $this->transport( array( false, 'throw', true ) );
		$now       = time();

		$this->assertSame( 1, $this->runner( $transport )->run( 10, $now )['retried'] );
		$row = $this->queue->find( $id );
		$this->assertSame( JobStore::PENDING, $row['status'] );
		$this->assertSame( '1', (string) $row['attempts'] );
		$this->assertSame( 'wp_mail() answered false.', $row['last_error'] );
		$delay = strtotime( $row['next_attempt_at'] . ' UTC' ) - $now;
		$this->assertGreaterThanOrEqual( Backoff::base_delay( 1 ), $delay );
		$this->assertLessThanOrEqual( (int) ( Backoff::base_delay( 1 ) * 1.2 ), $delay );

		$this->assertSame( 0, $this->runner( $transport )->run( 10, $now + 30 )['claimed'], 'not due yet' );
		$this->assertSame( 1, $this->runner( $transport )->run( 10, $now + 3600 )['retried'] );
		$this->assertStringContainsString( 'SMTP connect() failed.', (string) $this->queue->find( $id )['last_error'] );

		$this->assertSame( 1, $this->runner( $transport )->run( 10, $now + 3 * 3600 )['sent'] );
		$row = $this->queue->find( $id );
		$this->assertSame( JobStore::SENT, $row['status'] );
		$this->assertSame( '3', (string) $row['attempts'] );
		$this->assertNotEmpty( $row['sent_at'] );
		$this->assertSame( 3, $transport->calls );
	}

	/**
	 * A mail failing every attempt is failed after MAX_ATTEMPTS and kept with its error; it is
	 * not tried again until someone puts it back.
	 */
	public function test_a_mail_failing_every_attempt_is_failed_and_kept(): void {
		$id        = $this->queue->add( 'ana@example.com', 'Olá', 'Corpo', array(), 'mail' );
		$transport = $this->transport( array( false ) );
		$now       = time();
		for ( $run = 1; $run <= Backoff::MAX_ATTEMPTS; $run++ ) {
			$this->assertSame( 1, $this->runner( $transport )->run( 10, $now )['claimed'], "run {$run}" );
			$now += Backoff::CAP + 3600;
		}
		$row = $this->queue->find( $id );
		$this->assertSame( JobStore::FAILED, $row['status'] );
		$this->assertSame( (string) Backoff::MAX_ATTEMPTS, (string) $row['attempts'] );
		$this->assertStringContainsString( 'gave up after 10 attempts', (string) $row['last_error'] );
		$this->assertSame( 0, $this->runner( $transport )->run( 10, $now )['claimed'] );

		$this->assertTrue( $this->queue->retry_now( $id, $now ) );
		$row = $this->queue->find( $id );
		$this->assertSame( JobStore::PENDING, $row['status'] );
		$this->assertSame( '0', (string) $row['attempts'] );
		$this->assertSame( 1, $this->runner( $this->transport( array( true ) ) )->run( 10, $now )['sent'] );
	}

	/**
	 * A halting handler fails its job and gives the rest of the batch back untouched.
	 */
	public function test_a_halt_gives_the_rest_of_the_batch_back(): void {
		$first   = $this->queue->add( 'a@example.com', 'A', 'A', array(), 'mail' );
		$second  = $this->queue->add( 'b@example.com', 'B', 'B', array(), 'mail' );
		$halt    = new class() implements JobHandler {
			/**
			 * Whether the queue stopped.
			 *
			 * @var bool
			 */
			public bool $stopped = false;

			/**
			 * Stopped after the halt.
			 */
			public function blocked(): ?string {
				return $this->stopped ? 'stopped' : null;
			}

			/**
			 * Any lease.
			 *
			 * @param int $limit Jobs.
			 */
			public function lease_seconds( int $limit ): int {
				return 60 * $limit;
			}

			/**
			 * Halts at once.
			 *
			 * @param array<string, mixed> $job The row.
			 */
			public function handle( array $job ): JobOutcome {
				$this->stopped = true;
				return new JobOutcome( JobOutcome::HALT, 'key refused' );
			}
		};
		$summary = ( new QueueRunner( $this->queue->store(), $halt ) )->run( 10 );

		$this->assertSame( 'stopped', $summary['stopped'] );
		$this->assertSame( JobStore::FAILED, $this->queue->find( $first )['status'] );
		$row = $this->queue->find( $second );
		$this->assertSame( JobStore::PENDING, $row['status'] );
		$this->assertNull( $row['claim_token'] );
		$this->assertSame( '0', (string) $row['attempts'] );
	}

	/**
	 * The runner lock: one holder at a time, free again after release or once it expired, and
	 * a holder whose lock ran out and was taken cannot release the new holder's.
	 */
	public function test_the_runner_lock_has_one_holder_until_it_expires(): void {
		$now    = time();
		$first  = new RunnerLock( 'farol_test_runner_lock' );
		$second = new RunnerLock( 'farol_test_runner_lock' );

		$this->assertTrue( $first->acquire( 60, $now ) );
		$this->assertFalse( $second->acquire( 60, $now + 30 ), 'held' );
		$first->release();
		$this->assertTrue( $second->acquire( 60, $now + 30 ), 'released' );

		$this->assertTrue( $first->acquire( 60, $now + 91 ), "the second holder's lock ran out" );
		$second->release();
		$this->assertFalse( $second->acquire( 60, $now + 92 ), "a late release leaves the new holder's lock alone" );
	}
}

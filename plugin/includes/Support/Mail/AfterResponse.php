<?php
/**
 * Running the mail queue once the visitor has the answer.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

use Farol\Support\Queue\NamedQueue;
use Farol\Support\Queue\QueueSchedule;
use Farol\Support\Queue\RunnerLock;

/**
 * When a request queued mail, a small batch of the queue runs after the answer is sent, so the
 * visitor never waits on the mail transport: on `shutdown`, php-fpm (the native runtime, most
 * hosts; LiteSpeed likewise) first ends the response with fastcgi_finish_request() and the
 * batch runs in the same process; WP-CLI runs it in place; without a way to end the response
 * early, the development runtimes whose mail sink is the transport run it in place too
 * (Playground: the sink costs nothing, and a loopback spawn is not to be counted on there);
 * elsewhere a WP-Cron run is scheduled now and spawned without waiting (spawn_cron(): a
 * non-blocking loopback request). Whatever this run misses (the batch's limit, a lost spawn, a
 * failure's retry) the queue's WP-Cron events take later; nothing depends on this run happening.
 *
 * One process at a time runs after its answer (RunnerLock): a request that finds another one
 * sending schedules a WP-Cron run instead, so a slow transport (2 s a message) ties up one PHP
 * worker, not every worker whose request queued a mail.
 */
final class AfterResponse {

	/**
	 * Messages sent after one response.
	 */
	public const BATCH = 10;

	/**
	 * The lock's option row.
	 */
	public const LOCK = 'farol_mail_queue_runner';

	/**
	 * One runner after the answer at a time.
	 *
	 * @var RunnerLock
	 */
	private RunnerLock $lock;

	/**
	 * Creates the trigger.
	 *
	 * @param NamedQueue    $queue    The mail queue.
	 * @param QueueSchedule $schedule Its WP-Cron wiring.
	 * @param bool          $inline   Whether a run in place costs the visitor nothing (the sink).
	 */
	public function __construct( private readonly NamedQueue $queue, private readonly QueueSchedule $schedule, private readonly bool $inline = false ) {
		$this->lock = new RunnerLock( self::LOCK );
	}

	/**
	 * Asks for a run after this request's answer (once per request however many mails).
	 */
	public function request(): void {
		if ( false === has_action( 'shutdown', array( $this, 'run' ) ) ) {
			// Late: after core's own shutdown work (wp_ob_end_flush_all() at 1 sends the buffers).
			add_action( 'shutdown', array( $this, 'run' ), 1000 );
		}
	}

	/**
	 * The run, on `shutdown`.
	 */
	public function run(): void {
		if ( 'cli' === PHP_SAPI ) {
			$this->run_batch();
			return;
		}
		$finish = function_exists( 'fastcgi_finish_request' ) ? 'fastcgi_finish_request' : ( function_exists( 'litespeed_finish_request' ) ? 'litespeed_finish_request' : '' );
		if ( '' !== $finish ) {
			// The visitor has the whole answer from here on; a closed tab must not stop the batch.
			ignore_user_abort( true );
			$finish();
			$this->run_batch();
			return;
		}
		if ( $this->inline ) {
			$this->run_batch();
			return;
		}
		$this->schedule->soon();
		spawn_cron();
	}

	/**
	 * One batch, then the next due retry gets its WP-Cron event; when another process is
	 * sending, a WP-Cron run now instead.
	 */
	private function run_batch(): void {
		// The lease of a batch: MailDelivery's 30 s a message, and a minute of slack.
		if ( ! $this->lock->acquire( self::BATCH * 30 + 60 ) ) {
			$this->schedule->soon();
			return;
		}
		try {
			$this->queue->run( self::BATCH );
		} finally {
			$this->lock->release();
		}
		$this->schedule->schedule_next();
	}
}

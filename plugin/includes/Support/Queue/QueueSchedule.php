<?php
/**
 * Running a queue from WP-Cron.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Queue;

/**
 * A queue's WP-Cron wiring: a single event runs it soon after a job is queued (soon()), a
 * recurring sweep every five minutes catches what a lost single event would leave behind
 * (retries coming due, jobs whose runner died), and after each run the next retry's time gets a
 * single event of its own. Sites with a real cron run `wp farol queue run` instead (and may set
 * DISABLE_WP_CRON).
 */
final class QueueSchedule {

	/**
	 * The sweep's schedule name (shared by every queue).
	 */
	public const SCHEDULE = 'farol_five_minutes';

	/**
	 * Creates the wiring of one queue.
	 *
	 * @param NamedQueue $queue      The queue.
	 * @param string     $run_hook   Cron hook of a run.
	 * @param string     $sweep_hook Cron hook of the recurring sweep.
	 */
	public function __construct(
		private readonly NamedQueue $queue,
		public readonly string $run_hook,
		public readonly string $sweep_hook
	) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( $this->run_hook, array( $this, 'run' ) );
		add_action( $this->sweep_hook, array( $this, 'run' ) );
		add_filter( 'cron_schedules', array( self::class, 'add_schedule' ) ); // phpcs:ignore WordPress.WP.CronInterval.CronSchedulesInterval -- five minutes is the sweep's period on purpose.
		add_action( 'init', array( $this, 'ensure_sweep' ) );
	}

	/**
	 * Schedules a run now, unless one is scheduled already.
	 */
	public function soon(): void {
		if ( false === wp_next_scheduled( $this->run_hook ) ) {
			wp_schedule_single_event( time(), $this->run_hook );
		}
	}

	/**
	 * Runs the queue once (a cron event), then schedules the next due retry.
	 */
	public function run(): void {
		$this->queue->run();
		$this->schedule_next();
	}

	/**
	 * Gives the next due retry a single event of its own, unless a run is scheduled already.
	 */
	public function schedule_next(): void {
		$next = $this->queue->next_due();
		if ( null === $next || false !== wp_next_scheduled( $this->run_hook ) ) {
			return;
		}
		wp_schedule_single_event( max( time(), (int) strtotime( $next . ' UTC' ) ), $this->run_hook );
	}

	/**
	 * Schedules the recurring sweep when it is missing.
	 */
	public function ensure_sweep(): void {
		if ( false === wp_next_scheduled( $this->sweep_hook ) ) {
			wp_schedule_event( time() + 5 * MINUTE_IN_SECONDS, self::SCHEDULE, $this->sweep_hook );
		}
	}

	/**
	 * Adds the five-minute schedule.
	 *
	 * @param array<string, array{interval: int, display: string}> $schedules Schedules.
	 * @return array<string, array{interval: int, display: string}>
	 */
	public static function add_schedule( array $schedules ): array {
		$schedules[ self::SCHEDULE ] = array(
			'interval' => 5 * MINUTE_IN_SECONDS,
			'display'  => __( 'Every five minutes', 'farol' ),
		);
		return $schedules;
	}

	/**
	 * Removes the scheduled events (plugin deactivation).
	 */
	public function unschedule(): void {
		wp_clear_scheduled_hook( $this->run_hook );
		wp_clear_scheduled_hook( $this->sweep_hook );
	}
}

<?php
/**
 * Queueing conversions and running the queue from WP-Cron.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Forms\LeadForm;

/**
 * Listens to `farol_lead_converted` (fired once a conversion is stored): when the form has
 * forwarding on and a key is set, the conversion is queued (forward_status 'pending', due at
 * once) and a single WP-Cron event is scheduled to run the queue soon, off the visitor's
 * request. A recurring sweep every five minutes catches what a lost single event would leave
 * behind (retries coming due, jobs whose runner died); after each run, the next retry's time
 * gets a single event of its own. Sites with a real cron run `wp farol queue run` instead (and
 * may set DISABLE_WP_CRON).
 */
final class ForwardingScheduler {

	/**
	 * Cron hook of a run.
	 */
	public const RUN_HOOK = 'farol_lead_forwarding_run';

	/**
	 * Cron hook of the recurring sweep.
	 */
	public const SWEEP_HOOK = 'farol_lead_forwarding_sweep';

	/**
	 * The sweep's schedule name.
	 */
	public const SCHEDULE = 'farol_five_minutes';

	/**
	 * Creates the scheduler.
	 *
	 * @param ForwardingQueue  $queue    The queue.
	 * @param ForwardingRunner $runner   The worker.
	 * @param FormForwarding   $per_form Forms' forwarding settings.
	 * @param ProviderSettings $settings Provider settings.
	 */
	public function __construct(
		private readonly ForwardingQueue $queue,
		private readonly ForwardingRunner $runner,
		private readonly FormForwarding $per_form,
		private readonly ProviderSettings $settings
	) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'farol_lead_converted', array( $this, 'on_conversion' ), 10, 2 );
		add_action( self::RUN_HOOK, array( $this, 'run' ) );
		add_action( self::SWEEP_HOOK, array( $this, 'run' ) );
		add_filter( 'cron_schedules', array( $this, 'add_schedule' ) ); // phpcs:ignore WordPress.WP.CronInterval.CronSchedulesInterval -- five minutes is the sweep's period on purpose.
		add_action( 'init', array( $this, 'ensure_sweep' ) );
	}

	/**
	 * Queues a stored conversion when its form forwards.
	 *
	 * @param int      $conversion_id The conversion.
	 * @param LeadForm $form          Its form.
	 * @return bool Whether it was queued.
	 */
	public function on_conversion( int $conversion_id, LeadForm $form ): bool {
		if ( ! $this->per_form->get( $form->id )['enabled'] || ! $this->settings->configured() ) {
			return false;
		}
		if ( ! $this->queue->enqueue( $conversion_id, gmdate( 'Y-m-d H:i:s' ) ) ) {
			return false;
		}
		if ( false === wp_next_scheduled( self::RUN_HOOK ) ) {
			wp_schedule_single_event( time(), self::RUN_HOOK );
		}
		return true;
	}

	/**
	 * Runs the queue once (a cron event), then schedules the next due retry.
	 */
	public function run(): void {
		$this->runner->run();
		$next = $this->queue->status()['next_attempt_at'];
		if ( null === $next || false !== wp_next_scheduled( self::RUN_HOOK ) ) {
			return;
		}
		wp_schedule_single_event( max( time(), (int) strtotime( $next . ' UTC' ) ), self::RUN_HOOK );
	}

	/**
	 * Schedules the recurring sweep when it is missing.
	 */
	public function ensure_sweep(): void {
		if ( false === wp_next_scheduled( self::SWEEP_HOOK ) ) {
			wp_schedule_event( time() + 5 * MINUTE_IN_SECONDS, self::SCHEDULE, self::SWEEP_HOOK );
		}
	}

	/**
	 * Adds the five-minute schedule.
	 *
	 * @param array<string, array{interval: int, display: string}> $schedules Schedules.
	 * @return array<string, array{interval: int, display: string}>
	 */
	public function add_schedule( array $schedules ): array {
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
		wp_clear_scheduled_hook( self::RUN_HOOK );
		wp_clear_scheduled_hook( self::SWEEP_HOOK );
	}
}

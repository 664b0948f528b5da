<?php
/**
 * Queueing conversions and running the queue from WP-Cron.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Forms\LeadForm;
use Farol\Support\Queue\QueueSchedule;

/**
 * Listens to `farol_lead_converted` (fired once a conversion is stored): when the form has
 * forwarding on and a key is set, the conversion is queued (forward_status 'pending', due at
 * once) and a single WP-Cron event is scheduled to run the queue soon, off the visitor's
 * request. The WP-Cron wiring (the single run, the five-minute sweep, the next retry's own
 * event) is the shared queue machinery's (Support\Queue\QueueSchedule), under this queue's
 * hook names. Sites with a real cron run `wp farol queue run` instead (and may set
 * DISABLE_WP_CRON).
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
	public const SCHEDULE = QueueSchedule::SCHEDULE;

	/**
	 * Creates the scheduler.
	 *
	 * @param ForwardingQueue  $queue    The queue.
	 * @param QueueSchedule    $schedule The queue's WP-Cron wiring (RUN_HOOK, SWEEP_HOOK).
	 * @param FormForwarding   $per_form Forms' forwarding settings.
	 * @param ProviderSettings $settings Provider settings.
	 */
	public function __construct(
		private readonly ForwardingQueue $queue,
		private readonly QueueSchedule $schedule,
		private readonly FormForwarding $per_form,
		private readonly ProviderSettings $settings
	) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'farol_lead_converted', array( $this, 'on_conversion' ), 10, 2 );
		$this->schedule->register();
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
		$this->schedule->soon();
		return true;
	}

	/**
	 * Removes the scheduled events (plugin deactivation).
	 */
	public function unschedule(): void {
		$this->schedule->unschedule();
	}
}

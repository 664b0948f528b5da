<?php
/**
 * The daily sweep of used-once markers.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;
use Farol\Support\Context;

/**
 * A daily WP-Cron event (HOOK) deletes, in every family it is given (UsedOnce: the guest links,
 * the social tokens and states, the proof-of-work challenges), the markers whose thing has
 * expired (UsedOnce::forget_expired()): a marker outlives its thing, so a replay is refused as
 * used while the thing is valid and by its own expiry afterwards. The event is scheduled on
 * activation and, when missing, on every `init` (idempotent: one event however often it runs),
 * as the mail queue's sweep is; deactivation unschedules it. LEGACY_HOOK, the event's name
 * while it swept only the guest links, is removed where it is still scheduled.
 */
final class UsedOnceSweep implements Module, Owns {

	/**
	 * The cron hook.
	 */
	public const HOOK = 'farol_used_once_sweep';

	/**
	 * The event's name while it swept only the guest links' markers.
	 */
	public const LEGACY_HOOK = 'farol_guest_links_sweep';

	/**
	 * The recurrence (core's).
	 */
	public const RECURRENCE = 'daily';

	/**
	 * Creates the sweep.
	 *
	 * @param Context    $context  The plugin's main file (activation and deactivation hooks).
	 * @param UsedOnce[] $families The marker families swept.
	 */
	public function __construct( private readonly Context $context, private readonly array $families ) {
	}

	/**
	 * What the module owns (the lifecycle inventory).
	 */
	public function footprint(): Footprint {
		return new Footprint(
			options: array_map( static fn ( UsedOnce $family ): string => $family->prefix . '*', $this->families ),
			cron: array(
				self::HOOK        => self::RECURRENCE,
				self::LEGACY_HOOK => null,
			)
		);
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( self::HOOK, array( $this, 'sweep' ) );
		add_action( 'init', array( $this, 'ensure_scheduled' ) );
		register_deactivation_hook( $this->context->main_file, array( $this, 'unschedule' ) );
	}

	/**
	 * Deletes the markers of things expired by now (the cron event).
	 *
	 * @return int How many were deleted.
	 */
	public function sweep(): int {
		$now = time();
		return array_sum( array_map( static fn ( UsedOnce $family ): int => $family->forget_expired( $now ), $this->families ) );
	}

	/**
	 * Schedules the daily event when it is missing (and drops the legacy one).
	 */
	public function ensure_scheduled(): void {
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, self::RECURRENCE, self::HOOK );
		}
		if ( false !== wp_next_scheduled( self::LEGACY_HOOK ) ) {
			wp_clear_scheduled_hook( self::LEGACY_HOOK );
		}
	}

	/**
	 * Removes the event (plugin deactivation).
	 */
	public function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}
}

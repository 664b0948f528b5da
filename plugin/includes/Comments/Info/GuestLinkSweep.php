<?php
/**
 * The daily sweep of used guest-link markers.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

use Farol\Module;
use Farol\Support\Context;

/**
 * A daily WP-Cron event (HOOK) deletes the markers GuestLinks::redeem() leaves for each used
 * link once that link has expired (GuestLinks::forget_expired()): a marker outlives its link, so
 * a replay is refused as used while the link is valid and as expired afterwards. The event is
 * scheduled on activation and, when missing, on every `init` (idempotent: one event however
 * often it runs), as the mail queue's sweep is; deactivation unschedules it.
 */
final class GuestLinkSweep implements Module {

	/**
	 * The cron hook.
	 */
	public const HOOK = 'farol_guest_links_sweep';

	/**
	 * The recurrence (core's).
	 */
	public const RECURRENCE = 'daily';

	/**
	 * Creates the sweep.
	 *
	 * @param Context $context The plugin's main file (activation and deactivation hooks).
	 */
	public function __construct( private readonly Context $context ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( self::HOOK, array( $this, 'sweep' ) );
		add_action( 'init', array( $this, 'ensure_scheduled' ) );
		register_activation_hook( $this->context->main_file, array( $this, 'ensure_scheduled' ) );
		register_deactivation_hook( $this->context->main_file, array( $this, 'unschedule' ) );
	}

	/**
	 * Deletes the markers of links expired by now (the cron event).
	 *
	 * @return int How many were deleted.
	 */
	public function sweep(): int {
		return GuestLinks::forget_expired( time() );
	}

	/**
	 * Schedules the daily event when it is missing.
	 */
	public function ensure_scheduled(): void {
		if ( false === wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + HOUR_IN_SECONDS, self::RECURRENCE, self::HOOK );
		}
	}

	/**
	 * Removes the event (plugin deactivation).
	 */
	public function unschedule(): void {
		wp_clear_scheduled_hook( self::HOOK );
	}
}

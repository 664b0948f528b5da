<?php
/**
 * Activation and deletion of the plugin on a site of its own, each step in a fresh process.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Lifecycle;

use Farol\Tests\TestCase;

/**
 * The inventory test: a database and uploads inventory of a site without Farol, then Farol
 * activated, every writing feature exercised, the plugin deleted (uninstall_plugin(), as
 * wp-admin does) with "Remove all Farol data" on: the inventory is the one taken before. With
 * the setting off, the deletion removes nothing and a reactivation finds every row.
 */
final class LifecycleTest extends TestCase {

	/**
	 * The site's table prefix.
	 */
	private const PREFIX = 'wplife_';

	/**
	 * Deleting with the setting on leaves nothing of Farol's behind.
	 */
	public function test_deleting_with_removal_on_leaves_the_site_as_before_activation(): void {
		LifecycleSite::install( self::PREFIX );
		$before = LifecycleSite::snapshot( self::PREFIX );
		LifecycleSite::step( self::PREFIX, 'activate' );
		$this->assertSame( 'exercised', LifecycleSite::run( self::PREFIX, __DIR__ . '/exercise.php' ) );
		$during = LifecycleSite::snapshot( self::PREFIX );
		$this->assertNotEmpty( array_filter( $during['rows'] ), 'The exercise wrote rows in Farol\'s tables.' );
		$this->assertGreaterThan( count( $before['uploads'] ), count( $during['uploads'] ), 'The exercise kept files.' );
		LifecycleSite::step( self::PREFIX, 'remove-on' );
		LifecycleSite::step( self::PREFIX, 'deactivate' );
		LifecycleSite::step( self::PREFIX, 'delete' );
		$after = LifecycleSite::snapshot( self::PREFIX );
		$diff  = LifecycleSite::diff( $before, $after );
		$this->assertSame( array(), $diff, "What Farol left behind (or took away):\n" . wp_json_encode( $diff, JSON_PRETTY_PRINT ) );
	}

	/**
	 * Deleting with the setting off (the default) keeps everything, and reactivation finds it.
	 */
	public function test_deleting_by_default_keeps_everything(): void {
		LifecycleSite::install( self::PREFIX );
		LifecycleSite::step( self::PREFIX, 'activate' );
		$this->assertSame( 'exercised', LifecycleSite::run( self::PREFIX, __DIR__ . '/exercise.php' ) );
		LifecycleSite::step( self::PREFIX, 'remove-off' );
		$during = LifecycleSite::snapshot( self::PREFIX );
		LifecycleSite::step( self::PREFIX, 'deactivate' );
		LifecycleSite::step( self::PREFIX, 'delete' );
		$after = LifecycleSite::snapshot( self::PREFIX );
		// Deactivation unschedules Farol's cron events (and reactivation schedules them again).
		$this->assertSame( array( 'cron' ), array_keys( LifecycleSite::missing( $during, $after ) ), 'Nothing but the cron events is removed when the setting is off.' );
		$this->assertSame( $during['rows'], $after['rows'] );
		LifecycleSite::step( self::PREFIX, 'activate' );
		$again = LifecycleSite::snapshot( self::PREFIX );
		$this->assertSame( $during['rows'], $again['rows'], 'Reactivation finds every row.' );
		$this->assertSame( $during['posts'], $again['posts'] );
		$missing = LifecycleSite::missing( $during, $again );
		// The queues' single "run now" events are not rescheduled: their sweeps run the pending jobs.
		$this->assertSame( array( 'cron' => array( 'farol_lead_forwarding_run', 'farol_mail_queue_run' ) ), $missing );
	}
}

<?php
/**
 * The daily sweep of used-once markers (guest links, social tokens, proof-of-work challenges).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Info\GuestLinks;
use Farol\Comments\Social\OneShot;
use Farol\Support\Abuse\UsedOnceSweep;
use Farol\Support\Captcha\ProofOfWork;
use Farol\Tests\TestCase;

/**
 * Markers of expired links go, markers of links still valid stay (a replay is still refused
 * after a sweep), other options are left alone; every family is swept by the one event; the
 * event is scheduled once, daily, the legacy one is dropped, and deactivation removes it.
 */
final class UsedOnceSweepTest extends TestCase {

	use CommentsFixtures;

	/**
	 * No marker from an earlier run (inside the test's transaction).
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( GuestLinks::USED_PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- test set-up inside the transaction.
		wp_set_current_user( 0 );
	}

	/**
	 * A link's fields, as the mail carries them.
	 *
	 * @param string $action  The guest action.
	 * @param string $subject The e-mail or follow id.
	 * @param int    $expires Expiry.
	 * @return array<string,string>
	 */
	private function link( string $action, string $subject, int $expires ): array {
		return array(
			'guestAction' => $action,
			'subject'     => $subject,
			'expires'     => (string) $expires,
			'key'         => GuestLinks::sign( $action, $subject, $expires ),
		);
	}

	/**
	 * Redeems a link at a given time.
	 *
	 * @param array<string,string> $link The fields.
	 * @param int                  $now  Time.
	 */
	private function redeem( array $link, int $now ): string {
		return GuestLinks::redeem( $link['guestAction'], $link['subject'], $link['expires'], $link['key'], $now );
	}

	/**
	 * How many markers are stored.
	 */
	private function markers(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( GuestLinks::USED_PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- counting our markers.
	}

	/**
	 * Markers of links expired by the sweep's time go; markers of links still valid stay and
	 * still refuse a replay; a marker-like option outside the prefix stays.
	 */
	public function test_old_markers_go_and_fresh_ones_stay(): void {
		$now   = time();
		$old   = $this->link( 'deleteComments', 'bia@example.org', $now - 10 );
		$edge  = $this->link( 'deleteFollows', 'bia@example.org', $now );
		$fresh = $this->link( 'deleteSubscriptions', 'bia@example.org', $now + GuestLinks::TTL );
		$this->assertSame( '', $this->redeem( $old, $now - GuestLinks::TTL ), 'used while it was valid' );
		$this->assertSame( '', $this->redeem( $edge, $now - 60 ) );
		$this->assertSame( '', $this->redeem( $fresh, $now ) );
		// "_" is a LIKE wildcard: the sweep must not take an option that only looks like a marker.
		add_option( 'farolXguestXusedXlookalike', '1', '', false );
		$this->assertSame( 3, $this->markers() );

		$this->assertSame( 1, GuestLinks::used()->forget_expired( $now ) );

		$this->assertSame( 2, $this->markers(), 'the link valid until now and the fresh one keep their markers' );
		$this->assertSame( 'guest_link_used', $this->redeem( $edge, $now ), 'valid until this second: still refused as used' );
		$this->assertSame( 'guest_link_used', $this->redeem( $fresh, $now + 60 ) );
		$this->assertSame( 'guest_link_expired', $this->redeem( $old, $now ), 'its marker is gone, its expiry refuses it' );
		$this->assertSame( '1', get_option( 'farolXguestXusedXlookalike' ) );
	}

	/**
	 * Through the wire: a guest's link used, the daily event run, the same link replayed within
	 * its lifetime is still refused and nothing runs twice.
	 */
	public function test_a_replay_within_the_lifetime_is_refused_after_the_sweep(): void {
		$link = $this->link( 'deleteComments', 'bia@example.org', time() + GuestLinks::TTL );
		$done = $this->ajax_json( 'wpdGuestAction', $link );
		$this->assertTrue( $done['success'], (string) wp_json_encode( $done ) );

		do_action( UsedOnceSweep::HOOK );

		$this->assertSame( 1, $this->markers() );
		$again = $this->ajax_json( 'wpdGuestAction', $link );
		$this->assertFalse( $again['success'] );
		$this->assertSame( 'guest_link_used', $again['data'] );
	}

	/**
	 * The batches: more markers than a batch are all deleted in one sweep.
	 */
	public function test_the_sweep_deletes_in_batches_until_none_is_left(): void {
		$now = time();
		for ( $i = 0; $i < 7; $i++ ) {
			$this->assertSame( '', $this->redeem( $this->link( 'cancelFollow', (string) $i, $now - 5 ), $now - 100 ) );
		}
		$this->assertSame( 7, GuestLinks::used()->forget_expired( $now, 3 ) );
		$this->assertSame( 0, $this->markers() );
	}

	/**
	 * The one daily event sweeps every family: a used social token, a used proof-of-work
	 * challenge and a used guest link, each past its time, go; one of each still valid stays.
	 */
	public function test_every_family_is_swept_by_the_one_event(): void {
		$now      = time();
		$families = array( GuestLinks::used(), OneShot::used(), ProofOfWork::used() );
		foreach ( $families as $family ) {
			$this->assertTrue( $family->claim( 'gone', $now - 1, $now - 100 ) );
			$this->assertTrue( $family->claim( 'kept', $now + 60, $now - 100 ) );
		}

		do_action( UsedOnceSweep::HOOK );

		foreach ( $families as $family ) {
			$this->assertFalse( get_option( $family->marker( 'gone' ) ), $family->prefix . ': the expired marker is gone' );
			$this->assertFalse( $family->claim( 'kept', $now + 60, $now ), $family->prefix . ': the valid one still refuses a second use' );
		}
	}

	/**
	 * The sweep the plugin registered (its `init` callback; firing all of `init` again would
	 * register every post type and block a second time).
	 */
	private function registered_sweep(): UsedOnceSweep {
		global $wp_filter;
		foreach ( $wp_filter['init']->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && $function[0] instanceof UsedOnceSweep && 'ensure_scheduled' === $function[1] ) {
					return $function[0];
				}
			}
		}
		$this->fail( 'the plugin hooks the sweep\'s scheduling on init' );
	}

	/**
	 * One daily event however often `init` runs, running the sweep; deactivating the plugin
	 * removes it.
	 */
	public function test_scheduled_once_daily_and_removed_on_deactivation(): void {
		$this->assertNotFalse( has_action( UsedOnceSweep::HOOK ), 'the event runs the sweep' );
		wp_clear_scheduled_hook( UsedOnceSweep::HOOK );
		$sweep = $this->registered_sweep();
		$sweep->ensure_scheduled();
		$first = wp_next_scheduled( UsedOnceSweep::HOOK );
		$this->assertNotFalse( $first, 'init schedules the sweep' );
		$this->assertSame( 'daily', wp_get_schedule( UsedOnceSweep::HOOK ) );
		$sweep->ensure_scheduled();
		$this->assertSame( $first, wp_next_scheduled( UsedOnceSweep::HOOK ) );
		$events = 0;
		foreach ( _get_cron_array() as $hooks ) {
			$events += count( $hooks[ UsedOnceSweep::HOOK ] ?? array() );
		}
		$this->assertSame( 1, $events );

		// A site that still has the event of the guest links' own sweep loses it.
		wp_schedule_event( time(), 'daily', UsedOnceSweep::LEGACY_HOOK );
		$sweep->ensure_scheduled();
		$this->assertFalse( wp_next_scheduled( UsedOnceSweep::LEGACY_HOOK ) );

		// What deactivate_plugins() fires for the plugin (core's hook name, a path).
		do_action( 'deactivate_' . plugin_basename( WP_PLUGIN_DIR . '/farol/farol.php' ), false ); // phpcs:ignore WordPress.NamingConventions.ValidHookName -- core's hook.
		$this->assertFalse( wp_next_scheduled( UsedOnceSweep::HOOK ) );
	}
}

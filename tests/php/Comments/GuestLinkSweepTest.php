<?php
/**
 * The daily sweep of used guest-link markers.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Info\GuestLinks;
use Farol\Comments\Info\GuestLinkSweep;
use Farol\Tests\TestCase;

/**
 * Markers of expired links go, markers of links still valid stay (a replay is still refused
 * after a sweep), other options are left alone; the event is scheduled once, daily, and
 * deactivation removes it.
 */
final class GuestLinkSweepTest extends TestCase {

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

		$this->assertSame( 1, GuestLinks::forget_expired( $now ) );

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

		do_action( GuestLinkSweep::HOOK );

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
		$this->assertSame( 7, GuestLinks::forget_expired( $now, 3 ) );
		$this->assertSame( 0, $this->markers() );
	}

	/**
	 * The sweep the plugin registered (its `init` callback; firing all of `init` again would
	 * register every post type and block a second time).
	 */
	private function registered_sweep(): GuestLinkSweep {
		global $wp_filter;
		foreach ( $wp_filter['init']->callbacks as $callbacks ) {
			foreach ( $callbacks as $callback ) {
				$function = $callback['function'];
				if ( is_array( $function ) && $function[0] instanceof GuestLinkSweep && 'ensure_scheduled' === $function[1] ) {
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
		$this->assertNotFalse( has_action( GuestLinkSweep::HOOK ), 'the event runs the sweep' );
		wp_clear_scheduled_hook( GuestLinkSweep::HOOK );
		$sweep = $this->registered_sweep();
		$sweep->ensure_scheduled();
		$first = wp_next_scheduled( GuestLinkSweep::HOOK );
		$this->assertNotFalse( $first, 'init schedules the sweep' );
		$this->assertSame( 'daily', wp_get_schedule( GuestLinkSweep::HOOK ) );
		$sweep->ensure_scheduled();
		$this->assertSame( $first, wp_next_scheduled( GuestLinkSweep::HOOK ) );
		$events = 0;
		foreach ( _get_cron_array() as $hooks ) {
			$events += count( $hooks[ GuestLinkSweep::HOOK ] ?? array() );
		}
		$this->assertSame( 1, $events );

		// What deactivate_plugins() fires for the plugin (core's hook name, a path).
		do_action( 'deactivate_' . plugin_basename( WP_PLUGIN_DIR . '/farol/farol.php' ), false ); // phpcs:ignore WordPress.NamingConventions.ValidHookName -- core's hook.
		$this->assertFalse( wp_next_scheduled( GuestLinkSweep::HOOK ) );
	}
}

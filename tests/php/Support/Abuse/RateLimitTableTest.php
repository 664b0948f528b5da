<?php
/**
 * The shared rate limiter's table and its migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support\Abuse;

use Farol\Support\Abuse\RateLimit;
use Farol\Support\Abuse\RateLimitTable;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Tests\TestCase;

/**
 * The windows moved out of the lead store's table without losing the live ones.
 */
final class RateLimitTableTest extends TestCase {

	/**
	 * A site upgraded from a version where the windows lived in `farol_lead_rate_limits`: its
	 * rows are copied, the old table is dropped, and a client's live window keeps counting.
	 */
	public function test_takes_over_the_lead_stores_windows_and_keeps_them_counting(): void {
		global $wpdb;
		$legacy = RateLimitTable::legacy_name();
		$table  = RateLimitTable::name();
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.SchemaChange -- the test's table.
		$wpdb->query( "CREATE TABLE {$legacy} (bucket char(64) NOT NULL, window_start datetime NOT NULL, hits int(10) unsigned NOT NULL DEFAULT 0, PRIMARY KEY (bucket))" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.SchemaChange -- the test's table.
		$address = '198.51.100.7';
		add_filter( 'farol_client_address', static fn (): string => $address );
		$bucket = hash_hmac( 'sha256', 'contact|' . $address, wp_salt( 'nonce' ) );
		$wpdb->insert( $legacy, array( 'bucket' => $bucket, 'window_start' => gmdate( 'Y-m-d H:i:s', time() - 60 ), 'hits' => 10 ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- the test's table.
		add_filter( 'pre_option_' . RateLimitTable::OPTION, static fn (): string => '0' );

		( new RateLimitTable() )->maybe_upgrade();

		$this->assertSame( '10', $wpdb->get_var( $wpdb->prepare( "SELECT hits FROM {$table} WHERE bucket = %s", $bucket ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the test's table.
		$wpdb->suppress_errors( true );
		$wpdb->get_results( "DESCRIBE {$legacy}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the test's table.
		$this->assertNotSame( '', $wpdb->last_error, 'the legacy table is gone' );
		$wpdb->suppress_errors( false );
		$wait = ( new AbuseDefences() )->throttle->hit( new RateLimit( 'contact', 10, 600 ) );
		$this->assertGreaterThan( 500, $wait, 'the eleventh send of the live window is refused' );
	}

	/**
	 * Two rules with different scopes count apart; one scope counts for every rule using it.
	 */
	public function test_scopes_count_apart(): void {
		add_filter( 'farol_client_address', static fn (): string => '198.51.100.8' );
		$throttle = ( new AbuseDefences() )->throttle;
		$this->assertFalse( $throttle->over( new RateLimit( 'scope-a', 1, 600 ) ) );
		$this->assertTrue( $throttle->over( new RateLimit( 'scope-a', 1, 600 ) ) );
		$this->assertFalse( $throttle->over( new RateLimit( 'scope-b', 1, 600 ) ) );
	}

	/**
	 * The address filter's first name still works, with a deprecation notice naming the new one.
	 */
	public function test_the_old_address_filter_still_works_and_says_it_is_deprecated(): void {
		$said = array();
		add_filter( 'deprecated_hook_trigger_error', '__return_false' );
		add_action(
			'deprecated_hook_run',
			static function ( string $hook, string $replacement ) use ( &$said ): void {
				$said[] = array( $hook, $replacement );
			},
			10,
			2
		);
		add_filter( 'farol_lead_client_address', static fn (): string => '192.0.2.44' );
		$this->assertSame( '192.0.2.44', \Farol\Support\Abuse\ClientAddress::current() );
		$this->assertSame( array( array( 'farol_lead_client_address', 'farol_client_address' ) ), $said );
	}
}

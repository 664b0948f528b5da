<?php
/**
 * The lifecycle tests' site: fresh processes on a table prefix of its own.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Lifecycle;

use Farol\Tests\SiteProcess;
use PHPUnit\Framework\Assert;

/**
 * Runs tests/php/includes/site.php for the lifecycle tests and compares inventories.
 */
final class LifecycleSite {

	/**
	 * What core itself writes while the tests activate, use, deactivate and delete a plugin
	 * (never Farol's): ignored by the comparison.
	 */
	private const CORE_OPTIONS = array( 'recently_activated', 'uninstall_plugins', 'rewrite_rules', 'category_children', 'wp_calendar_block_has_published_posts' );

	/**
	 * What core adds when the exercise publishes a post of its own (pings and enclosures to
	 * do): core's, for core's post, which stays.
	 */
	private const CORE_POST_META = array( '_encloseme', '_pingme' );

	/**
	 * Core's cron events for the same.
	 */
	private const CORE_CRON = array( 'do_pings' );

	/**
	 * Installs a fresh site without Farol (and its own uploads folder, emptied).
	 *
	 * @param string $prefix Table prefix.
	 * @param array  $env    More environment.
	 */
	public static function install( string $prefix, array $env = array() ): void {
		$uploads = FAROL_TESTS_CONTENT_DIR . '/uploads-' . rtrim( $prefix, '_' );
		if ( is_dir( $uploads ) ) {
			exec( 'rm -rf ' . escapeshellarg( $uploads ) );
		}
		$output = SiteProcess::run( $prefix, array( 'FAROL_TESTS_PLUGIN' => '0' ) + $env, 'install' );
		Assert::assertSame( 'installed', $output );
	}

	/**
	 * Runs a step of tests/php/Lifecycle/plugin.php.
	 *
	 * @param string $prefix Table prefix.
	 * @param string $step   The step.
	 * @param array  $env    More environment.
	 */
	public static function step( string $prefix, string $step, array $env = array() ): void {
		Assert::assertSame( $step, SiteProcess::run( $prefix, array( 'FAROL_LIFECYCLE_STEP' => $step ) + $env, 'run', __DIR__ . '/plugin.php' ) );
	}

	/**
	 * Runs a file in the loaded site; what it printed.
	 *
	 * @param string $prefix Table prefix.
	 * @param string $file   The file.
	 * @param array  $env    More environment.
	 */
	public static function run( string $prefix, string $file, array $env = array() ): string {
		return SiteProcess::run( $prefix, $env, 'run', $file );
	}

	/**
	 * The site's inventory.
	 *
	 * @param string $prefix Table prefix.
	 * @param array  $env    More environment.
	 * @return array<string,mixed>
	 */
	public static function snapshot( string $prefix, array $env = array() ): array {
		$json     = self::run( $prefix, __DIR__ . '/snapshot.php', $env );
		$snapshot = json_decode( $json, true );
		Assert::assertIsArray( $snapshot, "The snapshot is not JSON:\n" . $json );
		$snapshot['options'] = array_values( array_diff( $snapshot['options'], self::CORE_OPTIONS ) );
		// Core's own transients (cron's lock, update checks) come and go with any request.
		$snapshot['options']      = array_values( array_filter( $snapshot['options'], static fn ( string $name ): bool => ! preg_match( '/^_(site_)?transient_(timeout_)?(doing_cron|wp_|update_|health-check)/', $name ) ) );
		$snapshot['meta']['post'] = array_values( array_diff( $snapshot['meta']['post'], self::CORE_POST_META ) );
		$snapshot['cron']         = array_values( array_diff( $snapshot['cron'], self::CORE_CRON ) );
		return $snapshot;
	}

	/**
	 * What differs between two inventories: per part, what was added and what was removed.
	 *
	 * @param array<string,mixed> $before Before.
	 * @param array<string,mixed> $after  After.
	 * @return array<string,array<string,list<string>>>
	 */
	public static function diff( array $before, array $after ): array {
		$diff = array();
		foreach ( self::flatten( $before ) as $part => $names ) {
			$now   = self::flatten( $after )[ $part ] ?? array();
			$added = array_values( array_diff( $now, $names ) );
			$gone  = array_values( array_diff( $names, $now ) );
			if ( $added || $gone ) {
				$diff[ $part ] = array(
					'left behind' => $added,
					'taken away'  => $gone,
				);
			}
		}
		return $diff;
	}

	/**
	 * What the first inventory holds that the second lacks.
	 *
	 * @param array<string,mixed> $first  First.
	 * @param array<string,mixed> $second Second.
	 * @return array<string,list<string>>
	 */
	public static function missing( array $first, array $second ): array {
		$missing = array();
		$now     = self::flatten( $second );
		foreach ( self::flatten( $first ) as $part => $names ) {
			$gone = array_values( array_diff( $names, $now[ $part ] ?? array() ) );
			if ( $gone ) {
				$missing[ $part ] = $gone;
			}
		}
		return $missing;
	}

	/**
	 * An inventory as lists of names per part.
	 *
	 * @param array<string,mixed> $snapshot The inventory.
	 * @return array<string,list<string>>
	 */
	private static function flatten( array $snapshot ): array {
		$parts = array(
			'tables'       => $snapshot['tables'],
			'options'      => $snapshot['options'],
			'post meta'    => $snapshot['meta']['post'],
			'comment meta' => $snapshot['meta']['comment'],
			'user meta'    => $snapshot['meta']['user'],
			'cron'         => $snapshot['cron'],
			'uploads'      => $snapshot['uploads'],
			'farol posts'  => array( 'count ' . $snapshot['posts'] ),
		);
		foreach ( $snapshot['capabilities'] as $role => $caps ) {
			$parts[ 'capabilities of ' . $role ] = $caps;
		}
		return $parts;
	}
}

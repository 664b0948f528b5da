<?php
/**
 * Plugin Name: Farol CPU profile (bench only, never shipped)
 * Description: Linked by hand into a bench instance's mu-plugins as 0-farol-profile.php (docs/load-and-servers.md, "Where the time goes"). A request that carries X-Farol-Profile: <name> with the key kept in the option farol_profile_key (X-Farol-Profile-Key) appends to <wp-content>/farol-profile/<name>.cpu one line with its PHP CPU time (getrusage, user + system, from this file's load to shutdown, ms) and, when X-Farol-Profile-Sample: 1, its php-excimer CPU-clock samples (0.5 ms) to <name>.folded (collapsed stacks, one line a sample). X-Farol-Profile-Variant: base serves the request with the plugin farol-base and the theme farol-base (copies of another commit, installed beside the checkout's) for interleaved before/after figures. Every other request is left alone.
 *
 * Use (the bench's instance running, `npm run bench -- throughput --keep` or native.sh with
 * FAROL_NATIVE_INSTANCE=bench; W = .farol/native-bench/wp):
 *   ln -s "$PWD/tools/bench/profile-mu.php" $W/wp-content/mu-plugins/0-farol-profile.php
 *   php -r '... require "wp-load.php"; update_option( "farol_profile_key", "<key>", false );'
 *   php tools/bench/comments-site.php $W setup 1000          # the 1,000-comment post
 *   git worktree add /tmp/base <commit> && cp -a /tmp/base/plugin $W/wp-content/plugins/farol-base
 *     && cp -a /tmp/base/theme $W/wp-content/themes/farol-base  # (with its build) for the base variant
 *   curl -H 'X-Farol-Profile: new' -H 'X-Farol-Profile-Key: <key>' [-H 'X-Farol-Profile-Variant: base']
 *        [-H 'X-Farol-Profile-Sample: 1'] [-H 'X-Farol-Profile-Queries: 1'] <post>   # in rounds
 * then the files in $W/wp-content/farol-profile/. Remove the link and the copies afterwards.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

( static function (): void {
	// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- a file name of [a-z0-9-] and a stored secret.
	$name    = preg_replace( '/[^a-z0-9-]/', '', (string) ( $_SERVER['HTTP_X_FAROL_PROFILE'] ?? '' ) );
	$key     = (string) ( $_SERVER['HTTP_X_FAROL_PROFILE_KEY'] ?? '' );
	$sample  = '1' === (string) ( $_SERVER['HTTP_X_FAROL_PROFILE_SAMPLE'] ?? '' );
	$variant = (string) ( $_SERVER['HTTP_X_FAROL_PROFILE_VARIANT'] ?? '' );
	$queries = '1' === (string) ( $_SERVER['HTTP_X_FAROL_PROFILE_QUERIES'] ?? '' );
	// phpcs:enable
	if ( '' === $name || '' === $key ) {
		return;
	}
	$stored = (string) get_option( 'farol_profile_key', '' );
	if ( '' === $stored || ! hash_equals( $stored, $key ) ) {
		return;
	}
	$usage = static function (): float {
		$r = getrusage();
		return ( $r['ru_utime.tv_sec'] + $r['ru_stime.tv_sec'] ) * 1000 + ( $r['ru_utime.tv_usec'] + $r['ru_stime.tv_usec'] ) / 1000;
	};
	$start = $usage();
	if ( 'base' === $variant ) {
		add_filter(
			'option_active_plugins',
			static fn ( $plugins ) => array_values(
				array_map( static fn ( $p ) => 'farol/farol.php' === $p ? 'farol-base/farol.php' : $p, (array) $plugins )
			)
		);
		foreach ( array( 'option_template', 'option_stylesheet' ) as $option ) {
			add_filter( $option, static fn ( $v ) => 'farol' === $v ? 'farol-base' : $v );
		}
	}
	// No cron spawned from these requests.
	add_filter( 'pre_get_ready_cron_jobs', static fn (): array => array() );
	$profiler = null;
	if ( $sample && class_exists( 'ExcimerProfiler' ) ) {
		$profiler = new ExcimerProfiler();
		$profiler->setPeriod( 0.0005 );
		$profiler->setEventType( EXCIMER_CPU );
		$profiler->start();
	}
	if ( $queries && ! defined( 'SAVEQUERIES' ) ) {
		define( 'SAVEQUERIES', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- core's switch.
	}
	$dir = WP_CONTENT_DIR . '/farol-profile';
	register_shutdown_function(
		static function () use ( $profiler, $usage, $start, $dir, $name, $queries ): void {
			$cpu = $usage() - $start;
			if ( ! is_dir( $dir ) ) {
				mkdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_mkdir -- bench scaffolding.
			}
			global $wpdb;
			file_put_contents( "$dir/$name.cpu", sprintf( "%.2f %d\n", $cpu, (int) $wpdb->num_queries ), FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- bench scaffolding.
			if ( $queries ) {
				$lines = '';
				foreach ( (array) $wpdb->queries as $q ) {
					$lines .= preg_replace( '/\s+/', ' ', (string) $q[0] ) . "\n\t" . (string) $q[2] . "\n";
				}
				file_put_contents( "$dir/$name.queries", $lines . "--\n", FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- bench scaffolding.
			}
			if ( $profiler ) {
				$profiler->stop();
				file_put_contents( "$dir/$name.folded", $profiler->getLog()->formatCollapsed(), FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- bench scaffolding.
			}
		}
	);
} )();

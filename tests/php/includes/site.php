<?php
/**
 * The test site from the command line, one task per PHP process (the bootstrap and tests that
 * must run something the way a runtime does, in a fresh process, use it).
 *
 * Tasks:
 *   php site.php install        drops the tables, installs a fresh WordPress, switches to the
 *                               Farol theme and activates the Farol plugin through
 *                               activate_plugin() (its activation hooks run, as on a real site);
 *                               prints "installed" on success, else the reason it failed
 *                               (FAROL_TESTS_PLUGIN=0: not activated, uploads in a folder
 *                               of the site's own; with FAROL_TESTS_MULTISITE=1 also made a
 *                               subdirectory network, which `run` then loads as one)
 *   php site.php run <file>     loads WordPress (plugins and theme as a request would) and
 *                               requires <file> in the global scope
 *
 * The database is farol_tests; FAROL_TESTS_TABLE_PREFIX selects another site in it (default
 * "wptests_", the site PHPUnit loads). Installing the default site drops every table of the
 * database; installing another prefix drops only that prefix's tables.
 *
 * @package Farol
 */

declare(strict_types=1);

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$farol_task = (string) ( $argv[1] ?? '' );
if ( ! in_array( $farol_task, array( 'install', 'run' ), true ) || ( 'run' === $farol_task && ! is_file( (string) ( $argv[2] ?? '' ) ) ) ) {
	fwrite( STDERR, "usage: php site.php install | run <file>\n" );
	exit( 2 );
}

require __DIR__ . '/config.php';

if ( 'run' === $farol_task ) {
	require ABSPATH . 'wp-settings.php';
	require realpath( $argv[2] );
	exit( 0 );
}

$farol_link = farol_tests_connect();
if ( is_string( $farol_link ) ) {
	fwrite( STDERR, 'cannot connect to farol_tests: ' . $farol_link . "\n" );
	exit( 1 );
}
$farol_link->query( 'SET FOREIGN_KEY_CHECKS = 0' );
$farol_tables = $farol_link->query( 'SHOW TABLES' );
foreach ( $farol_tables ? $farol_tables->fetch_all() : array() as $farol_row ) {
	if ( FAROL_TESTS_DEFAULT_PREFIX === $table_prefix || str_starts_with( $farol_row[0], $table_prefix ) ) {
		$farol_link->query( 'DROP TABLE IF EXISTS `' . str_replace( '`', '``', $farol_row[0] ) . '`' );
	}
}
$farol_link->query( 'SET FOREIGN_KEY_CHECKS = 1' );

define( 'WP_INSTALLING', true );

/**
 * No "your new site" email (pluggable in wp-admin/includes/upgrade.php).
 */
function wp_new_blog_notification(): void {
}

require ABSPATH . 'wp-settings.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$farol_result = wp_install( 'Farol', 'admin', 'admin@example.org', true, '', wp_slash( 'password' ) );
if ( empty( $farol_result['user_id'] ) ) {
	fwrite( STDERR, "wp_install failed\n" );
	exit( 1 );
}

if ( ! wp_get_theme( 'farol' )->exists() ) {
	fwrite( STDERR, 'the Farol theme is not in ' . WP_CONTENT_DIR . "/themes/farol\n" );
	exit( 1 );
}
switch_theme( 'farol' );

// A site of its own may start without Farol (the lifecycle tests activate it themselves);
// its uploads then live in a folder of its own too, so its inventory sees only its files.
if ( '0' === getenv( 'FAROL_TESTS_PLUGIN' ) ) {
	update_option( 'upload_path', FAROL_TESTS_CONTENT_DIR . '/uploads-' . rtrim( $table_prefix, '_' ) );
	if ( '1' === getenv( 'FAROL_TESTS_MULTISITE' ) ) {
		// A subdirectory network, as core's test installer makes one.
		define( 'WP_INSTALLING_NETWORK', true );
		foreach ( $wpdb->tables( 'ms_global' ) as $farol_name => $farol_table ) {
			$wpdb->$farol_name = $farol_table;
		}
		install_network();
		$farol_network = populate_network( 1, FAROL_TESTS_DOMAIN, 'admin@example.org', 'Farol Network', '/', false );
		if ( is_wp_error( $farol_network ) ) {
			fwrite( STDERR, 'populate_network: ' . $farol_network->get_error_message() . "\n" );
			exit( 1 );
		}
	}
	echo 'installed';
	exit( 0 );
}

$farol_activated = activate_plugin( 'farol/farol.php' );
if ( is_wp_error( $farol_activated ) ) {
	fwrite( STDERR, 'activate_plugin(farol/farol.php): ' . $farol_activated->get_error_message() . "\n" );
	exit( 1 );
}

// The tests isolate themselves with transactions, which only InnoDB tables roll back.
$farol_engines    = $farol_link->query(
	"SELECT TABLE_NAME, ENGINE FROM information_schema.TABLES WHERE TABLE_SCHEMA = 'farol_tests' AND ENGINE <> 'InnoDB' AND TABLE_NAME LIKE '"
	. $farol_link->real_escape_string( str_replace( '_', '\\_', $table_prefix ) ) . "%'"
);
$farol_not_innodb = $farol_engines ? $farol_engines->fetch_all() : array();
if ( $farol_not_innodb ) {
	fwrite( STDERR, 'tables that are not InnoDB: ' . implode( ', ', array_column( $farol_not_innodb, 0 ) ) . "\n" );
	exit( 1 );
}

echo 'installed';

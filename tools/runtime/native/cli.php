<?php
/**
 * The native runtime's WordPress tasks, run by tools/runtime/native.sh in a PHP CLI process.
 *
 * Tasks (<site> is the folder of the site's wp-load.php):
 *   php cli.php <site> is-installed   prints "installed" or "not installed"
 *   php cli.php <site> install        wp_install() with the runtime's admin account
 *   php cli.php <site> seed           users for permission tests + the shared demo seed
 *   php cli.php <site> seed-comments N the comment benchmark's post with N comments
 *                                     (tools/bench/seed-comments.php); prints its id and URL
 *
 * The site's URL comes from FAROL_SITE_URL (default http://localhost:8889); the request
 * variables are set as a browser request to that site would set them, so URLs, cookies and
 * anything that reads $_SERVER behave as they do on the web.
 *
 * @package Farol
 */

declare(strict_types=1);

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$farol_wp_dir = rtrim( (string) ( $argv[1] ?? '' ), '/' );
$farol_task   = (string) ( $argv[2] ?? '' );
if ( ! is_file( $farol_wp_dir . '/wp-load.php' ) || ! in_array( $farol_task, array( 'is-installed', 'install', 'seed', 'seed-comments' ), true ) ) {
	fwrite( STDERR, "usage: php cli.php <site> is-installed|install|seed|seed-comments <count>\n" );
	exit( 2 );
}

$farol_url  = (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8889' );
$farol_host = (string) farol_url_part( $farol_url, 'host' );
$farol_port = (string) farol_url_part( $farol_url, 'port' );

$_SERVER['HTTP_HOST']       = $farol_host . ( '' !== $farol_port ? ':' . $farol_port : '' );
$_SERVER['SERVER_NAME']     = $farol_host;
$_SERVER['SERVER_PORT']     = '' !== $farol_port ? $farol_port : '80';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['HTTP_USER_AGENT'] = 'farol-native-runtime';

/**
 * Part of a URL, before WordPress (and its wp_parse_url) is loaded.
 *
 * @param string $url  URL.
 * @param string $part "host" or "port".
 */
function farol_url_part( string $url, string $part ): string {
	$parts = parse_url( $url );
	return isset( $parts[ $part ] ) ? (string) $parts[ $part ] : '';
}

if ( 'install' === $farol_task || 'is-installed' === $farol_task ) {
	// Loads WordPress without plugins and without the "not installed" redirect.
	define( 'WP_INSTALLING', true );
}

if ( 'install' === $farol_task ) {
	/**
	 * No "your new site" email from a throwaway install (pluggable in wp-admin/includes/upgrade.php).
	 */
	function wp_new_blog_notification(): void {
	}
}

require $farol_wp_dir . '/wp-load.php';

if ( 'is-installed' === $farol_task ) {
	echo is_blog_installed() ? 'installed' : 'not installed';
	exit( 0 );
}

if ( 'install' === $farol_task ) {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	if ( is_blog_installed() ) {
		exit( 0 );
	}
	$farol_result = wp_install( 'Farol', 'admin', 'admin@example.com', true, '', wp_slash( 'password' ) );
	if ( empty( $farol_result['user_id'] ) ) {
		fwrite( STDERR, "wp_install failed\n" );
		exit( 1 );
	}
	exit( 0 );
}

if ( 'seed-comments' === $farol_task ) {
	require dirname( __DIR__, 2 ) . '/bench/seed-comments.php';
	$farol_count = (int) ( $argv[3] ?? 1000 );
	try {
		$farol_post = farol_bench_seed_comments( $farol_count );
	} catch ( Exception $farol_error ) {
		fwrite( STDERR, $farol_error->getMessage() . "\n" );
		exit( 1 );
	}
	echo 'Farol bench post ' . (int) $farol_post . ' with ' . (int) $farol_count . ' comments: ' . get_permalink( $farol_post ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CLI output.
	exit( 0 );
}

// seed: the shared accounts and demo content (tools/runtime/seed.php).
require dirname( __DIR__ ) . '/seed.php';

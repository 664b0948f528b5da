<?php
/**
 * The start of every CLI script that works inside a site (tools/bench/*-site.php,
 * tools/test/two-servers-queue.php).
 *
 * @package Farol
 */

declare(strict_types=1);

/**
 * Refuses to run outside the CLI, checks the arguments (`<site folder> <task> …`, the task one
 * of $tasks) or prints the usage and exits, and fills $_SERVER as a request to FAROL_SITE_URL
 * would (default the native runtime). The caller then requires the site's wp-load.php itself, at
 * file scope: WordPress declares its globals there.
 *
 * @param array<int,string> $argv  The script's arguments.
 * @param array<int,string> $tasks The tasks the script knows.
 * @param string            $usage Its usage line.
 * @return array{0:string,1:string} The site folder and the task.
 */
function farol_cli_site( array $argv, array $tasks, string $usage ): array {
	if ( 'cli' !== PHP_SAPI ) {
		exit( 1 );
	}
	$site = rtrim( (string) ( $argv[1] ?? '' ), '/' );
	$task = (string) ( $argv[2] ?? '' );
	if ( ! is_file( $site . '/wp-load.php' ) || ! in_array( $task, $tasks, true ) ) {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a CLI tool's error output.
		fwrite( STDERR, "usage: {$usage}\n" );
		exit( 2 );
	}
	$url                       = (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8889' );
	$parts                     = parse_url( $url ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded yet.
	$_SERVER['HTTP_HOST']      = ( $parts['host'] ?? 'localhost' ) . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
	$_SERVER['SERVER_NAME']    = $parts['host'] ?? 'localhost';
	$_SERVER['REQUEST_URI']    = '/';
	$_SERVER['REQUEST_METHOD'] = 'GET';
	$_SERVER['REMOTE_ADDR']    = '127.0.0.1';
	return array( $site, $task );
}

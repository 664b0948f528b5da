<?php
/**
 * Runs one stand-in through the stand-in server base for a process that is not PHP (the e2e
 * specs, tests/e2e/stand-in.ts).
 *
 * `php tests/php/stand-ins/serve.php captcha.php` starts the router on a free loopback port, prints one JSON line {"port":…,"url":…,"dir":…}
 * once it listens, and stops it (keeping its log when something went wrong) when its standard
 * input closes, so the server never outlives the process that asked for it. A line `keep-log`
 * on its input keeps the log at that stop (the caller's test failed).
 *
 * Only the end of the input stops it. Node's 'pipe' is a socket pair, which PHP opens as a socket
 * stream: a read there gives up after default_socket_timeout (60 s) without a line and fgets()
 * returns false though the input is still open. Taking that for the end stopped every stand-in 60
 * s after its start, silently: a spec slower than that (under load) saw its later tests refused
 * (ERR_CONNECTION_REFUSED). So it waits for its input with stream_select() (no timeout) and stops
 * on feof() only.
 *
 * @package Farol
 */

declare(strict_types=1);

require_once __DIR__ . '/StandInServer.php';

$farol_router = (string) ( $argv[1] ?? '' );
if ( ! preg_match( '/^[a-z0-9-]+\.php$/', $farol_router ) || ! is_file( __DIR__ . '/' . $farol_router ) || 'serve.php' === $farol_router ) {
	fwrite( STDERR, "Usage: php tests/php/stand-ins/serve.php <router.php in tests/php/stand-ins>\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- CLI.
	exit( 2 );
}

$farol_server = new Farol\Tests\StandIns\StandInServer( $farol_router );
$farol_server->start();
$farol_ready = array(
	'port' => $farol_server->port,
	'url'  => $farol_server->base_url(),
	'dir'  => $farol_server->dir,
);
echo json_encode( $farol_ready, JSON_UNESCAPED_SLASHES ) . "\n"; // phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode,WordPress.Security.EscapeOutput.OutputNotEscaped -- CLI, WordPress is not loaded.
$farol_keep = '';
while ( ! feof( STDIN ) ) {
	$farol_read = array( STDIN );
	$farol_none = null;
	if ( false === @stream_select( $farol_read, $farol_none, $farol_none, null ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a signal interrupted the wait: wait again.
		usleep( 100000 );
		continue;
	}
	$farol_line = fgets( STDIN );
	if ( false !== $farol_line && 'keep-log' === trim( $farol_line ) ) {
		$farol_keep = 'kept for its owner (a test failed)';
	}
}
$farol_server->stop( $farol_keep );

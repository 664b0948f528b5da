<?php
/**
 * What the security suite (tests/security) asks of its own native site, from the command line:
 *
 *   php security-site.php <site> inventory     the live ajax and admin-post actions Farol declares
 *                                              (the comment endpoint's own list, and every
 *                                              wp_ajax_* / admin_post_* hook with a Farol callback)
 *   php security-site.php <site> seed <n>      an author account and <n> copies of each fixture
 *                                              (lead form, contact form, submission, lead,
 *                                              guest comment), one per permission case, with a
 *                                              secret marker in every private field; prints ids
 *   php security-site.php <site> nonces <uid> <logged-in cookie>
 *                                              the user's REST and comment nonces, valid and stale
 *                                              (three ticks old: older than WordPress accepts)
 *   php security-site.php <site> option <name> <value>
 *                                              sets an option (the faults spec's switches)
 *   php security-site.php <site> forward <base url> [<conversion id>]
 *                                              queues a lead for the provider at <base url>
 *                                              (or makes the given one due again), runs the
 *                                              queue's worker, prints the lead's queue row
 *   php security-site.php <site> counts        rows of what visitors store (submissions, leads,
 *                                              comments, forwarding queue)
 *   php security-site.php <site> mails-to <address>
 *                                              the mail queued for an address, by kind
 *   php security-site.php <site> forget <marker>
 *                                              deletes the comments, contact submissions,
 *                                              subscriptions and queued mail carrying a marker
 *
 * <site> is the folder of the site's wp-load.php; FAROL_SITE_URL its address.
 *
 * @package Farol
 */

declare(strict_types=1);

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$farol_site = rtrim( (string) ( $argv[1] ?? '' ), '/' );
$farol_task = (string) ( $argv[2] ?? '' );
if ( ! is_file( $farol_site . '/wp-load.php' ) || ! in_array( $farol_task, array( 'inventory', 'seed', 'nonces', 'counts', 'option', 'forward', 'mails-to', 'forget' ), true ) ) {
	fwrite( STDERR, "usage: php security-site.php <site> inventory|seed <n>|nonces <uid> <cookie>|counts|option <name> <value>|mails-to <address>|forget <marker>\n" );
	exit( 2 );
}
$farol_url                 = parse_url( (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8891' ) );
$_SERVER['HTTP_HOST']      = $farol_url['host'] . ( isset( $farol_url['port'] ) ? ':' . $farol_url['port'] : '' );
$_SERVER['SERVER_NAME']    = $farol_url['host'];
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
// The inventory loads WordPress as admin-post.php does (is_admin()): a module that adds its
// admin-post actions only on admin requests is found too.
if ( 'inventory' === $farol_task ) {
	define( 'WP_ADMIN', true );
}
require $farol_site . '/wp-load.php';
require __DIR__ . '/security-tasks.php';
require __DIR__ . '/one-shot-tasks.php';

echo wp_json_encode( farol_security_task( $farol_task, array_slice( $argv, 3 ) ) ) . "\n";

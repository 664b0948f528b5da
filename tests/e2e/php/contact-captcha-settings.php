<?php
/**
 * Reads and writes the e2e site's contact form spam settings for
 * tests/e2e/contact-form-captcha.spec.ts:
 *
 *   php contact-captcha-settings.php <site> get          the stored option as JSON (null when none)
 *   php contact-captcha-settings.php <site> set <json>   stores it (null deletes the option)
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
if ( ! is_file( $farol_site . '/wp-load.php' ) || ! in_array( $farol_task, array( 'get', 'set' ), true ) ) {
	fwrite( STDERR, "usage: php contact-captcha-settings.php <site> get|set [json]\n" );
	exit( 2 );
}
$farol_url                 = parse_url( (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8890' ) );
$_SERVER['HTTP_HOST']      = $farol_url['host'] . ( isset( $farol_url['port'] ) ? ':' . $farol_url['port'] : '' );
$_SERVER['SERVER_NAME']    = $farol_url['host'];
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
require $farol_site . '/wp-load.php';

if ( 'get' === $farol_task ) {
	echo wp_json_encode( get_option( 'farol_contact_spam', null ) ) . "\n";
	exit( 0 );
}
$farol_value = json_decode( (string) ( $argv[3] ?? 'null' ), true );
if ( null === $farol_value ) {
	delete_option( 'farol_contact_spam' );
} else {
	update_option( 'farol_contact_spam', $farol_value );
}
echo "{}\n";

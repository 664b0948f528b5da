<?php
/**
 * What the subscriptions' e2e spec reads from, and removes from, the e2e site:
 *
 *   php subscriptions-store.php <site> read <domain>    the recorded mails to addresses @<domain>, as JSON
 *   php subscriptions-store.php <site> clean <domain>   removes those mails and the subscriptions of @<domain>
 *
 * <site> is the folder of the site's wp-load.php; FAROL_SITE_URL its address. The mails are
 * the ones tests/e2e/php/contact-mail-sink.php records in the option farol_e2e_mails.
 *
 * @package Farol
 */

declare(strict_types=1);

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$farol_site   = rtrim( (string) ( $argv[1] ?? '' ), '/' );
$farol_task   = (string) ( $argv[2] ?? '' );
$farol_domain = (string) ( $argv[3] ?? '' );
if ( ! is_file( $farol_site . '/wp-load.php' ) || ! in_array( $farol_task, array( 'read', 'clean' ), true ) || 1 !== preg_match( '/^[a-z0-9.-]+\.test$/', $farol_domain ) ) {
	fwrite( STDERR, "usage: php subscriptions-store.php <site> read|clean <domain>.test\n" );
	exit( 2 );
}
$farol_url                 = parse_url( (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8890' ) );
$_SERVER['HTTP_HOST']      = $farol_url['host'] . ( isset( $farol_url['port'] ) ? ':' . $farol_url['port'] : '' );
$_SERVER['SERVER_NAME']    = $farol_url['host'];
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
require $farol_site . '/wp-load.php';

use Farol\Comments\Subscriptions\SubscriptionsTable;

global $wpdb;
$farol_suffix = '@' . $farol_domain;
$farol_mails  = get_option( 'farol_e2e_mails', array() );
$farol_mails  = is_array( $farol_mails ) ? $farol_mails : array();
$farol_ours   = static fn ( array $mail ): bool => str_ends_with( (string) ( $mail['to'] ?? '' ), $farol_suffix );

if ( 'clean' === $farol_task ) {
	$farol_table = SubscriptionsTable::name();
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_table} WHERE email LIKE %s", '%' . $wpdb->esc_like( $farol_suffix ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
	update_option( 'farol_e2e_mails', array_values( array_filter( $farol_mails, static fn ( array $mail ): bool => ! $farol_ours( $mail ) ) ), false );
	echo "{}\n";
	exit( 0 );
}

echo wp_json_encode( array( 'mails' => array_values( array_filter( $farol_mails, $farol_ours ) ) ), JSON_UNESCAPED_UNICODE ) . "\n";

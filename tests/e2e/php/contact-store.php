<?php
/**
 * What the contact form's e2e spec reads from, and removes from, the e2e site:
 *
 *   php contact-store.php <site> read <domain>    the recorded mails and the stored submissions
 *                                                 whose fields hold an address @<domain>, as JSON
 *   php contact-store.php <site> clean <domain>   removes those submissions and the mail record
 *   php contact-store.php <site> fail-forwarding <domain>
 *                                                 marks those submissions' forwarding to RD Station
 *                                                 as failed, as the queue leaves one after 10 attempts
 *
 * <site> is the folder of the site's wp-load.php; FAROL_SITE_URL its address.
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
if ( ! is_file( $farol_site . '/wp-load.php' ) || ! in_array( $farol_task, array( 'read', 'clean', 'fail-forwarding' ), true ) || 1 !== preg_match( '/^[a-z0-9.-]+\.test$/', $farol_domain ) ) {
	fwrite( STDERR, "usage: php contact-store.php <site> read|clean|fail-forwarding <domain>.test\n" );
	exit( 2 );
}
$farol_url                 = parse_url( (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8890' ) );
$_SERVER['HTTP_HOST']      = $farol_url['host'] . ( isset( $farol_url['port'] ) ? ':' . $farol_url['port'] : '' );
$_SERVER['SERVER_NAME']    = $farol_url['host'];
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
require $farol_site . '/wp-load.php';

use Farol\ContactForm\Store\SubmissionsTable;

global $wpdb;
$farol_table = SubmissionsTable::name();
$farol_like  = '%' . $wpdb->esc_like( '@' . $farol_domain ) . '%';

if ( 'clean' === $farol_task ) {
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_table} WHERE fields LIKE %s", $farol_like ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
	delete_option( 'farol_e2e_mails' );
	echo "{}\n";
	exit( 0 );
}

if ( 'fail-forwarding' === $farol_task ) {
	$wpdb->query( $wpdb->prepare( "UPDATE {$farol_table} SET forward_status = 'failed', forward_attempts = 10, forward_error = %s, next_attempt_at = NULL WHERE fields LIKE %s", 'RD Station answered 422: conversion_identifier is invalid.', $farol_like ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
	echo "{}\n";
	exit( 0 );
}

$farol_rows = $wpdb->get_results( $wpdb->prepare( "SELECT form_id, status, fields, mail_status, forward_status FROM {$farol_table} WHERE fields LIKE %s ORDER BY id", $farol_like ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
echo wp_json_encode(
	array(
		'mails'       => get_option( 'farol_e2e_mails', array() ),
		'submissions' => array_map(
			static fn( array $row ): array => array(
				'form_id'        => (int) $row['form_id'],
				'status'         => $row['status'],
				'mail_status'    => $row['mail_status'],
				'forward_status' => $row['forward_status'],
				'fields'         => json_decode( (string) $row['fields'], true ),
			),
			is_array( $farol_rows ) ? $farol_rows : array()
		),
	),
	JSON_UNESCAPED_UNICODE
) . "\n";

<?php
/**
 * What the contact form files' e2e spec reads from, and removes from, the e2e site:
 *
 *   php contact-files-store.php <site> read <domain>    the recorded mails and the stored
 *                                                       submissions whose fields hold an address
 *                                                       @<domain> (id, files), with each kept
 *                                                       file's would-be public URL and whether it
 *                                                       is on disk, as JSON
 *   php contact-files-store.php <site> clean <domain>   removes those submissions as the inbox
 *                                                       does (the deletion hook removes their kept
 *                                                       files) and the mail record; `left` counts
 *                                                       their kept files still on disk
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
if ( ! is_file( $farol_site . '/wp-load.php' ) || ! in_array( $farol_task, array( 'read', 'clean' ), true ) || 1 !== preg_match( '/^[a-z0-9.-]+\.test$/', $farol_domain ) ) {
	fwrite( STDERR, "usage: php contact-files-store.php <site> read|clean <domain>.test\n" );
	exit( 2 );
}
$farol_url                 = parse_url( (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8890' ) );
$_SERVER['HTTP_HOST']      = $farol_url['host'] . ( isset( $farol_url['port'] ) ? ':' . $farol_url['port'] : '' );
$_SERVER['SERVER_NAME']    = $farol_url['host'];
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
require $farol_site . '/wp-load.php';

use Farol\ContactForm\Files\PrivateDirectory;
use Farol\ContactForm\Store\SubmissionsTable;

global $wpdb;
$farol_table = SubmissionsTable::name();
$farol_like  = '%' . $wpdb->esc_like( '@' . $farol_domain ) . '%';
$farol_rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, files FROM {$farol_table} WHERE fields LIKE %s ORDER BY id", $farol_like ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table name is ours.
$farol_rows  = array_map(
	static fn ( array $row ): array => array(
		'id'    => (int) $row['id'],
		'files' => (array) json_decode( (string) $row['files'], true ),
	),
	is_array( $farol_rows ) ? $farol_rows : array()
);

if ( 'clean' === $farol_task ) {
	$farol_kept = array();
	foreach ( $farol_rows as $farol_row ) {
		foreach ( $farol_row['files'] as $farol_entries ) {
			foreach ( (array) $farol_entries as $farol_entry ) {
				$farol_kept[] = PrivateDirectory::resolve( $farol_entry['path'] ?? null );
			}
		}
		$wpdb->delete( $farol_table, array( 'id' => $farol_row['id'] ), array( '%d' ) );
		do_action( 'farol_contact_submission_deleted', $farol_row );
	}
	delete_option( 'farol_e2e_mails' );
	echo wp_json_encode( array( 'left' => count( array_filter( $farol_kept, static fn ( $path ): bool => null !== $path && is_file( $path ) ) ) ) ) . "\n";
	exit( 0 );
}

$farol_public = wp_upload_dir( null, false )['baseurl'] . '/farol-private/contact/';
foreach ( $farol_rows as &$farol_row ) {
	foreach ( $farol_row['files'] as &$farol_entries ) {
		foreach ( $farol_entries as &$farol_entry ) {
			if ( ! empty( $farol_entry['kept'] ) ) {
				$farol_entry['url']     = $farol_public . $farol_entry['path'];
				$farol_entry['on_disk'] = null !== PrivateDirectory::resolve( $farol_entry['path'] );
			}
		}
	}
}
unset( $farol_row, $farol_entries, $farol_entry );
echo wp_json_encode(
	array(
		'mails'       => get_option( 'farol_e2e_mails', array() ),
		'submissions' => $farol_rows,
	),
	JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
) . "\n";

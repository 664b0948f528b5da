<?php
/**
 * Removes what a spec file's tests created on the e2e site (tests/e2e/leftovers.ts): the
 * comments, lead conversions and contacts, and contact form messages whose ids lie in the
 * given ranges. Comments go through wp_delete_comment(), so Farol's hooks drop their votes,
 * meta and thread caches; a lead contact goes only when no conversion is left to it.
 *
 *   php tests/e2e/php/leftovers.php <site> '{"since":{...},"until":{...}}'
 *
 * @package Farol
 */

declare(strict_types=1);

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$farol_site   = rtrim( (string) ( $argv[1] ?? '' ), '/' );
$farol_ranges = json_decode( (string) ( $argv[2] ?? '' ), true );
if ( ! is_file( $farol_site . '/wp-load.php' ) || ! is_array( $farol_ranges ) || ! is_array( $farol_ranges['since'] ?? null ) || ! is_array( $farol_ranges['until'] ?? null ) ) {
	fwrite( STDERR, "usage: php leftovers.php <site> '{\"since\":{...},\"until\":{...}}'\n" );
	exit( 2 );
}
$farol_url                 = parse_url( (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8890' ) );
$_SERVER['HTTP_HOST']      = $farol_url['host'] . ( isset( $farol_url['port'] ) ? ':' . $farol_url['port'] : '' );
$_SERVER['SERVER_NAME']    = $farol_url['host'];
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
require $farol_site . '/wp-load.php';

use Farol\ContactForm\Store\SubmissionsTable;
use Farol\LeadForm\Store\LeadsTables;

global $wpdb;

/**
 * The ids range (since, until] of one table.
 *
 * @param string $name Table key.
 * @return array{0:int,1:int}
 */
$farol_range = static function ( string $name ) use ( $farol_ranges ): array {
	return array( (int) ( $farol_ranges['since'][ $name ] ?? 0 ), (int) ( $farol_ranges['until'][ $name ] ?? 0 ) );
};

list( $farol_from, $farol_to ) = $farol_range( 'comments' );
if ( $farol_to > $farol_from ) {
	$farol_ids = $wpdb->get_col( $wpdb->prepare( "SELECT comment_ID FROM {$wpdb->comments} WHERE comment_ID > %d AND comment_ID <= %d ORDER BY comment_ID DESC", $farol_from, $farol_to ) );
	foreach ( $farol_ids as $farol_id ) {
		wp_delete_comment( (int) $farol_id, true );
	}
}

$farol_conversions             = LeadsTables::conversions();
$farol_contacts                = LeadsTables::contacts();
list( $farol_from, $farol_to ) = $farol_range( 'conversions' );
if ( $farol_to > $farol_from ) {
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_conversions} WHERE id > %d AND id <= %d", $farol_from, $farol_to ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Farol's own table.
}
list( $farol_from, $farol_to ) = $farol_range( 'contacts' );
if ( $farol_to > $farol_from ) {
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_contacts} WHERE id > %d AND id <= %d AND NOT EXISTS (SELECT 1 FROM {$farol_conversions} WHERE contact_id = {$farol_contacts}.id)", $farol_from, $farol_to ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Farol's own tables.
}

$farol_submissions             = SubmissionsTable::name();
list( $farol_from, $farol_to ) = $farol_range( 'submissions' );
if ( $farol_to > $farol_from ) {
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_submissions} WHERE id > %d AND id <= %d", $farol_from, $farol_to ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Farol's own table.
}

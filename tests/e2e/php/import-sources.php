<?php
/**
 * The rival plugins' data for tests/e2e/import.spec.ts, loaded into the e2e site the way the
 * demo seed loads it (tools/runtime/import-sources.php: the migration fixtures, ids moved), and
 * removed afterwards with everything the imports made of it.
 *
 *   php import-sources.php <site> load    loads wpDiscuz, Contact Form 7 + Flamingo (and the
 *                                         other sources' options); gives the fixture's member
 *                                         carla the password "password"; turns the import
 *                                         screen's batches small (an mu-plugin) so the progress
 *                                         bar shows; gives Ferramentas › Importar an empty
 *                                         list of WordPress.org's popular importers (the site
 *                                         is offline: the screen would ask for it); prints the
 *                                         ids as JSON
 *   php import-sources.php <site> clean   removes the Farol forms, submissions, votes,
 *                                         ratings, subscriptions, follows, mappings and reports
 *                                         the imports made, the recorded mail of the spec's
 *                                         message (domain e2e-import.test), then the fixtures'
 *                                         rows
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
if ( ! is_file( $farol_site . '/wp-load.php' ) || ! in_array( $farol_task, array( 'load', 'clean' ), true ) ) {
	fwrite( STDERR, "usage: php import-sources.php <site> load|clean\n" );
	exit( 2 );
}
$farol_url                 = parse_url( (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8890' ) );
$_SERVER['HTTP_HOST']      = $farol_url['host'] . ( isset( $farol_url['port'] ) ? ':' . $farol_url['port'] : '' );
$_SERVER['SERVER_NAME']    = $farol_url['host'];
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
require $farol_site . '/wp-load.php';
require dirname( __DIR__, 3 ) . '/tools/runtime/import-sources.php';

use Farol\Comments\Follows\FollowsTable;
use Farol\Comments\Settings;
use Farol\Comments\Rating\RatingsTable;
use Farol\Comments\Store\VotesTable;
use Farol\Comments\Subscriptions\SubscriptionsTable;
use Farol\ContactForm\Store\SubmissionsTable;
use Farol\Import\ImportMapTable;

/**
 * The transient where core keeps WordPress.org's list of popular importers.
 */
function farol_popular_importers(): string {
	return 'popular_importers_' . md5( get_user_locale() . $GLOBALS['wp_version'] );
}

$farol_batch = $farol_site . '/wp-content/mu-plugins/farol-e2e-import-batch.php';

/** Where `load` keeps the comment settings the wpDiscuz import's settings and phrases change. */
const FAROL_E2E_SAVED_SETTINGS = 'farol_e2e_import_saved_settings';

if ( 'load' === $farol_task ) {
	if ( false === get_option( FAROL_E2E_SAVED_SETTINGS ) ) {
		$farol_stored = get_option( Settings::OPTION, null );
		update_option( FAROL_E2E_SAVED_SETTINGS, array( 'value' => $farol_stored ), false );
	}
	$farol_info = farol_import_sources_load();
	$farol_carla = FAROL_IMPORT_SOURCES_SHIFT + 103;
	if ( get_userdata( $farol_carla ) ) {
		wp_set_password( 'password', $farol_carla );
	}
	file_put_contents( // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the spec's mu-plugin.
		$farol_batch,
		"<?php\n// Written by tests/e2e/php/import-sources.php for import.spec.ts: small import batches, so the progress shows.\nadd_filter( 'farol_import_batch_size', static fn (): int => 5 );\n"
	);
	set_site_transient( farol_popular_importers(), array( 'translated' => true, 'importers' => array() ), HOUR_IN_SECONDS );
	$farol_info['carla'] = get_userdata( $farol_carla ) ? get_userdata( $farol_carla )->user_login : '';
	echo wp_json_encode( $farol_info ) . "\n";
	exit( 0 );
}

global $wpdb;
$farol_from = FAROL_IMPORT_SOURCES_SHIFT;
$farol_to   = FAROL_IMPORT_SOURCES_END;
$farol_map  = ImportMapTable::name();
// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the e2e site's own tables, by the fixtures' id ranges.
$farol_forms = array_map(
	'intval',
	(array) $wpdb->get_col( $wpdb->prepare( "SELECT target FROM {$farol_map} WHERE source = %s AND source_key LIKE %s", 'contact-form-7', 'form:%' ) )
);
if ( array() !== $farol_forms ) {
	$farol_ids = implode( ',', array_filter( $farol_forms ) );
	$wpdb->query( 'DELETE FROM ' . SubmissionsTable::name() . " WHERE form_id IN ({$farol_ids})" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- integers.
	foreach ( $farol_forms as $farol_form ) {
		wp_delete_post( $farol_form, true );
	}
}
$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . VotesTable::name() . ' WHERE comment_id BETWEEN %d AND %d', $farol_from, $farol_to ) );
$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . RatingsTable::name() . ' WHERE post_id BETWEEN %d AND %d', $farol_from, $farol_to ) );
$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . SubscriptionsTable::name() . ' WHERE post_id BETWEEN %d AND %d', $farol_from, $farol_to ) );
$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . FollowsTable::name() . ' WHERE follower_user_id BETWEEN %d AND %d OR followed_user_id BETWEEN %d AND %d', $farol_from, $farol_to, $farol_from, $farol_to ) );
$wpdb->query( "DELETE FROM {$farol_map} WHERE source IN ('wpdiscuz', 'contact-form-7')" );
// phpcs:enable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared
foreach ( array( 'progress', 'report' ) as $farol_what ) {
	foreach ( array( 'wpdiscuz', 'contact_form_7' ) as $farol_source ) {
		delete_option( 'farol_import_' . $farol_what . '_' . $farol_source );
	}
}
// The mail the spec's message sent (contact-mail-sink.php's record), told by its Reply-To.
$farol_mails = array_values(
	array_filter(
		(array) get_option( 'farol_e2e_mails', array() ),
		static fn ( $mail ): bool => ! str_contains( (string) wp_json_encode( $mail ), '@e2e-import.test' )
	)
);
if ( array() === $farol_mails ) {
	delete_option( 'farol_e2e_mails' );
} else {
	update_option( 'farol_e2e_mails', $farol_mails, false );
}
// The comment settings (and phrases) as they were before the import mapped wpDiscuz's onto them.
$farol_saved = get_option( FAROL_E2E_SAVED_SETTINGS );
if ( is_array( $farol_saved ) ) {
	if ( null === $farol_saved['value'] ) {
		delete_option( Settings::OPTION );
	} else {
		update_option( Settings::OPTION, $farol_saved['value'] );
	}
	delete_option( FAROL_E2E_SAVED_SETTINGS );
}
farol_import_sources_remove();
delete_site_transient( farol_popular_importers() );
if ( is_file( $farol_batch ) ) {
	unlink( $farol_batch ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- the spec's mu-plugin.
}
echo wp_json_encode( array( 'clean' => true ) ) . "\n";

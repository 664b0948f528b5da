<?php
/**
 * The conversions bench's hands on the site: run by tools/bench/conversions.bench.mjs with the
 * system PHP against the native runtime's WordPress, before and after the load.
 *
 *   php conversions-site.php <site> setup            creates a published bench form, opens the
 *                                                   rate limit's bench pass (BenchPass) and
 *                                                   prints { form_id, token, stamp, pass } as JSON
 *   php conversions-site.php <site> count <form_id>  prints { rows, keys: { key: count } }
 *   php conversions-site.php <site> teardown <form_id>
 *                                                   deletes the form, its conversions, contacts
 *                                                   (addresses @bench.farol.test), stats, the pass
 *
 * <site> is the folder of the site's wp-load.php; FAROL_SITE_URL its address. Nothing of the
 * bench stays on the site after teardown.
 *
 * @package Farol
 */

declare(strict_types=1);

use Farol\LeadForm\Conversions\BenchPass;
use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\LeadForm\Forms\StartedStamp;
use Farol\LeadForm\Store\LeadsTables;

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$farol_site = rtrim( (string) ( $argv[1] ?? '' ), '/' );
$farol_task = (string) ( $argv[2] ?? '' );
if ( ! is_file( $farol_site . '/wp-load.php' ) || ! in_array( $farol_task, array( 'setup', 'count', 'teardown' ), true ) ) {
	fwrite( STDERR, "usage: php conversions-site.php <site> setup|count|teardown [form_id]\n" );
	exit( 2 );
}

$farol_url                 = (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8889' );
$farol_parts               = parse_url( $farol_url );
$_SERVER['HTTP_HOST']      = ( $farol_parts['host'] ?? 'localhost' ) . ( isset( $farol_parts['port'] ) ? ':' . $farol_parts['port'] : '' );
$_SERVER['SERVER_NAME']    = $farol_parts['host'] ?? 'localhost';
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
$_SERVER['REMOTE_ADDR']    = '127.0.0.1';

require $farol_site . '/wp-load.php';

global $wpdb;
$farol_form_id = (int) ( $argv[3] ?? 0 );

if ( 'setup' === $farol_task ) {
	$farol_form_id = wp_insert_post(
		array(
			'post_type'   => LeadFormPostType::POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => 'Farol bench form (temporary)',
			'meta_input'  => array(
				LeadFormPostType::DEFINITION_META => array(
					'conversion_identifier' => 'farol-bench',
					'thankyou_message'      => 'Obrigado!',
					'fields'                => array(
						array(
							'name'     => 'name',
							'type'     => 'text',
							'label'    => 'Nome',
							'required' => true,
						),
						array(
							'name'     => 'email',
							'type'     => 'email',
							'label'    => 'E-mail',
							'required' => true,
						),
					),
				),
			),
		),
		true
	);
	if ( is_wp_error( $farol_form_id ) ) {
		fwrite( STDERR, $farol_form_id->get_error_message() . "\n" );
		exit( 1 );
	}
	echo wp_json_encode(
		array(
			'form_id' => $farol_form_id,
			'token'   => ( new FormRepository( new LeadFormSchema() ) )->token( $farol_form_id ),
			'stamp'   => StartedStamp::create( $farol_form_id, time() - 60 ),
			'pass'    => BenchPass::open( 600 ),
		)
	);
	exit( 0 );
}

$farol_conversions = LeadsTables::conversions();
if ( 'count' === $farol_task ) {
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
	$farol_rows = $wpdb->get_results( $wpdb->prepare( "SELECT idempotency_key, COUNT(*) AS n FROM {$farol_conversions} WHERE form_id = %d GROUP BY idempotency_key", $farol_form_id ), ARRAY_A );
	$farol_keys = array();
	$farol_all  = 0;
	foreach ( $farol_rows as $farol_row ) {
		$farol_keys[ (string) $farol_row['idempotency_key'] ] = (int) $farol_row['n'];
		$farol_all += (int) $farol_row['n'];
	}
	echo wp_json_encode(
		array(
			'rows' => $farol_all,
			'keys' => (object) $farol_keys,
		)
	);
	exit( 0 );
}

// teardown.
// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names of ours.
$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_conversions} WHERE form_id = %d", $farol_form_id ) );
$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . LeadsTables::contacts() . ' WHERE email LIKE %s', '%@bench.farol.test' ) );
$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . LeadsTables::form_stats() . ' WHERE form_id = %d', $farol_form_id ) );
// phpcs:enable WordPress.DB.PreparedSQL.InterpolatedNotPrepared
if ( $farol_form_id > 0 && LeadFormPostType::POST_TYPE === get_post_type( $farol_form_id ) ) {
	wp_delete_post( $farol_form_id, true );
}
BenchPass::close();
exit( 0 );

<?php
/**
 * Leads for the Leads screen's e2e spec, written straight into the store's tables of the e2e
 * site (no route writes leads without a form's visitor submitting it).
 *
 *   php leads-seed.php <site> seed    two forms, three contacts, three conversions, views;
 *                                     prints the form IDs as JSON
 *   php leads-seed.php <site> clean   removes them
 *
 * <site> is the folder of the site's wp-load.php; FAROL_SITE_URL its address. Every row is
 * marked by the e-mail domain e2e-leads.test, every form by its slug prefix.
 *
 * @package Farol
 */

declare(strict_types=1);

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

$farol_site = rtrim( (string) ( $argv[1] ?? '' ), '/' );
$farol_task = (string) ( $argv[2] ?? '' );
if ( ! is_file( $farol_site . '/wp-load.php' ) || ! in_array( $farol_task, array( 'seed', 'clean' ), true ) ) {
	fwrite( STDERR, "usage: php leads-seed.php <site> seed|clean\n" );
	exit( 2 );
}
$farol_url                 = parse_url( (string) ( getenv( 'FAROL_SITE_URL' ) ? getenv( 'FAROL_SITE_URL' ) : 'http://localhost:8890' ) );
$_SERVER['HTTP_HOST']      = $farol_url['host'] . ( isset( $farol_url['port'] ) ? ':' . $farol_url['port'] : '' );
$_SERVER['SERVER_NAME']    = $farol_url['host'];
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
require $farol_site . '/wp-load.php';

use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Store\ContactRepository;
use Farol\LeadForm\Store\LeadsTables;

global $wpdb;
$farol_contacts    = LeadsTables::contacts();
$farol_conversions = LeadsTables::conversions();
$farol_stats       = LeadsTables::form_stats();
$farol_forms       = get_posts(
	array(
		'post_type'      => LeadFormPostType::POST_TYPE,
		'post_status'    => 'any',
		'posts_per_page' => -1,
		'fields'         => 'ids',
		'meta_key'       => '_farol_e2e_leads',
	)
);

// Clean first in both tasks, so a seed after a failed run starts from nothing.
foreach ( $farol_forms as $farol_form ) {
	$wpdb->delete( $farol_stats, array( 'form_id' => $farol_form ) );
	wp_delete_post( (int) $farol_form, true );
}
$wpdb->query( "DELETE FROM {$farol_conversions} WHERE email LIKE '%@e2e-leads.test'" );
$wpdb->query( "DELETE FROM {$farol_contacts} WHERE email LIKE '%@e2e-leads.test'" );
if ( 'clean' === $farol_task ) {
	echo "{}\n";
	exit( 0 );
}

$farol_definition = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/lead-form/demo-form.json' ), true );
$farol_ids        = array();
foreach ( array( 'newsletter' => 'E2E Newsletter', 'quote' => 'E2E Orçamento' ) as $farol_key => $farol_title ) {
	$farol_ids[ $farol_key ] = (int) wp_insert_post(
		wp_slash(
			array(
				'post_type'   => LeadFormPostType::POST_TYPE,
				'post_title'  => $farol_title,
				'post_status' => 'publish',
				'meta_input'  => array(
					LeadFormPostType::DEFINITION_META => $farol_definition,
					'_farol_e2e_leads'                => '1',
				),
			)
		),
		true
	);
}

$farol_today = gmdate( 'Y-m-d' );
$farol_leads = array(
	array( 'ana@e2e-leads.test', 'Ana Conceição', 'newsletter', '-2 days', 'sent', '' ),
	array( 'bruno@e2e-leads.test', 'Bruno Lima', 'newsletter', '-1 day', 'failed', 'HTTP 500 from the provider' ),
	array( 'carla@e2e-leads.test', 'Carla Souza', 'quote', '-1 hour', 'none', '' ),
);
foreach ( $farol_leads as list( $farol_email, $farol_name, $farol_key, $farol_when, $farol_status, $farol_error ) ) {
	$farol_time = gmdate( 'Y-m-d H:i:s', (int) strtotime( $farol_when ) );
	$wpdb->insert(
		$farol_contacts,
		array(
			'email_hash'          => ContactRepository::email_hash( $farol_email ),
			'email'               => $farol_email,
			'name'                => $farol_name,
			'fields'              => wp_json_encode( array( 'name' => $farol_name ) ),
			'conversions_count'   => 1,
			'first_conversion_at' => $farol_time,
			'last_conversion_at'  => $farol_time,
			'last_form_id'        => $farol_ids[ $farol_key ],
		)
	);
	$wpdb->insert(
		$farol_conversions,
		array(
			'uuid'             => wp_generate_uuid4(),
			'form_id'          => $farol_ids[ $farol_key ],
			'contact_id'       => (int) $wpdb->insert_id,
			'variant'          => 'typed',
			'email'            => $farol_email,
			'payload'          => wp_json_encode(
				array(
					'email'      => $farol_email,
					'name'       => $farol_name,
					'cf_mensagem' => 'Olá, quero saber mais',
				)
			),
			'conversion_url'   => home_url( '/contato/' ),
			'traffic_source'   => 'google',
			'created_at'       => $farol_time,
			'forward_status'   => $farol_status,
			'forward_attempts' => 'failed' === $farol_status ? 3 : ( 'sent' === $farol_status ? 1 : 0 ),
			'forward_error'    => $farol_error,
		)
	);
}
$wpdb->insert(
	$farol_stats,
	array(
		'form_id'  => $farol_ids['newsletter'],
		'day'      => $farol_today,
		'views'    => 8,
		'rejected' => 1,
	)
);
echo wp_json_encode( $farol_ids ) . "\n";

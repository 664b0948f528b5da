<?php
/**
 * The conversions bench's hands on the site: run by tools/bench/conversions.bench.mjs with the
 * system PHP against the native runtime's WordPress, before and after the load.
 *
 * Tasks:
 *   php conversions-site.php <site> setup            creates a published bench form, opens the
 *                                                   rate limit's bench pass (BenchPass) and
 *                                                   prints { form_id, token, stamp, pass } as JSON
 *   php conversions-site.php <site> count <form_id>  prints { rows, keys: { key: count } }
 *   php conversions-site.php <site> teardown <form_id>
 *                                                   deletes the form, its conversions, contacts
 *                                                   (addresses @bench.farol.test), stats, the pass
 *
 * The site argument is the folder of the site's wp-load.php; FAROL_SITE_URL its address. Nothing of the
 * bench stays on the site after teardown.
 *
 * @package Farol
 */

declare(strict_types=1);

use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\Support\Abuse\SignedStamp;
use Farol\LeadForm\Store\ContactRepository;
use Farol\LeadForm\Store\ConversionRepository;
use Farol\LeadForm\Store\FormStatsRepository;

require_once __DIR__ . '/lib/cli-site.php';
list( $farol_site, $farol_task ) = farol_cli_site( $argv, array( 'setup', 'count', 'teardown' ), 'php conversions-site.php <site> setup|count|teardown [form_id]' );

require $farol_site . '/wp-load.php';
require_once __DIR__ . '/lib/bench-pass.php';

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
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a CLI tool's error output.
		fwrite( STDERR, $farol_form_id->get_error_message() . "\n" );
		exit( 1 );
	}
	echo wp_json_encode(
		array(
			'form_id' => $farol_form_id,
			'token'   => ( new FormRepository( new LeadFormSchema() ) )->token( $farol_form_id ),
			'stamp'   => SignedStamp::create( 'farol_started', $farol_form_id, time() - 60 ),
			'pass'    => farol_bench_pass_open( 600 ),
		)
	);
	exit( 0 );
}

$farol_store = new ConversionRepository();
if ( 'count' === $farol_task ) {
	$farol_keys = $farol_store->key_counts( $farol_form_id );
	echo wp_json_encode(
		array(
			'rows' => array_sum( $farol_keys ),
			'keys' => (object) $farol_keys,
		)
	);
	exit( 0 );
}

// Teardown: only the bench's own addresses are deleted from the contacts.
$farol_contacts = new ContactRepository();
foreach ( $farol_store->emails_for_form( $farol_form_id ) as $farol_email ) {
	if ( str_ends_with( $farol_email, '@bench.farol.test' ) ) {
		$farol_contacts->delete_by_email( $farol_email );
	}
}
$farol_store->delete_for_form( $farol_form_id );
( new FormStatsRepository() )->delete_for_form( $farol_form_id );
if ( $farol_form_id > 0 && LeadFormPostType::POST_TYPE === get_post_type( $farol_form_id ) ) {
	wp_delete_post( $farol_form_id, true );
}
farol_bench_pass_close();
exit( 0 );

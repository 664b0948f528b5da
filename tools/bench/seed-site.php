<?php
/**
 * The bench's data besides the comment threads (tools/bench/seed-comments.php builds those),
 * run by tools/bench/lib/site.mjs with the system PHP against the bench's own native instance.
 *
 * Task: php seed-site.php <site> seed <leads> <submissions>
 *       gives the demo lead form (`newsletter-farol`, shown on /fale-com-a-gente/) exactly
 *       <leads> seeded conversions, each with its contact, and the demo contact form
 *       (`contato-farol`, shown on /contato/) exactly <submissions> seeded submissions; prints
 *       { lead_form_id, contact_form_id, leads, submissions, seeded } as JSON.
 *
 * Reproducible: the same counts give the same names, addresses and messages (a seeded
 * generator); seeded rows are recognised by their idempotency key `seed-<n>` and their
 * address hash `seed-<n>`, so a second run with the same counts changes nothing and another
 * count replaces them. Addresses are at seed.farol.test; the bench's own posts use
 * bench.farol.test and are deleted by its teardowns.
 *
 * The site argument is the folder of the site's wp-load.php; FAROL_SITE_URL its address.
 *
 * @package Farol
 */

declare(strict_types=1);

use Farol\ContactForm\Store\SubmissionRepository;
use Farol\ContactForm\Store\SubmissionsTable;
use Farol\LeadForm\Store\ContactRepository;
use Farol\LeadForm\Store\ConversionRepository;
use Farol\LeadForm\Store\LeadsTables;

// phpcs:disable WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand,WordPress.WP.AlternativeFunctions.rand_mt_rand -- a seeded generator is the point: the same count gives the same rows.
// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a CLI tool on the stores' own tables (names of ours).

require_once __DIR__ . '/lib/cli-site.php';
list( $farol_site ) = farol_cli_site( $argv, array( 'seed' ), 'php seed-site.php <site> seed <leads> <submissions>' );

require $farol_site . '/wp-load.php';

$farol_leads       = max( 0, (int) ( $argv[3] ?? 0 ) );
$farol_submissions = max( 0, (int) ( $argv[4] ?? 0 ) );
$farol_names       = array( 'Ana Souza', 'Bruno Lima', 'Carla Mendes', 'Diego Alves', 'Elisa Rocha', 'Fábio Nunes', 'Gabriela Dias', 'Heitor Ramos', 'Isabela Costa', 'João Pereira', 'Larissa Melo', 'Marcos Teixeira' );
$farol_subjects    = array( 'Orçamento', 'Parceria', 'Suporte', 'Imprensa', 'Outro assunto' );

/**
 * The id of a published post of a type by its slug.
 *
 * @param string $type Post type.
 * @param string $slug Slug.
 */
function farol_bench_form( string $type, string $slug ): int {
	$post = get_page_by_path( $slug, OBJECT, $type );
	if ( ! $post instanceof WP_Post ) {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a CLI tool's error output.
		fwrite( STDERR, "seed-site: the demo's {$type} `{$slug}` is missing (is the site seeded?)\n" );
		exit( 1 );
	}
	return (int) $post->ID;
}

global $wpdb;
$farol_lead_form    = farol_bench_form( 'farol_lead_form', 'newsletter-farol' );
$farol_contact_form = farol_bench_form( 'farol_contact_form', 'contato-farol' );
$farol_conversions  = LeadsTables::conversions();
$farol_contacts     = LeadsTables::contacts();
$farol_table        = SubmissionsTable::name();
$farol_seeded       = array();

$farol_have = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$farol_conversions} WHERE form_id = %d AND idempotency_key LIKE %s", $farol_lead_form, 'seed-%' ) );
if ( $farol_have !== $farol_leads ) {
	$wpdb->query( 'START TRANSACTION' );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_conversions} WHERE form_id = %d AND idempotency_key LIKE %s", $farol_lead_form, 'seed-%' ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_contacts} WHERE email LIKE %s", '%@seed.farol.test' ) );
	$farol_store    = new ConversionRepository();
	$farol_contacts = new ContactRepository();
	mt_srand( 20260201 + $farol_leads );
	for ( $farol_i = 0; $farol_i < $farol_leads; $farol_i++ ) {
		$farol_name  = $farol_names[ mt_rand( 0, count( $farol_names ) - 1 ) ];
		$farol_email = sanitize_title( $farol_name ) . '-' . $farol_i . '@seed.farol.test';
		$farol_row   = $farol_store->insert(
			array(
				'form_id'           => $farol_lead_form,
				'idempotency_key'   => 'seed-' . $farol_i,
				'variant'           => 0 === $farol_i % 5 ? 'legacy' : 'typed',
				'email'             => $farol_email,
				'payload'           => array(
					'name'  => $farol_name,
					'email' => $farol_email,
				),
				'conversion_url'    => home_url( '/fale-com-a-gente/' ),
				'conversion_domain' => (string) wp_parse_url( home_url(), PHP_URL_HOST ),
				'traffic_source'    => array( 'google', 'direct', 'newsletter', 'instagram' )[ mt_rand( 0, 3 ) ],
				'c_utmz'            => '',
				'client_id'         => '',
				'consent_text'      => null,
				'consent_at'        => null,
			)
		);
		if ( null !== $farol_row ) {
			$farol_store->set_contact( $farol_row['id'], $farol_contacts->record_conversion( $farol_email, $farol_name, array(), $farol_lead_form, null, null ) );
		}
	}
	$wpdb->query( 'COMMIT' );
	$farol_seeded[] = 'leads';
}

$farol_have = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$farol_table} WHERE form_id = %d AND remote_hash LIKE %s", $farol_contact_form, 'seed-%' ) );
if ( $farol_have !== $farol_submissions ) {
	$wpdb->query( 'START TRANSACTION' );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_table} WHERE form_id = %d AND remote_hash LIKE %s", $farol_contact_form, 'seed-%' ) );
	$farol_repository = new SubmissionRepository();
	mt_srand( 20260301 + $farol_submissions );
	for ( $farol_i = 0; $farol_i < $farol_submissions; $farol_i++ ) {
		$farol_name = $farol_names[ mt_rand( 0, count( $farol_names ) - 1 ) ];
		$farol_repository->insert(
			$farol_contact_form,
			'mail_sent',
			array(
				'your-name'    => $farol_name,
				'your-email'   => sanitize_title( $farol_name ) . '-' . $farol_i . '@seed.farol.test',
				'subject'      => $farol_subjects[ mt_rand( 0, count( $farol_subjects ) - 1 ) ],
				'your-message' => 'Olá! Mensagem de teste número ' . $farol_i . ': gostaria de saber mais sobre os planos da Farol para a minha equipe.',
			),
			array(),
			'seed-' . $farol_i,
			'sent'
		);
	}
	$wpdb->query( 'COMMIT' );
	$farol_seeded[] = 'submissions';
}

echo wp_json_encode(
	array(
		'lead_form_id'    => $farol_lead_form,
		'contact_form_id' => $farol_contact_form,
		'leads'           => $farol_leads,
		'submissions'     => $farol_submissions,
		'seeded'          => $farol_seeded,
	)
), "\n";

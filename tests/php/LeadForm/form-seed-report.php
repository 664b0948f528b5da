<?php
/**
 * Run by FormSeedTest inside the seeded test site: prints, as JSON, the demo lead form and the
 * demo page as a visitor finds them.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_report_forms = get_posts(
	array(
		'name'           => 'newsletter-farol',
		'post_type'      => 'farol_lead_form',
		'post_status'    => 'any',
		'posts_per_page' => -1,
	)
);
$farol_report_pages = get_posts(
	array(
		'name'           => 'fale-com-a-gente',
		'post_type'      => 'page',
		'post_status'    => 'any',
		'posts_per_page' => -1,
	)
);
$farol_report_form  = $farol_report_forms ? ( new Farol\LeadForm\Forms\FormRepository( new Farol\LeadForm\Forms\LeadFormSchema() ) )->find( $farol_report_forms[0]->ID ) : null;

echo wp_json_encode(
	array(
		'forms'   => array_map( static fn( WP_Post $post ): string => $post->post_status, $farol_report_forms ),
		'form'    => $farol_report_form ? array(
			'published'  => $farol_report_form->is_published(),
			'token'      => $farol_report_form->token,
			'locale'     => $farol_report_form->locale(),
			'fields'     => array_column( $farol_report_form->fields(), 'name' ),
			'identifier' => $farol_report_form->conversion_identifier(),
		) : null,
		'pages'   => array_map( static fn( WP_Post $post ): string => $post->post_status, $farol_report_pages ),
		'content' => $farol_report_pages ? apply_filters( 'the_content', $farol_report_pages[0]->post_content ) : '',
	)
);

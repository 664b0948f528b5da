<?php
/**
 * Demo: a published pt-BR lead form (tools/runtime/demo/lead-form.json, the same definition as
 * tests/fixtures/lead-form/demo-form.json: the Playground mounts only tools/runtime) and the
 * published page "Fale com a gente" showing it with the farol/lead-form block.
 *
 * Idempotent: the form is found again by its slug, its definition and title rewritten; its
 * public token is kept (it is created on the form's first save).
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

// The definition is stored as it is in the file (the contract's defaults are filled when it
// is read): the seed may run before the plugin has registered the post type's meta.
$farol_lead_form_definition = json_decode( (string) file_get_contents( __DIR__ . '/lead-form.json' ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.

$farol_lead_form_id = farol_demo_upsert_post(
	array(
		'post_type'   => 'farol_lead_form',
		'post_name'   => 'newsletter-farol',
		'post_title'  => 'Newsletter Farol',
		'post_status' => 'publish',
	)
);
if ( $farol_lead_form_id > 0 ) {
	update_post_meta( $farol_lead_form_id, 'farol_lead_form', $farol_lead_form_definition );
	if ( 1 !== preg_match( '/^[a-f0-9]{32}$/', (string) get_post_meta( $farol_lead_form_id, '_farol_lead_form_token', true ) ) ) {
		update_post_meta( $farol_lead_form_id, '_farol_lead_form_token', bin2hex( random_bytes( 16 ) ) );
	}

	farol_demo_upsert_post(
		array(
			'post_type'    => 'page',
			'post_name'    => 'fale-com-a-gente',
			'post_title'   => 'Fale com a gente',
			'post_content' => implode(
				"\n\n",
				array(
					"<!-- wp:paragraph {\"fontSize\":\"large\"} -->\n<p class=\"has-large-font-size\">Quer receber nossos conteúdos sobre marketing e vendas? Deixe seus dados e a equipe Farol entra em contato.</p>\n<!-- /wp:paragraph -->",
					'<!-- wp:farol/lead-form ' . wp_json_encode( array( 'formId' => $farol_lead_form_id ) ) . ' /-->',
					"<!-- wp:paragraph -->\n<p>Usamos seus dados apenas para falar com você sobre a Farol. Você pode pedir a remoção deles quando quiser.</p>\n<!-- /wp:paragraph -->",
				)
			),
		)
	);
}

<?php
/**
 * Demo: a published pt-BR contact form using every field kind (a `farol_contact_form` post
 * built from farol/contact-field blocks, with its mail settings) and the published page
 * "Contato" showing it with the farol/contact-form block.
 *
 * Idempotent: the form and the page are found again by their slugs and rewritten.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_contact_fields = array(
	array(
		'type'     => 'text',
		'name'     => 'your-name',
		'label'    => 'Seu nome',
		'required' => true,
	),
	array(
		'type'     => 'email',
		'name'     => 'your-email',
		'label'    => 'Seu e-mail',
		'required' => true,
	),
	array(
		'type'  => 'tel',
		'name'  => 'your-phone',
		'label' => 'Telefone',
	),
	array(
		'type'  => 'url',
		'name'  => 'your-site',
		'label' => 'Site da empresa',
	),
	array(
		'type'  => 'number',
		'name'  => 'team-size',
		'label' => 'Pessoas na equipe',
		'min'   => '1',
		'max'   => '5000',
	),
	array(
		'type'  => 'date',
		'name'  => 'meeting-date',
		'label' => 'Data preferida para conversar',
		'days'  => array( 1, 2, 3, 4, 5 ),
	),
	array(
		'type'  => 'time',
		'name'  => 'meeting-time',
		'label' => 'Horário preferido',
	),
	array(
		'type'     => 'select',
		'name'     => 'subject',
		'label'    => 'Assunto',
		'required' => true,
		'options'  => array( 'Orçamento', 'Suporte', 'Parcerias', 'Outro' ),
	),
	array(
		'type'    => 'checkbox',
		'name'    => 'channels',
		'label'   => 'Canais que vocês usam',
		'options' => array( 'E-mail', 'Redes sociais', 'Anúncios', 'SEO' ),
	),
	array(
		'type'    => 'radio',
		'name'    => 'contact-by',
		'label'   => 'Prefere contato por',
		'options' => array( 'E-mail', 'Telefone' ),
	),
	array(
		'type'      => 'textarea',
		'name'      => 'your-message',
		'label'     => 'Sua mensagem',
		'required'  => true,
		'minlength' => 10,
		'maxlength' => 2000,
	),
	array(
		'type'        => 'file',
		'name'        => 'briefing',
		'label'       => 'Briefing (PDF, até 2 MB)',
		'accept'      => array( '.pdf' ),
		'maxfilesize' => 2097152,
	),
	array(
		'type'      => 'quiz',
		'name'      => 'quiz-humano',
		'label'     => 'Pergunta de verificação',
		'questions' => array(
			array(
				'question' => 'Quanto é 2 + 3?',
				'answer'   => '5',
			),
			array(
				'question' => 'Qual é a capital do Brasil?',
				'answer'   => 'Brasília',
			),
		),
	),
	array(
		'type'  => 'acceptance',
		'name'  => 'lgpd',
		'label' => 'Concordo com o uso dos meus dados para que a Farol responda ao meu contato.',
	),
	array(
		'type'  => 'submit',
		'label' => 'Enviar mensagem',
	),
);

$farol_contact_content = '';
foreach ( $farol_contact_fields as $farol_contact_field ) {
	$farol_contact_content .= '<!-- wp:farol/contact-field ' . wp_json_encode( $farol_contact_field, JSON_UNESCAPED_UNICODE ) . " /-->\n";
}

$farol_contact_form_id = farol_demo_upsert_post(
	array(
		'post_type'    => 'farol_contact_form',
		'post_name'    => 'contato-farol',
		'post_title'   => 'Contato Farol',
		'post_status'  => 'publish',
		'post_content' => $farol_contact_content,
	)
);
if ( $farol_contact_form_id > 0 ) {
	update_post_meta(
		$farol_contact_form_id,
		'farol_contact_form_mail',
		array(
			'recipient' => (string) get_option( 'admin_email' ),
			'subject'   => 'Contato pelo site: [subject] — [your-name]',
			'body'      => "De: [your-name] <[your-email]>\nTelefone: [your-phone]\nAssunto: [subject]\n\n[your-message]",
			'reply_to'  => '[your-email]',
		)
	);
	update_post_meta( $farol_contact_form_id, 'farol_contact_form_messages', array( 'mail_sent' => 'Obrigado! Recebemos sua mensagem e responderemos em breve.' ) );
	// The site's captcha (the self-hosted proof of work unless Contact forms › Spam protection says otherwise).
	update_post_meta( $farol_contact_form_id, 'farol_contact_form_captcha', true );

	farol_demo_upsert_post(
		array(
			'post_type'    => 'page',
			'post_name'    => 'contato',
			'post_title'   => 'Contato',
			'post_content' => implode(
				"\n\n",
				array(
					"<!-- wp:paragraph {\"fontSize\":\"large\"} -->\n<p class=\"has-large-font-size\">Conte o que você precisa: a equipe Farol responde em até um dia útil.</p>\n<!-- /wp:paragraph -->",
					'<!-- wp:farol/contact-form ' . wp_json_encode( array( 'formId' => $farol_contact_form_id ) ) . ' /-->',
				)
			),
		)
	);
}

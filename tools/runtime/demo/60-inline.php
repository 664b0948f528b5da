<?php
/**
 * Demo: inline comments. "Como escrever títulos que convertem" has three passages an editor
 * marked as discussable (the block editor's format "Trecho comentável": `<span
 * class="farol-inline" data-farol-inline="…">`), so each shows its icon; two of them already
 * have inline comments (shown in the popup and, quoted, in the main thread).
 *
 * Idempotent: the post is upserted by its slug (its passages keep their fixed ids), and the
 * comments are added only while the post has none.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

use Farol\Comments\Inline\InlineMarker;

$farol_inline_post = farol_demo_upsert_post(
	array(
		'post_type'      => 'post',
		'post_name'      => 'como-escrever-titulos-que-convertem',
		'post_title'     => 'Como escrever títulos que convertem',
		'post_date'      => wp_date( 'Y-m-d H:i:s', time() - 4 * DAY_IN_SECONDS ),
		'comment_status' => 'open',
		'post_content'   => "<!-- wp:paragraph -->\n<p>O título é a primeira promessa que a sua página faz. <span class=\"farol-inline\" data-farol-inline=\"titulo01\">Um bom título diz o resultado que o visitante vai ter, não o nome do seu produto.</span> Depois dele, tudo na página precisa cumprir essa promessa.</p>\n<!-- /wp:paragraph -->\n\n"
			. "<!-- wp:paragraph -->\n<p>Números ajudam quando são verdadeiros. <span class=\"farol-inline\" data-farol-inline=\"titulo02\">Títulos com um número específico costumam ter mais cliques do que títulos vagos</span>, mas só se a página entregar exatamente aquilo.</p>\n<!-- /wp:paragraph -->\n\n"
			. "<!-- wp:paragraph -->\n<p>Por fim, teste. <span class=\"farol-inline\" data-farol-inline=\"titulo03\">Escreva dez títulos antes de escolher um</span> e compare os dois melhores num teste A/B de duas semanas.</p>\n<!-- /wp:paragraph -->",
	)
);

if ( $farol_inline_post > 0 && ! get_comments(
	array(
		'post_id' => $farol_inline_post,
		'count'   => true,
	)
) ) {
	$farol_inline_comments = array(
		array( 'titulo01', 'Camila Duarte', 'Mudamos o título de "Software de gestão" para "Feche o mês em um dia" e os cadastros dobraram.', 30 ),
		array( 'titulo01', 'Bruno Teixeira', 'Concordo. O nome do produto pode ficar no subtítulo.', 12 ),
		array( 'titulo02', 'Helena Castro', 'Só cuidado com números redondos demais: "7 dicas" parece mais real do que "10 dicas".', 5 ),
	);
	foreach ( $farol_inline_comments as $farol_inline_entry ) {
		list( $farol_inline_id, $farol_inline_author, $farol_inline_text, $farol_inline_hours ) = $farol_inline_entry;
		$farol_inline_time = time() - $farol_inline_hours * HOUR_IN_SECONDS;
		wp_insert_comment(
			wp_slash(
				array(
					'comment_post_ID'      => $farol_inline_post,
					'comment_author'       => $farol_inline_author,
					'comment_author_email' => sanitize_title( $farol_inline_author ) . '@example.com',
					'comment_author_IP'    => '127.0.0.1',
					'comment_agent'        => 'farol-demo',
					'comment_content'      => $farol_inline_text,
					'comment_approved'     => 1,
					'comment_type'         => 'comment',
					'comment_date_gmt'     => gmdate( 'Y-m-d H:i:s', $farol_inline_time ),
					'comment_date'         => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $farol_inline_time ) ),
					'comment_meta'         => array( InlineMarker::META => $farol_inline_id ),
				)
			)
		);
	}
}

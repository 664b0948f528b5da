<?php
/**
 * Demo: one page per interactive block, the countdown and the box-shadow generator.
 *
 * The countdown targets 10:00 (site time) thirty days after the seed runs, so the demo always
 * counts down to something; each seed moves it forward. e2e tests create their own pages and
 * never depend on this date.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_countdown_target = ( new DateTimeImmutable( 'today 10:00', wp_timezone() ) )
	->modify( '+30 days' )
	->format( DATE_ATOM );

farol_demo_upsert_post(
	array(
		'post_type'    => 'page',
		'post_name'    => 'contagem-regressiva',
		'post_title'   => 'Contagem regressiva',
		'post_content' => implode(
			"\n\n",
			array(
				"<!-- wp:paragraph {\"fontSize\":\"large\"} -->\n<p class=\"has-large-font-size\">O Guia Farol de Conversões chega daqui a um mês: um roteiro prático para medir cada etapa do funil, do primeiro clique à venda.</p>\n<!-- /wp:paragraph -->",
				'<!-- wp:farol/countdown ' . wp_json_encode( array( 'target' => $farol_countdown_target ) ) . ' /-->',
				"<!-- wp:paragraph -->\n<p>A contagem termina às 10h (horário de Brasília) do dia do lançamento. Quem estiver na lista recebe o guia completo por e-mail assim que ele for publicado.</p>\n<!-- /wp:paragraph -->",
			)
		),
	)
);

farol_demo_upsert_post(
	array(
		'post_type'    => 'page',
		'post_name'    => 'gerador-de-box-shadow',
		'post_title'   => 'Gerador de box-shadow',
		'post_content' => implode(
			"\n\n",
			array(
				"<!-- wp:paragraph {\"fontSize\":\"large\"} -->\n<p class=\"has-large-font-size\">Monte a sombra ideal para cartões, botões e janelas: ajuste deslocamento, desfoque, expansão, cor e opacidade e veja o resultado na hora.</p>\n<!-- /wp:paragraph -->",
				"<!-- wp:paragraph -->\n<p>Quando gostar do que vê, clique na regra CSS para copiá-la e cole no seu tema. Todos os controles também funcionam pelo teclado.</p>\n<!-- /wp:paragraph -->",
				'<!-- wp:farol/box-shadow {"align":"wide"} /-->',
			)
		),
	)
);

<?php
/**
 * Demo: the home page built from the theme's patterns, the posts its masonry grid shows, the
 * main navigation menu (with a submenu) and the reading settings that make the page the front
 * page.
 *
 * The page holds references to the theme's patterns (<!-- wp:pattern -->), so it always shows
 * the theme's current sections; opening it in the editor turns them into editable blocks.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

// WordPress' default category is English ("Uncategorized"); this site speaks Portuguese.
$farol_default_category = get_term( (int) get_option( 'default_category' ), 'category' );
if ( $farol_default_category instanceof WP_Term && 'uncategorized' === $farol_default_category->slug ) {
	wp_update_term(
		$farol_default_category->term_id,
		'category',
		array(
			'name' => 'Geral',
			'slug' => 'geral',
		)
	);
}

// Categories of the demo posts.
$farol_categories = array();
foreach ( array(
	'estrategia' => 'Estratégia',
	'conteudo'   => 'Conteúdo',
	'midia-paga' => 'Mídia paga',
	'dados'      => 'Dados',
	'automacao'  => 'Automação',
) as $farol_slug => $farol_name ) {
	$farol_term = get_term_by( 'slug', $farol_slug, 'category' );
	if ( ! $farol_term ) {
		$farol_created                   = wp_insert_term( $farol_name, 'category', array( 'slug' => $farol_slug ) );
		$farol_categories[ $farol_slug ] = is_wp_error( $farol_created ) ? 0 : (int) $farol_created['term_id'];
	} else {
		$farol_categories[ $farol_slug ] = (int) $farol_term->term_id;
	}
}

// Posts of varied length, so the masonry grid has something to pack. Dates are fixed and
// spaced a week apart, so the grid's order is the same on every run.
$farol_posts = array(
	array( 'funil-b2b-em-cinco-perguntas', 'estrategia', 'O funil B2B em cinco perguntas', 'Antes de investir em mídia, responda cinco perguntas sobre quem compra, quem decide e o que faz uma oportunidade avançar.' ),
	array( 'lead-qualificado-definicao', 'dados', 'O que é, afinal, um lead qualificado?', 'Marketing e vendas só concordam sobre números quando concordam sobre definições. Um roteiro para escrever a sua em uma tarde.' ),
	array( 'calendario-editorial-que-funciona', 'conteudo', 'Um calendário editorial que o time consegue cumprir', 'Publicar toda semana não adianta se cada texto começa do zero. Mostramos como organizar pautas por etapa do funil, reaproveitar pesquisas e medir o que cada conteúdo traz de oportunidades — com um modelo de planilha pronto para copiar.' ),
	array( 'orcamento-de-midia-diario', 'midia-paga', 'Acompanhar o orçamento de mídia todos os dias', 'Três alertas simples evitam a maioria dos desperdícios.' ),
	array( 'nutricao-de-leads-sem-spam', 'automacao', 'Nutrição de leads sem virar spam', 'Fluxos de automação funcionam quando cada mensagem responde a um comportamento real. Veja como escolher gatilhos, espaçar envios e saber a hora de passar o contato ao comercial, sem lotar a caixa de entrada de ninguém.' ),
	array( 'seo-para-paginas-de-servico', 'conteudo', 'SEO para páginas de serviço', 'Páginas de serviço também podem ranquear: comece pelas dúvidas que o seu comercial ouve toda semana.' ),
	array( 'painel-de-marketing-uma-pagina', 'dados', 'Um painel de marketing que cabe em uma página', 'Se o relatório precisa de uma reunião para ser explicado, ele tem indicadores demais. Separamos os seis números que mostram a saúde do funil, de onde tirar cada um e como apresentá-los para a diretoria em cinco minutos.' ),
	array( 'testes-de-criativos', 'midia-paga', 'Testes de criativos com método', 'Uma hipótese por teste, tempo suficiente para decidir e um registro do que foi aprendido.' ),
);
$farol_date  = strtotime( '2025-03-03 09:00:00' );
foreach ( $farol_posts as $farol_index => $farol_post ) {
	list( $farol_slug, $farol_category, $farol_title, $farol_excerpt ) = $farol_post;
	$farol_id = farol_demo_upsert_post(
		array(
			'post_type'     => 'post',
			'post_name'     => $farol_slug,
			'post_title'    => $farol_title,
			'post_excerpt'  => $farol_excerpt,
			'post_date'     => gmdate( 'Y-m-d H:i:s', $farol_date + $farol_index * WEEK_IN_SECONDS ),
			'post_content'  => "<!-- wp:paragraph -->\n<p>" . $farol_excerpt . "</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Na Farol, cada recomendação nasce de dados do próprio cliente: olhamos o histórico de oportunidades, conversamos com o time comercial e só então definimos metas. É assim que uma boa ideia vira rotina e a rotina vira resultado.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Por onde começar</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>Escolha um indicador, combine com o time como ele será medido e acompanhe por quatro semanas antes de mudar a estratégia.</p>\n<!-- /wp:paragraph -->",
			'post_category' => array( $farol_categories[ $farol_category ] ?? 0 ),
		)
	);
	unset( $farol_id );
}

// The home page: the theme's sections, in the order a visitor reads them.
$farol_sections = array(
	'farol/hero',
	'farol/features',
	'farol/testimonials',
	'farol/post-masonry',
	'farol/countdown-promotion',
	'farol/lead-form-section',
	'farol/contact-section',
	'farol/footer-cta',
);
$farol_home     = farol_demo_upsert_post(
	array(
		'post_type'    => 'page',
		'post_name'    => 'inicio',
		'post_title'   => 'Início',
		'post_content' => implode(
			"\n\n",
			array_map(
				static fn ( string $slug ): string => '<!-- wp:pattern {"slug":"' . $slug . '"} /-->',
				$farol_sections
			)
		),
	)
);
update_option( 'show_on_front', 'page' );
update_option( 'page_on_front', $farol_home );

// The main menu (a wp_navigation post, which the header's navigation block shows), with a
// submenu for the services.
$farol_link     = static function ( string $label, string $url ): string {
	return '<!-- wp:navigation-link ' . wp_json_encode(
		array(
			'label' => $label,
			'url'   => $url,
			'kind'  => 'custom',
		),
		JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
	) . ' /-->';
};
$farol_services = array(
	$farol_link( 'Inbound e automação', home_url( '/#servicos' ) ),
	$farol_link( 'SEO e conteúdo', home_url( '/#servicos' ) ),
	$farol_link( 'Mídia paga', home_url( '/#servicos' ) ),
	$farol_link( 'Dados e BI', home_url( '/#servicos' ) ),
);
$farol_menu     = implode(
	"\n",
	array(
		$farol_link( 'Início', home_url( '/' ) ),
		'<!-- wp:navigation-submenu ' . wp_json_encode(
			array(
				'label' => 'Serviços',
				'url'   => home_url( '/#servicos' ),
				'kind'  => 'custom',
			),
			JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES
		) . " -->\n" . implode( "\n", $farol_services ) . "\n<!-- /wp:navigation-submenu -->",
		$farol_link( 'Clientes', home_url( '/#depoimentos' ) ),
		$farol_link( 'Blog', home_url( '/#blog' ) ),
		$farol_link( 'Contato', home_url( '/#contato' ) ),
	)
);
farol_demo_upsert_post(
	array(
		'post_type'    => 'wp_navigation',
		'post_name'    => 'menu-principal',
		'post_title'   => 'Menu principal',
		'post_content' => $farol_menu,
	)
);

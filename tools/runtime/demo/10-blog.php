<?php
/**
 * Demo: a blog post with a threaded discussion, and the post whose ID is 2260.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

// The default "Hello world!" post and sample page are not Farol's.
foreach ( array( 'hello-world', 'sample-page' ) as $farol_slug ) {
	$farol_defaults = get_posts(
		array(
			'name'        => $farol_slug,
			'post_type'   => array( 'post', 'page' ),
			'post_status' => 'any',
		)
	);
	foreach ( $farol_defaults as $farol_post ) {
		wp_delete_post( $farol_post->ID, true );
	}
}

$farol_blog_post = farol_demo_upsert_post(
	array(
		'post_type'    => 'post',
		'post_name'    => 'como-medir-conversoes',
		'post_title'   => 'Como medir conversões sem perder o foco no cliente',
		'post_content' => "<!-- wp:paragraph -->\n<p>Medir conversões é mais do que contar cliques: é entender em que momento uma visita vira conversa. Neste artigo mostramos como organizar metas, formulários e relatórios para que cada número conte uma história útil.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Comece pelas perguntas que o time comercial faz toda semana e construa os indicadores a partir delas.</p>\n<!-- /wp:paragraph -->",
	)
);

$farol_comment_count = get_comments(
	array(
		'post_id' => $farol_blog_post,
		'count'   => true,
	)
);
if ( ! $farol_comment_count ) {
	$farol_first = wp_insert_comment(
		array(
			'comment_post_ID'      => $farol_blog_post,
			'comment_author'       => 'Ana Souza',
			'comment_author_email' => 'ana@example.com',
			'comment_content'      => 'Ótimo artigo! Vocês usam a mesma métrica para campanhas pagas e orgânicas?',
			'comment_approved'     => 1,
		)
	);
	$farol_reply = wp_insert_comment(
		array(
			'comment_post_ID'      => $farol_blog_post,
			'comment_parent'       => $farol_first,
			'comment_author'       => 'Bruno Lima',
			'comment_author_email' => 'bruno@example.com',
			'comment_content'      => 'Usamos a mesma base, mas separamos os relatórios por origem do tráfego.',
			'comment_approved'     => 1,
		)
	);
	wp_insert_comment(
		array(
			'comment_post_ID'      => $farol_blog_post,
			'comment_parent'       => $farol_reply,
			'comment_author'       => 'Ana Souza',
			'comment_author_email' => 'ana@example.com',
			'comment_content'      => 'Faz sentido. Obrigada pela resposta!',
			'comment_approved'     => 1,
		)
	);
	wp_insert_comment(
		array(
			'comment_post_ID'      => $farol_blog_post,
			'comment_author'       => 'Carla Mendes',
			'comment_author_email' => 'carla@example.com',
			'comment_content'      => 'Salvei para mostrar ao meu time na segunda-feira.',
			'comment_approved'     => 1,
		)
	);
}

// The spec's post 2260: the theme appends the "Estou fixo" block to it.
if ( ! get_post( 2260 ) ) {
	wp_insert_post(
		wp_slash(
			array(
				'import_id'    => 2260,
				'post_type'    => 'post',
				'post_status'  => 'publish',
				'post_author'  => 1,
				'post_name'    => 'elemento-fixo',
				'post_title'   => 'Um elemento que acompanha a leitura',
				'post_content' => str_repeat( "<!-- wp:paragraph -->\n<p>Role a página: o bloco abaixo do texto acompanha a leitura quando a regra de elemento fixo está ativa. Este parágrafo existe para dar altura à página e mostrar o comportamento com calma.</p>\n<!-- /wp:paragraph -->\n\n", 12 ),
			)
		),
		true
	);
}

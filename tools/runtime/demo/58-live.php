<?php
/**
 * Demo: the bubble and live updates (issue 23). Live updates are on in bubble mode for the
 * whole demo site (members and guests, a poll every 15 s), and a post invites the visitor to
 * try it: open it in two tabs, comment in one, and the other shows the bubble with the count
 * and a preview; a click puts the comment in the thread. It starts with a short conversation
 * (50-comments.php's helper) so the thread is not empty.
 *
 * Idempotent: the settings are merged into the widget's option (other keys kept); the post is
 * upserted by slug and its comments added only while it has none.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

use Farol\Comments\Settings;

$farol_live_settings = get_option( Settings::OPTION, array() );
update_option(
	Settings::OPTION,
	array_merge(
		is_array( $farol_live_settings ) ? $farol_live_settings : array(),
		array(
			'live_mode'             => 'bubble',
			'live_guests'           => true,
			'live_interval_seconds' => 15,
		)
	)
);

$farol_live_post = farol_demo_upsert_post(
	array(
		'post_type'      => 'post',
		'post_name'      => 'conversa-ao-vivo',
		'post_title'     => 'Conversa ao vivo: novos comentários sem recarregar',
		'comment_status' => 'open',
		'post_date'      => wp_date( 'Y-m-d H:i:s', time() - 2 * DAY_IN_SECONDS ),
		'post_content'   => "<!-- wp:paragraph -->\n<p>Esta conversa avisa quando chegam comentários novos: um balão no canto da tela mostra quantos são e uma prévia do mais recente. Um clique no balão coloca os comentários na conversa, sem recarregar a página.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Para ver funcionando, abra este post em duas abas (ou em dois navegadores), comente em uma e volte para a outra: em até 15 segundos o balão aparece.</p>\n<!-- /wp:paragraph -->",
	)
);
if ( function_exists( 'farol_demo_discussion' ) && ! get_comments(
	array(
		'post_id' => $farol_live_post,
		'count'   => true,
	)
) ) {
	farol_demo_discussion(
		$farol_live_post,
		array(
			array( 'abertura', '', '', 'Deixe um comentário aqui e veja o balão aparecer na outra aba.', 40, 3, 0, array( 'editor' ) ),
			array( 'julia', '', 'Júlia Mendes', 'Testei com o celular e o notebook ao mesmo tempo: o balão apareceu com o meu nome e o começo do texto.', 20, 2, 0 ),
			array( 'caio', 'julia', 'Caio Ribeiro', 'E quando a aba fica escondida ele para de perguntar ao servidor, né? Bom para a bateria.', 6, 1, 0 ),
		)
	);
}

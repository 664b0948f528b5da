<?php
/**
 * Demo: two blog posts with lively pt_BR discussions for the comment widget — replies four
 * levels deep, votes (rows in the votes table and the totals kept beside each comment), a
 * pinned comment, a closed thread, members and guests, recent replies (so "hottest" shows
 * something). Visitors of the demo can join: their comments appear without waiting for
 * moderation (core's "comment author must have a previously approved comment" is off here).
 *
 * Idempotent: a post that already has comments is left as it is. The discussion of
 * `como-medir-conversoes` stays 10-blog.php's.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

use Farol\Comments\CommentMeta;
use Farol\Comments\Store\VotesTable;

// Threads as deep as the widget shows them; a demo visitor's comment appears at once.
update_option( 'thread_comments', 1 );
update_option( 'thread_comments_depth', 5 );
update_option( 'comment_previously_approved', 0 );
update_option( 'comment_moderation', 0 );

if ( ! function_exists( 'farol_demo_discussion' ) ) {
	/**
	 * Adds a discussion to a post: each entry is [ key, parent key or '', author, text, hours
	 * ago, likes, dislikes, flags ] where flags may hold 'sticky', 'closed' or 'editor' (the
	 * demo editor account writes it).
	 *
	 * @param int                         $post_id Post.
	 * @param array<int,array<int,mixed>> $entries The comments, parents first.
	 */
	function farol_demo_discussion( int $post_id, array $entries ): void {
		global $wpdb;
		( new VotesTable() )->maybe_upgrade();
		$editor = get_user_by( 'login', 'editor' );
		$ids    = array();
		$voter  = 0;
		foreach ( $entries as $entry ) {
			list( $key, $parent, $author, $text, $hours, $likes, $dislikes, $flags ) = array_pad( $entry, 8, array() );
			$by_editor   = in_array( 'editor', (array) $flags, true ) && $editor instanceof WP_User;
			$time        = time() - (int) ( (float) $hours * HOUR_IN_SECONDS );
			$id          = (int) wp_insert_comment(
				wp_slash(
					array(
						'comment_post_ID'      => $post_id,
						'comment_parent'       => '' === $parent ? 0 : $ids[ $parent ],
						'comment_author'       => $by_editor ? 'Equipe Farol' : $author,
						'comment_author_email' => $by_editor ? $editor->user_email : sanitize_title( $author ) . '@example.com',
						'comment_author_IP'    => '127.0.0.1',
						'comment_agent'        => 'farol-demo',
						'comment_content'      => $text,
						'comment_approved'     => 1,
						'comment_type'         => 'comment',
						'user_id'              => $by_editor ? $editor->ID : 0,
						'comment_date_gmt'     => gmdate( 'Y-m-d H:i:s', $time ),
						'comment_date'         => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $time ) ),
					)
				)
			);
			$ids[ $key ] = $id;
			foreach ( array(
				1  => (int) $likes,
				-1 => (int) $dislikes,
			) as $value => $count ) {
				for ( $i = 0; $i < $count; $i++ ) {
					$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- demo seed: the votes of imaginary readers.
						VotesTable::name(),
						array(
							'comment_id' => $id,
							'voter'      => 'g:demo-' . ( ++$voter ),
							'value'      => $value,
							'created_at' => gmdate( 'Y-m-d H:i:s', $time + 600 ),
						),
						array( '%d', '%s', '%d', '%s' )
					);
				}
			}
			if ( $likes || $dislikes ) {
				update_comment_meta( $id, CommentMeta::LIKES, (string) (int) $likes );
				update_comment_meta( $id, CommentMeta::DISLIKES, (string) (int) $dislikes );
				update_comment_meta( $id, CommentMeta::VOTES, (string) ( (int) $likes - (int) $dislikes ) );
			}
			foreach ( array(
				'sticky' => CommentMeta::STICKY,
				'closed' => CommentMeta::CLOSED,
			) as $flag => $meta ) {
				if ( in_array( $flag, (array) $flags, true ) ) {
					update_comment_meta( $id, $meta, '1' );
				}
			}
		}
	}
}

$farol_landing = farol_demo_upsert_post(
	array(
		'post_type'    => 'post',
		'post_name'    => 'landing-pages-que-convertem',
		'post_title'   => '5 ideias para landing pages que convertem',
		'post_date'    => wp_date( 'Y-m-d H:i:s', time() - 10 * DAY_IN_SECONDS ),
		'post_content' => "<!-- wp:paragraph -->\n<p>Uma boa landing page tem um único objetivo e remove tudo o que distrai dele. Reunimos cinco ideias que testamos com clientes neste ano: título que promete um resultado, prova social logo na primeira dobra, formulário curto, chamada para ação repetida e uma página de obrigado que continua a conversa.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Conte nos comentários o que funcionou (ou não) no seu site.</p>\n<!-- /wp:paragraph -->",
	)
);
if ( ! get_comments(
	array(
		'post_id' => $farol_landing,
		'count'   => true,
	)
) ) {
	farol_demo_discussion(
		$farol_landing,
		array(
			array( 'boas-vindas', '', '', 'Bem-vindos à conversa! Compartilhem exemplos de landing pages que vocês admiram — vamos comentar as melhores num próximo artigo.', 230, 9, 0, array( 'sticky', 'editor' ) ),
			array( 'marina', '', 'Marina Carvalho', 'Reduzimos o formulário de 9 para 4 campos e as conversões subiram 38 % em duas semanas. O time de vendas reclamou no começo, mas a qualidade dos contatos quase não mudou.', 200, 14, 1 ),
			array( 'rafael', 'marina', 'Rafael Gomes', 'Quais campos vocês tiraram? Aqui o pessoal de vendas insiste em pedir o tamanho da empresa logo no primeiro contato.', 190, 4, 0 ),
			array( 'marina2', 'rafael', 'Marina Carvalho', 'Tiramos cargo, tamanho da empresa, cidade, como nos conheceu e o segundo telefone. O tamanho da empresa a gente descobre na primeira ligação.', 185, 7, 0 ),
			array( 'rafael2', 'marina2', 'Rafael Gomes', 'Faz sentido. Vou propor um teste A/B com o formulário curto e mostrar os números para o comercial.', 180, 3, 0 ),
			array( 'equipe-ab', 'rafael2', '', 'Boa! Deixe o teste rodar pelo menos duas semanas inteiras, para pegar os dois fins de semana, e defina antes qual diferença vale a mudança.', 176, 6, 0, array( 'editor' ) ),
			array( 'paulo', '', 'Paulo Henrique', 'Discordo um pouco da prova social na primeira dobra: no nosso caso, os depoimentos empurraram o formulário para baixo e a taxa caiu.', 150, 5, 3 ),
			array( 'juliana', 'paulo', 'Juliana Prado', 'Já tentou depoimentos curtinhos, de uma linha, ao lado do formulário? Funcionou bem para uma clínica que atendo.', 140, 6, 0 ),
			array( 'paulo2', 'juliana', 'Paulo Henrique', 'Não tinha pensado nisso. Vou testar com três frases curtas e os logotipos dos clientes.', 130, 2, 0 ),
			array( 'tatiane', '', 'Tatiane Ribeiro', 'A dica da página de obrigado foi a que mais me surpreendeu. Colocamos um convite para agendar a conversa ali mesmo e 1 em cada 5 pessoas agendou.', 60, 11, 0 ),
			array( 'gustavo', 'tatiane', 'Gustavo Martins', 'Vocês usam alguma ferramenta para a agenda ou é um link simples?', 20, 1, 0 ),
			array( 'tatiane2', 'gustavo', 'Tatiane Ribeiro', 'Um link simples para a agenda do time, com horários de 30 minutos. Nada sofisticado.', 8, 2, 0 ),
			array( 'fernanda', '', 'Fernanda Lopes', 'Alguém tem dados sobre vídeo na landing page? Tenho a impressão de que atrasa o carregamento mais do que ajuda.', 5, 3, 1 ),
			array( 'encerrado', '', 'Lucas Barros', 'Vale a pena comprar listas de e-mail para encher a página de visitas?', 300, 0, 8, array( 'closed' ) ),
			array( 'encerrado-resposta', 'encerrado', '', 'Não recomendamos: além de ferir a LGPD, listas compradas derrubam a reputação do seu domínio. Fechamos esta conversa para não virar propaganda de listas.', 298, 12, 0, array( 'editor' ) ),
		)
	);
}

$farol_seo = farol_demo_upsert_post(
	array(
		'post_type'    => 'post',
		'post_name'    => 'seo-local-pequenas-empresas',
		'post_title'   => 'SEO local para pequenas empresas: o guia rápido',
		'post_date'    => wp_date( 'Y-m-d H:i:s', time() - 4 * DAY_IN_SECONDS ),
		'post_content' => "<!-- wp:paragraph -->\n<p>Para quem atende no bairro, aparecer no mapa vale mais do que a primeira posição de uma busca genérica. Perfil da empresa completo, avaliações respondidas, endereço igual em todo lugar e uma página por região atendida: é por aí que começamos.</p>\n<!-- /wp:paragraph -->",
	)
);
if ( ! get_comments(
	array(
		'post_id' => $farol_seo,
		'count'   => true,
	)
) ) {
	farol_demo_discussion(
		$farol_seo,
		array(
			array( 'claudia', '', 'Cláudia Nogueira', 'Tenho uma padaria e nunca respondi às avaliações. Vale a pena responder também as negativas?', 90, 6, 0 ),
			array( 'equipe-resp', 'claudia', '', 'Vale, principalmente as negativas: uma resposta educada e com solução mostra para quem lê que a padaria se importa. Responda em até dois dias.', 86, 9, 0, array( 'editor' ) ),
			array( 'claudia2', 'equipe-resp', 'Cláudia Nogueira', 'Obrigada! Vou separar meia hora toda segunda-feira para isso.', 80, 2, 0 ),
			array( 'andre', 'claudia2', 'André Figueiredo', 'Faço o mesmo na minha oficina e a nota subiu de 4,1 para 4,6 em seis meses.', 30, 4, 0 ),
			array( 'beatriz', '', 'Beatriz Antunes', 'Uma página por região não vira conteúdo duplicado? Atendo seis bairros com o mesmo serviço.', 40, 3, 0 ),
			array( 'equipe-dup', 'beatriz', '', 'Vira, se o texto for o mesmo. Conte algo próprio de cada bairro: fotos de serviços feitos ali, depoimentos de clientes de lá, como chegar.', 36, 5, 0, array( 'editor' ) ),
			array( 'rodrigo', '', 'Rodrigo Teles', 'Ótimo resumo. Salvei para revisar o cadastro da loja ainda esta semana.', 3, 1, 0 ),
		)
	);
}

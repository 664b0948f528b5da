<?php
/**
 * Demo: the demo subscriber has content of their own for the "Meu conteúdo" modal — three
 * comments on the local SEO post (50-comments.php) and a follow of the demo editor
 * ("Equipe Farol"), so logging in as `subscriber` shows both tabs filled, and a new comment
 * by the editor mails the subscriber (the mail sink shows it).
 *
 * Idempotent: nothing is added when the subscriber already commented on that post.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

use Farol\Comments\Follows\FollowStore;
use Farol\Comments\Follows\FollowsTable;

$farol_subscriber = get_user_by( 'login', 'subscriber' );
$farol_editor     = get_user_by( 'login', 'editor' );
$farol_post       = get_page_by_path( 'seo-local-pequenas-empresas', OBJECT, 'post' );
if ( $farol_subscriber instanceof WP_User && $farol_editor instanceof WP_User && $farol_post instanceof WP_Post ) {
	( new FollowsTable() )->maybe_upgrade();
	$farol_mine = get_comments(
		array(
			'post_id' => $farol_post->ID,
			'user_id' => $farol_subscriber->ID,
			'count'   => true,
		)
	);
	if ( 0 === (int) $farol_mine ) {
		$farol_texts = array(
			'Cadastrei a empresa no perfil de negócios como vocês sugeriram e as ligações aumentaram. Obrigado!',
			'Vale a pena responder a todas as avaliações, mesmo as antigas?',
			'Voltei para contar: pedir avaliações depois do atendimento funcionou muito bem.',
		);
		foreach ( $farol_texts as $farol_index => $farol_text ) {
			$farol_time = time() - ( 3 - $farol_index ) * DAY_IN_SECONDS;
			wp_insert_comment(
				wp_slash(
					array(
						'comment_post_ID'      => $farol_post->ID,
						'comment_author'       => $farol_subscriber->display_name,
						'comment_author_email' => $farol_subscriber->user_email,
						'comment_author_IP'    => '127.0.0.1',
						'comment_agent'        => 'farol-demo',
						'comment_content'      => $farol_text,
						'comment_approved'     => 1,
						'comment_type'         => 'comment',
						'user_id'              => $farol_subscriber->ID,
						'comment_date_gmt'     => gmdate( 'Y-m-d H:i:s', $farol_time ),
						'comment_date'         => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $farol_time ) ),
					)
				)
			);
		}
		( new FollowStore() )->add( $farol_subscriber->ID, $farol_subscriber->user_email, $farol_editor->ID, $farol_editor->user_email, 'Equipe Farol' );
	}
}

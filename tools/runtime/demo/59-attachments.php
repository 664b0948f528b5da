<?php
/**
 * Demo: a member's comment with attachments (an image and a text file, from
 * tools/runtime/demo/attachments/, never downloaded) on the local SEO post (no spec counts its
 * thread), kept as the widget keeps an upload: the image re-encoded, both in the comments'
 * private folder. Attachments stay the default (members only): log in as `subscriber` to try them.
 *
 * Idempotent: the comment is added once (found again by its agent).
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

use Farol\Comments\Attachments\AttachmentStore;
use Farol\Comments\Attachments\AttachmentTypes;
use Farol\Support\Uploads\ImageReencoder;

$farol_post   = get_page_by_path( 'seo-local-pequenas-empresas', OBJECT, 'post' );
$farol_member = get_user_by( 'login', 'subscriber' );
$farol_done   = 0;
// Found again by its agent (get_comments() has no agent argument).
if ( $farol_post instanceof WP_Post ) {
	$farol_done = count(
		array_filter(
			get_comments(
				array(
					'post_id' => $farol_post->ID,
					'status'  => 'all',
				)
			),
			static fn ( WP_Comment $comment ): bool => 'farol-demo-attachments' === $comment->comment_agent
		)
	);
}

if ( $farol_post instanceof WP_Post && $farol_member instanceof WP_User && 0 === $farol_done ) {
	$farol_comment = (int) wp_insert_comment(
		wp_slash(
			array(
				'comment_post_ID'      => $farol_post->ID,
				'comment_author'       => $farol_member->display_name,
				'comment_author_email' => $farol_member->user_email,
				'comment_author_IP'    => '127.0.0.1',
				'comment_agent'        => 'farol-demo-attachments',
				'comment_content'      => '<p>Segue a foto do farol que usamos no perfil da empresa no mapa e o roteiro da visita que descrevemos nas avaliações. As fotos novas trouxeram mais pedidos de rota!</p>',
				'comment_approved'     => 1,
				'comment_type'         => 'comment',
				'user_id'              => $farol_member->ID,
				'comment_date_gmt'     => gmdate( 'Y-m-d H:i:s', time() - 3 * HOUR_IN_SECONDS ),
			)
		)
	);
	$farol_store   = new AttachmentStore();
	foreach ( array( 'farol.png', 'roteiro.txt' ) as $farol_name ) {
		$farol_source = __DIR__ . '/attachments/' . $farol_name;
		$farol_ext    = strtolower( pathinfo( $farol_name, PATHINFO_EXTENSION ) );
		$farol_copy   = (string) tempnam( get_temp_dir(), 'farol-demo' );
		if ( $farol_comment < 1 || ! is_file( $farol_source ) || ! copy( $farol_source, $farol_copy ) ) {
			continue;
		}
		$farol_file  = array(
			'path'      => $farol_copy,
			'name'      => $farol_name,
			'size'      => (int) filesize( $farol_copy ),
			'ext'       => $farol_ext,
			'kind'      => AttachmentTypes::kind( $farol_ext ),
			'width'     => 0,
			'height'    => 0,
			'temporary' => true,
		);
		$farol_image = ImageReencoder::handles( $farol_ext ) ? ImageReencoder::reencode( $farol_copy, $farol_ext ) : null;
		if ( null !== $farol_image ) {
			wp_delete_file( $farol_copy );
			list( $farol_file['path'], $farol_file['width'], $farol_file['height'] ) = $farol_image;
			$farol_file['size'] = (int) filesize( $farol_file['path'] );
		}
		$farol_store->add( $farol_comment, $farol_file );
	}
}

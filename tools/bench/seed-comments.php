<?php
/**
 * A deterministic post with N threaded comments, for the comment widget's benchmark and for
 * anyone who wants a big thread: `npm run seed:comments -- 1000` on the native runtime (or
 * `bash tools/runtime/native.sh seed-comments 1000`). Same count → same post: the same authors,
 * texts (about 185 characters of pt_BR), dates, parents and votes, whatever the machine or day.
 *
 * The shape follows the anchor lab's 1,000-comment post: about 68.7 % top-level comments,
 * 24.7 % replies at depth 2 and 6.6 % at depth 3; one sticky top-level comment; about a third
 * of the comments with votes. Running it again replaces the post (slug `bench-<N>-comments`).
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand,WordPress.WP.AlternativeFunctions.rand_mt_rand -- a seeded generator is the point: the same count gives the same thread.

if ( ! function_exists( 'farol_bench_seed_comments' ) ) {
	/**
	 * Creates (or re-creates) the bench post with its comments.
	 *
	 * @param int $count Number of comments (1 to 100,000).
	 * @return int The post's id.
	 * @throws InvalidArgumentException When the count is out of range.
	 * @throws RuntimeException When WordPress refuses the post.
	 */
	function farol_bench_seed_comments( int $count ): int {
		if ( $count < 1 || $count > 100000 ) {
			throw new InvalidArgumentException( 'count must be 1 to 100000' );
		}
		$slug = 'bench-' . $count . '-comments';
		$old  = get_page_by_path( $slug, OBJECT, 'post' );
		if ( $old instanceof WP_Post ) {
			wp_delete_post( $old->ID, true );
		}
		$post_id = wp_insert_post(
			array(
				'post_type'      => 'post',
				'post_status'    => 'publish',
				'post_author'    => 1,
				'post_name'      => $slug,
				'post_title'     => sprintf( 'Bench: %d comentários', $count ),
				'post_content'   => '<!-- wp:paragraph --><p>Um post com muitos comentários, para medir o widget de comentários.</p><!-- /wp:paragraph -->',
				'post_date_gmt'  => '2026-01-01 00:00:00',
				'comment_status' => 'open',
			),
			true
		);
		if ( is_wp_error( $post_id ) ) {
			throw new RuntimeException( $post_id->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- CLI message.
		}

		$names = array( 'Ana Souza', 'Bruno Lima', 'Carla Mendes', 'Diego Alves', 'Elisa Rocha', 'Fábio Nunes', 'Gabriela Dias', 'Heitor Ramos', 'Isabela Costa', 'João Pereira', 'Larissa Melo', 'Marcos Teixeira' );
		$words = explode( ' ', 'o artigo explica bem como medir campanhas e eu gostei muito da parte sobre métricas mas fiquei com uma dúvida sobre a origem do tráfego pago orgânico relatórios equipe semana resultado conversão página formulário contato cliente venda funil dados teste' );

		mt_srand( 20260101 + $count );
		wp_defer_comment_counting( true );
		$top    = array();
		$second = array();
		$base   = (int) strtotime( '2026-01-02 00:00:00 UTC' );
		$sticky = 0;
		for ( $i = 0; $i < $count; $i++ ) {
			$roll   = mt_rand( 0, 999 );
			$parent = 0;
			$depth  = 1;
			if ( $roll >= 687 && $roll < 934 && array() !== $top ) {
				$parent = $top[ mt_rand( 0, count( $top ) - 1 ) ];
				$depth  = 2;
			} elseif ( $roll >= 934 && array() !== $second ) {
				$parent = $second[ mt_rand( 0, count( $second ) - 1 ) ];
				$depth  = 3;
			}
			$text   = '';
			$length = 0;
			while ( $length < 180 ) {
				$text  .= ( '' === $text ? '' : ' ' ) . $words[ mt_rand( 0, count( $words ) - 1 ) ];
				$length = strlen( $text );
			}
			$name = $names[ mt_rand( 0, count( $names ) - 1 ) ];
			$time = gmdate( 'Y-m-d H:i:s', $base + $i * 1020 );
			$id   = (int) wp_insert_comment(
				array(
					'comment_post_ID'      => $post_id,
					'comment_parent'       => $parent,
					'comment_author'       => $name,
					'comment_author_email' => sanitize_title( $name ) . '@example.com',
					'comment_author_url'   => 0 === $i % 7 ? 'https://' . sanitize_title( $name ) . '.example.com/' : '',
					'comment_author_IP'    => '127.0.0.1',
					'comment_agent'        => 'farol-bench-seed',
					'comment_content'      => ucfirst( $text ) . '.',
					'comment_approved'     => 1,
					'comment_type'         => 'comment',
					'comment_date_gmt'     => $time,
					'comment_date'         => get_date_from_gmt( $time ),
				)
			);
			if ( 1 === $depth ) {
				$top[] = $id;
				if ( 3 === count( $top ) ) {
					$sticky = $id;
				}
			} elseif ( 2 === $depth ) {
				$second[] = $id;
			}
			if ( mt_rand( 0, 2 ) === 0 ) {
				$likes    = mt_rand( 0, 12 );
				$dislikes = mt_rand( 0, 3 );
				update_comment_meta( $id, \Farol\Comments\CommentMeta::LIKES, (string) $likes );
				update_comment_meta( $id, \Farol\Comments\CommentMeta::DISLIKES, (string) $dislikes );
				update_comment_meta( $id, \Farol\Comments\CommentMeta::VOTES, (string) ( $likes - $dislikes ) );
			}
		}
		if ( $sticky > 0 ) {
			update_comment_meta( $sticky, \Farol\Comments\CommentMeta::STICKY, '1' );
		}
		wp_defer_comment_counting( false );
		wp_update_comment_count_now( $post_id );
		return $post_id;
	}
}

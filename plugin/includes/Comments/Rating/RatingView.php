<?php
/**
 * The post rating's markup and its schema.org data.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Rating;

use Farol\Comments\Phrases;
use WP_Post;

/**
 * The one renderer of the rating (the page prints it at the top of the comment area; wpdUserRate
 * answers it after a rating, and the client puts it in place as it is): five star buttons named
 * "Rate N of 5" carrying its N in `data-rating` (what wpdUserRate posts), filled to the average
 * (halves), the visitor's own rating pressed (`aria-pressed`) and said in words, the average and
 * the count ("4,3 (12 avaliações)"). A reader sees it all without any script. Also the
 * schema.org `AggregateRating` of a rated post, as JSON-LD.
 */
final class RatingView {

	/**
	 * The star's outline (24 × 24).
	 */
	private const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95z';

	/**
	 * The rating's markup.
	 *
	 * @param int           $post_id Post.
	 * @param RatingSummary $summary Its totals.
	 * @param int           $mine    The visitor's stars (1–5), 0 when unknown or none.
	 */
	public function html( int $post_id, RatingSummary $summary, int $mine ): string {
		$filled = round( $summary->average() * 2 ) / 2;
		$stars  = '';
		for ( $star = 1; $star <= RatingSummary::SCALE; $star++ ) {
			$class = 'farol-rating__star';
			if ( $filled >= $star ) {
				$class .= ' farol-rating__star--full';
			} elseif ( $filled >= $star - 0.5 ) {
				$class .= ' farol-rating__star--half';
			}
			$label = sprintf(
				/* translators: 1: a number of stars, 2: the most stars (5). */
				_x( 'Rate %1$d of %2$d', 'post rating star', 'farol' ),
				$star,
				RatingSummary::SCALE
			);
			$stars .= '<button type="button" class="' . esc_attr( $class ) . '" data-farol-action="rate" data-rating="' . esc_attr( (string) $star ) . '" aria-pressed="' . ( $mine === $star ? 'true' : 'false' ) . '" aria-label="' . esc_attr( $label ) . '">'
				. '<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false"><path d="' . self::STAR_PATH . '"/></svg></button>';
		}
		$summary_text = $summary->count > 0
			? sprintf(
				/* translators: 1: the average rating (e.g. 4.3), 2: how many visitors rated. */
				_n( '%1$s (%2$s rating)', '%1$s (%2$s ratings)', $summary->count, 'farol' ),
				number_format_i18n( $summary->average(), 1 ),
				number_format_i18n( $summary->count )
			)
			: __( 'No ratings yet', 'farol' );
		$mine_text = $mine > 0
			? '<span class="farol-rating__mine">' . esc_html(
				sprintf(
					/* translators: 1: the visitor's stars, 2: the most stars (5). */
					__( 'Your rating: %1$d of %2$d', 'farol' ),
					$mine,
					RatingSummary::SCALE
				)
			) . '</span>'
			: '';
		return '<div class="farol-rating" data-farol-slot="rating" data-post-id="' . esc_attr( (string) $post_id ) . '" data-mine="' . esc_attr( (string) $mine ) . '" role="group" aria-labelledby="farol-rating-label">'
			. '<span class="farol-rating__label" id="farol-rating-label">' . esc_html( Phrases::get( 'rating_label' ) ) . '</span>'
			. '<svg class="farol-rating__defs" width="0" height="0" aria-hidden="true" focusable="false"><defs><linearGradient id="farol-rating-half"><stop offset="50%" stop-color="currentColor"/><stop offset="50%" stop-color="transparent"/></linearGradient></defs></svg>'
			. '<span class="farol-rating__stars">' . $stars . '</span>'
			. '<span class="farol-rating__summary">' . esc_html( $summary_text ) . '</span>'
			. $mine_text
			. '</div>';
	}

	/**
	 * The schema.org data of a rated post: its type (`Article` for a blog post, `CreativeWork`
	 * otherwise) with name, url and `aggregateRating`; '' when nobody rated it. JSON with `<`,
	 * `>`, `&` and quotes as \u escapes, so no title can close the script.
	 *
	 * @param WP_Post       $post    Post.
	 * @param RatingSummary $summary Its totals.
	 */
	public function json_ld( WP_Post $post, RatingSummary $summary ): string {
		if ( $summary->count < 1 ) {
			return '';
		}
		$data = array(
			'@context'        => 'https://schema.org',
			'@type'           => 'post' === $post->post_type ? 'Article' : 'CreativeWork',
			'name'            => html_entity_decode( wp_strip_all_tags( get_the_title( $post ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
			'url'             => (string) get_permalink( $post ),
			'aggregateRating' => array(
				'@type'       => 'AggregateRating',
				'ratingValue' => $summary->average(),
				'ratingCount' => $summary->count,
				'bestRating'  => RatingSummary::SCALE,
				'worstRating' => 1,
			),
		);
		$json = (string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
		return wp_get_inline_script_tag( $json, array( 'type' => 'application/ld+json' ) );
	}
}

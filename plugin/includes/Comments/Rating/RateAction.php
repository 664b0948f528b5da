<?php
/**
 * Rating a post on admin-ajax.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Rating;

use Farol\Comments\Ajax\AjaxAction;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\ReadablePost;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Settings;
use Farol\Support\Abuse\RateLimit;
use Farol\Support\Abuse\Throttle;
use Farol\Support\Abuse\VisitorId;

/**
 * The action wpdUserRate (`postId`, `rating`). `rating` is the stars given, a whole number from 1
 * to RatingSummary::SCALE written in plain digits; anything else (0, 6, -1, "abc", "1.0", "03",
 * " 3x", an array) is refused `rating_invalid`, nothing is clamped. One rating per
 * voter (Farol\Support\Abuse\VisitorId, as comment votes: a member by user id, a guest by a keyed
 * hash of the address, whatever cookie it sends); a second rating changes the first. A member
 * sends the `farol_comments` nonce; guests rate when the setting `rating_guests` allows; 10
 * ratings a minute per address. Answers `{rating, average, count, html, postId}`: the stars given
 * (1–5), the new average (one decimal) and count, and the rating's markup as the page prints it.
 */
final class RateAction implements AjaxHandler {

	/**
	 * Creates the action.
	 *
	 * @param Ratings      $ratings  Where the rating shows.
	 * @param RatingStore  $store    The ratings.
	 * @param RatingView   $view     Their markup.
	 * @param Settings     $settings Widget settings.
	 * @param ReadablePost $posts    The read gate of a post.
	 * @param Throttle     $throttle The per-address limit.
	 */
	public function __construct(
		private readonly Ratings $ratings,
		private readonly RatingStore $store,
		private readonly RatingView $view,
		private readonly Settings $settings,
		private readonly ReadablePost $posts,
		private readonly Throttle $throttle
	) {
	}

	/**
	 * The ratings an address may send in a minute.
	 */
	public static function limit(): RateLimit {
		return new RateLimit( 'post-rating', 10, 60 );
	}

	/**
	 * Answers wpdUserRate.
	 */
	#[AjaxAction( 'wpdUserRate' )]
	public function rate(): void {
		$post = $this->posts->check( Request::id( 'postId' ) ?? 0 );
		if ( is_string( $post ) ) {
			Request::refuse( $post );
		}
		if ( ! Request::member_nonce_ok() ) {
			Request::refuse( 'nonce_invalid' );
		}
		if ( ! $this->ratings->enabled_for( $post ) ) {
			Request::refuse( 'rating_disabled' );
		}
		if ( ! is_user_logged_in() && ! $this->settings->rating_guests() ) {
			Request::refuse( 'rating_login_required' );
		}
		$stars = self::stars( Request::text( 'rating' ) );
		if ( null === $stars ) {
			Request::refuse( 'rating_invalid' );
		}
		if ( $this->throttle->over( self::limit() ) ) {
			Request::refuse( 'rate_limited' );
		}
		$this->store->rate( $post->ID, VisitorId::current(), $stars );
		$summary = $this->store->summary( $post->ID );
		wp_send_json_success(
			array(
				'rating'  => $stars,
				'average' => $summary->average(),
				'count'   => $summary->count,
				'html'    => $this->view->html( $post->ID, $summary, $stars ),
				'postId'  => $post->ID,
			)
		);
	}

	/**
	 * The stars a posted `rating` gives (Request::text() has trimmed it): 1 to the scale's top in
	 * plain digits (no sign, decimal point or leading zero), else null.
	 *
	 * @param string $rating The posted text.
	 */
	private static function stars( string $rating ): ?int {
		if ( 1 !== preg_match( '/^[1-9][0-9]*$/D', $rating ) ) {
			return null;
		}
		$stars = (int) $rating;
		return $stars <= RatingSummary::SCALE ? $stars : null;
	}
}

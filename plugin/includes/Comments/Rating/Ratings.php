<?php
/**
 * The post rating, as the page shows it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Rating;

use Farol\Comments\Settings;
use WP_Post;

/**
 * Where the rating shows and what it says: on a post whose comment area shows, when the
 * setting `rating_enabled` is on and the post's type has comments (not behind a password). The
 * area prints area_html() at its top; wp_head prints the schema.org data of a rated post
 * (print_head()). A member's own rating is marked in the printed page; a guest's is not (a page
 * a guest reads may be cached and served to other guests: it must not carry one guest's
 * rating), the client marks it from the answer and remembers it for the confirm.
 */
final class Ratings {

	/**
	 * Creates the service.
	 *
	 * @param Settings    $settings Widget settings.
	 * @param RatingStore $store    The ratings.
	 * @param RatingView  $view     Their markup.
	 */
	public function __construct(
		private readonly Settings $settings,
		private readonly RatingStore $store,
		private readonly RatingView $view
	) {
	}

	/**
	 * Adds the hooks (the table's migration, the head's data, a deleted post's rows).
	 */
	public function register(): void {
		add_action( 'init', array( new RatingsTable(), 'maybe_upgrade' ), 1 );
		add_action( 'wp_head', array( $this, 'print_head' ) );
		add_action( 'deleted_post', array( $this->store, 'forget' ) );
	}

	/**
	 * Whether a post is rated: the setting is on and the post shows the comment area (its type
	 * has comments, no password, comments open or some to show). The schema.org data is printed
	 * only then, so search engines never read a rating the page does not show.
	 *
	 * @param WP_Post $post Post.
	 */
	public function enabled_for( WP_Post $post ): bool {
		return $this->settings->rating_enabled()
			&& post_type_supports( $post->post_type, 'comments' )
			&& ! post_password_required( $post )
			// As the area: a post with comments closed and none to show has no area, so no stars.
			&& ( comments_open( $post ) || (int) $post->comment_count > 0 );
	}

	/**
	 * The rating at the top of a post's comment area ('' when the post is not rated).
	 *
	 * @param WP_Post $post Post.
	 */
	public function area_html( WP_Post $post ): string {
		if ( ! $this->enabled_for( $post ) ) {
			return '';
		}
		$user = get_current_user_id();
		$mine = $user > 0 ? $this->store->of( $post->ID, 'u:' . $user ) : 0;
		return $this->view->html( $post->ID, $this->store->summary( $post->ID ), $mine );
	}

	/**
	 * Prints the schema.org `AggregateRating` of the rated post a page shows.
	 *
	 * @internal Action callback of `wp_head`.
	 */
	public function print_head(): void {
		if ( ! is_singular() ) {
			return;
		}
		$post = get_queried_object();
		if ( ! $post instanceof WP_Post || ! $this->enabled_for( $post ) ) {
			return;
		}
		echo $this->view->json_ld( $post, $this->store->summary( $post->ID ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with every HTML-significant character escaped, in core's inline script tag.
	}
}

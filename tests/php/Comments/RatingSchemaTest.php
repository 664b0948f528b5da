<?php
/**
 * Post rating in the page: the stars in the comment area and schema.org AggregateRating.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Rating\Ratings;
use Farol\Comments\Rating\RatingStore;
use Farol\Comments\Rating\RatingView;
use Farol\Comments\Settings;
use Farol\Tests\TestCase;
use WP_Query;

/**
 * What a reader gets without any script: the stars and the average at the top of the area, a
 * member's own rating marked (a guest's never: the page may be cached), and the JSON-LD of a
 * rated post, valid, escaped, and absent while nobody rated.
 */
final class RatingSchemaTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	/**
	 * Comments open, a client address.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
	}

	/**
	 * Ratings from a number of members.
	 *
	 * @param int        $post_id Post.
	 * @param array<int> $stars   Stars, one member each.
	 */
	private function rated_by( int $post_id, array $stars ): void {
		$store = new RatingStore();
		foreach ( $stars as $given ) {
			$store->rate( $post_id, 'u:' . $this->create_user(), $given );
		}
	}

	/**
	 * What wp_head prints on the post's own page.
	 *
	 * @param int $post_id Post.
	 */
	private function head_of( int $post_id ): string {
		global $wp_query, $wp_the_query;
		$wp_query     = new WP_Query(
			array(
				'p'         => $post_id,
				'post_type' => 'any',
			)
		); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the main query of the page under test; the base test case resets it.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as above.
		ob_start();
		( new Ratings( new Settings(), new RatingStore(), new RatingView() ) )->print_head();
		return (string) ob_get_clean();
	}

	/**
	 * The JSON-LD objects in some HTML.
	 *
	 * @param string $html HTML.
	 * @return list<mixed>
	 */
	private function json_ld( string $html ): array {
		preg_match_all( '#<script type="application/ld\+json"[^>]*>(.*?)</script>#s', $html, $found );
		return array_map( static fn ( string $json ): mixed => json_decode( $json, true, 16, JSON_THROW_ON_ERROR ), $found[1] );
	}

	/**
	 * The area prints the stars before the form: five named buttons, filled to the average, the
	 * average and the count; none pressed for a guest.
	 */
	public function test_the_area_prints_the_stars_and_the_average(): void {
		$post = $this->create_post();
		$this->rated_by( $post, array( 5, 4, 4 ) );
		$html = $this->comment_area( $post );

		$this->assertMatchesRegularExpression( '#</h2>.*<div class="farol-rating" data-farol-slot="rating"[^>]*role="group" aria-labelledby="farol-rating-label">#s', $html );
		$this->assertLessThan( strpos( $html, 'data-farol-slot="main-form"' ), strpos( $html, 'farol-rating' ) );
		for ( $stars = 1; $stars <= 5; $stars++ ) {
			$this->assertStringContainsString( 'data-farol-action="rate" data-rating="' . $stars . '" aria-pressed="false" aria-label="Rate ' . $stars . ' of 5"', $html );
		}
		$this->assertStringContainsString( '<span class="farol-rating__summary">4.3 (3 ratings)</span>', $html );
		$this->assertSame( 4, substr_count( $html, 'farol-rating__star farol-rating__star--full' ), '4.3 fills four stars' );
		$this->assertStringNotContainsString( 'farol-rating__mine', $html );
		$this->assertStringNotContainsString( 'aria-pressed="true" aria-label="Rate', $html );
	}

	/**
	 * A member sees their own rating; an unrated post says so; turned off, no stars.
	 */
	public function test_a_members_own_rating_and_the_settings(): void {
		$post = $this->create_post();
		$user = $this->login_as( 'subscriber' );
		( new RatingStore() )->rate( $post, 'u:' . $user, 2 );
		$this->rated_by( $post, array( 3 ) );
		$html = $this->comment_area( $post );
		$this->assertStringContainsString( 'data-mine="2"', $html );
		$this->assertStringContainsString( 'data-rating="2" aria-pressed="true" aria-label="Rate 2 of 5"', $html );
		$this->assertStringContainsString( 'Your rating: 2 of 5', $html );
		$this->assertSame( 1, substr_count( $html, 'farol-rating__star--half' ), '2.5 fills two stars and a half' );

		$this->assertStringContainsString( 'No ratings yet', $this->comment_area( $this->create_post() ) );
		update_option( Settings::OPTION, array( 'rating_enabled' => false ) );
		$this->assertStringNotContainsString( 'farol-rating', $this->comment_area( $post ) );
	}

	/**
	 * A rated post's head holds one valid JSON-LD object with its aggregate; none before the first
	 * rating, nor with ratings turned off, nor off a single post's page.
	 */
	public function test_the_json_ld_of_a_rated_post(): void {
		$post = $this->create_post( array( 'post_title' => 'Guia do farol' ) );
		$this->assertSame( '', $this->head_of( $post ), 'no AggregateRating without ratings' );

		$this->rated_by( $post, array( 5, 4, 4, 1 ) );
		$objects = $this->json_ld( $this->head_of( $post ) );
		$this->assertCount( 1, $objects );
		$this->assertSame(
			array(
				'@context'        => 'https://schema.org',
				'@type'           => 'Article',
				'name'            => 'Guia do farol',
				'url'             => get_permalink( $post ),
				'aggregateRating' => array(
					'@type'       => 'AggregateRating',
					'ratingValue' => 3.5,
					'ratingCount' => 4,
					'bestRating'  => 5,
					'worstRating' => 1,
				),
			),
			$objects[0]
		);

		wp_update_post(
			array(
				'ID'             => $post,
				'comment_status' => 'closed',
			)
		);
		$this->assertSame( '', $this->head_of( $post ), 'closed without comments: no area, no rating data' );
		wp_update_post(
			array(
				'ID'             => $post,
				'comment_status' => 'open',
			)
		);
		update_option( Settings::OPTION, array( 'rating_enabled' => false ) );
		$this->assertSame( '', $this->head_of( $post ) );
		update_option( Settings::OPTION, array() );
		$GLOBALS['wp_query'] = new WP_Query( array( 'post_type' => 'post' ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- a listing, not a single post.
		ob_start();
		( new Ratings( new Settings(), new RatingStore(), new RatingView() ) )->print_head();
		$this->assertSame( '', (string) ob_get_clean(), 'a listing has no rating data' );
	}

	/**
	 * A title made to close the script stays inside it: the title's text `</script>` (stored as
	 * entities, decoded for the name) and every `<`, `>`, `&` and quote are \u escapes, and the
	 * JSON decodes to the title as a reader reads it.
	 */
	public function test_the_json_ld_is_escaped(): void {
		$post = $this->create_post(
			array(
				'post_type'      => 'page',
				'comment_status' => 'open',
			)
		);
		add_filter( 'the_title', static fn (): string => 'Farol &lt;/script&gt;&lt;b&gt; &amp; &quot;aspas&quot; \'x\'' );
		$this->rated_by( $post, array( 4 ) );
		$head = $this->head_of( $post );
		$this->assertSame( 1, substr_count( $head, '</script>' ), 'only the tag itself closes' );
		$this->assertSame( 1, substr_count( $head, '<script' ) );
		$this->assertStringNotContainsString( '<b>', $head );
		$this->assertStringContainsString( '\u003C/script\u003E', $head );
		$objects = $this->json_ld( $head );
		$this->assertSame( 'CreativeWork', $objects[0]['@type'] );
		$this->assertSame( 'Farol </script><b> & "aspas" \'x\'', $objects[0]['name'] );
	}
}

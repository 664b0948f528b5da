<?php
/**
 * Post rating: wpdUserRate.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Rating\RatingsTable;
use Farol\Comments\Rating\RatingStore;
use Farol\Comments\Settings;
use Farol\Tests\TestCase;

/**
 * One rating per voter (members by id, guests by the votes' identity), a second rating changes
 * the first, the wire's stars 1–5 and nothing else, the cached aggregate equal to the table, and
 * every refusal with its phrase key and status.
 */
final class RatingTest extends TestCase {

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
	 * Sends wpdUserRate as the widget does (the member's nonce when logged in).
	 *
	 * @param int                 $post_id Post.
	 * @param mixed               $rating  The posted `rating` (the stars).
	 * @param array<string,mixed> $fields  Other fields.
	 * @return array<string,mixed>
	 */
	private function rate( int $post_id, mixed $rating, array $fields = array() ): array {
		$base = array(
			'postId' => $post_id,
			'rating' => $rating,
		);
		if ( is_user_logged_in() ) {
			$base['nonce'] = wp_create_nonce( 'farol_comments' );
		}
		return $this->ajax_json( 'wpdUserRate', array_merge( $base, $fields ) );
	}

	/**
	 * Rows of a post in the ratings table.
	 *
	 * @param int $post_id Post.
	 * @return list<array{voter: string, rating: string}>
	 */
	private function rows( int $post_id ): array {
		global $wpdb;
		$table = RatingsTable::name();
		return $wpdb->get_results( $wpdb->prepare( "SELECT voter, rating FROM {$table} WHERE post_id = %d ORDER BY id", $post_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test reads the table.
	}

	/**
	 * A member rates 4 stars, rates again with 2: one row, changed; the
	 * answer carries the stars, the average, the count and the markup with the member's star pressed.
	 */
	public function test_a_member_rates_and_a_second_rating_changes_it(): void {
		$post = $this->create_post();
		$user = $this->login_as( 'subscriber' );

		$first = $this->rate( $post, '4' );
		$this->assertTrue( $first['success'], wp_json_encode( $first ) );
		$this->assertSame( 4, $first['data']['rating'] );
		$this->assertEquals( 4.0, $first['data']['average'] );
		$this->assertSame( 1, $first['data']['count'] );
		$this->assertSame( $post, $first['data']['postId'] );
		$this->assertStringContainsString( 'data-rating="4" aria-pressed="true" aria-label="Rate 4 of 5"', $first['data']['html'] );

		$second = $this->rate( $post, '2' );
		$this->assertSame( 2, $second['data']['rating'] );
		$this->assertEquals( 2.0, $second['data']['average'] );
		$this->assertSame( 1, $second['data']['count'], 'a second rating changes, never adds' );
		$this->assertSame(
			array(
				array(
					'voter'  => 'u:' . $user,
					'rating' => '2',
				),
			),
			$this->rows( $post )
		);
		$this->assertStringContainsString( 'data-rating="2" aria-pressed="true"', $second['data']['html'] );
		$this->assertStringContainsString( 'data-rating="4" aria-pressed="false"', $second['data']['html'] );
		$this->assertStringContainsString( 'Your rating: 2 of 5', $second['data']['html'] );
	}

	/**
	 * Members are one voter each; the aggregate is the table's, cached in the post's meta.
	 */
	public function test_the_aggregate_counts_each_member_once(): void {
		$post = $this->create_post();
		foreach ( array( '5', '4', '4', '1' ) as $stars ) {
			$this->login_as( 'subscriber' );
			$this->rate( $post, $stars );
		}
		$this->login_as( 'subscriber' );
		$last = $this->rate( $post, '5' );
		// Stars 5, 4, 4, 1, 5: sum 19, count 5, average 3.8.
		$this->assertSame( 5, $last['data']['count'] );
		$this->assertEquals( 3.8, $last['data']['average'] );
		$this->assertSame( '19', get_post_meta( $post, RatingStore::SUM_META, true ) );
		$this->assertSame( '5', get_post_meta( $post, RatingStore::COUNT_META, true ) );
		$this->assertStringContainsString( '3.8 (5 ratings)', $last['data']['html'] );
		$this->assertCount( 5, $this->rows( $post ) );
	}

	/**
	 * A guest is one voter per address whatever cookie it sends (the identity comment votes use);
	 * another address is another voter; a rating sets no cookie.
	 */
	public function test_a_guest_rates_once_per_address(): void {
		$post = $this->create_post();
		$this->rate( $post, '5' );
		$_COOKIE[ 'farol_guest_' . COOKIEHASH ] = str_repeat( 'a', 32 );
		$again                                  = $this->rate( $post, '3' );
		$this->assertSame( 1, $again['data']['count'], 'the same address with a cookie is the same guest' );
		$this->assertEquals( 3.0, $again['data']['average'] );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.77';
		$other                  = $this->rate( $post, '1' );
		$this->assertSame( 2, $other['data']['count'] );
		$this->assertEquals( 2.0, $other['data']['average'] );
		$voters = array_column( $this->rows( $post ), 'voter' );
		$this->assertCount( 2, array_unique( $voters ) );
		foreach ( $voters as $voter ) {
			$this->assertMatchesRegularExpression( '/^g:[a-f0-9]+$/', $voter, 'a guest is a keyed hash, never the address' );
			$this->assertStringNotContainsString( '198.51.100.77', $voter );
		}
		$this->assertStringContainsString( 'data-mine="1"', $other['data']['html'] );
	}

	/**
	 * The wire's rating is the stars themselves: 1 is stored and shown as one star, 5 as five.
	 */
	public function test_one_star_and_five_stars_are_stored_and_shown_as_sent(): void {
		$post = $this->create_post();
		$one  = $this->rate( $post, '1' );
		$this->assertTrue( $one['success'], wp_json_encode( $one ) );
		$this->assertSame( 1, $one['data']['rating'] );
		$this->assertSame( '1.0 (1 rating)', $this->summary_of( $one['data']['html'] ) );
		$this->assertStringContainsString( 'data-rating="1" aria-pressed="true" aria-label="Rate 1 of 5"', $one['data']['html'] );
		$this->assertStringContainsString( 'Your rating: 1 of 5', $one['data']['html'] );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.78';
		$five                   = $this->rate( $post, '5' );
		$this->assertSame( 5, $five['data']['rating'] );
		$this->assertSame( '3.0 (2 ratings)', $this->summary_of( $five['data']['html'] ) );
		$this->assertStringContainsString( 'data-rating="5" aria-pressed="true" aria-label="Rate 5 of 5"', $five['data']['html'] );
		$this->assertStringContainsString( 'Your rating: 5 of 5', $five['data']['html'] );
		$this->assertSame( array( '1', '5' ), array_column( $this->rows( $post ), 'rating' ) );
	}

	/**
	 * The rating is 1 to 5 in plain digits: 0, 6 and anything else are refused, nothing stored,
	 * nothing clamped.
	 */
	public function test_a_rating_outside_1_to_5_is_refused(): void {
		$post = $this->create_post();
		foreach ( array( '0', '6', '-1', '+3', 'abc', '', '1.0', ' 3x', '03', '10', '1e0', '99999999999999999999' ) as $rating ) {
			$answer = $this->rate( $post, $rating );
			$this->assertSame(
				array(
					'success' => false,
					'data'    => 'rating_invalid',
				),
				$answer,
				"rating '{$rating}'"
			);
		}
		$this->assertSame(
			array(
				'success' => false,
				'data'    => 'rating_invalid',
			),
			$this->rate( $post, array( '3' ) ),
			'an array is refused'
		);
		$this->assertSame( array(), $this->rows( $post ) );
		$this->assertSame( '', get_post_meta( $post, RatingStore::SUM_META, true ), 'no aggregate either' );
	}

	/**
	 * The summary text of the rating's markup.
	 *
	 * @param string $html The rating.
	 */
	private function summary_of( string $html ): string {
		return 1 === preg_match( '#<span class="farol-rating__summary">([^<]*)</span>#', $html, $found ) ? $found[1] : '';
	}

	/**
	 * A missing, unreadable or protected post, ratings turned off, guests not allowed, a member
	 * without the nonce, too many ratings: each refused with its key and status, nothing stored.
	 */
	public function test_refusals(): void {
		$post = $this->create_post();
		$this->assertSame( 'post_not_found', $this->rate( 999999, '2' )['data'] );

		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		$this->assertSame( 'post_not_readable', $this->rate( $draft, '2' )['data'] );
		$locked = $this->create_post( array( 'post_password' => 'segredo' ) );
		$this->assertSame( 'post_not_readable', $this->rate( $locked, '2' )['data'] );

		update_option( Settings::OPTION, array( 'rating_enabled' => false ) );
		$this->assertSame( 'rating_disabled', $this->rate( $post, '2' )['data'] );

		update_option( Settings::OPTION, array( 'rating_guests' => false ) );
		$this->assertSame( 'rating_login_required', $this->rate( $post, '2' )['data'] );
		$this->login_as( 'subscriber' );
		$this->assertTrue( $this->rate( $post, '2' )['success'], 'members rate when guests may not' );
		$this->assertSame( 'nonce_invalid', $this->rate( $post, '2', array( 'nonce' => 'forjado' ) )['data'] );
		$this->assertCount( 1, $this->rows( $post ) );
		$statuses = array_map( array( Request::class, 'status' ), array( 'rating_invalid', 'rating_disabled', 'rating_login_required' ) );
		$this->assertSame( array( 400, 403, 403 ), $statuses, 'each refusal answers its HTTP status' );
	}

	/**
	 * Ten ratings a minute per address; the eleventh is refused and not stored.
	 */
	public function test_ratings_are_rate_limited(): void {
		$post = $this->create_post();
		for ( $i = 0; $i < 10; $i++ ) {
			$this->assertTrue( $this->rate( $post, (string) ( $i % 5 + 1 ) )['success'] );
		}
		$this->assertSame( 'rate_limited', $this->rate( $post, '1' )['data'] );
		$this->assertSame( '5', get_post_meta( $post, RatingStore::SUM_META, true ), 'the last counted rating stays (five stars)' );
	}

	/**
	 * A deleted post's ratings are deleted with it.
	 */
	public function test_a_deleted_posts_ratings_go_with_it(): void {
		$post = $this->create_post();
		$this->rate( $post, '2' );
		wp_delete_post( $post, true );
		$this->assertSame( array(), $this->rows( $post ) );
	}
}

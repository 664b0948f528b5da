<?php
/**
 * The signed "shown at" stamp and its route.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support\Abuse;

use Farol\Support\Abuse\SignedStamp;
use Farol\Tests\TestCase;

/**
 * Stamps expire, and a form on a cached page gets a fresh one from the stamp route.
 */
final class SignedStampTest extends TestCase {

	/**
	 * Genuine within [MIN_SECONDS, MAX_AGE]; refused when forged, foreign, future or expired.
	 */
	public function test_a_stamp_lives_between_its_minimum_and_its_maximum_age(): void {
		$now = time();
		$this->assertSame( $now - 10, SignedStamp::verify( SignedStamp::create( 'p', 7, $now - 10 ), 'p', 7, $now ) );
		$this->assertTrue( SignedStamp::passes( SignedStamp::create( 'p', 7, $now - SignedStamp::MIN_SECONDS ), 'p', 7, $now ) );
		$this->assertFalse( SignedStamp::passes( SignedStamp::create( 'p', 7, $now - SignedStamp::MIN_SECONDS + 1 ), 'p', 7, $now ), 'too fast' );
		$this->assertTrue( SignedStamp::passes( SignedStamp::create( 'p', 7, $now - SignedStamp::MAX_AGE ), 'p', 7, $now ) );
		$this->assertNull( SignedStamp::verify( SignedStamp::create( 'p', 7, $now - SignedStamp::MAX_AGE - 1 ), 'p', 7, $now ), 'expired' );
		$this->assertNull( SignedStamp::verify( SignedStamp::create( 'p', 7, $now + 120 ), 'p', 7, $now ), 'future' );
		$this->assertNull( SignedStamp::verify( SignedStamp::create( 'p', 8, $now - 10 ), 'p', 7, $now ), 'other subject' );
		$this->assertNull( SignedStamp::verify( SignedStamp::create( 'q', 7, $now - 10 ), 'p', 7, $now ), 'other purpose' );
		$this->assertNull( SignedStamp::verify( ( $now - 10 ) . '.' . str_repeat( 'a', 64 ), 'p', 7, $now ), 'forged' );
		$this->assertNull( SignedStamp::verify( array( 'x' ), 'p', 7, $now ), 'not a string' );
	}

	/**
	 * Each public form prints its stamp with where and when to refresh it, and the route
	 * answers a fresh, uncached stamp for a subject that may have one.
	 */
	public function test_the_stamp_route_serves_the_forms_on_the_page(): void {
		$post = $this->create_post( array( 'comment_status' => 'open' ) );
		$this->assertSame( 1, preg_match( '#<input type="hidden" name="farol_started" value="(\d+\.[a-f0-9]{64})" data-farol-stamp="([^"]+)" data-farol-stamp-refresh="1800">#', $this->comment_form( $post ), $field ) );
		$this->assertStringEndsWith( '/farol/v1/stamps/comment/' . $post, html_entity_decode( $field[2] ) );

		$answer = $this->rest( 'GET', '/farol/v1/stamps/comment/' . $post );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( 'no-store', $answer->get_headers()['Cache-Control'] );
		$this->assertSame( SignedStamp::MIN_SECONDS, $answer->get_data()['minSeconds'] );
		$this->assertNotNull( SignedStamp::verify( $answer->get_data()['stamp'], 'farol_comment_started', $post ) );
		$this->assertTrue( rest_validate_value_from_schema( $answer->get_data(), \Farol\Support\Abuse\StampController::answer_schema() ), 'the answer keeps its contract' );
		$this->assertSame( 'object', \Farol\Support\Abuse\StampController::answer_schema()['type'] );
	}

	/**
	 * No stamp for an unknown kind, a post closed to comments or a missing form; a flood of
	 * requests is answered 429 with Retry-After.
	 */
	public function test_the_stamp_route_refuses_what_may_not_have_a_stamp(): void {
		$closed = $this->create_post( array( 'comment_status' => 'closed' ) );
		foreach ( array( '/farol/v1/stamps/comment/' . $closed, '/farol/v1/stamps/nothing/1', '/farol/v1/stamps/lead-form/999999', '/farol/v1/stamps/contact-form/999999' ) as $route ) {
			$answer = $this->rest( 'GET', $route );
			$this->assertSame( 404, $answer->get_status(), $route );
			$this->assertSame( 'farol_stamp_unavailable', $answer->get_data()['code'], $route );
		}
		add_filter( 'farol_client_address', static fn (): string => '198.51.100.30' );
		for ( $i = 0; $i < 60; $i++ ) {
			$this->rest( 'GET', '/farol/v1/stamps/nothing/1' );
		}
		$limited = $this->rest( 'GET', '/farol/v1/stamps/nothing/1' );
		$this->assertSame( 429, $limited->get_status() );
		$this->assertGreaterThan( 0, (int) $limited->get_headers()['Retry-After'] );
	}

	/**
	 * The main comment form of a post, as the widget prints it.
	 *
	 * @param int $post The post.
	 */
	private function comment_form( int $post ): string {
		$this->go_to_post( $post );
		return do_blocks( '<!-- wp:farol/comments /-->' );
	}

	/**
	 * Makes a post the queried one.
	 *
	 * @param int $post The post.
	 */
	private function go_to_post( int $post ): void {
		$GLOBALS['post'] = get_post( $post ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the loop's post for the block.
		setup_postdata( $GLOBALS['post'] );
	}
}

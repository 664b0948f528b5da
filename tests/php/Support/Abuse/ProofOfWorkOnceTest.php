<?php
/**
 * A solved proof-of-work challenge is worth one send.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support\Abuse;

use Farol\Support\Captcha\ProofOfWork;
use Farol\Tests\TestCase;

/**
 * The second use of a solved challenge is refused, also where the object cache forgets (a
 * persistent cache evicting, or another PHP server with its own cache): the database decides.
 * The used challenge's marker lives until the challenge expires, and the daily sweep deletes it
 * after (the concurrent sends are the security suite's: tests/security/one-shot.spec.ts).
 */
final class ProofOfWorkOnceTest extends TestCase {

	/**
	 * A challenge and its solution.
	 *
	 * @param string $scope What it is for.
	 * @param int    $now   When it was issued.
	 * @return array{0: string, 1: string}
	 */
	private static function solved( string $scope, int $now ): array {
		$challenge = ( new ProofOfWork() )->challenge( $scope, $now, 4 );
		$salt      = explode( '.', $challenge )[1];
		$n         = 0;
		while ( ProofOfWork::zero_bits( hash( 'sha256', $salt . $n, true ) ) < 4 ) {
			++$n;
		}
		return array( $challenge, (string) $n );
	}

	/**
	 * How many used-challenge markers the options table holds.
	 */
	private static function markers(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( ProofOfWork::USED_PREFIX ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- counting our markers.
	}

	/**
	 * Passes once; the same challenge again is refused as replayed, with the object cache
	 * external and emptied between the two (what a transient could not survive).
	 */
	public function test_the_second_use_is_refused_whatever_the_cache_forgets(): void {
		$pow                        = new ProofOfWork();
		list( $challenge, $answer ) = self::solved( 'comments:7', time() );
		$external                   = wp_using_ext_object_cache( true );
		try {
			$this->assertTrue( $pow->verify( 'comments:7', $challenge, $answer )->passed() );
			wp_cache_flush();
			$again = $pow->verify( 'comments:7', $challenge, $answer );
		} finally {
			wp_using_ext_object_cache( $external );
		}
		$this->assertSame( array( 'fail', 'replayed' ), array( $again->outcome, $again->reason ) );
		$this->assertSame( 'replayed', ( new ProofOfWork() )->verify( 'comments:7', $challenge, $answer )->reason, 'another instance (another request) refuses it too' );
	}

	/**
	 * A refused send (wrong answer, other scope) does not use the challenge up.
	 */
	public function test_only_a_passing_send_uses_the_challenge(): void {
		$pow                        = new ProofOfWork();
		list( $challenge, $answer ) = self::solved( '12', time() );
		$this->assertSame( 'forged', $pow->verify( '13', $challenge, $answer )->reason );
		$this->assertSame( 0, self::markers() );
		$this->assertTrue( $pow->verify( '12', $challenge, $answer )->passed() );
		$this->assertSame( 1, self::markers() );
	}

	/**
	 * The marker of a used challenge stays while the challenge could be sent again and goes
	 * with the sweep once it expired.
	 */
	public function test_the_marker_outlives_its_challenge_and_is_swept_after(): void {
		$now                     = time();
		list( $old, $old_n )     = self::solved( '12', $now - ProofOfWork::LIFETIME + 5 );
		list( $fresh, $fresh_n ) = self::solved( '12', $now );
		$pow                     = new ProofOfWork();
		$this->assertTrue( $pow->verify( '12', $old, $old_n )->passed() );
		$this->assertTrue( $pow->verify( '12', $fresh, $fresh_n )->passed() );

		$this->assertSame( 0, ProofOfWork::used()->forget_expired( $now + 5 ), 'a challenge valid until now keeps its marker' );
		$this->assertSame( 1, ProofOfWork::used()->forget_expired( $now + 6 ) );
		$this->assertSame( 1, self::markers() );
		$this->assertSame( 'replayed', $pow->verify( '12', $fresh, $fresh_n )->reason );
	}
}

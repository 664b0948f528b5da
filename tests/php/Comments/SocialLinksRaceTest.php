<?php
/**
 * Two members linking the same provider id at the same instant.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Social\Accounts;
use Farol\Comments\Social\Identity;
use Farol\Comments\Social\Linking\Links;
use Farol\Comments\Social\SocialRefusal;
use Farol\Tests\TestCase;

/**
 * Links::link() checks the owner, then writes: a second member writing the same id between the
 * two (another request) would hold it too. The write is checked again against the table: the
 * oldest row wins, the late one is taken back and refused, and a member's earlier link survives
 * a lost race.
 */
final class SocialLinksRaceTest extends TestCase {

	use CommentsFixtures;

	/**
	 * The contested id at VK.
	 */
	private const ID = '777001';

	/**
	 * Another request links the same id while this one is between its check and its write.
	 *
	 * @param int $rival The member the other request links.
	 */
	private function race_with( int $rival ): void {
		$fired = false;
		add_action(
			'add_user_meta',
			static function ( int $user, string $key ) use ( $rival, &$fired ): void {
				if ( $fired || $user === $rival || Accounts::META . 'vk' !== $key ) {
					return;
				}
				$fired = true;
				add_user_meta( $rival, Accounts::META . 'vk', self::ID );
			},
			10,
			2
		);
	}

	/**
	 * The rival's row came first: this member is refused and holds nothing.
	 */
	public function test_the_late_writer_is_taken_back_and_refused(): void {
		$rival  = $this->create_user();
		$member = $this->create_user();
		$this->race_with( $rival );
		$links = new Links();
		try {
			$links->link( $member, new Identity( 'vk', self::ID, '', false, 'Marta' ) );
			$this->fail( 'the late link must be refused' );
		} catch ( SocialRefusal $refusal ) {
			$this->assertSame( 'social_already_linked', $refusal->key );
		}
		$this->assertSame( '', $links->id( $member, 'vk' ) );
		$this->assertSame( '', $links->name( $member, 'vk' ), 'no name is written for a refused link' );
		$this->assertSame( $rival, $links->owner( 'vk', self::ID ) );
	}

	/**
	 * A member who already had a link, and whose row is the oldest, keeps the contested id; a
	 * member with no link who tries it afterwards is refused by the first check.
	 */
	public function test_the_oldest_row_wins_and_a_later_try_is_refused(): void {
		$member = $this->create_user();
		$links  = new Links();
		$links->link( $member, new Identity( 'vk', '555', '', false, 'Old' ) );
		$links->link( $member, new Identity( 'vk', self::ID, '', false, 'Marta' ) );
		$this->assertSame( self::ID, $links->id( $member, 'vk' ) );
		$this->assertSame( 'Marta', $links->name( $member, 'vk' ) );

		$other = $this->create_user();
		$this->expectException( SocialRefusal::class );
		$links->link( $other, new Identity( 'vk', self::ID, '', false, 'Rui' ) );
	}
}

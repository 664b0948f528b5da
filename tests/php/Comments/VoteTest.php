<?php
/**
 * Votes on comments: wpdVoteOnComment.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\CommentMeta;
use Farol\Comments\Store\VotesTable;
use Farol\Comments\Write\GuestKey;
use Farol\Comments\Write\VoteStore;
use Farol\Tests\TestCase;

/**
 * One vote per voter; withdraw and change; totals kept from the table; own comments refused.
 */
final class VoteTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	/**
	 * Comments open.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
	}

	/**
	 * A member votes, votes again to withdraw, and changes the vote.
	 */
	public function test_a_member_votes_withdraws_and_changes(): void {
		$id = $this->add_comment( $this->create_post() );
		$this->login_as( 'subscriber' );

		$up = $this->on_comment( 'wpdVoteOnComment', $id, array( 'voteType' => '1' ) );
		$this->assertTrue( $up['success'] );
		$this->assertSame(
			array(
				'votes'                     => 1,
				'votesHumanReadable'        => '1',
				'buttonsStyle'              => 'total',
				'likeCount'                 => 1,
				'dislikeCount'              => 0,
				'likeCountHumanReadable'    => '1',
				'dislikeCountHumanReadable' => '0',
				'curUserReaction'           => 'positive',
				'commentId'                 => $id,
			),
			$up['data']
		);
		$again = $this->on_comment( 'wpdVoteOnComment', $id, array( 'voteType' => '1' ) );
		$this->assertSame( 'none', $again['data']['curUserReaction'] );
		$this->assertSame( 0, $again['data']['votes'] );

		$this->on_comment( 'wpdVoteOnComment', $id, array( 'voteType' => '1' ) );
		$down = $this->on_comment( 'wpdVoteOnComment', $id, array( 'voteType' => '-1' ) );
		$this->assertSame( 'negative', $down['data']['curUserReaction'] );
		$this->assertSame( array( 0, 1, -1 ), array( $down['data']['likeCount'], $down['data']['dislikeCount'], $down['data']['votes'] ) );
		$this->assertSame( '-1', get_comment_meta( $id, CommentMeta::VOTES, true ), 'the thread reads the totals from meta' );
		$this->assertSame( '1', get_comment_meta( $id, CommentMeta::DISLIKES, true ) );
	}

	/**
	 * A guest is one voter per address, whatever cookie it sends: repeated votes without a
	 * cookie cannot inflate the count (they withdraw and give back the one vote), and a vote sets
	 * no cookie. Another address is another voter.
	 */
	public function test_guests_vote_once_per_address_whatever_the_cookie(): void {
		$id = $this->add_comment( $this->create_post() );
		$this->assertArrayNotHasKey( GuestKey::cookie_name(), $_COOKIE );
		$likes = array();
		for ( $i = 0; $i < 8; $i++ ) {
			unset( $_COOKIE[ GuestKey::cookie_name() ] );
			$answer  = $this->on_comment( 'wpdVoteOnComment', $id, array( 'voteType' => '1' ) );
			$likes[] = $answer['data']['likeCount'];
			$this->assertArrayNotHasKey( GuestKey::cookie_name(), $_COOKIE, 'a vote sets no cookie' );
		}
		$this->assertSame( array( 1, 0, 1, 0, 1, 0, 1, 0 ), $likes, 'the same vote again withdraws it: never more than one like' );

		$this->on_comment( 'wpdVoteOnComment', $id, array( 'voteType' => '1' ) );
		$down = $this->on_comment( 'wpdVoteOnComment', $id, array( 'voteType' => '-1' ) );
		$this->assertSame( array( 0, 1 ), array( $down['data']['likeCount'], $down['data']['dislikeCount'] ), 'the other value changes the vote' );

		// set_up_writes() picks the first guest's address in 203.0.113.0/24: another one is never there.
		add_filter( 'farol_client_address', static fn (): string => '192.0.2.9' );
		$other = $this->on_comment( 'wpdVoteOnComment', $id, array( 'voteType' => '-1' ) );
		$this->assertSame( array( 0, 2 ), array( $other['data']['likeCount'], $other['data']['dislikeCount'] ), 'another address is another voter' );
		$this->assertSame( 'negative', $other['data']['curUserReaction'] );
	}

	/**
	 * Nobody votes on their own comment; bad input and hidden comments are refused.
	 */
	public function test_own_comments_bad_input_and_hidden_comments_are_refused(): void {
		$post = $this->create_post();
		$own  = $this->guest_comment( $post );
		$this->assertSame( 'vote_own_comment', $this->on_comment( 'wpdVoteOnComment', (int) $own->comment_ID, array( 'voteType' => '1' ) )['data'] );

		$member = $this->login_as( 'subscriber' );
		$mine   = $this->add_comment( $post, array( 'user_id' => $member ) );
		$this->assertSame( 'vote_own_comment', $this->on_comment( 'wpdVoteOnComment', $mine, array( 'voteType' => '1' ) )['data'] );
		$other = $this->add_comment( $post );
		foreach ( array( '2', '0', '', '1 OR 1=1' ) as $type ) {
			$this->assertSame( 'invalid_request', $this->on_comment( 'wpdVoteOnComment', $other, array( 'voteType' => $type ) )['data'] );
		}
		$held = $this->add_comment( $post, array( 'comment_approved' => 0 ) );
		$this->assertSame( 'comment_not_found', $this->on_comment( 'wpdVoteOnComment', $held, array( 'voteType' => '1' ) )['data'] );
		$no_nonce = json_decode( $this->ajax( 'wpdVoteOnComment', array( 'commentId' => $other, 'voteType' => '1' ) ), true ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame( 'nonce_invalid', $no_nonce['data'] );
	}

	/**
	 * The table keeps one row per voter: a racing duplicate insert adds nothing, and the totals
	 * come from the rows, whatever the meta said before.
	 */
	public function test_one_row_per_voter_and_totals_from_the_table(): void {
		global $wpdb;
		$id    = $this->add_comment( $this->create_post(), array( 'likes' => 40, 'votes' => 40 ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$store = new VoteStore();
		$this->assertSame( 1, $store->vote( $id, 'u:7', 1 ) );
		$table = VotesTable::name();
		$race  = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (comment_id, voter, value, created_at) VALUES (%d, %s, 1, %s)", $id, 'u:7', gmdate( 'Y-m-d H:i:s' ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test's own probe.
		$this->assertSame( 0, (int) $race, 'the UNIQUE key refuses a second row' );
		$this->assertSame( -1, $store->vote( $id, 'g:abc', -1 ) );
		$this->assertSame(
			array(
				'likes'    => 1,
				'dislikes' => 1,
				'votes'    => 0,
			),
			$store->recount( $id )
		);
		$this->assertSame( '0', get_comment_meta( $id, CommentMeta::VOTES, true ) );
	}

	/**
	 * The comment's own post counts, never the client's postId.
	 */
	public function test_the_vote_ignores_the_clients_post_id(): void {
		$post  = $this->create_post();
		$other = $this->create_post( array( 'post_status' => 'draft' ) );
		$id    = $this->add_comment( $post );
		$vote  = $this->on_comment(
			'wpdVoteOnComment',
			$id,
			array(
				'voteType' => '1',
				'postId'   => $other,
			)
		);
		$this->assertTrue( $vote['success'] );
		$draft_comment = $this->add_comment( $other );
		$this->assertSame( 'post_not_readable', $this->on_comment( 'wpdVoteOnComment', $draft_comment, array( 'voteType' => '1', 'postId' => $post ) )['data'] ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
	}
}

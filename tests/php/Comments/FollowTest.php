<?php
/**
 * Follows: wpdFollowUser, wpdCancelFollow, the follow button and the follow mail.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Follows\FollowMail;
use Farol\Comments\Phrases;
use Farol\Comments\Follows\FollowsTable;
use Farol\Comments\Settings;
use Farol\Tests\TestCase;

/**
 * A member follows and unfollows a comment's author; refusals for guests, oneself, a missing
 * comment, a bad nonce and too many clicks; a follower is mailed the author's new approved
 * comments (at once, or on approval), once; cancelling is for one's own follows only.
 */
final class FollowTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	/**
	 * Comments open.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
		// Two comments by one author within a second: not a flood here.
		remove_all_actions( 'check_comment_flood' );
		remove_all_filters( 'wp_is_comment_flood' );
	}

	/**
	 * The refusals of this area answer with their HTTP status.
	 */
	public function test_refusal_statuses(): void {
		$expected = array(
			'follow_self'           => 403,
			'follow_login_required' => 403,
			'follow_not_found'      => 404,
			'info_login_required'   => 403,
			'feature_disabled'      => 403,
			'guest_link_invalid'    => 403,
			'guest_link_expired'    => 403,
			'guest_link_used'       => 409,
		);
		foreach ( $expected as $key => $status ) {
			$this->assertSame( $status, Request::status( $key ), $key );
			$this->assertNotSame( $key, Phrases::get( $key ), "{$key} has a phrase" );
		}
	}

	/**
	 * A member author and their comment on a post.
	 *
	 * @return array{0: int, 1: int, 2: int} Post, author's user id, comment id.
	 */
	private function authored(): array {
		$post    = $this->create_post();
		$author  = $this->create_user( 'author', array( 'display_name' => 'Carla Dias' ) );
		$comment = $this->add_comment(
			$post,
			array(
				'user_id'              => $author,
				'comment_author'       => 'Carla Dias',
				'comment_author_email' => (string) get_userdata( $author )->user_email,
			)
		);
		return array( $post, $author, $comment );
	}

	/**
	 * Follow, then follow again to unfollow: the answers carry the button's new state.
	 */
	public function test_a_member_follows_and_unfollows_an_author(): void {
		list( , , $comment ) = $this->authored();
		$this->login_as( 'subscriber' );

		$on = $this->on_comment( 'wpdFollowUser', $comment );
		$this->assertTrue( $on['success'], wp_json_encode( $on ) );
		$this->assertSame( 'wpd-follow-active', $on['data']['followClass'] );
		$this->assertSame( 'Stop following this author', $on['data']['followTip'] );
		// One name per state and no pressed state (the label changes: WAI-ARIA APG's rule).
		$area = $this->comment_area( (int) get_comment( $comment )->comment_post_ID );
		$this->assertStringContainsString( 'data-farol-action="follow" title="Stop following this author">Following</button>', $area );
		$this->assertDoesNotMatchRegularExpression( '/<button[^>]*farol-comment__follow[^>]*aria-pressed/', $area );

		$off = $this->on_comment( 'wpdFollowUser', $comment );
		$this->assertSame( 'wpd-follow-link', $off['data']['followClass'] );
		$this->assertSame( 'Follow this author', $off['data']['followTip'] );
		$this->assertStringContainsString( 'data-farol-action="follow" title="Follow this author">Follow</button>', $this->comment_area( (int) get_comment( $comment )->comment_post_ID ) );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( 'SELECT COUNT(*) FROM ' . FollowsTable::name() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
	}

	/**
	 * Guests, oneself, a missing comment, a bad nonce, a turned-off feature are refused.
	 */
	public function test_refusals(): void {
		list( $post, $author, $comment ) = $this->authored();

		wp_set_current_user( 0 );
		$this->assertSame( 'follow_login_required', $this->on_comment( 'wpdFollowUser', $comment )['data'] );

		wp_set_current_user( $author );
		$this->assertSame( 'follow_self', $this->on_comment( 'wpdFollowUser', $comment )['data'] );
		$this->assertStringNotContainsString( 'data-farol-action="follow"', $this->comment_area( $post ), 'no button on one\'s own comment' );

		$this->login_as( 'subscriber' );
		$this->assertSame( 'comment_not_found', $this->on_comment( 'wpdFollowUser', 999999 )['data'] );
		$this->assertSame( 'nonce_invalid', $this->on_comment( 'wpdFollowUser', $comment, array( 'nonce' => 'forged' ) )['data'] );

		update_option( Settings::OPTION, array( 'follows_enabled' => false ) );
		$this->assertSame( 'feature_disabled', $this->on_comment( 'wpdFollowUser', $comment )['data'] );
		$this->assertStringNotContainsString( 'data-farol-action="follow"', $this->comment_area( $post ) );
	}

	/**
	 * More than 15 follow clicks a minute from one address are refused.
	 */
	public function test_the_rate_limit(): void {
		list( , , $comment ) = $this->authored();
		$this->login_as( 'subscriber' );
		for ( $i = 0; $i < 15; $i++ ) {
			$this->assertTrue( $this->on_comment( 'wpdFollowUser', $comment )['success'] );
		}
		$this->assertSame( 'rate_limited', $this->on_comment( 'wpdFollowUser', $comment )['data'] );
	}

	/**
	 * A follower is mailed the author's new approved comment, with a link to it and a cancel link;
	 * a held comment is mailed when approved, once.
	 */
	public function test_followers_are_mailed_new_approved_comments_once(): void {
		list( $post, $author, $comment ) = $this->authored();
		$follower                        = $this->login_as( 'subscriber' );
		$this->on_comment( 'wpdFollowUser', $comment );
		$to = (string) get_userdata( $follower )->user_email;

		$new   = $this->add_comment_as_member( $post, $author, 1 );
		$mails = $this->mails_to( $to );
		$this->assertCount( 1, $mails );
		$this->assertSame( 'A new comment by an author you follow', $mails[0]['subject'] );
		$this->assertStringContainsString( (string) get_comment_link( $new ), $mails[0]['message'] );
		$this->assertStringContainsString( 'farolGuest=cancelFollow', $mails[0]['message'] );

		$held = $this->add_comment_as_member( $post, $author, 0 );
		$this->assertCount( 1, $this->mails_to( $to ), 'a held comment is not mailed' );
		wp_set_comment_status( $held, 'approve' );
		$this->assertCount( 2, $this->mails_to( $to ), 'mailed on approval' );
		wp_set_comment_status( $held, 'hold' );
		wp_set_comment_status( $held, 'approve' );
		$this->assertCount( 2, $this->mails_to( $to ), 'once per comment' );
		$this->assertNotSame( '', get_comment_meta( $held, FollowMail::MAILED_META, true ) );
	}

	/**
	 * The follow mail's cancel link cancels that follow through wpdGuestAction, once.
	 */
	public function test_the_mails_cancel_link_cancels_the_follow_once(): void {
		list( $post, $author, $comment ) = $this->authored();
		$this->login_as( 'subscriber' );
		$this->on_comment( 'wpdFollowUser', $comment );
		$this->add_comment_as_member( $post, $author, 1 );
		$mails = $this->mails();
		$this->assertSame( 1, preg_match( '#\?(\S*farolGuest=cancelFollow\S*)\#wpdcom#', (string) end( $mails )['message'], $match ) );
		wp_parse_str( $match[1], $query );
		$fields = array(
			'guestAction' => $query['farolGuest'],
			'subject'     => $query['farolSubject'],
			'expires'     => $query['farolExpires'],
			'key'         => $query['farolKey'],
		);
		wp_set_current_user( 0 );
		$done = $this->ajax_json( 'wpdGuestAction', $fields );
		$this->assertSame( 'The follow was cancelled.', $done['data']['message'] ?? $done );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( 'SELECT COUNT(*) FROM ' . FollowsTable::name() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
		$this->assertSame( 'guest_link_used', $this->ajax_json( 'wpdGuestAction', $fields )['data'] );
	}

	/**
	 * A member cancels their own follow from the modal and gets the refreshed page; another's
	 * follow is refused as missing and stays.
	 */
	public function test_cancelling_is_for_ones_own_follows(): void {
		list( , , $comment ) = $this->authored();
		$this->login_as( 'subscriber' );
		$this->on_comment( 'wpdFollowUser', $comment );
		global $wpdb;
		$id = (int) $wpdb->get_var( 'SELECT id FROM ' . FollowsTable::name() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.

		$this->login_as( 'subscriber' );
		$other = $this->ajax_json(
			'wpdCancelFollow',
			array(
				'id'    => $id,
				'page'  => 1,
				'nonce' => wp_create_nonce( 'farol_comments' ),
			)
		);
		$this->assertSame( 'follow_not_found', $other['data'] );

		wp_set_current_user( 0 );
		$this->assertSame(
			'follow_login_required',
			$this->ajax_json(
				'wpdCancelFollow',
				array(
					'id'   => $id,
					'page' => 1,
				)
			)['data']
		);
		$this->assertSame( '1', $wpdb->get_var( 'SELECT COUNT(*) FROM ' . FollowsTable::name() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
	}

	/**
	 * The owner's cancel answers the follows page, now empty.
	 */
	public function test_the_owner_cancels_and_gets_the_refreshed_page(): void {
		list( , , $comment ) = $this->authored();
		$this->login_as( 'subscriber' );
		$this->on_comment( 'wpdFollowUser', $comment );
		$page = $this->ajax_json(
			'wpdGetFollowsPage',
			array(
				'page'  => 1,
				'nonce' => wp_create_nonce( 'farol_comments' ),
			)
		);
		$this->assertStringContainsString( 'Carla Dias', $page['data']['html'] );
		preg_match( '/data-id="(\d+)"/', $page['data']['html'], $match );

		$after = $this->ajax_json(
			'wpdCancelFollow',
			array(
				'id'    => $match[1],
				'page'  => 1,
				'nonce' => wp_create_nonce( 'farol_comments' ),
			)
		);
		$this->assertTrue( $after['success'] );
		$this->assertSame( 0, $after['data']['total'] );
		$this->assertStringContainsString( 'You do not follow anyone yet.', $after['data']['html'] );
	}

	/**
	 * Adds a comment by a member the way the widget does (wp_new_comment fires comment_post).
	 *
	 * @param int $post     Post.
	 * @param int $author   Member.
	 * @param int $approved 1 or 0.
	 */
	private function add_comment_as_member( int $post, int $author, int $approved ): int {
		$filter = static fn (): int => $approved;
		add_filter( 'pre_comment_approved', $filter, 99 );
		$user   = get_userdata( $author );
		$id     = wp_new_comment(
			wp_slash(
				array(
					'comment_post_ID'      => $post,
					'comment_author'       => $user->display_name,
					'comment_author_email' => $user->user_email,
					'comment_author_url'   => '',
					'comment_content'      => 'Novo texto ' . wp_generate_password( 8, false ),
					'comment_type'         => 'comment',
					'user_id'              => $author,
				)
			)
		);
		remove_filter( 'pre_comment_approved', $filter, 99 );
		return (int) $id;
	}

	/**
	 * The captured mails to one address.
	 *
	 * @param string $to Address.
	 * @return list<array<string,mixed>>
	 */
	private function mails_to( string $to ): array {
		return array_values( array_filter( $this->mails(), static fn ( array $mail ): bool => $to === $mail['to'] || array( $to ) === $mail['to'] ) );
	}
}

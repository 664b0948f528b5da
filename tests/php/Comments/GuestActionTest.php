<?php
/**
 * Guest actions: wpdEmailDeleteLinks and wpdGuestAction.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Follows\FollowStore;
use Farol\Comments\Follows\FollowsTable;
use Farol\Comments\Info\GuestLinks;
use Farol\Comments\Info\InfoModal;
use Farol\Comments\Settings;
use Farol\Support\Abuse\MailCooldown;
use Farol\Support\Abuse\SignedStamp;
use Farol\Tests\TestCase;

/**
 * The links are mailed only to an e-mail with content, answered alike for any e-mail; a link
 * trashes the guest's comments once; forged, expired and replayed links are refused.
 */
final class GuestActionTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	/**
	 * Comments open.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
		wp_set_current_user( 0 );
	}

	/**
	 * The fields of the guest form, as a person sends them.
	 *
	 * @param int    $post  Post.
	 * @param string $email E-mail.
	 * @return array<string,mixed>
	 */
	private function links_form( int $post, string $email ): array {
		return array(
			'postId'           => $post,
			'email'            => $email,
			'farol_hp'         => '',
			SignedStamp::FIELD => SignedStamp::create( InfoModal::STAMP_PURPOSE, $post, time() - 30 ),
		);
	}

	/**
	 * The link fields a mail carries.
	 *
	 * @param string $message The mail.
	 * @param string $action  The guest action.
	 * @return array<string,string>
	 */
	private function link_fields( string $message, string $action ): array {
		$this->assertSame( 1, preg_match( '#(https?://\S*farolGuest=' . $action . '\S*)#', $message, $match ), "a {$action} link is in the mail" );
		wp_parse_str( (string) wp_parse_url( $match[1], PHP_URL_QUERY ), $query );
		$this->assertStringEndsWith( '#wpdcom', $match[1] );
		return array(
			'guestAction' => (string) $query['farolGuest'],
			'subject'     => (string) $query['farolSubject'],
			'expires'     => (string) $query['farolExpires'],
			'key'         => str_replace( '#wpdcom', '', (string) $query['farolKey'] ),
		);
	}

	/**
	 * Same answer for an e-mail with content and one without; only the first is mailed.
	 */
	public function test_no_enumeration(): void {
		$post = $this->create_post();
		$this->add_comment( $post, array( 'comment_author_email' => 'bia@example.org' ) );

		$known   = $this->ajax_json( 'wpdEmailDeleteLinks', $this->links_form( $post, 'bia@example.org' ) );
		$unknown = $this->ajax_json( 'wpdEmailDeleteLinks', $this->links_form( $post, 'ninguem@example.org' ) );
		$this->assertTrue( $known['success'] );
		$this->assertSame( $known, $unknown );
		$this->assertCount( 1, $this->mails() );
		$this->assertSame( 'bia@example.org', $this->mails()[0]['to'] );
		$this->assertStringContainsString( 'farolGuest=deleteComments', $this->mails()[0]['message'] );
		$this->assertStringContainsString( 'farolGuest=deleteFollows', $this->mails()[0]['message'] );
	}

	/**
	 * A bot (honeypot filled, or no stamp) gets the same answer and no mail; a bad e-mail is refused.
	 */
	public function test_bots_get_the_same_answer_and_no_mail(): void {
		$post = $this->create_post();
		$this->add_comment( $post, array( 'comment_author_email' => 'bia@example.org' ) );
		$bot = $this->ajax_json( 'wpdEmailDeleteLinks', array_merge( $this->links_form( $post, 'bia@example.org' ), array( 'farol_hp' => 'x' ) ) );
		$this->assertTrue( $bot['success'] );
		$this->assertSame( array(), $this->mails() );
		$this->assertSame( 'email_invalid', $this->ajax_json( 'wpdEmailDeleteLinks', $this->links_form( $post, 'nada' ) )['data'] );
	}

	/**
	 * The link trashes the guest's comments (not a member's with the same e-mail, not
	 * another guest's), once.
	 */
	public function test_the_link_trashes_the_guests_comments_once(): void {
		$post   = $this->create_post();
		$mine   = array(
			$this->add_comment( $post, array( 'comment_author_email' => 'bia@example.org' ) ),
			$this->add_comment(
				$post,
				array(
					'comment_author_email' => 'Bia@Example.org',
					'comment_approved'     => 0,
				)
			),
		);
		$member = $this->add_comment(
			$post,
			array(
				'comment_author_email' => 'bia@example.org',
				'user_id'              => $this->create_user(),
			)
		);
		$other  = $this->add_comment( $post, array( 'comment_author_email' => 'rui@example.org' ) );
		$this->ajax_json( 'wpdEmailDeleteLinks', $this->links_form( $post, 'bia@example.org' ) );
		$fields = $this->link_fields( $this->mails()[0]['message'], 'deleteComments' );

		$done = $this->ajax_json( 'wpdGuestAction', $fields );
		$this->assertTrue( $done['success'], wp_json_encode( $done ) );
		$this->assertSame( 'Your comments were deleted.', $done['data']['message'] );
		foreach ( $mine as $id ) {
			$this->assertSame( 'trash', wp_get_comment_status( $id ) );
		}
		$this->assertSame( 'approved', wp_get_comment_status( $member ) );
		$this->assertSame( 'approved', wp_get_comment_status( $other ) );

		$again = $this->ajax_json( 'wpdGuestAction', $fields );
		$this->assertSame( 'guest_link_used', $again['data'] );
	}

	/**
	 * Forged keys, another e-mail under a good key, another action and expired links are refused.
	 */
	public function test_forged_and_expired_links_are_refused(): void {
		$post  = $this->create_post();
		$id    = $this->add_comment( $post, array( 'comment_author_email' => 'bia@example.org' ) );
		$exp   = (string) ( time() + 3600 );
		$good  = array(
			'guestAction' => 'deleteComments',
			'subject'     => 'bia@example.org',
			'expires'     => $exp,
			'key'         => GuestLinks::sign( 'deleteComments', 'bia@example.org', (int) $exp ),
		);
		$cases = array(
			'forged key'      => array_merge( $good, array( 'key' => str_repeat( 'a', 64 ) ) ),
			'other e-mail'    => array_merge( $good, array( 'subject' => 'rui@example.org' ) ),
			'other action'    => array_merge( $good, array( 'guestAction' => 'deleteFollows' ) ),
			'longer validity' => array_merge( $good, array( 'expires' => (string) ( time() + 99999 ) ) ),
			'not hex'         => array_merge( $good, array( 'key' => 'x' ) ),
		);
		foreach ( $cases as $case => $fields ) {
			$this->assertSame( 'guest_link_invalid', $this->ajax_json( 'wpdGuestAction', $fields )['data'], $case );
		}
		$past    = (string) ( time() - 10 );
		$expired = array_merge(
			$good,
			array(
				'expires' => $past,
				'key'     => GuestLinks::sign(
					'deleteComments',
					'bia@example.org',
					(int) $past
				),
			)
		);
		$this->assertSame( 'guest_link_expired', $this->ajax_json( 'wpdGuestAction', $expired )['data'] );
		$this->assertSame( 'invalid_request', $this->ajax_json( 'wpdGuestAction', array_merge( $good, array( 'guestAction' => 'deleteEverything' ) ) )['data'] );
		$this->assertSame( 'approved', wp_get_comment_status( $id ), 'nothing was deleted' );
	}

	/**
	 * More than 5 link requests in 10 minutes from one address are refused.
	 */
	public function test_the_rate_limit(): void {
		$post = $this->create_post();
		for ( $i = 0; $i < 5; $i++ ) {
			$this->assertTrue( $this->ajax_json( 'wpdEmailDeleteLinks', $this->links_form( $post, "x{$i}@example.org" ) )['success'] );
		}
		$this->assertSame( 'rate_limited', $this->ajax_json( 'wpdEmailDeleteLinks', $this->links_form( $post, 'y@example.org' ) )['data'] );
	}

	/**
	 * Asked for one address from many source addresses: its links are mailed once in 10
	 * minutes and three times a day, and every request gets the same status and body.
	 */
	public function test_an_address_gets_its_links_once_in_the_cooldown_and_three_a_day(): void {
		$post = $this->create_post();
		$this->add_comment( $post, array( 'comment_author_email' => 'bia@example.org' ) );
		$answers = array();
		$mailed  = array();
		for ( $round = 0; $round < 4; $round++ ) {
			for ( $i = 1; $i <= 4; $i++ ) {
				$_SERVER['REMOTE_ADDR'] = '198.51.100.' . ( 10 * $round + $i );
				$answers[]              = array( $this->ajax( 'wpdEmailDeleteLinks', $this->links_form( $post, 'Bia@Example.org' ) ), $this->ajax_status() );
			}
			$mailed[] = count( $this->mails() );
			$this->age_rate_windows( MailCooldown::COOLDOWN );
		}
		$this->assertSame( array( 1, 2, 3, 3 ), $mailed, 'one a cool-down, three a day' );
		$this->assertSame( array_fill( 0, 16, $answers[0] ), $answers );
		$this->assertSame( array( 'bia@example.org' ), array_values( array_unique( array_column( $this->mails(), 'to' ) ) ) );
	}

	/**
	 * With guest links off, asking for them and redeeming them are refused; a follow mail's
	 * cancel link still works (it is not a guest delete link).
	 */
	public function test_guest_links_off(): void {
		$post = $this->create_post();
		update_option( Settings::OPTION, array( 'guest_delete_links_enabled' => false ) );
		$this->assertSame( 'feature_disabled', $this->ajax_json( 'wpdEmailDeleteLinks', $this->links_form( $post, 'bia@example.org' ) )['data'] );
		$expires = time() + 60;
		$fields  = array(
			'guestAction' => 'deleteComments',
			'subject'     => 'bia@example.org',
			'expires'     => (string) $expires,
			'key'         => GuestLinks::sign( 'deleteComments', 'bia@example.org', $expires ),
		);
		$this->assertSame( 'feature_disabled', $this->ajax_json( 'wpdGuestAction', $fields )['data'] );
		$this->assertSame( array(), $this->mails() );
	}

	/**
	 * The follows link cancels the follows mailed to that address, nobody else's.
	 */
	public function test_the_follows_link_cancels_the_follows_mailed_to_that_address(): void {
		global $wpdb;
		$store = new FollowStore();
		$store->add( $this->create_user(), 'bia@example.org', 0, 'ana@example.org', 'Ana' );
		$store->add( $this->create_user(), 'rui@example.org', 0, 'ana@example.org', 'Ana' );
		$expires = time() + 60;
		$done    = $this->ajax_json(
			'wpdGuestAction',
			array(
				'guestAction' => 'deleteFollows',
				'subject'     => 'bia@example.org',
				'expires'     => (string) $expires,
				'key'         => GuestLinks::sign( 'deleteFollows', 'bia@example.org', $expires ),
			)
		);
		$this->assertSame( 'Your follows were cancelled.', $done['data']['message'] ?? $done );
		$this->assertSame( array( 'rui@example.org' ), $wpdb->get_col( 'SELECT follower_email FROM ' . FollowsTable::name() ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
	}
}

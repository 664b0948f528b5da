<?php
/**
 * Notification mail when a comment is approved, and wpdCheckNotificationType.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Comments\Subscriptions\SubscriptionStore;
use Farol\Comments\Write\GuestKey;
use Farol\Tests\TestCase;
use Farol\Tests\WpDieException;

/**
 * Who gets what (post, reply and all-replies subscribers), never the author, once per comment,
 * nothing while held, mail after a later approval; the mail's links; the form's
 * notification box acting only for the comment's own author.
 */
final class SubscriptionDispatchTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;
	use SubscriptionFixtures;

	/**
	 * Comments open, guests confirmed at once (the opt-in has its own test).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
		update_option( Settings::OPTION, array( 'subscription_double_opt_in' => false ) );
	}

	/**
	 * Subscribes an address (confirmed).
	 *
	 * @param int    $post    Post.
	 * @param string $email   Address.
	 * @param string $type    Type.
	 * @param int    $subject Subject (the post when 0).
	 */
	private function subscribe( int $post, string $email, string $type, int $subject = 0 ): void {
		$sub = ( new SubscriptionStore() )->save( $email, 0, $post, $type, $subject > 0 ? $subject : $post, true );
		$this->assertNotNull( $sub );
	}

	/**
	 * A reply mails the post's subscribers, the parent's, and the all-replies subscriber who
	 * wrote an ancestor; not its author; once, whatever happens to it later.
	 */
	public function test_who_gets_what_never_the_author_and_once(): void {
		$post   = $this->create_post( array( 'post_title' => 'Roteiro' ) );
		$root   = $this->add_comment( $post, array( 'comment_author_email' => 'raiz@example.org' ) );
		$middle = $this->add_comment(
			$post,
			array(
				'comment_parent'       => $root,
				'comment_author_email' => 'meio@example.org',
			)
		);
		$this->subscribe( $post, 'todos@example.org', 'post' );
		$this->subscribe( $post, 'raiz@example.org', 'all_comment' );
		$this->subscribe( $post, 'meio@example.org', 'comment', $middle );
		$this->subscribe( $post, 'outro@example.org', 'comment', $root );
		$this->subscribe( $post, 'autora@example.org', 'post' );
		$this->subscribe( $post, 'alheio@example.org', 'all_comment' );

		$reply = $this->add_comment(
			$post,
			array(
				'comment_parent'       => $middle,
				'comment_author'       => 'Autora',
				'comment_author_email' => 'autora@example.org',
				'comment_content'      => '<p>Vale <b>muito</b> a pena [unsubscribeUrl] &amp; mais</p>',
			)
		);
		$got   = array();
		foreach ( $this->mails() as $mail ) {
			$got[ $mail['to'] ] = $mail;
		}
		ksort( $got );
		$this->assertSame( array( 'meio@example.org', 'raiz@example.org', 'todos@example.org' ), array_keys( $got ), 'the parent\'s, the ancestor\'s all-replies and the post\'s; not the author, not a sibling thread' );
		$this->assertCount( 3, $this->mails(), 'one mail per address' );
		$this->assertStringContainsString( 'Roteiro', $got['raiz@example.org']['subject'] );
		$this->assertNotSame( $got['raiz@example.org']['subject'], $got['todos@example.org']['subject'], 'a reply and a new comment read differently' );
		$text = $got['todos@example.org']['message'];
		$this->assertStringContainsString( 'Autora', $text );
		$this->assertStringContainsString( 'Vale muito a pena [unsubscribeUrl] & mais', $text, 'plain text: tags stripped, entities decoded, a placeholder in the comment stays words' );
		$this->assertStringContainsString( (string) get_comment_link( $reply ), $text );

		wp_set_comment_status( $reply, 'hold' );
		wp_set_comment_status( $reply, 'approve' );
		$this->assertCount( 3, array_merge( $this->mails_to( 'meio@example.org' ), $this->mails_to( 'raiz@example.org' ), $this->mails_to( 'todos@example.org' ) ), 'approved again: nobody mailed twice' );

		$unsubscribe = $this->link_in( $got['todos@example.org'], 'wpdiscuzUnsubscribe' );
		$this->assertSame( 'unsubscribed', $this->open_link( $unsubscribe )[0], 'the mail\'s link unsubscribes' );
		$this->add_comment( $post, array( 'comment_author_email' => 'x@example.org' ) );
		$this->assertCount( 1, $this->mails_to( 'todos@example.org' ), 'no further mail after unsubscribing' );
		$this->assertCount( 1, $this->mails_to( 'autora@example.org' ), 'the other post subscriber gets the new comment' );

		// The mail client's own unsubscribe (RFC 2369 / 8058): the headers name the mail's link,
		// and one POST of `List-Unsubscribe=One-Click` to it unsubscribes, answered in place.
		$raiz = $got['raiz@example.org'];
		$link = $this->link_in( $raiz, 'wpdiscuzUnsubscribe' );
		$this->assertContains( 'List-Unsubscribe: <' . $link . '>', $raiz['headers'] );
		$this->assertContains( 'List-Unsubscribe-Post: List-Unsubscribe=One-Click', $raiz['headers'] );
		try {
			$this->post_link( $link, array( 'List-Unsubscribe' => 'One-Click' ) );
			$this->fail( 'a one-click unsubscribe is answered in place' );
		} catch ( WpDieException $answer ) {
			$this->assertSame( 200, $answer->status );
			$this->assertSame( 'You are unsubscribed. We will not email you about this any more.', $answer->getMessage() );
		}
		$sid = (int) wp_parse_args( (string) wp_parse_url( $link, PHP_URL_QUERY ) )['sid'];
		$this->assertNull( ( new SubscriptionStore() )->find( $sid ), 'unsubscribed' );
	}

	/**
	 * A held comment mails nobody; its approval by a moderator does.
	 */
	public function test_held_mails_nothing_until_approved(): void {
		$post = $this->create_post();
		$this->subscribe( $post, 'todos@example.org', 'post' );
		$held = $this->add_comment( $post, array( 'comment_approved' => 0 ) );
		$this->assertSame( array(), $this->mails_to( 'todos@example.org' ) );
		wp_set_comment_status( $held, 'approve' );
		$this->assertCount( 1, $this->mails_to( 'todos@example.org' ) );
		$spam = $this->add_comment( $post, array( 'comment_approved' => 'spam' ) );
		$this->assertGreaterThan( 0, $spam );
		$this->assertCount( 1, $this->mails_to( 'todos@example.org' ), 'spam mails nobody' );
	}

	/**
	 * Unconfirmed subscriptions get nothing.
	 */
	public function test_unconfirmed_get_nothing(): void {
		$post = $this->create_post();
		( new SubscriptionStore() )->save( 'pendente@example.org', 0, $post, 'post', $post, false );
		$this->add_comment( $post );
		$this->assertSame( array(), $this->mails_to( 'pendente@example.org' ) );
	}

	/**
	 * The form's box subscribes the guest who posted (this browser, shortly after), with an
	 * opt-in unless the address is confirmed on the site; another browser is refused; nothing
	 * asked, nothing done.
	 */
	public function test_the_notification_box_acts_only_for_the_author(): void {
		update_option( Settings::OPTION, array() );
		add_filter( 'comment_flood_filter', '__return_false', 20 );
		$post    = $this->create_post();
		$comment = $this->guest_comment( $post, array( 'wc_email' => 'bia@example.org' ) );
		$id      = (int) $comment->comment_ID;
		$ask     = array(
			'comment_id'                 => $id,
			'email'                      => 'bia@example.org',
			'isParent'                   => 1,
			'postId'                     => $post,
			'wpdiscuz_notification_type' => 'comment',
		);
		$this->assertSame( '', $this->ajax_json( 'wpdCheckNotificationType', array_merge( $ask, array( 'wpdiscuz_notification_type' => '' ) ) )['data'] );

		$key = $_COOKIE[ GuestKey::cookie_name() ];
		unset( $_COOKIE[ GuestKey::cookie_name() ] );
		$other = $this->ajax_json( 'wpdCheckNotificationType', array_merge( $ask, array( 'email' => 'vitima@example.org' ) ) );
		$this->assertSame( 'subscription_not_yours', $other['data'], 'another browser cannot subscribe the author' );
		$_COOKIE[ GuestKey::cookie_name() ] = $key;

		$mine = $this->ajax_json( 'wpdCheckNotificationType', array_merge( $ask, array( 'email' => 'vitima@example.org' ) ) );
		$this->assertSame( 'subscription_confirm_sent', $mine['data'] );
		$this->assertSame( array(), $this->mails_to( 'vitima@example.org' ), 'the posted e-mail is never used' );
		$this->assertCount( 1, $this->mails_to( 'bia@example.org' ) );
		$sub = ( new SubscriptionStore() )->find_one( 'bia@example.org', $post, 'comment', $id );
		$this->assertNotNull( $sub, 'subscribed to replies of that comment' );

		$this->open_link( $this->link_in( $this->mails_to( 'bia@example.org' )[0], 'wpdiscuzConfirm' ) );
		$second = $this->guest_comment( $post, array( 'wc_email' => 'bia@example.org' ) );
		$known  = $this->ajax_json( 'wpdCheckNotificationType', array_merge( $ask, array( 'comment_id' => (int) $second->comment_ID ) ) );
		$this->assertSame( 'subscription_added', $known['data'], 'an address confirmed on the site is not asked again' );

		$reply = $this->add_comment(
			$post,
			array(
				'comment_parent'       => $id,
				'comment_author_email' => 'resposta@example.org',
			)
		);
		$this->assertGreaterThan( 0, $reply );
		$this->assertCount( 1, array_filter( $this->mails_to( 'bia@example.org' ), static fn ( array $mail ): bool => str_contains( $mail['message'], (string) get_comment_link( $reply ) ) ), 'a reply to that comment is mailed' );
	}

	/**
	 * A member subscribes to replies of their own comment only.
	 */
	public function test_a_member_subscribes_only_on_their_own_comment(): void {
		$post   = $this->create_post();
		$member = $this->login_as( 'subscriber' );
		$mine   = $this->add_comment( $post, array( 'user_id' => $member ) );
		$theirs = $this->add_comment( $post );
		$nonce  = wp_create_nonce( 'farol_comments' );
		foreach ( array(
			$theirs => 'subscription_not_yours',
			$mine   => 'subscription_added',
		) as $id => $expected ) {
			$answer = $this->ajax_json(
				'wpdCheckNotificationType',
				array(
					'comment_id'                 => $id,
					'wpdiscuz_notification_type' => 'comment',
					'nonce'                      => $nonce,
				)
			);
			$this->assertSame( $expected, $answer['data'] );
		}
	}
}

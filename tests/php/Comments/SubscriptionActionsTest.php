<?php
/**
 * Subscribing, confirming and unsubscribing: wpdAddSubscription, wpdUnsubscribe and the mailed links.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Comments\Subscriptions\SubscriptionStore;
use Farol\Tests\TestCase;

/**
 * A guest's double opt-in through the mailed link (once), a member at once, unsubscribing by
 * the key only, and every refusal.
 */
final class SubscriptionActionsTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;
	use SubscriptionFixtures;

	/**
	 * Comments open, subscriptions on (the defaults).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
	}

	/**
	 * A guest subscribes: a confirmation mail with a link; the link confirms once (a replay is
	 * refused) and "confirmed" is mailed with an unsubscribe link, which unsubscribes once.
	 */
	public function test_a_guest_confirms_by_the_mailed_link_once_and_unsubscribes_by_its_link(): void {
		$post   = $this->create_post( array( 'post_title' => 'Dicas de <em>Lisboa</em>' ) );
		$answer = $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post ) );
		$this->assertTrue( $answer['success'], wp_json_encode( $answer ) );
		$this->assertSame( 'subscription_confirm_sent', $answer['data']['code'] );
		$this->assertNotSame( '', $answer['data']['message'] );

		$mails = $this->mails_to( 'leitora@example.org' );
		$this->assertCount( 1, $mails, 'one confirmation mail' );
		$this->assertStringContainsString( 'Dicas de Lisboa', $mails[0]['subject'], 'plain-text title' );
		$confirm = $this->link_in( $mails[0], 'wpdiscuzConfirm' );
		$this->assertStringStartsWith( (string) get_permalink( $post ), $confirm );
		parse_str( (string) wp_parse_url( $confirm, PHP_URL_QUERY ), $query );
		$this->assertSame( array( 'wpdiscuzConfirm', 'sid', 'skey' ), array_values( array_diff( array_keys( $query ), array( 'p' ) ) ), 'the link carries only sid and skey (and the post\'s own address)' );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', $query['skey'] );

		$store = new SubscriptionStore();
		$this->assertFalse( $store->find( (int) $query['sid'] )->confirmed, 'not confirmed before the link' );
		list( $outcome, $page ) = $this->open_link( $confirm );
		$this->assertSame( 'subscription_confirmed', $outcome );
		$this->assertStringStartsWith( (string) get_permalink( $post ), $page );
		$this->assertTrue( $store->find( (int) $query['sid'] )->confirmed );
		$this->assertSame( 'subscription_bad_key', $this->open_link( $confirm )[0], 'a replayed confirmation is refused' );

		$mails = $this->mails_to( 'leitora@example.org' );
		$this->assertCount( 2, $mails, '"confirmed" is mailed' );
		$unsubscribe = $this->link_in( $mails[1], 'wpdiscuzUnsubscribe' );
		$this->assertNotSame( $query['skey'], wp_parse_args( (string) wp_parse_url( $unsubscribe, PHP_URL_QUERY ) )['skey'], 'a confirm key is not an unsubscribe key' );

		$again = $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post ) );
		$this->assertSame( array( false, 'subscription_exists' ), array( $again['success'], $again['data'] ) );

		$this->assertSame( 'unsubscribed', $this->open_link( $unsubscribe )[0] );
		$this->assertNull( $store->find( (int) $query['sid'] ) );
		$this->assertSame( 'subscription_bad_key', $this->open_link( $unsubscribe )[0], 'a replayed unsubscribe is refused' );
	}

	/**
	 * Asking again in the cool-down gets the same answer and mails nothing; the link mailed
	 * first still confirms (SubscriptionCooldownTest has the rest of the cool-down).
	 */
	public function test_asking_again_in_the_cooldown_keeps_the_first_link(): void {
		$post  = $this->create_post();
		$first = $this->ajax( 'wpdAddSubscription', $this->bar_form( $post ) );
		$again = $this->ajax( 'wpdAddSubscription', $this->bar_form( $post ) );
		$this->assertSame( $first, $again );
		$mails = $this->mails_to( 'leitora@example.org' );
		$this->assertCount( 1, $mails );
		$this->assertSame( 'subscription_confirmed', $this->open_link( $this->link_in( $mails[0], 'wpdiscuzConfirm' ) )[0] );
	}

	/**
	 * A guest's bad input, a bot, a type not offered, the switch off and the rate limit.
	 */
	public function test_refusals(): void {
		$post = $this->create_post();
		foreach ( array( 'não-é-email', '', str_repeat( 'a', 95 ) . '@example.org' ) as $email ) {
			$this->assertSame( 'email_invalid', $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, array( 'email' => $email ) ) )['data'] );
		}
		$this->assertSame( 'invalid_request', $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, array( 'farol_hp' => 'bot' ) ) )['data'], 'the honeypot' );
		$this->assertSame( 'invalid_request', $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, array( 'farol_started' => '' ) ) )['data'], 'no stamp' );
		$this->assertSame( 'invalid_request', $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, array( 'wpdiscuz_subscription_type' => 'comment' ) ) )['data'], 'a type the bar does not offer' );
		$this->assertSame( 'post_not_found', $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $this->create_post( array( 'post_status' => 'draft' ) ) ) )['data'] );
		$this->assertSame( array(), $this->mails(), 'nothing mailed' );

		update_option( Settings::OPTION, array( 'subscribe_all_comment' => false ) );
		$this->assertSame( 'invalid_request', $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, array( 'wpdiscuz_subscription_type' => 'all_comment' ) ) )['data'], 'a type switched off' );
		update_option( Settings::OPTION, array( 'subscriptions_enabled' => false ) );
		$this->assertSame( 'subscriptions_disabled', $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post ) )['data'] );
		update_option( Settings::OPTION, array() );

		$codes = array();
		for ( $i = 0; $i < 11; $i++ ) {
			$answer  = $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, array( 'email' => "pessoa{$i}@example.org" ) ) );
			$codes[] = $answer['success'] ? 'ok' : $answer['data'];
		}
		$this->assertSame( array_merge( array_fill( 0, 10, 'ok' ), array( 'rate_limited' ) ), $codes, 'ten a window per address' );
	}

	/**
	 * A member is subscribed at once (no mail) with the account's e-mail, whatever is posted;
	 * the bar then shows the subscription with its unsubscribe button; without the nonce, refused.
	 */
	public function test_a_member_is_subscribed_at_once_and_unsubscribes_from_the_bar(): void {
		$post   = $this->create_post();
		$member = $this->create_user( 'subscriber', array( 'user_email' => 'socia@example.org' ) );
		wp_set_current_user( $member );
		$no_nonce = $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post ) );
		$this->assertSame( 'nonce_invalid', $no_nonce['data'] );

		$nonce  = array( 'nonce' => wp_create_nonce( 'farol_comments' ) );
		$answer = $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, $nonce + array( 'email' => 'outra@example.org' ) ) );
		$this->assertSame( 'subscription_added', $answer['data']['code'] );
		$this->assertSame( array(), $this->mails(), 'no opt-in for a member' );
		$this->assertNull( ( new SubscriptionStore() )->find_one( 'outra@example.org', $post, 'post', $post ), 'the posted e-mail is ignored' );
		$sub = ( new SubscriptionStore() )->find_one( 'socia@example.org', $post, 'post', $post );
		$this->assertTrue( $sub->confirmed );

		$area = $this->comment_area( $post );
		$this->assertSame( 1, preg_match( '/data-farol-action="unsubscribe" data-sid="(\d+)" data-skey="([a-f0-9]{64})"/', $area, $button ), 'the bar shows the subscription' );
		$this->assertSame( (string) $sub->id, $button[1] );
		$this->assertStringContainsString( 'value="all_comment"', $area, 'the other type is still offered' );
		$this->assertStringNotContainsString( 'value="post"', $area );

		$bad = $this->ajax_json( 'wpdUnsubscribe', $nonce + array( 'sid' => $button[1], 'skey' => str_repeat( 'a', 64 ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame( 'subscription_bad_key', $bad['data'] );
		$ok = $this->ajax_json( 'wpdUnsubscribe', $nonce + array( 'sid' => $button[1], 'skey' => $button[2] ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame( 'unsubscribed', $ok['data']['code'] );
		$replay = $this->ajax_json( 'wpdUnsubscribe', $nonce + array( 'sid' => $button[1], 'skey' => $button[2] ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame( 'subscription_bad_key', $replay['data'], 'a replay is refused' );
	}

	/**
	 * One person's key does not unsubscribe another.
	 */
	public function test_a_key_unsubscribes_only_its_own_subscription(): void {
		$post = $this->create_post();
		update_option( Settings::OPTION, array( 'subscription_double_opt_in' => false ) );
		$this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, array( 'email' => 'a@example.org' ) ) );
		$this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, array( 'email' => 'b@example.org' ) ) );
		$store = new SubscriptionStore();
		$a     = $store->find_one( 'a@example.org', $post, 'post', $post );
		$b     = $store->find_one( 'b@example.org', $post, 'post', $post );
		$this->assertTrue( $a->confirmed, 'no double opt-in: confirmed at once' );
		$a_key = \Farol\Comments\Subscriptions\SubscriptionKeys::key( 'unsubscribe', $a );
		$this->assertSame(
			'subscription_bad_key',
			$this->ajax_json(
				'wpdUnsubscribe',
				array(
					'sid'  => $b->id,
					'skey' => $a_key,
				)
			)['data']
		);
		$this->assertNotNull( $store->find( $b->id ) );
		$this->assertSame( 'invalid_request', $this->ajax_json( 'wpdUnsubscribe', array( 'sid' => $b->id ) )['data'] );
	}

	/**
	 * Without JavaScript the bar posts to admin-post.php: the same checks, then back to the
	 * post, whose bar shows the outcome (a refusal as an error).
	 */
	public function test_the_bar_works_without_javascript(): void {
		$post = $this->create_post();
		$area = $this->comment_area( $post );
		$this->assertStringContainsString( 'action="' . esc_url( admin_url( 'admin-post.php' ) ) . '"', $area );
		$this->assertStringContainsString( 'name="action" value="farol_subscribe"', $area );

		$this->assertSame( 'subscription_confirm_sent', $this->post_bar( $this->bar_form( $post ) ) );
		$this->assertCount( 1, $this->mails_to( 'leitora@example.org' ) );
		$this->assertSame( 'email_invalid', $this->post_bar( $this->bar_form( $post, array( 'email' => 'x' ) ) ) );

		$_GET = array( 'farol_subscription' => 'email_invalid' );
		$this->assertMatchesRegularExpression( '/<p class="farol-subscribe__notice farol-subscribe__notice--error" role="status">[^<]+<\/p>/', $this->comment_area( $post ) );
		$_GET = array( 'farol_subscription' => '<script>' );
		$this->assertStringNotContainsString( 'farol-subscribe__notice', $this->comment_area( $post ), 'only known outcomes show' );
		$_GET = array();
	}
}

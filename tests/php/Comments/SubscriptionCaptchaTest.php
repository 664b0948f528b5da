<?php
/**
 * The comment captcha on the subscribe bar.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use Farol\Comments\Subscriptions\SubscriptionStore;
use Farol\Support\Captcha\ProofOfWork;
use Farol\Tests\StandIns\StandInServer;
use Farol\Tests\TestCase;

require_once dirname( __DIR__ ) . '/stand-ins/StandInServer.php';

/**
 * With the captcha at its defaults (proof of work, guests answer, members do not): a guest's bar
 * carries the comment forms' captcha slot; wpdAddSubscription without an answer, with a wrong one
 * or with a used one is refused as wpdAddComment refuses (`captcha_missing` 400, `captcha_failed`
 * 403), and nothing is stored or mailed; a solved challenge subscribes (the confirmation mail).
 * A member not covered by the settings is neither shown nor asked one; with `captcha_members` a
 * member is. Without JavaScript the bar says why (`<noscript>`) and shows the refusal.
 * reCAPTCHA v2 (against the providers' stand-in, tests/php/stand-ins/captcha.php): the bar has
 * its widget box, its token (`g-recaptcha-response`) is verified as a comment's.
 */
final class SubscriptionCaptchaTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;
	use SubscriptionFixtures;
	use CaptchaFixtures;

	/**
	 * The providers' stand-in.
	 *
	 * @var StandInServer
	 */
	private static StandInServer $server;

	/**
	 * Starts the stand-in.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		self::$server = new StandInServer( 'captcha.php' );
		self::$server->start();
	}

	/**
	 * Stops the stand-in.
	 */
	public static function tear_down_after_class(): void {
		self::$server->stop();
		parent::tear_down_after_class();
	}

	/**
	 * Writes as the fixtures set them, the captcha back on (its defaults), endpoints at the stand-in.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
		remove_all_filters( 'farol_comments_captcha_required' );
		delete_option( Settings::OPTION );
		$base = self::$server->base_url();
		self::captcha_endpoints_at( $base );
	}

	/**
	 * The subscribe bar's form in the comment area, for the current visitor.
	 *
	 * @param int $post Post.
	 */
	private function bar( int $post ): string {
		$this->assertSame( 1, preg_match( '#<form class="farol-subscribe__form".*?</form>#s', $this->comment_area( $post ), $form ), 'the bar has its form' );
		return $form[0];
	}

	/**
	 * Whether an address has a subscription to the post (confirmed or not).
	 *
	 * @param string $email Address.
	 * @param int    $post  Post.
	 */
	private static function subscribed( string $email, int $post ): bool {
		return null !== ( new SubscriptionStore() )->find_one( $email, $post, 'post', $post );
	}

	/**
	 * The proof of work by default: no answer, a wrong number or a used answer is refused with
	 * the comment path's key and status, nothing stored or mailed; a solved challenge subscribes.
	 */
	public function test_a_guest_answers_the_proof_of_work_to_subscribe(): void {
		$post = $this->create_post();
		$bar  = $this->bar( $post );
		$this->assertStringContainsString( '<div class="farol-comment-form__captcha wpd-field-captcha" data-farol-captcha="proof_of_work">', $bar, 'the comment forms\' slot, in the bar' );
		$this->assertStringContainsString( 'name="farol_captcha_challenge"', $bar );
		$this->assertLessThan( strpos( $bar, '<button type="submit"' ), strpos( $bar, 'data-farol-captcha' ), 'before the button' );

		$missing = $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post ) );
		$this->assertSame( array( false, 'captcha_missing' ), array( $missing['success'], $missing['data'] ) );
		$this->assertSame( 400, Request::status( 'captcha_missing' ) );

		$wrong          = $this->solved_for( $post );
		list( , $salt ) = explode( '.', $wrong['farol_captcha_challenge'] );
		while ( ProofOfWork::zero_bits( hash( 'sha256', $salt . $wrong['farol_captcha'], true ) ) >= ProofOfWork::DIFFICULTY ) {
			$wrong['farol_captcha'] = (string) ( (int) $wrong['farol_captcha'] + 1 );
		}
		$failed = $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, $wrong ) );
		$this->assertSame( array( false, 'captcha_failed' ), array( $failed['success'], $failed['data'] ) );
		$this->assertSame( 403, Request::status( 'captcha_failed' ) );
		$this->assertFalse( self::subscribed( 'leitora@example.org', $post ), 'nothing stored' );
		$this->assertSame( array(), $this->mails(), 'nothing mailed' );

		$solved = $this->solved_for( $post );
		$answer = $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, $solved ) );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$this->assertSame( 'subscription_confirm_sent', $answer['data']['code'] );
		$this->assertTrue( self::subscribed( 'leitora@example.org', $post ) );
		$this->assertCount( 1, $this->mails_to( 'leitora@example.org' ), 'the confirmation mail' );

		$replay = $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, $solved + array( 'email' => 'outra@example.org' ) ) );
		$this->assertSame( 'captcha_failed', $replay['data'], 'an answer is good once' );
		$this->assertFalse( self::subscribed( 'outra@example.org', $post ) );
		$this->assertSame( array(), $this->mails_to( 'outra@example.org' ) );
	}

	/**
	 * Members are not asked by default (no slot, subscribed without an answer); with
	 * `captcha_members` they are. With the guests' captcha off, a guest is not asked either.
	 */
	public function test_members_not_covered_are_not_asked(): void {
		$post  = $this->create_post();
		$other = $this->create_post();
		wp_set_current_user( $this->create_user( 'subscriber', array( 'user_email' => 'socia@example.org' ) ) );
		$nonce = array( 'nonce' => wp_create_nonce( Request::NONCE_ACTION ) );
		$this->assertStringNotContainsString( 'data-farol-captcha', $this->bar( $post ) );
		$this->assertSame( 'subscription_added', $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, $nonce ) )['data']['code'] );

		update_option( Settings::OPTION, array( 'captcha_members' => true ) );
		$this->assertStringContainsString( 'data-farol-captcha="proof_of_work"', $this->bar( $other ) );
		$this->assertSame( 'captcha_missing', $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $other, $nonce ) )['data'] );
		$this->assertFalse( self::subscribed( 'socia@example.org', $other ) );
		$added = $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $other, $nonce + $this->solved_for( $other ) ) );
		$this->assertSame( 'subscription_added', $added['data']['code'] );

		wp_set_current_user( 0 );
		update_option( Settings::OPTION, array( 'captcha_guests' => false ) );
		$this->assertStringNotContainsString( 'data-farol-captcha', $this->bar( $post ) );
		$this->assertSame( 'subscription_confirm_sent', $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post ) )['data']['code'] );
	}

	/**
	 * Without JavaScript the bar's note says why; its post through admin-post.php is refused
	 * with captcha_missing, which the bar then shows as an error; nothing is mailed.
	 */
	public function test_the_bar_without_javascript_says_why(): void {
		$post = $this->create_post();
		$this->assertStringContainsString( '<noscript>' . esc_html( Phrases::get( 'captcha_noscript_subscribe' ) ) . '</noscript>', $this->bar( $post ) );
		$this->assertSame( 'captcha_missing', $this->post_bar( $this->bar_form( $post ) ) );
		$this->assertSame( array(), $this->mails() );
		$_GET = array( 'farol_subscription' => 'captcha_missing' );
		$this->assertStringContainsString( '<p class="farol-subscribe__notice farol-subscribe__notice--error" role="status">' . esc_html( Phrases::get( 'captcha_missing' ) ) . '</p>', $this->comment_area( $post ) );
		$_GET = array();
	}

	/**
	 * The reCAPTCHA v2: the bar has the widget box; no token → captcha_missing, a refused one →
	 * captcha_failed (nothing stored or mailed), a passed one subscribes.
	 */
	public function test_recaptcha_v2_on_the_bar(): void {
		$post = $this->create_post();
		update_option(
			Settings::OPTION,
			array(
				'captcha_provider' => 'recaptcha_v2',
				'captcha_site_key' => 'standin-site-key',
				'captcha_secret'   => 'standin-secret',
			)
		);
		$bar = $this->bar( $post );
		$this->assertStringContainsString( 'data-farol-captcha="recaptcha_v2" data-site-key="standin-site-key"', $bar );
		$this->assertStringContainsString( '<div class="farol-comment-form__captcha-widget"></div>', $bar );

		$this->assertSame( 'captcha_missing', $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post ) )['data'] );
		$this->assertSame( 'captcha_failed', $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, array( 'g-recaptcha-response' => 'standin:fail:' ) ) )['data'] );
		$this->assertFalse( self::subscribed( 'leitora@example.org', $post ) );
		$this->assertSame( array(), $this->mails() );
		$passed = $this->ajax_json( 'wpdAddSubscription', $this->bar_form( $post, array( 'g-recaptcha-response' => 'standin:pass:' ) ) );
		$this->assertSame( 'subscription_confirm_sent', $passed['data']['code'] ?? $passed['data'] );
		$this->assertCount( 1, $this->mails_to( 'leitora@example.org' ) );
	}
}

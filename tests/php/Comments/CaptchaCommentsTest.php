<?php
/**
 * The comment forms' captcha.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Captcha\CaptchaSettings;
use Farol\Comments\Captcha\CommentCaptcha;
use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use Farol\Comments\Write\CommentFields;
use Farol\Comments\Write\CommentNoJsFallback;
use Farol\Comments\Write\CommentPoster;
use Farol\Comments\Write\WritablePost;
use Farol\Comments\Write\WriteSettings;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Support\Captcha\Captchas;
use Farol\Support\Captcha\ProofOfWork;
use Farol\Tests\StandIns\StandInServer;
use Farol\Tests\TestCase;

require_once dirname( __DIR__ ) . '/stand-ins/StandInServer.php';

/**
 * The action wpdAddComment with the captcha on, against the shared providers and their stand-in
 * (tests/php/stand-ins/captcha.php): the default proof of work for guests, a missing, a wrong,
 * a replayed and another post's answer refused, members exempt unless set, reCAPTCHA v2, v3 and
 * Turnstile verified with their siteverify calls, a doubtful pass held for moderation, the
 * slot printed in the forms, and the secret masked in wp/v2/settings.
 */
final class CaptchaCommentsTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;
	use CaptchaFixtures;

	/**
	 * The stand-in.
	 *
	 * @var StandInServer
	 */
	private static StandInServer $server;

	/**
	 * Log lines written during a test.
	 *
	 * @var list<string>
	 */
	private array $log = array();

	/**
	 * Starts the stand-in.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		if ( ! defined( 'FAROL_SPAM_LOG_SILENT' ) ) {
			define( 'FAROL_SPAM_LOG_SILENT', true );
		}
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
	 * Writes as the fixtures set them, the captcha back on, endpoints at the stand-in.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
		remove_all_filters( 'farol_comments_captcha_required' );
		add_filter( 'wp_is_comment_flood', '__return_false', 20 );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$base                   = self::$server->base_url();
		self::captcha_endpoints_at( $base );
		$this->log = array();
		add_action(
			'farol_comments_captcha_log',
			function ( string $message ): void {
				$this->log[] = $message;
			}
		);
	}

	/**
	 * Saves captcha settings over the defaults.
	 *
	 * @param array<string,mixed> $settings Settings.
	 */
	private static function settings( array $settings ): void {
		update_option( Settings::OPTION, $settings );
	}

	/**
	 * A fresh challenge for a post, as the browser asks it.
	 *
	 * @param int $post Post.
	 */
	private function challenge( int $post ): string {
		$answer = json_decode( $this->ajax( 'wpdCaptchaChallenge', array( 'postId' => $post ) ), true );
		$this->assertTrue( $answer['success'] ?? null, (string) wp_json_encode( $answer ) );
		return (string) $answer['data']['challenge'];
	}

	/**
	 * The default: a guest's forms carry the proof of work's slot; no answer → captcha_missing;
	 * a solved challenge posts once; its replay, another post's challenge and a wrong number →
	 * captcha_failed; a field's problem does not use the answer up.
	 */
	public function test_proof_of_work_is_the_default_for_guests(): void {
		$post = $this->create_post();
		$area = $this->comment_area( $post );
		$this->assertSame( 3, substr_count( $area, 'data-farol-captcha="proof_of_work"' ), 'The main form, the reply template and the subscribe bar (SubscriptionCaptchaTest).' );
		$this->assertStringContainsString( '<noscript>', $area );

		$answer = $this->add( $this->guest_form( $post ) );
		$this->assertSame( array( false, 'captcha_missing' ), array( $answer['success'], $answer['data'] ) );
		$this->assertSame( 400, Request::status( 'captcha_missing' ), 'The answer\'s HTTP status.' );
		$this->assertSame( 0, (int) get_comments_number( $post ) );

		$solved = self::solved( $this->challenge( $post ) );
		$empty  = $this->add( $this->guest_form( $post, $solved + array( 'wc_comment' => '' ) ) );
		$this->assertSame( 'comment_empty', $empty['data'], 'A field problem comes first.' );
		$posted = $this->add( $this->guest_form( $post, $solved ) );
		$this->assertTrue( $posted['success'], (string) wp_json_encode( $posted ) );
		$this->assertFalse( $posted['data']['held_moderate'] );

		$replay = $this->add( $this->guest_form( $post, $solved ) );
		$this->assertSame( array( false, 'captcha_failed' ), array( $replay['success'], $replay['data'] ) );
		$this->assertSame( 403, Request::status( 'captcha_failed' ) );

		$other = self::solved( $this->challenge( $this->create_post() ) );
		$this->assertSame( 'captcha_failed', $this->add( $this->guest_form( $post, $other ) )['data'], 'Another post\'s challenge.' );
		$wrong = self::solved( $this->challenge( $post ) );
		while ( ProofOfWork::zero_bits( hash( 'sha256', explode( '.', $wrong['farol_captcha_challenge'] )[1] . $wrong['farol_captcha'], true ) ) >= ProofOfWork::DIFFICULTY ) {
			$wrong['farol_captcha'] = (string) ( (int) $wrong['farol_captcha'] + 1 );
		}
		$this->assertSame( 'captcha_failed', $this->add( $this->guest_form( $post, $wrong ) )['data'], 'A wrong number.' );
		$this->assertSame( 1, (int) get_comments_number( $post ) );
	}

	/**
	 * Without JavaScript the main form says why in its `<noscript>` note; its post through
	 * admin-post.php is refused with captcha_missing, which the form then shows.
	 */
	public function test_a_form_posted_without_javascript_is_refused_with_the_phrase(): void {
		$post = $this->create_post();
		$this->assertStringContainsString( '<p class="farol-comment-form__captcha-note"><noscript>' . esc_html( Phrases::get( 'captcha_noscript' ) ) . '</noscript></p>', $this->comment_forms()->main( get_post( $post ) ) );
		$_POST    = wp_slash( array( 'action' => CommentNoJsFallback::ACTION ) + $this->guest_form( $post ) );
		$_REQUEST = $_POST;
		$write    = new WriteSettings( new Settings() );
		$abuse    = new AbuseDefences();
		$poster   = new CommentPoster( new WritablePost( $write ), new CommentFields( $write ), $abuse->bots, $abuse->throttle, new CommentCaptcha( new CaptchaSettings(), new Captchas() ) );
		$target   = ( new CommentNoJsFallback( $poster ) )->target();
		$this->assertSame( add_query_arg( CommentNoJsFallback::ERROR_ARG, 'captcha_missing', get_permalink( $post ) ) . '#wpdcom', $target );
		$_GET[ CommentNoJsFallback::ERROR_ARG ] = 'captcha_missing';
		$this->assertStringContainsString( 'role="alert">' . esc_html( Phrases::get( 'captcha_missing' ) ) . '</p>', $this->comment_forms()->main( get_post( $post ) ) );
		$this->assertSame( 0, (int) get_comments_number( $post ) );
	}

	/**
	 * Members answer no captcha by default; with `captcha_members` they do; with neither, guests
	 * post freely and the forms have no slot. The edit form never has one.
	 */
	public function test_members_are_exempt_unless_set(): void {
		$post = $this->create_post();
		$this->login_as( 'subscriber' );
		$this->assertStringNotContainsString( 'data-farol-captcha', $this->comment_area( $post ) );
		$this->assertTrue( $this->add( $this->member_form( $post ) )['success'] );

		self::settings( array( 'captcha_members' => true ) );
		$this->assertStringContainsString( 'data-farol-captcha="proof_of_work"', $this->comment_area( $post ) );
		$this->assertSame( 'captcha_missing', $this->add( $this->member_form( $post ) )['data'] );
		$this->assertTrue( $this->add( $this->member_form( $post, self::solved( $this->challenge( $post ) ) ) )['success'] );

		wp_set_current_user( 0 );
		self::settings( array( 'captcha_guests' => false ) );
		$this->assertStringNotContainsString( 'data-farol-captcha', $this->comment_area( $post ) );
		$this->assertTrue( $this->add( $this->guest_form( $post ) )['success'] );
		$answer = json_decode( $this->ajax( 'wpdCaptchaChallenge', array( 'postId' => $post ) ), true );
		$this->assertSame( 'invalid_request', $answer['data'], 'No challenge when none is asked.' );

		self::settings( array( 'captcha_provider' => 'none' ) );
		$this->assertTrue( $this->add( $this->guest_form( $post ) )['success'] );
	}

	/**
	 * The reCAPTCHA v2 checkbox: the slot names the explicit-render script and the site key; siteverify is
	 * asked with secret, token and address; a refused token → captcha_failed; none →
	 * captcha_missing; a pass posts. Without a secret, the proof of work stands in.
	 */
	public function test_recaptcha_v2(): void {
		$post = $this->create_post();
		self::settings(
			array(
				'captcha_provider' => 'recaptcha_v2',
				'captcha_site_key' => 'standin-site-key',
			)
		);
		$this->assertStringContainsString( 'data-farol-captcha="proof_of_work"', $this->comment_area( $post ), 'No secret: the proof of work.' );

		self::settings(
			array(
				'captcha_provider' => 'recaptcha_v2',
				'captcha_site_key' => 'standin-site-key',
				'captcha_secret'   => 'standin-secret',
			)
		);
		$area = $this->comment_area( $post );
		$this->assertStringContainsString( 'data-farol-captcha="recaptcha_v2" data-site-key="standin-site-key" data-script="' . esc_url( self::$server->base_url() . '/recaptcha/api.js?render=explicit' ) . '"', $area );
		$this->assertStringContainsString( 'farol-comment-form__captcha-widget', $area );

		$this->assertSame( 'captcha_missing', $this->add( $this->guest_form( $post ) )['data'] );
		$this->assertSame( 'invalid_request', json_decode( $this->ajax( 'wpdCaptchaChallenge', array( 'postId' => $post ) ), true )['data'], 'No challenge for another provider.' );
		$this->assertSame( 'captcha_failed', $this->add( $this->guest_form( $post, array( 'g-recaptcha-response' => 'standin:fail:' ) ) )['data'] );
		$this->assertTrue( $this->add( $this->guest_form( $post, array( 'g-recaptcha-response' => 'standin:pass:' ) ) )['success'] );
		$fields = $this->last_request();
		$this->assertSame(
			array(
				'secret'   => 'standin-secret',
				'response' => 'standin:pass:',
				'remoteip' => '203.0.113.9',
			),
			$fields
		);
	}

	/**
	 * The reCAPTCHA v3 (action `comment`): a pass posts; another action's token is refused; a low
	 * score, and a provider that fails, hold the comment for moderation (the latter logged).
	 * Turnstile: a pass posts, a refused token does not.
	 */
	public function test_recaptcha_v3_and_turnstile(): void {
		$post = $this->create_post();
		self::settings(
			array(
				'captcha_provider'  => 'recaptcha_v3',
				'captcha_site_key'  => 'standin-site-key',
				'captcha_secret'    => 'standin-secret',
				'captcha_threshold' => 0.5,
			)
		);
		$area = $this->comment_area( $post );
		$this->assertStringContainsString( 'name="g-recaptcha-response"', $area );
		$this->assertStringContainsString( 'render=standin-site-key', $area );
		$token = static fn ( string $outcome, string $action = 'comment' ): array => array( 'g-recaptcha-response' => "standin:{$outcome}:{$action}" );

		$pass = $this->add( $this->guest_form( $post, $token( 'pass' ) ) );
		$this->assertTrue( $pass['success'] );
		$this->assertFalse( $pass['data']['held_moderate'] );
		$this->assertSame( 'captcha_failed', $this->add( $this->guest_form( $post, $token( 'pass', 'contact_form' ) ) )['data'] );
		$low = $this->add( $this->guest_form( $post, $token( 'low-score' ) ) );
		$this->assertTrue( $low['success'] );
		$this->assertTrue( $low['data']['held_moderate'], 'A low score is held for moderation.' );
		$this->assertSame( array(), $this->log );
		$down = $this->add( $this->guest_form( $post, $token( '5xx' ) ) );
		$this->assertTrue( $down['data']['held_moderate'], 'A provider that fails: held, not lost.' );
		$this->assertCount( 1, $this->log );
		$this->assertStringContainsString( 'recaptcha_v3 unavailable (unreachable)', $this->log[0] );

		self::settings(
			array(
				'captcha_provider' => 'turnstile',
				'captcha_site_key' => 'standin-site-key',
				'captcha_secret'   => 'standin-secret',
			)
		);
		$this->assertStringContainsString( 'data-farol-captcha="turnstile"', $this->comment_area( $post ) );
		$this->assertTrue( $this->add( $this->guest_form( $post, array( 'cf-turnstile-response' => 'standin:pass:comment' ) ) )['success'] );
		$this->assertSame( 'captcha_failed', $this->add( $this->guest_form( $post, array( 'cf-turnstile-response' => 'standin:fail:comment' ) ) )['data'] );
	}

	/**
	 * Through wp/v2/settings an administrator reads the secret masked; saving the mask back keeps it;
	 * a new secret replaces it; the provider enum holds.
	 */
	public function test_the_secret_is_masked_over_rest(): void {
		$this->login_as( 'administrator' );
		$saved    = array(
			'captcha_provider' => 'recaptcha_v2',
			'captcha_site_key' => 'site-key-1',
			'captcha_secret'   => 'recaptcha-secret-1234',
		);
		$response = $this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION => $saved ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertStringNotContainsString( 'secret-1234', (string) wp_json_encode( $response->get_data() ) );
		$read = $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ Settings::OPTION ];
		$this->assertSame( CaptchaSettings::MASK . '1234', $read['captcha_secret'] );
		$this->assertSame( 'site-key-1', $read['captcha_site_key'] );

		$read['captcha_members'] = true;
		$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION => $read ) )->get_status() );
		$stored = get_option( Settings::OPTION );
		$this->assertSame( 'recaptcha-secret-1234', $stored['captcha_secret'] );
		$this->assertTrue( $stored['captcha_members'] );

		$read['captcha_secret'] = 'another-secret-9999';
		$this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION => $read ) );
		$this->assertSame( 'another-secret-9999', get_option( Settings::OPTION )['captcha_secret'] );
		$this->assertSame( 400, $this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION => array( 'captcha_provider' => 'hcaptcha' ) + $read ) )->get_status() );
	}

	/**
	 * The stand-in's last request's fields.
	 *
	 * @return array<string,string>
	 */
	private function last_request(): array {
		$file  = self::$server->dir . '/requests.jsonl';
		$lines = array_values( array_filter( explode( "\n", (string) file_get_contents( $file ) ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the stand-in's own file.
		return json_decode( (string) end( $lines ), true )['fields'];
	}
}

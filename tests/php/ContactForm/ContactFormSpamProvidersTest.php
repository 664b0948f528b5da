<?php
/**
 * The third-party captcha providers and Akismet, against the local stand-in.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Spam\CaptchaCheck;
use Farol\Tests\TestCase;

/**
 * What the spam check (the `farol_contact_form_spam_check` filter FeedbackService applies)
 * decides for reCAPTCHA v3, Turnstile and Akismet and each outcome of their stand-in
 * (tests/php/stand-ins/captcha.php), and what the browser is given for them.
 */
final class ContactFormSpamProvidersTest extends TestCase {

	use ContactFormSpamFixtures;

	/**
	 * The reCAPTCHA v3 provider: the script with the site key, siteverify asked with secret, token and
	 * address; a pass, a low score (spam), a wrong action or a refused token (the captcha
	 * message), a provider error (spam, logged); no keys → the proof of work instead.
	 */
	public function test_recaptcha_v3(): void {
		$form = $this->captcha_form();
		self::settings(
			array(
				'captcha_provider'   => 'recaptcha_v3',
				'recaptcha_site_key' => 'standin-site-key',
			)
		);
		$this->assertStringContainsString( 'farol_captcha_challenge', apply_filters( 'farol_contact_form_captcha_markup', '', $form ), 'Without a secret the proof of work stays.' );

		self::settings(
			array(
				'captcha_provider'    => 'recaptcha_v3',
				'recaptcha_site_key'  => 'standin-site-key',
				'recaptcha_secret'    => 'standin-secret',
				'recaptcha_threshold' => 0.5,
			)
		);
		$markup = apply_filters( 'farol_contact_form_captcha_markup', '', $form );
		$this->assertStringContainsString( 'data-farol-captcha="recaptcha_v3" data-site-key="standin-site-key" data-action="contact_form"', $markup );
		$this->assertStringContainsString( self::$server->base_url() . '/recaptcha/api.js?render=standin-site-key', wp_scripts()->registered['farol-contact-captcha-recaptcha-v3-api']->src );
		$this->assertSame( array(), apply_filters( 'farol_contact_form_refill', array(), $form ) );

		$token   = static fn ( string $outcome, string $action = 'contact_form' ): array => array( 'g-recaptcha-response' => "standin:$outcome:$action" );
		$this->assertNull( $this->check( $form, $token( 'pass' ) ) );
		$request = self::$server->take_requests()[0];
		$this->assertSame( '/recaptcha/api/siteverify', $request['path'] );
		$this->assertSame(
			array(
				'secret'   => 'standin-secret',
				'response' => 'standin:pass:contact_form',
				'remoteip' => '203.0.113.7',
			),
			$request['fields']
		);
		$this->assertSame( array( 'status' => 'spam' ), $this->check( $form, $token( 'low-score' ) ) );
		$this->assertSame( self::refused( $form ), $this->check( $form, $token( 'pass', 'login' ) ), 'The token of another action.' );
		$this->assertSame( self::refused( $form ), $this->check( $form, $token( 'wrong-action' ) ) );
		$this->assertSame( self::refused( $form ), $this->check( $form, $token( 'fail' ) ) );
		$this->assertSame( self::refused( $form ), $this->check( $form, array() ) );
		$this->assertSame( array(), $this->log );
		$this->assertSame( array( 'status' => 'spam' ), $this->check( $form, $token( '5xx' ) ) );
		$this->assertSame( array( 'status' => 'spam' ), $this->check( $form, $token( 'garbage' ) ) );
		$this->assertCount( 2, $this->log );
		$this->assertStringContainsString( 'recaptcha_v3 unavailable (unreachable)', $this->log[0] );

		self::settings(
			array(
				'captcha_provider'    => 'recaptcha_v3',
				'recaptcha_site_key'  => 'standin-site-key',
				'recaptcha_secret'    => 'standin-secret',
				'recaptcha_threshold' => 0.05,
			)
		);
		$this->assertNull( $this->check( $form, $token( 'low-score' ) ), 'The threshold is the site\'s.' );
	}

	/**
	 * Turnstile: the explicit-render script, siteverify asked with secret, token, address and an
	 * idempotency key; pass, refused, provider error.
	 */
	public function test_turnstile(): void {
		$form = $this->captcha_form();
		self::settings(
			array(
				'captcha_provider'   => 'turnstile',
				'turnstile_site_key' => 'standin-site-key',
				'turnstile_secret'   => 'standin-secret',
			)
		);
		$markup = apply_filters( 'farol_contact_form_captcha_markup', '', $form );
		$this->assertStringContainsString( 'data-farol-captcha="turnstile" data-site-key="standin-site-key"', $markup );
		$this->assertSame( self::$server->base_url() . '/turnstile/v0/api.js?render=explicit', wp_scripts()->registered['farol-contact-captcha-turnstile-api']->src );

		$token   = static fn ( string $outcome, string $action = 'contact_form' ): array => array( 'cf-turnstile-response' => "standin:$outcome:$action" );
		$this->assertNull( $this->check( $form, $token( 'pass' ) ) );
		$request = self::$server->take_requests()[0];
		$this->assertSame( '/turnstile/v0/siteverify', $request['path'] );
		$this->assertSame( 'standin:pass:contact_form', $request['fields']['response'] );
		$this->assertSame( '203.0.113.7', $request['fields']['remoteip'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f-]{36}$/', $request['fields']['idempotency_key'] );
		$this->assertSame( self::refused( $form ), $this->check( $form, $token( 'fail' ) ) );
		$this->assertSame( self::refused( $form ), $this->check( $form, $token( 'wrong-action' ) ) );
		$this->assertSame( self::refused( $form ), $this->check( $form, array() ) );
		$this->assertSame( array( 'status' => 'spam' ), $this->check( $form, $token( '5xx' ) ) );
		$this->assertCount( 1, $this->log );
	}

	/**
	 * Akismet, when on with a key: the documented comment-check fields from the form's fields;
	 * `true` spam, `false` ham, anything else logged and let through; off → never asked.
	 */
	public function test_akismet(): void {
		$form   = $this->create_contact_form();
		$values = array(
			'your-name'    => 'Maria',
			'your-email'   => 'maria@example.com',
			'your-message' => 'Olá',
		);
		$this->assertNull( $this->check( $form, array(), $values ) );
		$this->assertSame( array(), self::$server->take_requests(), 'Off: never asked.' );

		self::settings(
			array(
				'akismet'     => true,
				'akismet_key' => 'standin-akismet-key',
			)
		);
		$_SERVER['HTTP_USER_AGENT'] = 'Test browser';
		$_SERVER['HTTP_REFERER']    = home_url( '/contato/' );
		$this->assertNull( $this->check( $form, array(), $values ) );
		$fields = self::$server->take_requests()[0]['fields'];
		$this->assertSame(
			array(
				'api_key'              => 'standin-akismet-key',
				'blog'                 => home_url( '/' ),
				'user_ip'              => '203.0.113.7',
				'user_agent'           => 'Test browser',
				'referrer'             => home_url( '/contato/' ),
				'permalink'            => home_url( '/contato/' ),
				'comment_type'         => 'contact-form',
				'comment_author'       => 'Maria',
				'comment_author_email' => 'maria@example.com',
				'comment_author_url'   => '',
				'comment_content'      => 'Olá',
				'blog_lang'            => get_locale(),
				'blog_charset'         => get_option( 'blog_charset' ),
			),
			$fields
		);
		$this->assertSame( array( 'status' => 'spam' ), $this->check( $form, array(), array( 'your-name' => 'viagra-test-123' ) + $values ) );
		$this->assertNull( $this->check( $form, array(), array( 'your-message' => 'standin-invalid' ) + $values ) );
		$this->assertNull( $this->check( $form, array(), array( 'your-message' => 'standin-5xx' ) + $values ) );
		$this->assertCount( 2, $this->log );
		$this->assertStringContainsString( 'Akismet gave no verdict', $this->log[0] );

		self::settings(
			array(
				'akismet'     => true,
				'akismet_key' => 'wrong-key',
			)
		);
		$this->assertNull( $this->check( $form, array(), array( 'your-name' => 'viagra-test-123' ) + $values ), 'A refused key lets submissions through.' );

		$captcha = $this->captcha_form();
		self::settings(
			array(
				'akismet'     => true,
				'akismet_key' => 'standin-akismet-key',
			)
		);
		self::$server->take_requests();
		$this->assertSame( self::refused( $captcha ), $this->check( $captcha, array(), $values ) );
		$this->assertSame( array(), self::$server->take_requests(), 'Akismet is not asked about a refused captcha.' );
	}
}

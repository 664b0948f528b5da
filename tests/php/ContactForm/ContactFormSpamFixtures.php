<?php
/**
 * What the spam tests share.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Spam\CaptchaCheck;
use Farol\ContactForm\Spam\ProofOfWork;
use Farol\ContactForm\Spam\SpamSettings;

/**
 * The captcha and Akismet stand-in (tests/php/stand-ins/captcha.php) started for the class,
 * every spam endpoint pointed at it, the spam log captured, and helpers to ask the spam check
 * as FeedbackService does.
 */
trait ContactFormSpamFixtures {

	use ContactFormFixtures;

	/**
	 * The stand-in.
	 *
	 * @var ContactFormSpamStandIn
	 */
	protected static ContactFormSpamStandIn $server;

	/**
	 * Log lines written during a test.
	 *
	 * @var list<string>
	 */
	protected array $log = array();

	/**
	 * Starts the stand-in.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		if ( ! defined( 'FAROL_SPAM_LOG_SILENT' ) ) {
			define( 'FAROL_SPAM_LOG_SILENT', true );
		}
		self::$server = new ContactFormSpamStandIn();
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
	 * Endpoints at the stand-in, a known client address, the log captured.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		$base                   = self::$server->base_url();
		add_filter(
			'farol_contact_spam_endpoint',
			static fn ( string $url, string $name ): string => $base . array(
				'recaptcha_script' => '/recaptcha/api.js',
				'recaptcha_verify' => '/recaptcha/api/siteverify',
				'turnstile_script' => '/turnstile/v0/api.js',
				'turnstile_verify' => '/turnstile/v0/siteverify',
				'akismet_check'    => '/1.1/comment-check',
			)[ $name ],
			10,
			2
		);
		$this->log = array();
		add_action(
			'farol_contact_spam_log',
			function ( string $message ): void {
				$this->log[] = $message;
			}
		);
		self::$server->take_requests();
	}

	/**
	 * A form whose captcha is on.
	 */
	protected function captcha_form(): ContactForm {
		$form = $this->create_contact_form();
		update_post_meta( $form->id, CaptchaCheck::META, true );
		return $form;
	}

	/**
	 * The spam check's verdict, as FeedbackService asks it.
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $params Posted fields.
	 * @param array<string,mixed> $values Values.
	 * @return array<string,string>|null
	 */
	protected function check( ContactForm $form, array $params, array $values = array() ): ?array {
		return apply_filters( 'farol_contact_form_spam_check', null, $form, $params, $values );
	}

	/**
	 * Solves a challenge as the browser does.
	 *
	 * @param string $challenge The challenge.
	 */
	protected static function solve( string $challenge ): string {
		list( , $salt, $difficulty ) = explode( '.', $challenge );
		for ( $n = 0; ; $n++ ) {
			if ( ProofOfWork::zero_bits( hash( 'sha256', $salt . $n, true ) ) >= (int) $difficulty ) {
				return (string) $n;
			}
		}
	}

	/**
	 * Saves the spam settings.
	 *
	 * @param array<string,mixed> $settings Settings.
	 */
	protected static function settings( array $settings ): void {
		update_option( SpamSettings::OPTION, array_merge( SpamSettings::normalize( array() ), $settings ) );
	}

	/**
	 * The captcha verdict expected for a refused answer.
	 *
	 * @param ContactForm $form The form.
	 * @return array<string,string>
	 */
	protected static function refused( ContactForm $form ): array {
		return array(
			'status'  => 'validation_failed',
			'field'   => CaptchaCheck::FIELD,
			'message' => CaptchaCheck::message( $form ),
		);
	}
}

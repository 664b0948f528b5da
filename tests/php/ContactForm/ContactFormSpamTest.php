<?php
/**
 * The self-hosted captcha and the spam settings.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Spam\CaptchaCheck;
use Farol\ContactForm\Spam\ProofOfWork;
use Farol\ContactForm\Spam\SpamSettings;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Tests\TestCase;

/**
 * The proof of work as the spam check (the `farol_contact_form_spam_check` filter
 * FeedbackService applies) decides it, what its markup and refill give the browser, and the
 * settings' REST face (ContactFormSpamProvidersTest: reCAPTCHA v3, Turnstile, Akismet).
 */
final class ContactFormSpamTest extends TestCase {

	use ContactFormSpamFixtures;

	/**
	 * The proof of work: markup with a signed challenge and a no-JS note, a new challenge per
	 * refill; a solved challenge passes once, and never again.
	 */
	public function test_proof_of_work_passes_once(): void {
		$plain = $this->create_contact_form();
		$this->assertSame( '', apply_filters( 'farol_contact_form_captcha_markup', '', $plain ) );
		$this->assertNull( $this->check( $plain, array() ), 'A form without captcha is not checked.' );

		$form   = $this->captcha_form();
		$markup = apply_filters( 'farol_contact_form_captcha_markup', '', $form );
		$this->assertMatchesRegularExpression( '/name="farol_captcha_challenge" value="pow1\.[0-9a-f]{32}\.' . ProofOfWork::DIFFICULTY . '\.\d+\.[0-9a-f]{64}"/', $markup );
		$this->assertStringContainsString( '<noscript>', $markup );
		$this->assertStringContainsString( 'name="farol_captcha"', $markup );

		$refill    = apply_filters( 'farol_contact_form_refill', array(), $form );
		$challenge = $refill['captcha'][ ProofOfWork::CHALLENGE_FIELD ];
		$this->assertStringNotContainsString( $challenge, $markup, 'Each refill brings a new challenge.' );
		$params = array(
			ProofOfWork::CHALLENGE_FIELD => $challenge,
			CaptchaCheck::FIELD          => self::solve( $challenge ),
		);
		$this->assertNull( $this->check( $form, $params ) );
		$this->assertSame( self::refused( $form ), $this->check( $form, $params ), 'A solution is used once.' );
	}

	/**
	 * Missing, wrong, forged (another form's, or edited) and expired answers are refused, with
	 * the form's own captcha message when it has one.
	 */
	public function test_proof_of_work_refusals(): void {
		$form      = $this->captcha_form();
		$pow       = new ProofOfWork();
		$challenge = $pow->challenge( $form->id, time() );
		$solution  = self::solve( $challenge );
		$this->assertSame( self::refused( $form ), $this->check( $form, array() ) );

		$wrong = '0';
		while ( ProofOfWork::zero_bits( hash( 'sha256', explode( '.', $challenge )[1] . $wrong, true ) ) >= ProofOfWork::DIFFICULTY ) {
			$wrong = (string) ( (int) $wrong + 1 );
		}
		$other    = $this->captcha_form();
		$edited   = preg_replace( '/\.' . ProofOfWork::DIFFICULTY . '\./', '.1.', $challenge );
		$expired  = $pow->challenge( $form->id, time() - ProofOfWork::LIFETIME - 1 );
		$attempts = array(
			'wrong number' => array( $challenge, $wrong ),
			'another form' => array( $pow->challenge( $other->id, time() ), $solution ),
			'edited'       => array( $edited, $solution ),
			'expired'      => array( $expired, self::solve( $expired ) ),
			'not a number' => array( $challenge, $solution . 'x' ),
			'no challenge' => array( 'pow1.abc', $solution ),
		);
		foreach ( $attempts as $label => list( $posted, $answer ) ) {
			$this->assertSame(
				self::refused( $form ),
				$this->check(
					$form,
					array(
						ProofOfWork::CHALLENGE_FIELD => $posted,
						CaptchaCheck::FIELD          => $answer,
					)
				),
				$label
			);
		}
		$this->assertNull(
			$this->check(
				$form,
				array(
					ProofOfWork::CHALLENGE_FIELD => $challenge,
					CaptchaCheck::FIELD          => $solution,
				)
			),
			'The refusals did not use the challenge up.'
		);

		$custom = $this->create_contact_form( array(), array(), array( CaptchaCheck::MESSAGE_KEY => 'Resolva o desafio.' ) );
		update_post_meta( $custom->id, CaptchaCheck::META, true );
		$this->assertSame( 'Resolva o desafio.', $this->check( $custom, array() )['message'] );
	}

	/**
	 * Through the feedback call: a captcha form sent without its answer is validation_failed
	 * with the captcha message on `farol_captcha` (nothing stored); with it, mail_sent; a
	 * submission Akismet calls spam is stored as spam and not mailed.
	 */
	public function test_feedback_call(): void {
		$form     = $this->captcha_form();
		$route    = '/farol/v1/contact-forms/' . $form->id . '/feedback';
		$response = $this->rest( 'POST', $route, $this->contact_submission( $form ) )->get_data();
		$this->assertSame( 'validation_failed', $response['status'] );
		$this->assertSame(
			array(
				array(
					'field'    => CaptchaCheck::FIELD,
					'message'  => CaptchaCheck::message( $form ),
					'idref'    => 'farol-contact-form-' . $form->id . '-farol_captcha',
					'error_id' => 'farol-contact-form-' . $form->id . '-farol_captcha-error',
				),
			),
			$response['invalid_fields']
		);
		$this->assertSame( array(), ( new SubmissionRepository() )->for_form( $form->id ) );

		$challenge = apply_filters( 'farol_contact_form_refill', array(), $form )['captcha'][ ProofOfWork::CHALLENGE_FIELD ];
		$solved    = array(
			ProofOfWork::CHALLENGE_FIELD => $challenge,
			CaptchaCheck::FIELD          => self::solve( $challenge ),
		);
		$this->assertSame( 'mail_sent', $this->rest( 'POST', $route, $this->contact_submission( $form, $solved ) )->get_data()['status'] );
		$this->assertCount( 1, $this->mails() );

		self::settings(
			array(
				'akismet'     => true,
				'akismet_key' => 'standin-akismet-key',
			)
		);
		$challenge = apply_filters( 'farol_contact_form_refill', array(), $form )['captcha'][ ProofOfWork::CHALLENGE_FIELD ];
		$spam      = array(
			'your-name'                  => 'viagra-test-123',
			ProofOfWork::CHALLENGE_FIELD => $challenge,
			CaptchaCheck::FIELD          => self::solve( $challenge ),
		);
		$this->assertSame( 'spam', $this->rest( 'POST', $route, $this->contact_submission( $form, $spam ) )->get_data()['status'] );
		$this->assertCount( 1, $this->mails() );
		$rows     = ( new SubmissionRepository() )->for_form( $form->id );
		$statuses = array_column( $rows, 'status' );
		sort( $statuses );
		$this->assertSame( array( 'mail_sent', 'spam' ), $statuses );
		$spam_row = array_values( array_filter( $rows, static fn ( array $row ): bool => 'spam' === $row['status'] ) )[0];
		$this->assertSame( 'skipped', $spam_row['mail_status'] );
		$this->assertSame( 'viagra-test-123', $spam_row['fields']['your-name'] );
	}

	/**
	 * The settings through wp/v2/settings: an administrator saves and reads the settings with the secrets masked
	 * (saving the mask keeps them); the contract's limits hold; an editor gets 403.
	 */
	public function test_settings_rest(): void {
		$this->login_as( 'administrator' );
		$saved    = array(
			'captcha_provider'    => 'turnstile',
			'recaptcha_site_key'  => 'site-key-1',
			'recaptcha_secret'    => 'recaptcha-secret-1234',
			'recaptcha_threshold' => 0.7,
			'turnstile_site_key'  => 'site-key-2',
			'turnstile_secret'    => 'turnstile-secret-5678',
			'akismet'             => true,
			'akismet_key'         => 'short',
		);
		$response = $this->rest( 'POST', '/wp/v2/settings', array( SpamSettings::OPTION => $saved ) );
		$this->assertSame( 200, $response->get_status() );
		$read = $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ SpamSettings::OPTION ];
		$this->assertSame( SpamSettings::MASK . '1234', $read['recaptcha_secret'] );
		$this->assertSame( SpamSettings::MASK . '5678', $read['turnstile_secret'] );
		$this->assertSame( SpamSettings::MASK, $read['akismet_key'] );
		$this->assertSame( 'site-key-1', $read['recaptcha_site_key'] );
		$this->assertStringNotContainsString( 'secret-1234', (string) wp_json_encode( $response->get_data() ) );

		$read['captcha_provider'] = 'recaptcha_v3';
		$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/settings', array( SpamSettings::OPTION => $read ) )->get_status() );
		$stored = SpamSettings::get();
		$this->assertSame( 'recaptcha_v3', $stored['captcha_provider'] );
		$this->assertSame( 'recaptcha-secret-1234', $stored['recaptcha_secret'] );
		$this->assertSame( 'short', $stored['akismet_key'] );

		$this->assertSame( 400, $this->rest( 'POST', '/wp/v2/settings', array( SpamSettings::OPTION => array( 'recaptcha_threshold' => 2 ) + $saved ) )->get_status() );
		$this->assertSame( 400, $this->rest( 'POST', '/wp/v2/settings', array( SpamSettings::OPTION => array( 'captcha_provider' => 'hcaptcha' ) + $saved ) )->get_status() );

		$this->login_as( 'editor' );
		$this->assertSame( 403, $this->rest( 'GET', '/wp/v2/settings' )->get_status() );
		$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/settings', array( SpamSettings::OPTION => $saved ) )->get_status() );
		$this->assertSame( 'recaptcha-secret-1234', SpamSettings::get()['recaptcha_secret'] );
	}
}

<?php
/**
 * The captcha of the forms that ask for one.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\Support\Captcha\Captchas;

/**
 * Picks the site's provider (SpamSettings) for the forms whose `farol_contact_form_captcha` meta
 * is on, and turns its verdict into the spam check's: `fail` → validation_failed with the
 * captcha message on the field `farol_captcha` (the form's `captcha_not_valid` message, else the
 * built-in one); `spam` (a low reCAPTCHA score) → spam; `unavailable` (the provider did not
 * answer, answered nonsense, or has no secret) → spam too, logged: it fails closed for the mail
 * but the submission is stored, so nothing is lost and the inbox shows it.
 *
 * A third-party provider without its site key and secret falls back to the proof of work, so a
 * half-done configuration never blocks every submission.
 */
final class CaptchaCheck {

	/**
	 * The form field the captcha's message belongs to (a hidden input in the captcha's markup).
	 */
	public const FIELD = 'farol_captcha';

	/**
	 * The per-form switch.
	 */
	public const META = ContactFormPostType::CAPTCHA_META;

	/**
	 * The message key of a failed captcha in the form's messages.
	 */
	public const MESSAGE_KEY = 'captcha_not_valid';

	/**
	 * Whether a form asks for a captcha.
	 *
	 * @param ContactForm $form The form.
	 */
	public static function enabled( ContactForm $form ): bool {
		return ContactFormPostType::captcha( $form->id );
	}

	/**
	 * The provider in force.
	 *
	 * @param Captchas $captchas The shared providers.
	 */
	public static function provider( Captchas $captchas ): CaptchaProvider {
		$settings = SpamSettings::get();
		if ( RecaptchaV3::NAME === $settings['captcha_provider'] && '' !== $settings['recaptcha_site_key'] && '' !== $settings['recaptcha_secret'] ) {
			return new RecaptchaV3( $settings['recaptcha_site_key'], $settings['recaptcha_secret'], $settings['recaptcha_threshold'], $captchas );
		}
		if ( Turnstile::NAME === $settings['captcha_provider'] && '' !== $settings['turnstile_site_key'] && '' !== $settings['turnstile_secret'] ) {
			return new Turnstile( $settings['turnstile_site_key'], $settings['turnstile_secret'], $captchas );
		}
		return new ProofOfWork( $captchas );
	}

	/**
	 * The verdict of the spam check for a form's captcha, null when it passed or is off.
	 *
	 * @param Captchas            $captchas The shared providers.
	 * @param ContactForm         $form     The form.
	 * @param array<string,mixed> $params   Posted fields.
	 * @param string              $remote   The client's address.
	 * @return array{status:string,field?:string,message?:string}|null
	 */
	public static function verdict( Captchas $captchas, ContactForm $form, array $params, string $remote ): ?array {
		if ( ! self::enabled( $form ) ) {
			return null;
		}
		$provider = self::provider( $captchas );
		$result   = $provider->verify( $form, $params, $remote );
		if ( $result->passed() ) {
			return null;
		}
		if ( 'fail' === $result->outcome ) {
			return array(
				'status'  => 'validation_failed',
				'field'   => self::FIELD,
				'message' => self::message( $form ),
			);
		}
		if ( 'unavailable' === $result->outcome ) {
			SpamLog::write( sprintf( 'captcha %s unavailable (%s) for form %d', $provider->name(), $result->reason, $form->id ) );
		}
		return array( 'status' => 'spam' );
	}

	/**
	 * The message of a failed captcha.
	 *
	 * @param ContactForm $form The form.
	 */
	public static function message( ContactForm $form ): string {
		return $form->message( self::MESSAGE_KEY ) ?? __( 'Please verify that you are not a robot.', 'farol' );
	}

	/**
	 * What a visitor without JavaScript reads in the captcha's place.
	 */
	public static function noscript_note(): string {
		return sprintf(
			'<noscript><p class="farol-contact-form__captcha-note">%s</p></noscript>',
			esc_html__( 'This form checks that you are not a robot with JavaScript. Please turn JavaScript on to send it.', 'farol' )
		);
	}
}

<?php
/**
 * Google reCAPTCHA v3.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

use Farol\ContactForm\Forms\ContactForm;
use Farol\Support\Captcha\CaptchaResult;
use Farol\Support\Captcha\Captchas;

/**
 * Google reCAPTCHA v3 on a contact form (the verification is the shared one, Support\Captcha\Captchas), as Google documents it: the page loads api.js?render=<site key>; before sending,
 * the browser runs `grecaptcha.execute( siteKey, { action: 'contact_form' } )` and posts the
 * token as `g-recaptcha-response`; the server POSTs secret, response and remoteip to siteverify
 * and wants `success`, the same `action`, and a `score` at or above the site's threshold.
 * A score under the threshold is `spam` (stored, not mailed: a person wrongly scored is not
 * lost); a missing or refused token is `fail`; no usable answer is `unavailable`.
 */
final class RecaptchaV3 implements CaptchaProvider {

	/**
	 * Provider name.
	 */
	public const NAME = 'recaptcha_v3';

	/**
	 * The posted token.
	 */
	public const TOKEN_FIELD = 'g-recaptcha-response';

	/**
	 * The action the browser names.
	 */
	public const ACTION = 'contact_form';

	/**
	 * Creates the provider.
	 *
	 * @param string   $site_key  Site key.
	 * @param string   $secret    Secret key.
	 * @param float    $threshold Lowest accepted score.
	 * @param Captchas $captchas The shared providers (Support\Captcha).
	 */
	public function __construct( private readonly string $site_key, private readonly string $secret, private readonly float $threshold, private readonly Captchas $captchas ) {
	}

	/**
	 * {@inheritDoc}
	 */
	public function name(): string {
		return self::NAME;
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param ContactForm $form The form.
	 */
	public function markup( ContactForm $form ): string {
		return sprintf(
			'<div class="farol-contact-form__captcha" data-farol-captcha="%1$s" data-site-key="%2$s" data-action="%3$s"><input type="hidden" name="%4$s" value=""><p class="farol-contact-form__captcha-terms">%5$s</p>%6$s</div>',
			esc_attr( self::NAME ),
			esc_attr( $this->site_key ),
			esc_attr( self::ACTION ),
			esc_attr( CaptchaCheck::FIELD ),
			esc_html__( 'This form is protected by reCAPTCHA; Google\'s Privacy Policy and Terms of Service apply.', 'farol' ),
			CaptchaCheck::noscript_note()
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function external_script(): string {
		return $this->captchas->script_url( Captchas::RECAPTCHA_V3, $this->site_key );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param ContactForm $form The form.
	 * @return array<string,string>
	 */
	public function refill( ContactForm $form ): array {
		return array();
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $params Posted fields.
	 * @param string              $remote The client's address.
	 */
	public function verify( ContactForm $form, array $params, string $remote ): CaptchaResult {
		return $this->captchas->verify( Captchas::RECAPTCHA_V3, $this->secret, $params[ self::TOKEN_FIELD ] ?? null, $remote, self::ACTION, $this->threshold );
	}
}

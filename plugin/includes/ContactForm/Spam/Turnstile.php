<?php
/**
 * Cloudflare Turnstile.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

use Farol\ContactForm\Forms\ContactForm;
use Farol\Support\Captcha\CaptchaResult;
use Farol\Support\Captcha\Captchas;

/**
 * Turnstile on a contact form (the verification is the shared one, Support\Captcha\Captchas), as Cloudflare documents it: the page loads api.js?render=explicit and the browser
 * renders a widget (`turnstile.render( element, { sitekey, action } )`, managed mode: usually
 * no interaction) into the captcha slot; its token is posted as `cf-turnstile-response`; the
 * server POSTs secret, response, remoteip and an idempotency_key to siteverify and wants
 * `success` (and the action it named, when the answer has one). A refused token is `fail`, no
 * usable answer `unavailable`. The widget is reset after each send (a token is single-use).
 */
final class Turnstile implements CaptchaProvider {

	/**
	 * Provider name.
	 */
	public const NAME = 'turnstile';

	/**
	 * The posted token.
	 */
	public const TOKEN_FIELD = 'cf-turnstile-response';

	/**
	 * The action the widget names.
	 */
	public const ACTION = 'contact_form';

	/**
	 * Creates the provider.
	 *
	 * @param string   $site_key Site key.
	 * @param string   $secret   Secret key.
	 * @param Captchas $captchas The shared providers (Support\Captcha).
	 */
	public function __construct( private readonly string $site_key, private readonly string $secret, private readonly Captchas $captchas ) {
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
			'<div class="farol-contact-form__captcha" data-farol-captcha="%1$s" data-site-key="%2$s" data-action="%3$s"><div class="farol-contact-form__turnstile"></div><input type="hidden" name="%4$s" value="">%5$s</div>',
			esc_attr( self::NAME ),
			esc_attr( $this->site_key ),
			esc_attr( self::ACTION ),
			esc_attr( CaptchaCheck::FIELD ),
			CaptchaCheck::noscript_note()
		);
	}

	/**
	 * {@inheritDoc}
	 */
	public function external_script(): string {
		return $this->captchas->script_url( Captchas::TURNSTILE, $this->site_key );
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
		return $this->captchas->verify( Captchas::TURNSTILE, $this->secret, $params[ self::TOKEN_FIELD ] ?? null, $remote, self::ACTION );
	}
}

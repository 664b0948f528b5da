<?php
/**
 * Google reCAPTCHA v3.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

use Farol\ContactForm\Forms\ContactForm;

/**
 * Google reCAPTCHA v3, as Google documents it: the page loads api.js?render=<site key>; before sending,
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
	 * @param string $site_key  Site key.
	 * @param string $secret    Secret key.
	 * @param float  $threshold Lowest accepted score.
	 */
	public function __construct( private readonly string $site_key, private readonly string $secret, private readonly float $threshold ) {
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
		return add_query_arg( 'render', rawurlencode( $this->site_key ), Endpoints::url( 'recaptcha_script' ) );
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
		$token = $params[ self::TOKEN_FIELD ] ?? null;
		if ( ! is_string( $token ) || '' === $token || strlen( $token ) > 4096 ) {
			return CaptchaResult::fail( 'missing' );
		}
		if ( '' === $this->secret ) {
			return new CaptchaResult( 'unavailable', 'no-secret' );
		}
		$body = Endpoints::post(
			Endpoints::url( 'recaptcha_verify' ),
			array(
				'secret'   => $this->secret,
				'response' => $token,
				'remoteip' => $remote,
			)
		);
		$data = null === $body ? null : json_decode( $body, true );
		if ( ! is_array( $data ) || ! isset( $data['success'] ) ) {
			return new CaptchaResult( 'unavailable', null === $body ? 'unreachable' : 'bad-answer' );
		}
		if ( true !== $data['success'] ) {
			return CaptchaResult::fail( 'refused:' . implode( ',', array_filter( (array) ( $data['error-codes'] ?? array() ), 'is_string' ) ) );
		}
		if ( self::ACTION !== ( $data['action'] ?? null ) ) {
			return CaptchaResult::fail( 'wrong-action' );
		}
		$score = $data['score'] ?? null;
		if ( ! is_int( $score ) && ! is_float( $score ) ) {
			return new CaptchaResult( 'unavailable', 'no-score' );
		}
		return (float) $score >= $this->threshold ? CaptchaResult::pass() : new CaptchaResult( 'spam', 'low-score' );
	}
}

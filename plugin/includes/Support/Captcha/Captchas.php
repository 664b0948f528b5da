<?php
/**
 * The captcha providers, as both features use them.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Captcha;

/**
 * The one place that knows each provider's documented server API and browser script address,
 * built once by the composition root and handed to the contact form (ContactForm\Spam) and the
 * comment widget (Comments\Captcha). What each feature prints around a captcha, and what it does
 * with a verdict, stays the feature's.
 *
 * - Proof of work (no third party): ProofOfWork.
 * - reCAPTCHA v3: `api.js?render=<site key>`, `grecaptcha.execute()` per send; siteverify
 *   (secret, response, remoteip) must answer `success`, the action the page named and a `score`
 *   at or above the site's threshold (under it: `spam`).
 * - reCAPTCHA v2 (checkbox): `api.js?render=explicit`, `grecaptcha.render()`; the widget's
 *   `g-recaptcha-response`; siteverify (secret, response, remoteip) must answer `success`.
 * - Turnstile: `api.js?render=explicit`, `turnstile.render()`; `cf-turnstile-response`;
 *   siteverify (secret, response, remoteip, idempotency_key) must answer `success` and, when it
 *   names one, the action.
 *
 * A refused token is `fail`; no usable answer (unreachable, 5xx, not JSON, no secret) is
 * `unavailable`.
 */
final class Captchas {

	public const RECAPTCHA_V2 = 'recaptcha_v2';
	public const RECAPTCHA_V3 = 'recaptcha_v3';
	public const TURNSTILE    = 'turnstile';

	/**
	 * The posted token field of each third-party provider.
	 */
	public const TOKEN_FIELDS = array(
		self::RECAPTCHA_V2 => 'g-recaptcha-response',
		self::RECAPTCHA_V3 => 'g-recaptcha-response',
		self::TURNSTILE    => 'cf-turnstile-response',
	);

	/**
	 * Longest token accepted, per provider.
	 */
	private const TOKEN_MAX = array(
		self::RECAPTCHA_V2 => 4096,
		self::RECAPTCHA_V3 => 4096,
		self::TURNSTILE    => 2048,
	);

	/**
	 * The proof of work.
	 *
	 * @var ProofOfWork
	 */
	private ProofOfWork $pow;

	/**
	 * Creates the service.
	 */
	public function __construct() {
		$this->pow = new ProofOfWork();
	}

	/**
	 * The self-hosted proof of work.
	 */
	public function proof_of_work(): ProofOfWork {
		return $this->pow;
	}

	/**
	 * The address of a third-party provider's browser script ('' for the proof of work).
	 *
	 * @param string $provider recaptcha_v2, recaptcha_v3 or turnstile.
	 * @param string $site_key The site key (reCAPTCHA v3 names it in the address).
	 */
	public function script_url( string $provider, string $site_key ): string {
		return match ( $provider ) {
			self::RECAPTCHA_V3 => add_query_arg( 'render', rawurlencode( $site_key ), Endpoints::url( 'recaptcha_script' ) ),
			self::RECAPTCHA_V2 => add_query_arg( 'render', 'explicit', Endpoints::url( 'recaptcha_script' ) ),
			self::TURNSTILE    => add_query_arg( 'render', 'explicit', Endpoints::url( 'turnstile_script' ) ),
			default            => '',
		};
	}

	/**
	 * Verifies a third-party token with its provider.
	 *
	 * @param string $provider  recaptcha_v2, recaptcha_v3 or turnstile.
	 * @param string $secret    The site's secret.
	 * @param mixed  $token     The posted token.
	 * @param string $remote    The client's address.
	 * @param string $action    The action the page named (v3, Turnstile).
	 * @param float  $threshold Lowest accepted score (v3).
	 */
	public function verify( string $provider, string $secret, mixed $token, string $remote, string $action = '', float $threshold = 0.5 ): CaptchaResult {
		if ( ! isset( self::TOKEN_FIELDS[ $provider ] ) ) {
			return new CaptchaResult( 'unavailable', 'unknown-provider' );
		}
		if ( ! is_string( $token ) || '' === $token || strlen( $token ) > self::TOKEN_MAX[ $provider ] ) {
			return CaptchaResult::fail( 'missing' );
		}
		if ( '' === $secret ) {
			return new CaptchaResult( 'unavailable', 'no-secret' );
		}
		$fields = array(
			'secret'   => $secret,
			'response' => $token,
			'remoteip' => $remote,
		);
		if ( self::TURNSTILE === $provider ) {
			$fields['idempotency_key'] = wp_generate_uuid4();
		}
		$body = Endpoints::post( Endpoints::url( self::TURNSTILE === $provider ? 'turnstile_verify' : 'recaptcha_verify' ), $fields );
		$data = null === $body ? null : json_decode( $body, true );
		if ( ! is_array( $data ) || ! isset( $data['success'] ) ) {
			return new CaptchaResult( 'unavailable', null === $body ? 'unreachable' : 'bad-answer' );
		}
		if ( true !== $data['success'] ) {
			return CaptchaResult::fail( 'refused:' . implode( ',', array_filter( (array) ( $data['error-codes'] ?? array() ), 'is_string' ) ) );
		}
		return match ( $provider ) {
			self::RECAPTCHA_V3 => self::scored( $data, $action, $threshold ),
			self::TURNSTILE    => '' === ( $data['action'] ?? '' ) || $action === $data['action'] ? CaptchaResult::pass() : CaptchaResult::fail( 'wrong-action' ),
			default            => CaptchaResult::pass(),
		};
	}

	/**
	 * The verdict of reCAPTCHA v3 on a successful answer: the action, then the score.
	 *
	 * @param array<string,mixed> $data      The answer.
	 * @param string              $action    The expected action.
	 * @param float               $threshold Lowest accepted score.
	 */
	private static function scored( array $data, string $action, float $threshold ): CaptchaResult {
		if ( ( $data['action'] ?? null ) !== $action ) {
			return CaptchaResult::fail( 'wrong-action' );
		}
		$score = $data['score'] ?? null;
		if ( ! is_int( $score ) && ! is_float( $score ) ) {
			return new CaptchaResult( 'unavailable', 'no-score' );
		}
		return (float) $score >= $threshold ? CaptchaResult::pass() : new CaptchaResult( 'spam', 'low-score' );
	}
}

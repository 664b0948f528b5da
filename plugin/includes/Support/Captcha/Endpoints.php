<?php
/**
 * The third-party addresses the captcha checks (and the contact form's Akismet) talk to.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Captcha;

/**
 * Every external address, each overridable by a constant (wp-config.php) and then by the
 * `farol_contact_spam_endpoint` filter ( string $url, string $name ), so tests and staging
 * sites point them at a local stand-in (tests/php/stand-ins/captcha.php). The filter kept its first name (the contact form had it first); it applies to the comment widget's captcha too:
 *
 * | name                | constant                      | default                                                    |
 * |---------------------|-------------------------------|------------------------------------------------------------|
 * | recaptcha_script    | FAROL_RECAPTCHA_SCRIPT_URL    | https://www.google.com/recaptcha/api.js                    |
 * | recaptcha_verify    | FAROL_RECAPTCHA_VERIFY_URL    | https://www.google.com/recaptcha/api/siteverify            |
 * | turnstile_script    | FAROL_TURNSTILE_SCRIPT_URL    | https://challenges.cloudflare.com/turnstile/v0/api.js      |
 * | turnstile_verify    | FAROL_TURNSTILE_VERIFY_URL    | https://challenges.cloudflare.com/turnstile/v0/siteverify  |
 * | akismet_check       | FAROL_AKISMET_CHECK_URL       | https://rest.akismet.com/1.1/comment-check                 |
 */
final class Endpoints {

	/**
	 * Defaults by name, with their constant.
	 */
	private const DEFAULTS = array(
		'recaptcha_script' => array( 'FAROL_RECAPTCHA_SCRIPT_URL', 'https://www.google.com/recaptcha/api.js' ),
		'recaptcha_verify' => array( 'FAROL_RECAPTCHA_VERIFY_URL', 'https://www.google.com/recaptcha/api/siteverify' ),
		'turnstile_script' => array( 'FAROL_TURNSTILE_SCRIPT_URL', 'https://challenges.cloudflare.com/turnstile/v0/api.js' ),
		'turnstile_verify' => array( 'FAROL_TURNSTILE_VERIFY_URL', 'https://challenges.cloudflare.com/turnstile/v0/siteverify' ),
		'akismet_check'    => array( 'FAROL_AKISMET_CHECK_URL', 'https://rest.akismet.com/1.1/comment-check' ),
	);

	/**
	 * Seconds to wait for a verification answer.
	 */
	public const TIMEOUT = 5;

	/**
	 * The address of one endpoint.
	 *
	 * @param string $name One of the names above.
	 */
	public static function url( string $name ): string {
		list( $constant, $url ) = self::DEFAULTS[ $name ];
		if ( defined( $constant ) && is_string( constant( $constant ) ) && '' !== constant( $constant ) ) {
			$url = (string) constant( $constant );
		}
		/**
		 * Filters the address of a captcha or Akismet endpoint (e.g. a local stand-in in tests).
		 *
		 * @param string $url  The address.
		 * @param string $name recaptcha_script, recaptcha_verify, turnstile_script, turnstile_verify or akismet_check.
		 */
		return (string) apply_filters( 'farol_contact_spam_endpoint', $url, $name );
	}

	/**
	 * POSTs a form-encoded body; the decoded answer body, or null when the call failed (no
	 * answer, a timeout, a status other than 200).
	 *
	 * @param string               $url  The address.
	 * @param array<string,string> $body Fields.
	 */
	public static function post( string $url, array $body ): ?string {
		$response = wp_remote_post(
			$url,
			array(
				'timeout' => self::TIMEOUT,
				'body'    => $body,
				'headers' => array( 'Accept' => 'application/json' ),
			)
		);
		if ( is_wp_error( $response ) || 200 !== (int) wp_remote_retrieve_response_code( $response ) ) {
			return null;
		}
		return (string) wp_remote_retrieve_body( $response );
	}
}

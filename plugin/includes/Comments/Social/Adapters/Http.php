<?php
/**
 * The social login's calls to a provider.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social\Adapters;

use Farol\Comments\Social\SocialRefusal;

/**
 * GETs and POSTs to a provider and reads its answer, with one reading of failures for every
 * provider:
 * - a transport failure, an answer that is not 200 or cannot be read: `social_provider_error`;
 * - a 4xx answer: the provider refused the code or token, `social_token_invalid` — except
 *   RFC 6749's `invalid_client` / `unauthorized_client`, which refuse our app's credentials (a
 *   setting to fix, not the visitor's token): `social_provider_error`.
 */
final class Http {

	/**
	 * Seconds a provider may take.
	 */
	private const TIMEOUT = 10;

	/**
	 * A GET's JSON answer.
	 *
	 * @param string               $url     Address.
	 * @param string               $bearer  Bearer token ('' : none).
	 * @param array<string,string> $headers More headers.
	 * @return array<string,mixed>
	 * @throws SocialRefusal When it failed.
	 */
	public function get( string $url, string $bearer = '', array $headers = array() ): array {
		return self::json( $this->get_text( $url, $bearer, $headers ) );
	}

	/**
	 * A GET's answer as text (for providers that answer forms or JSONP).
	 *
	 * @param string               $url     Address.
	 * @param string               $bearer  Bearer token ('' : none).
	 * @param array<string,string> $headers More headers.
	 * @throws SocialRefusal When it failed.
	 */
	public function get_text( string $url, string $bearer = '', array $headers = array() ): string {
		$headers += array( 'Accept' => 'application/json' );
		if ( '' !== $bearer ) {
			$headers['Authorization'] = 'Bearer ' . $bearer;
		}
		return self::body(
			wp_remote_get(
				$url,
				array(
					'timeout' => self::TIMEOUT,
					'headers' => $headers,
				)
			)
		);
	}

	/**
	 * A form POST's JSON answer.
	 *
	 * @param string               $url     Address.
	 * @param array<string,string> $fields  Form fields.
	 * @param array<string,string> $headers More headers.
	 * @return array<string,mixed>
	 * @throws SocialRefusal When it failed.
	 */
	public function post( string $url, array $fields, array $headers = array() ): array {
		return self::json(
			self::body(
				wp_remote_post(
					$url,
					array(
						'timeout' => self::TIMEOUT,
						'headers' => $headers + array( 'Accept' => 'application/json' ),
						'body'    => $fields,
					)
				)
			)
		);
	}

	/**
	 * A JSON object from text.
	 *
	 * @param string $text The answer's body.
	 * @return array<string,mixed>
	 * @throws SocialRefusal When it is not one.
	 */
	public static function json( string $text ): array {
		$body = json_decode( $text, true );
		if ( ! is_array( $body ) ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		return $body;
	}

	/**
	 * A 200 answer's body.
	 *
	 * @param array<string,mixed>|\WP_Error $response The response.
	 * @throws SocialRefusal When it failed.
	 */
	private static function body( $response ): string {
		if ( is_wp_error( $response ) ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$text   = (string) wp_remote_retrieve_body( $response );
		if ( $status >= 400 && $status < 500 ) {
			$answer = json_decode( $text, true );
			$error  = is_array( $answer ) && is_string( $answer['error'] ?? null ) ? $answer['error'] : '';
			throw new SocialRefusal( in_array( $error, array( 'invalid_client', 'unauthorized_client' ), true ) ? 'social_provider_error' : 'social_token_invalid' );
		}
		if ( 200 !== $status ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		return $text;
	}
}

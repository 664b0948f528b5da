<?php
/**
 * Asking a provider who a token belongs to.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

/**
 * Verifies tokens on the server with each family's documented API (Providers) and turns the
 * answer into an Identity; every token is used once (OneShot, for its lifetime).
 *
 * - A token a client SDK gave (token()): `oidc` — the token-info endpoint with `id_token`: `aud`
 *   must be our client id (else `social_wrong_app`), `iss` one of the provider's issuers, `exp`
 *   in the future (else `social_token_expired`); `facebook` — `debug_token` with the app token
 *   (`client_id|client_secret`): `app_id` ours, `is_valid`, `user_id` the SDK's userID, then
 *   `/me`; `oauth2` — only where a token-info endpoint names the app (`aud`), then userinfo;
 *   elsewhere `social_token_invalid`.
 * - A redirect flow's code (code()): exchanged at the token endpoint with our secret (so the
 *   token is ours), then the ID token checked as above (OIDC with token-info) or userinfo read.
 *
 * Any transport failure or unreadable answer is `social_provider_error`.
 */
final class ProviderClient {

	/**
	 * Seconds a provider may take.
	 */
	private const TIMEOUT = 10;

	/**
	 * Creates the client.
	 *
	 * @param OneShot $used Used tokens.
	 */
	public function __construct( private readonly OneShot $used ) {
	}

	/**
	 * The identity of a token a client SDK gave.
	 *
	 * @param array<string,mixed> $provider SocialSettings::provider().
	 * @param string              $token    The token.
	 * @param string              $user_id  The SDK's user id ('' when it gave none).
	 * @throws SocialRefusal When the token is not good for us.
	 */
	public function token( array $provider, string $token, string $user_id ): Identity {
		switch ( $provider['family'] ) {
			case 'oidc':
				if ( '' === $provider['tokeninfo'] ) {
					throw new SocialRefusal( 'social_token_invalid' );
				}
				$claims = $this->get( add_query_arg( 'id_token', rawurlencode( $token ), $provider['tokeninfo'] ) );
				$this->check_claims( $provider, $claims, $token );
				return $this->identity( $provider, $claims );
			case 'facebook':
				$data = $this->debug_token( $provider, $token );
				if ( '' === $user_id || (string) ( $data['user_id'] ?? '' ) !== $user_id ) {
					throw new SocialRefusal( 'social_token_invalid' );
				}
				$this->claim( $token, (int) ( $data['expires_at'] ?? 0 ) );
				return $this->identity( $provider, $this->userinfo( $provider, $token ) );
			case 'oauth2':
				if ( '' === $provider['tokeninfo'] || '' === $provider['aud'] ) {
					throw new SocialRefusal( 'social_token_invalid' );
				}
				$info = $this->get(
					add_query_arg(
						array(
							'access_token' => rawurlencode( $token ),
							'client_id'    => rawurlencode( $provider['client_id'] ),
						),
						$provider['tokeninfo']
					)
				);
				$this->check_claims( $provider, $info, $token );
				return $this->identity( $provider, $this->userinfo( $provider, $token ) );
			default:
				throw new SocialRefusal( 'social_token_invalid' );
		}
	}

	/**
	 * The identity behind a redirect flow's authorization code.
	 *
	 * @param array<string,mixed> $provider     SocialSettings::provider().
	 * @param string              $code         The code.
	 * @param string              $redirect_uri The address the code was sent to.
	 * @param string              $verifier     The flow's PKCE code verifier.
	 * @throws SocialRefusal When the exchange or the identity fails.
	 */
	public function code( array $provider, string $code, string $redirect_uri, string $verifier ): Identity {
		$answer = $this->decode(
			wp_remote_post(
				$provider['token'],
				array(
					'timeout' => self::TIMEOUT,
					'headers' => array( 'Accept' => 'application/json' ),
					'body'    => array(
						'grant_type'    => 'authorization_code',
						'code'          => $code,
						'redirect_uri'  => $redirect_uri,
						'client_id'     => $provider['client_id'],
						'client_secret' => $provider['client_secret'],
						'code_verifier' => $verifier,
					),
				)
			)
		);
		$access = (string) ( $answer['access_token'] ?? '' );
		$id     = (string) ( $answer['id_token'] ?? '' );
		if ( 'oidc' === $provider['family'] && '' !== $id && '' !== $provider['tokeninfo'] ) {
			$claims = $this->get( add_query_arg( 'id_token', rawurlencode( $id ), $provider['tokeninfo'] ) );
			$this->check_claims( $provider, $claims, $id );
			return $this->identity( $provider, $claims );
		}
		if ( '' === $access ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		if ( 'facebook' === $provider['family'] ) {
			$this->debug_token( $provider, $access );
		}
		// Some providers (VK) answer the e-mail with the token.
		return $this->identity( $provider, $this->userinfo( $provider, $access ) + $answer );
	}

	/**
	 * Facebook's debug_token: the token is valid and was issued to our app.
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param string              $token    The user's token.
	 * @return array<string,mixed> Its `data`.
	 * @throws SocialRefusal When it is not.
	 */
	private function debug_token( array $provider, string $token ): array {
		$answer = $this->get(
			add_query_arg(
				array(
					'input_token'  => rawurlencode( $token ),
					'access_token' => rawurlencode( $provider['client_id'] . '|' . $provider['client_secret'] ),
				),
				$provider['tokeninfo']
			)
		);
		$data   = is_array( $answer['data'] ?? null ) ? $answer['data'] : array();
		if ( (string) ( $data['app_id'] ?? '' ) !== $provider['client_id'] ) {
			throw new SocialRefusal( 'social_wrong_app' );
		}
		$expires = (int) ( $data['expires_at'] ?? 0 );
		if ( $expires > 0 && $expires <= time() ) {
			throw new SocialRefusal( 'social_token_expired' );
		}
		if ( true !== ( $data['is_valid'] ?? null ) ) {
			throw new SocialRefusal( 'social_token_invalid' );
		}
		return $data;
	}

	/**
	 * Checks the audience, issuer and expiry of a token-info answer, then marks the token used.
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param array<string,mixed> $claims   The answer.
	 * @param string              $token    The token.
	 * @throws SocialRefusal When one fails.
	 */
	private function check_claims( array $provider, array $claims, string $token ): void {
		$aud = self::field( $claims, $provider['aud'] );
		if ( ! is_scalar( $aud ) || (string) $aud !== $provider['client_id'] ) {
			throw new SocialRefusal( 'social_wrong_app' );
		}
		if ( array() !== $provider['issuers'] && ! in_array( (string) ( $claims['iss'] ?? '' ), $provider['issuers'], true ) ) {
			throw new SocialRefusal( 'social_token_invalid' );
		}
		$exp = '' !== $provider['exp'] ? self::field( $claims, $provider['exp'] ) : null;
		if ( null !== $exp && ( ! is_numeric( $exp ) || (int) $exp <= time() ) ) {
			throw new SocialRefusal( 'social_token_expired' );
		}
		$this->claim( $token, null !== $exp ? (int) $exp : 0 );
	}

	/**
	 * Marks a token used until it expires (an hour when its expiry is unknown).
	 *
	 * @param string $token   The token.
	 * @param int    $expires Its expiry (0: unknown).
	 * @throws SocialRefusal `social_token_replayed` when it was used already.
	 */
	private function claim( string $token, int $expires ): void {
		$lifetime = $expires > 0 ? $expires - time() : HOUR_IN_SECONDS;
		if ( ! $this->used->claim( 'token', $token, $lifetime ) ) {
			throw new SocialRefusal( 'social_token_replayed' );
		}
	}

	/**
	 * The userinfo answer for an access token (sent as a bearer header and as `access_token`, as
	 * the providers variously document).
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param string              $token    The access token.
	 * @return array<string,mixed>
	 * @throws SocialRefusal When the provider has no userinfo endpoint.
	 */
	private function userinfo( array $provider, string $token ): array {
		if ( '' === $provider['userinfo'] ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		return $this->get( add_query_arg( 'access_token', rawurlencode( $token ), $provider['userinfo'] ), $token );
	}

	/**
	 * The identity in an answer, by the provider's fields.
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param array<string,mixed> $answer   The answer.
	 * @throws SocialRefusal When it names no user.
	 */
	private function identity( array $provider, array $answer ): Identity {
		$id = self::field( $answer, $provider['id'] );
		if ( ! is_scalar( $id ) || '' === (string) $id ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		$email    = '' !== $provider['email'] ? self::field( $answer, $provider['email'] ) : '';
		$email    = is_string( $email ) && is_email( $email ) ? strtolower( $email ) : '';
		$verified = $provider['verified'];
		if ( is_string( $verified ) ) {
			$flag     = self::field( $answer, $verified );
			$verified = true === $flag || 'true' === $flag || 1 === $flag || '1' === $flag;
		}
		$name = self::field( $answer, $provider['display'] );
		return new Identity( $provider['name'], (string) $id, $email, '' !== $email && $verified, is_string( $name ) ? $name : '' );
	}

	/**
	 * A JSON GET.
	 *
	 * @param string $url    Address.
	 * @param string $bearer Bearer token ('' : none).
	 * @return array<string,mixed>
	 */
	private function get( string $url, string $bearer = '' ): array {
		$headers = array( 'Accept' => 'application/json' );
		if ( '' !== $bearer ) {
			$headers['Authorization'] = 'Bearer ' . $bearer;
		}
		return $this->decode(
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
	 * A provider's JSON answer; a 4xx answer is a token the provider refused.
	 *
	 * @param array<string,mixed>|\WP_Error $response The response.
	 * @return array<string,mixed>
	 * @throws SocialRefusal When it failed.
	 */
	private function decode( $response ): array {
		if ( is_wp_error( $response ) ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		if ( $status >= 400 && $status < 500 ) {
			throw new SocialRefusal( 'social_token_invalid' );
		}
		$body = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( 200 !== $status || ! is_array( $body ) ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		return $body;
	}

	/**
	 * A value by dot path ("data.app_id", "response.0.id").
	 *
	 * @param array<string,mixed> $data The answer.
	 * @param string              $path The path.
	 */
	private static function field( array $data, string $path ): mixed {
		if ( '' === $path ) {
			return null;
		}
		$value = $data;
		foreach ( explode( '.', $path ) as $key ) {
			if ( ! is_array( $value ) || ! array_key_exists( $key, $value ) ) {
				return null;
			}
			$value = $value[ $key ];
		}
		return $value;
	}
}

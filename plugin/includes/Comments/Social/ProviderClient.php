<?php
/**
 * Asking a provider who a token belongs to.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

use Farol\Comments\Social\Adapters\Adapters;
use Farol\Comments\Social\Adapters\Http;

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
 * The authorize address, the code exchange and the profile call go through the adapter the
 * provider's row names (Adapters: the standard OAuth 2 one, or OK.ru's signed calls, WeChat's,
 * QQ Connect's); the checks of the answers stay here, the same for all.
 *
 * Any transport failure or unreadable answer is `social_provider_error`.
 */
final class ProviderClient {

	/**
	 * Calls to the providers.
	 *
	 * @var Http
	 */
	private readonly Http $http;

	/**
	 * The per-provider variations of the redirect flow.
	 *
	 * @var Adapters
	 */
	private readonly Adapters $adapters;

	/**
	 * Creates the client.
	 *
	 * @param OneShot   $used Used tokens.
	 * @param Http|null $http Calls to the providers (null: WordPress' HTTP API as it is).
	 */
	public function __construct( private readonly OneShot $used, ?Http $http = null ) {
		$this->http     = $http ?? new Http();
		$this->adapters = new Adapters( $this->http );
	}

	/**
	 * The provider's authorize address for a redirect flow (WeChat's has its own shape).
	 *
	 * @param array<string,mixed>  $provider SocialSettings::provider().
	 * @param array<string,string> $query    response_type, client_id, redirect_uri, scope, state,
	 *                                       code_challenge, code_challenge_method (not encoded).
	 */
	public function authorize( array $provider, array $query ): string {
		return $this->adapters->for( $provider )->authorize( $provider, $query );
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
				$claims = $this->http->get( add_query_arg( 'id_token', rawurlencode( $token ), $provider['tokeninfo'] ) );
				$this->check_claims( $provider, $claims, $token );
				return $this->identity( $provider, $claims );
			case 'facebook':
				$data = $this->debug_token( $provider, $token );
				if ( '' === $user_id || (string) ( $data['user_id'] ?? '' ) !== $user_id ) {
					throw new SocialRefusal( 'social_token_invalid' );
				}
				$this->claim( $token, (int) ( $data['expires_at'] ?? 0 ) );
				return $this->identity( $provider, $this->adapters->for( $provider )->profile( $provider, $token, $data ) );
			case 'oauth2':
				if ( '' === $provider['tokeninfo'] || '' === $provider['aud'] ) {
					throw new SocialRefusal( 'social_token_invalid' );
				}
				$adapter = $this->adapters->for( $provider );
				$info    = $adapter->tokeninfo( $provider, $token );
				$this->check_claims( $provider, $info, $token );
				return $this->identity( $provider, $adapter->profile( $provider, $token, $info ) );
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
		$adapter = $this->adapters->for( $provider );
		$answer  = $adapter->exchange( $provider, $code, $redirect_uri, $verifier );
		$access  = (string) ( $answer['access_token'] ?? '' );
		$id      = (string) ( $answer['id_token'] ?? '' );
		if ( 'oidc' === $provider['family'] && '' !== $id && '' !== $provider['tokeninfo'] ) {
			$claims = $this->http->get( add_query_arg( 'id_token', rawurlencode( $id ), $provider['tokeninfo'] ) );
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
		return $this->identity( $provider, $adapter->profile( $provider, $access, $answer ) + $answer );
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
		$answer = $this->http->get(
			add_query_arg(
				array(
					'input_token'  => rawurlencode( $token ),
					'access_token' => rawurlencode( $provider['client_id'] . '|' . $provider['client_secret'] ),
				),
				$provider['tokeninfo']
			)
		);
		$data   = is_array( $answer['data'] ?? null ) ? $answer['data'] : array();
		// A token Facebook never issued (forged, garbage) is not valid and names no app: invalid, not another app's.
		if ( '' === (string) ( $data['app_id'] ?? '' ) && true !== ( $data['is_valid'] ?? null ) ) {
			throw new SocialRefusal( 'social_token_invalid' );
		}
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
	 * A value by dot path ("data.app_id", "response.0.id"); "a|b": a's value, else b's.
	 *
	 * @param array<string,mixed> $data The answer.
	 * @param string              $path The path.
	 */
	private static function field( array $data, string $path ): mixed {
		if ( '' === $path ) {
			return null;
		}
		if ( str_contains( $path, '|' ) ) {
			foreach ( explode( '|', $path ) as $one ) {
				$value = self::field( $data, $one );
				if ( null !== $value && '' !== $value ) {
					return $value;
				}
			}
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

<?php
/**
 * OK.ru's signed API calls.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social\Adapters;

use Farol\Comments\Social\SocialRefusal;

/**
 * OK.ru (apiok.ru, "OAuth авторизация" and "Подпись запроса"): the authorize address and the
 * code exchange are the standard ones (`POST https://api.ok.ru/oauth/token.do` with `code`,
 * `client_id`, `client_secret`, `redirect_uri`, `grant_type`); the profile is the REST method
 * `users.getCurrentUser` at `https://api.ok.ru/fb.do`, which needs the application's PUBLIC key
 * (`application_key`, the row's third credential `public_key`) and a signature:
 *
 * Sig = md5( the "k=v" pairs sorted by key, without access_token and sig, concatenated, then
 * md5( access_token . client_secret ) ), in lowercase hex.
 *
 * OK answers errors with HTTP 200 and `{error_code, error_msg}` (e.g. 104 PARAM_SIGNATURE,
 * 102 PARAM_SESSION_EXPIRED): `social_provider_error`. The e-mail (`email`, only with the
 * GET_EMAIL permission) is never marked verified.
 */
final class OkAdapter implements ProviderAdapter {

	/**
	 * Creates the adapter.
	 *
	 * @param Http            $http     Calls to the provider.
	 * @param ProviderAdapter $standard The standard flow (authorize and exchange).
	 */
	public function __construct( private readonly Http $http, private readonly ProviderAdapter $standard ) {
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed>  $provider The provider.
	 * @param array<string,string> $query    The standard parameters.
	 */
	public function authorize( array $provider, array $query ): string {
		return $this->standard->authorize( $provider, $query );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $provider     The provider.
	 * @param string              $code         The code.
	 * @param string              $redirect_uri The address the code was sent to.
	 * @param string              $verifier     The flow's PKCE code verifier.
	 * @return array<string,mixed>
	 */
	public function exchange( array $provider, string $code, string $redirect_uri, string $verifier ): array {
		return $this->standard->exchange( $provider, $code, $redirect_uri, $verifier );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param string              $token    The access token.
	 * @return array<string,mixed>
	 */
	public function tokeninfo( array $provider, string $token ): array {
		return $this->standard->tokeninfo( $provider, $token );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param string              $access   The access token.
	 * @param array<string,mixed> $token    What came with the token.
	 * @return array<string,mixed>
	 * @throws SocialRefusal When OK answers an error.
	 */
	public function profile( array $provider, string $access, array $token ): array {
		unset( $token );
		$params        = array(
			'application_key' => (string) ( $provider['public_key'] ?? '' ),
			'fields'          => 'uid,name,email',
			'format'          => 'json',
			'method'          => 'users.getCurrentUser',
		);
		$params['sig'] = self::signature( $params, $access, (string) $provider['client_secret'] );
		$answer        = $this->http->get( add_query_arg( array_map( 'rawurlencode', $params + array( 'access_token' => $access ) ), (string) $provider['userinfo'] ) );
		if ( isset( $answer['error_code'] ) ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		return $answer;
	}

	/**
	 * OK's request signature.
	 *
	 * @param array<string,string> $params The call's parameters (access_token and sig left out).
	 * @param string               $access The access token.
	 * @param string               $secret The application's secret key.
	 */
	public static function signature( array $params, string $access, string $secret ): string {
		unset( $params['access_token'], $params['sig'] );
		ksort( $params, SORT_STRING );
		$pairs = '';
		foreach ( $params as $key => $value ) {
			$pairs .= $key . '=' . $value;
		}
		return strtolower( md5( $pairs . md5( $access . $secret ) ) );
	}
}

<?php
/**
 * QQ Connect's code exchange, its /me and its profile.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social\Adapters;

use Farol\Comments\Social\SocialRefusal;

/**
 * QQ Connect (wiki.connect.qq.com, "开发攻略_Server-side"): the authorize address is the
 * standard one (`https://graph.qq.com/oauth2.0/authorize`); then
 *
 * - token: `GET https://graph.qq.com/oauth2.0/token?grant_type=authorization_code&client_id&client_secret&code&redirect_uri&fmt=json`
 *   → `{access_token, expires_in, refresh_token}`; without `fmt=json` (older deployments, and
 *   what QQ documented first) the answer is form-encoded `access_token=…&expires_in=…`, and an
 *   error is JSONP `callback( {"error":100019,"error_description":"…"} );` — all three read;
 * - `GET https://graph.qq.com/oauth2.0/me?access_token&fmt=json` → `{client_id, openid}` (else
 *   JSONP `callback( {…} );`): the token must have been issued to OUR app (`client_id`), else
 *   `social_wrong_app` (a token of another site's QQ app is not a login here);
 * - profile: `GET https://graph.qq.com/user/get_user_info?access_token&oauth_consumer_key=<client_id>&openid`
 *   → `{ret: 0, nickname, …}`; `ret` ≠ 0 is an error (`social_provider_error`). The answer has
 *   no id: the openid is added to it.
 */
final class QqAdapter implements ProviderAdapter {

	/**
	 * Creates the adapter.
	 *
	 * @param Http            $http     Calls to the provider.
	 * @param ProviderAdapter $standard The standard flow (authorize).
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
	 * @param string              $verifier     Unused: QQ has no PKCE.
	 * @return array<string,mixed>
	 */
	public function exchange( array $provider, string $code, string $redirect_uri, string $verifier ): array {
		unset( $verifier );
		return self::read(
			$this->http->get_text(
				add_query_arg(
					array(
						'grant_type'    => 'authorization_code',
						'client_id'     => rawurlencode( (string) $provider['client_id'] ),
						'client_secret' => rawurlencode( (string) $provider['client_secret'] ),
						'code'          => rawurlencode( $code ),
						'redirect_uri'  => rawurlencode( $redirect_uri ),
						'fmt'           => 'json',
					),
					(string) $provider['token']
				)
			)
		);
	}

	/**
	 * {@inheritDoc} QQ's /me: `{client_id, openid}`, JSON with fmt=json, else JSONP.
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param string              $token    The access token.
	 * @return array<string,mixed>
	 */
	public function tokeninfo( array $provider, string $token ): array {
		return self::read(
			$this->http->get_text(
				add_query_arg(
					array(
						'access_token' => rawurlencode( $token ),
						'fmt'          => 'json',
					),
					(string) $provider['tokeninfo']
				)
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param string              $access   The access token.
	 * @param array<string,mixed> $token    What came with it: /me's answer already checked (a
	 *                                      token a client brought), or the exchange's.
	 * @return array<string,mixed>
	 * @throws SocialRefusal When the token is another app's or QQ answers an error.
	 */
	public function profile( array $provider, string $access, array $token ): array {
		$me     = isset( $token['openid'], $token['client_id'] ) ? $token : $this->tokeninfo( $provider, $access );
		$openid = (string) ( $me['openid'] ?? '' );
		if ( '' === $openid || ! isset( $me['client_id'] ) ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		if ( (string) $me['client_id'] !== (string) $provider['client_id'] ) {
			throw new SocialRefusal( 'social_wrong_app' );
		}
		$answer = $this->http->get(
			add_query_arg(
				array(
					'access_token'       => rawurlencode( $access ),
					'oauth_consumer_key' => rawurlencode( (string) $provider['client_id'] ),
					'openid'             => rawurlencode( $openid ),
				),
				(string) $provider['userinfo']
			)
		);
		if ( 0 !== (int) ( $answer['ret'] ?? -1 ) ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		return array( 'openid' => $openid ) + $answer;
	}

	/**
	 * One of QQ's answers, however it came: JSON, JSONP `callback( {…} );`, or a form.
	 *
	 * @param string $text The body.
	 * @return array<string,mixed>
	 * @throws SocialRefusal When it is none of them, or an error.
	 */
	public static function read( string $text ): array {
		$text = trim( $text );
		if ( 1 === preg_match( '/^callback\(\s*(\{.*\})\s*\);?$/s', $text, $match ) ) {
			$text = $match[1];
		}
		if ( str_starts_with( $text, '{' ) ) {
			$answer = Http::json( $text );
		} else {
			parse_str( $text, $answer );
		}
		if ( array() === $answer || ( isset( $answer['error'] ) && 0 !== (int) $answer['error'] ) ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		return $answer;
	}
}

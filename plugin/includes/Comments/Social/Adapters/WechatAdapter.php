<?php
/**
 * WeChat's Website App login.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social\Adapters;

use Farol\Comments\Social\SocialRefusal;

/**
 * WeChat Open Platform, Website Application login (developers.weixin.qq.com, "网站应用微信登录"):
 *
 * - authorize: `https://open.weixin.qq.com/connect/qrconnect?appid=…&redirect_uri=…&response_type=code&scope=snsapi_login&state=…#wechat_redirect`
 *   (the parameters in that order, the credential named `appid`, no PKCE, the fragment kept);
 * - token: `GET https://api.weixin.qq.com/sns/oauth2/access_token?appid&secret&code&grant_type=authorization_code`
 *   → `{access_token, expires_in, refresh_token, openid, scope, unionid?}`;
 * - profile: `GET https://api.weixin.qq.com/sns/userinfo?access_token&openid` → `{openid,
 *   nickname, unionid?, …}`.
 *
 * Errors come with HTTP 200 as `{errcode, errmsg}` (40029 invalid code, 40013 invalid appid…):
 * `social_provider_error`. The user's id is `unionid` when the app belongs to an Open Platform
 * account (the same across its apps), else `openid` (the row's id path `unionid|openid`).
 */
final class WechatAdapter implements ProviderAdapter {

	/**
	 * Creates the adapter.
	 *
	 * @param Http $http Calls to the provider.
	 */
	public function __construct( private readonly Http $http ) {
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed>  $provider The provider.
	 * @param array<string,string> $query    The standard parameters.
	 */
	public function authorize( array $provider, array $query ): string {
		$base = (string) $provider['authorize'];
		return $base . ( str_contains( $base, '?' ) ? '&' : '?' ) . http_build_query(
			array(
				'appid'         => $query['client_id'] ?? '',
				'redirect_uri'  => $query['redirect_uri'] ?? '',
				'response_type' => 'code',
				'scope'         => $query['scope'] ?? '',
				'state'         => $query['state'] ?? '',
			),
			'',
			'&',
			PHP_QUERY_RFC3986
		) . '#wechat_redirect';
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $provider     The provider.
	 * @param string              $code         The code.
	 * @param string              $redirect_uri Unused: WeChat does not ask for it.
	 * @param string              $verifier     Unused: WeChat has no PKCE.
	 * @return array<string,mixed>
	 */
	public function exchange( array $provider, string $code, string $redirect_uri, string $verifier ): array {
		unset( $redirect_uri, $verifier );
		return self::checked(
			$this->http->get(
				add_query_arg(
					array(
						'appid'      => rawurlencode( (string) $provider['client_id'] ),
						'secret'     => rawurlencode( (string) $provider['client_secret'] ),
						'code'       => rawurlencode( $code ),
						'grant_type' => 'authorization_code',
					),
					(string) $provider['token']
				)
			)
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param string              $token    The access token.
	 * @throws SocialRefusal Always.
	 */
	public function tokeninfo( array $provider, string $token ): never {
		unset( $provider, $token );
		// WeChat documents no token-info naming the app: Providers has none, ProviderClient refuses first.
		throw new SocialRefusal( 'social_token_invalid' );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param array<string,mixed> $provider The provider.
	 * @param string              $access   The access token.
	 * @param array<string,mixed> $token    The exchange's answer (its `openid`).
	 * @return array<string,mixed>
	 * @throws SocialRefusal When WeChat answers an error or another user.
	 */
	public function profile( array $provider, string $access, array $token ): array {
		$openid = (string) ( $token['openid'] ?? '' );
		if ( '' === $openid ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		$answer = self::checked(
			$this->http->get(
				add_query_arg(
					array(
						'access_token' => rawurlencode( $access ),
						'openid'       => rawurlencode( $openid ),
					),
					(string) $provider['userinfo']
				)
			)
		);
		if ( (string) ( $answer['openid'] ?? '' ) !== $openid ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		return $answer;
	}

	/**
	 * An answer that is not WeChat's error envelope.
	 *
	 * @param array<string,mixed> $answer The answer.
	 * @return array<string,mixed>
	 * @throws SocialRefusal When it is one.
	 */
	private static function checked( array $answer ): array {
		if ( isset( $answer['errcode'] ) && 0 !== (int) $answer['errcode'] ) {
			throw new SocialRefusal( 'social_provider_error' );
		}
		return $answer;
	}
}

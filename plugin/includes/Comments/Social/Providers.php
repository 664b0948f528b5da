<?php
/**
 * The social login providers, as one table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

/**
 * What each provider of the spec is, from its own documentation: its family, its documented
 * endpoints (every one overridable in the settings, so the tests' stand-in can play any of
 * them), its scopes and where its answers carry the user's id, e-mail and whether that e-mail
 * is verified. One table, read by ProviderClient; no class per provider.
 *
 * Families:
 * - `oidc`: OpenID Connect. A client SDK's ID token (Google) is checked at the token-info
 *   endpoint (`aud` = our client id, `iss`, `exp`, `email_verified`); the redirect flow's code
 *   exchange yields an ID token checked the same way, or the userinfo endpoint is read.
 * - `facebook`: Graph API. An access token is checked with `debug_token` and the app token
 *   (`app_id` = ours, `is_valid`, `user_id` = the SDK's userID, `expires_at`), then `/me`.
 * - `oauth2`: authorization code, then userinfo with the access token; a token a client brings
 *   by itself is accepted only where the provider documents a token-info endpoint naming the
 *   app it was issued to (`aud` below), else it is refused: a bearer token alone does not say
 *   for whom it was issued.
 * - `telegram`: the Login Widget's result, checked by its documented hash (TelegramCheck).
 *
 * What differs in a provider's redirect flow (Adapters\Adapters), each key optional (DEFAULTS):
 * - `adapter`: `standard` (RFC 6749), `ok` (OK.ru's signed API calls), `wechat` (WeChat's
 *   appid/secret and errcode answers), `qq` (QQ Connect's form/JSONP answers and /me);
 * - `token_auth`: `body` (client_id/client_secret in the form) or `basic` (HTTP Basic: X);
 * - `userinfo_args`: query parameters of the userinfo call and the credential each carries
 *   (Disqus: `api_key` = client_id, `api_secret` = client_secret);
 * - `error`: the userinfo answer's field that is 0 unless it is an error (Disqus' `code`);
 * - `needs`: credentials besides client id and secret the provider needs to count as enabled
 *   (OK.ru: `public_key`, its application key).
 * `id` may name alternatives, `unionid|openid`: the first present.
 *
 * `verified`: the answer's field saying the e-mail is verified (dot path), `true` where the
 * provider documents that the address it returns is confirmed (or is its own mailbox), `false`
 * where it gives no verified e-mail (those log in only an account already linked to them).
 */
final class Providers {

	/**
	 * The keys a row may leave out: the standard OAuth 2 flow.
	 */
	private const DEFAULTS = array(
		'adapter'       => 'standard',
		'token_auth'    => 'body',
		'userinfo_args' => array(),
		'error'         => '',
		'needs'         => array(),
	);

	/**
	 * Every provider.
	 *
	 * @var array<string,array<string,mixed>>
	 */
	private const TABLE = array(
		'facebook'  => array(
			'family'    => 'facebook',
			'label'     => 'Facebook',
			'authorize' => 'https://www.facebook.com/v19.0/dialog/oauth',
			'token'     => 'https://graph.facebook.com/v19.0/oauth/access_token',
			'tokeninfo' => 'https://graph.facebook.com/debug_token',
			'userinfo'  => 'https://graph.facebook.com/v19.0/me?fields=id,name,email',
			'scope'     => 'email,public_profile',
			'id'        => 'id',
			'email'     => 'email',
			'verified'  => true,
			'name'      => 'name',
			'aud'       => 'data.app_id',
			'exp'       => 'data.expires_at',
			'issuers'   => array(),
		),
		'instagram' => array(
			'family'    => 'oauth2',
			'label'     => 'Instagram',
			'authorize' => 'https://api.instagram.com/oauth/authorize',
			'token'     => 'https://api.instagram.com/oauth/access_token',
			'tokeninfo' => '',
			'userinfo'  => 'https://graph.instagram.com/me?fields=id,username',
			'scope'     => 'user_profile',
			'id'        => 'id',
			'email'     => '',
			'verified'  => false,
			'name'      => 'username',
			'aud'       => '',
			'exp'       => '',
			'issuers'   => array(),
		),
		'google'    => array(
			'family'    => 'oidc',
			'label'     => 'Google',
			'authorize' => 'https://accounts.google.com/o/oauth2/v2/auth',
			'token'     => 'https://oauth2.googleapis.com/token',
			'tokeninfo' => 'https://oauth2.googleapis.com/tokeninfo',
			'userinfo'  => 'https://openidconnect.googleapis.com/v1/userinfo',
			'scope'     => 'openid email profile',
			'id'        => 'sub',
			'email'     => 'email',
			'verified'  => 'email_verified',
			'name'      => 'name',
			'aud'       => 'aud',
			'exp'       => 'exp',
			'issuers'   => array( 'accounts.google.com', 'https://accounts.google.com' ),
		),
		'disqus'    => array(
			'family'        => 'oauth2',
			'label'         => 'Disqus',
			'authorize'     => 'https://disqus.com/api/oauth/2.0/authorize/',
			'token'         => 'https://disqus.com/api/oauth/2.0/access_token/',
			'tokeninfo'     => '',
			'userinfo'      => 'https://disqus.com/api/3.0/users/details.json',
			'scope'         => 'read,email',
			'id'            => 'response.id',
			'email'         => 'response.email',
			'verified'      => false,
			'name'          => 'response.name',
			'aud'           => '',
			'exp'           => '',
			'issuers'       => array(),
			// users/details.json wants the app's key and secret; `{code, response}` envelope.
			'userinfo_args' => array(
				'api_key'    => 'client_id',
				'api_secret' => 'client_secret',
			),
			'error'         => 'code',
		),
		'wordpress' => array(
			'family'    => 'oauth2',
			'label'     => 'WordPress.com',
			'authorize' => 'https://public-api.wordpress.com/oauth2/authorize',
			'token'     => 'https://public-api.wordpress.com/oauth2/token',
			'tokeninfo' => 'https://public-api.wordpress.com/oauth2/token-info',
			'userinfo'  => 'https://public-api.wordpress.com/rest/v1.1/me',
			'scope'     => 'auth',
			'id'        => 'ID',
			'email'     => 'email',
			'verified'  => 'email_verified',
			'name'      => 'display_name',
			'aud'       => 'client_id',
			'exp'       => '',
			'issuers'   => array(),
		),
		'twitter'   => array(
			'family'     => 'oauth2',
			'label'      => 'X (Twitter)',
			'authorize'  => 'https://x.com/i/oauth2/authorize',
			'token'      => 'https://api.x.com/2/oauth2/token',
			'tokeninfo'  => '',
			'userinfo'   => 'https://api.x.com/2/users/me',
			'scope'      => 'users.read tweet.read',
			'id'         => 'data.id',
			'email'      => '',
			'verified'   => false,
			'name'       => 'data.name',
			'aud'        => '',
			'exp'        => '',
			'issuers'    => array(),
			// OAuth 2.0 with PKCE, confidential client: HTTP Basic at the token endpoint.
			'token_auth' => 'basic',
		),
		'vk'        => array(
			'family'    => 'oauth2',
			'label'     => 'VK',
			'authorize' => 'https://oauth.vk.com/authorize',
			'token'     => 'https://oauth.vk.com/access_token',
			'tokeninfo' => '',
			'userinfo'  => 'https://api.vk.com/method/users.get?v=5.131',
			'scope'     => 'email',
			'id'        => 'response.0.id',
			'email'     => '',
			'verified'  => false,
			'name'      => 'response.0.first_name',
			'aud'       => '',
			'exp'       => '',
			'issuers'   => array(),
		),
		'ok'        => array(
			'family'    => 'oauth2',
			'label'     => 'OK',
			'authorize' => 'https://connect.ok.ru/oauth/authorize',
			'token'     => 'https://api.ok.ru/oauth/token.do',
			'tokeninfo' => '',
			'userinfo'  => 'https://api.ok.ru/fb.do',
			'scope'     => 'VALUABLE_ACCESS;GET_EMAIL',
			'id'        => 'uid',
			'email'     => 'email',
			'verified'  => false,
			'name'      => 'name',
			'aud'       => '',
			'exp'       => '',
			'issuers'   => array(),
			// users.getCurrentUser, signed, with the application's public key (OkAdapter).
			'adapter'   => 'ok',
			'needs'     => array( 'public_key' ),
		),
		'linkedin'  => array(
			'family'    => 'oidc',
			'label'     => 'LinkedIn',
			'authorize' => 'https://www.linkedin.com/oauth/v2/authorization',
			'token'     => 'https://www.linkedin.com/oauth/v2/accessToken',
			'tokeninfo' => '',
			'userinfo'  => 'https://api.linkedin.com/v2/userinfo',
			'scope'     => 'openid profile email',
			'id'        => 'sub',
			'email'     => 'email',
			'verified'  => 'email_verified',
			'name'      => 'name',
			'aud'       => 'aud',
			'exp'       => 'exp',
			'issuers'   => array( 'https://www.linkedin.com/oauth' ),
		),
		'yandex'    => array(
			'family'    => 'oauth2',
			'label'     => 'Yandex',
			'authorize' => 'https://oauth.yandex.com/authorize',
			'token'     => 'https://oauth.yandex.com/token',
			'tokeninfo' => '',
			'userinfo'  => 'https://login.yandex.ru/info?format=json',
			'scope'     => 'login:email login:info',
			'id'        => 'id',
			'email'     => 'default_email',
			'verified'  => false,
			'name'      => 'real_name',
			'aud'       => '',
			'exp'       => '',
			'issuers'   => array(),
		),
		'mailru'    => array(
			'family'    => 'oauth2',
			'label'     => 'Mail.ru',
			'authorize' => 'https://oauth.mail.ru/login',
			'token'     => 'https://oauth.mail.ru/token',
			'tokeninfo' => '',
			'userinfo'  => 'https://oauth.mail.ru/userinfo',
			'scope'     => 'userinfo',
			'id'        => 'id',
			'email'     => 'email',
			'verified'  => false,
			'name'      => 'name',
			'aud'       => '',
			'exp'       => '',
			'issuers'   => array(),
		),
		'wechat'    => array(
			'family'    => 'oauth2',
			'label'     => 'WeChat',
			'authorize' => 'https://open.weixin.qq.com/connect/qrconnect',
			'token'     => 'https://api.weixin.qq.com/sns/oauth2/access_token',
			'tokeninfo' => '',
			'userinfo'  => 'https://api.weixin.qq.com/sns/userinfo',
			'scope'     => 'snsapi_login',
			'id'        => 'unionid|openid',
			'email'     => '',
			'verified'  => false,
			'name'      => 'nickname',
			'aud'       => '',
			'exp'       => '',
			'issuers'   => array(),
			// appid/secret by GET, errcode answers with HTTP 200 (WechatAdapter).
			'adapter'   => 'wechat',
		),
		'weibo'     => array(
			'family'    => 'oauth2',
			'label'     => 'Weibo',
			'authorize' => 'https://api.weibo.com/oauth2/authorize',
			'token'     => 'https://api.weibo.com/oauth2/access_token',
			'tokeninfo' => 'https://api.weibo.com/oauth2/get_token_info',
			'userinfo'  => 'https://api.weibo.com/2/users/show.json',
			'scope'     => 'email',
			'id'        => 'idstr',
			'email'     => '',
			'verified'  => false,
			'name'      => 'screen_name',
			'aud'       => 'appkey',
			'exp'       => '',
			'issuers'   => array(),
		),
		'qq'        => array(
			'family'    => 'oauth2',
			'label'     => 'QQ',
			'authorize' => 'https://graph.qq.com/oauth2.0/authorize',
			'token'     => 'https://graph.qq.com/oauth2.0/token',
			'tokeninfo' => 'https://graph.qq.com/oauth2.0/me?fmt=json',
			'userinfo'  => 'https://graph.qq.com/user/get_user_info',
			'scope'     => 'get_user_info',
			'id'        => 'openid',
			'email'     => '',
			'verified'  => false,
			'name'      => 'nickname',
			'aud'       => 'client_id',
			'exp'       => '',
			'issuers'   => array(),
			// Form or JSONP answers, /me's client_id checked (QqAdapter).
			'adapter'   => 'qq',
		),
		'baidu'     => array(
			'family'    => 'oauth2',
			'label'     => 'Baidu',
			'authorize' => 'https://openapi.baidu.com/oauth/2.0/authorize',
			'token'     => 'https://openapi.baidu.com/oauth/2.0/token',
			'tokeninfo' => '',
			'userinfo'  => 'https://openapi.baidu.com/rest/2.0/passport/users/getInfo',
			'scope'     => 'basic',
			'id'        => 'openid',
			'email'     => '',
			'verified'  => false,
			'name'      => 'username',
			'aud'       => '',
			'exp'       => '',
			'issuers'   => array(),
		),
		'telegram'  => array(
			'family'    => 'telegram',
			'label'     => 'Telegram',
			'authorize' => 'https://oauth.telegram.org/auth',
			'token'     => '',
			'tokeninfo' => '',
			'userinfo'  => '',
			'scope'     => '',
			'id'        => 'id',
			'email'     => '',
			'verified'  => false,
			'name'      => 'first_name',
			'aud'       => '',
			'exp'       => '',
			'issuers'   => array(),
		),
	);

	/**
	 * The providers' names, in the spec's order.
	 *
	 * @return list<string>
	 */
	public static function names(): array {
		return array_keys( self::TABLE );
	}

	/**
	 * One provider's documented description, null when there is no such provider.
	 *
	 * @param string $name Provider.
	 * @return array{family:string,label:string,authorize:string,token:string,tokeninfo:string,userinfo:string,scope:string,id:string,email:string,verified:string|bool,name:string,aud:string,exp:string,issuers:list<string>,adapter:string,token_auth:string,userinfo_args:array<string,string>,error:string,needs:list<string>}|null
	 */
	public static function describe( string $name ): ?array {
		return isset( self::TABLE[ $name ] ) ? self::TABLE[ $name ] + self::DEFAULTS : null;
	}
}

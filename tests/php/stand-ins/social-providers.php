<?php
/**
 * The social stand-in's providers with protocols of their own (required by social.php for
 * paths under /twitter/, /ok/, /wechat/, /qq/, /disqus/), each ENFORCING what the provider
 * documents, so a client that speaks the protocol wrongly is refused as the real one would:
 *
 * - X/Twitter: `POST /twitter/token` wants HTTP Basic `standin-app:standin-secret` and no
 *   `client_secret` in the body (else 401 `unauthorized_client`), and the PKCE `code_verifier`
 *   (matching the code's challenge `cc` when it has one); `GET /twitter/me` wants the bearer
 *   header → `{data: {id: sub, name, username}}`.
 * - OK.ru: `POST /ok/token.do` (code, client_id, client_secret, redirect_uri, grant_type) →
 *   `{access_token, token_type: "session", expires_in}`; `GET /ok/fb.do` wants
 *   `application_key` = `standin-public` (else error 101), `method` users.getCurrentUser and
 *   `sig` recomputed here (md5 of the sorted k=v pairs without access_token and sig, then
 *   md5(access_token + standin-secret)), else HTTP 200 `{error_code: 104, …}` → `{uid: sub, name, email}`.
 * - WeChat: `GET /wechat/access_token?appid&secret&code&grant_type` (`client_id` is not a name
 *   it knows: 41002) → `{access_token, openid: "o-"+sub, unionid?}`; errors as HTTP 200
 *   `{errcode, errmsg}` (a code's claim `errcode` asks for one); `GET /wechat/userinfo?access_token&openid`
 *   → `{openid, nickname, unionid?}`.
 * - QQ: `GET /qq/token?…[&fmt=json]`: JSON with fmt=json, else form-encoded (errors JSONP);
 *   `GET /qq/me?access_token[&fmt=json]` → `{client_id: aud, openid: "q-"+sub}` or JSONP
 *   `callback( {…} );`; a code's claim `legacy` answers the old way even with fmt=json;
 *   `GET /qq/get_user_info?access_token&oauth_consumer_key&openid` → `{ret: 0, nickname}`, or
 *   `{ret: 1002, msg}` when the key or openid is not the token's.
 * - Disqus: `POST /disqus/access_token/` (standard form, client_secret standin-secret) →
 *   `{access_token, user_id, username, expires_in}`; `GET /disqus/details.json?access_token&api_key&api_secret`
 *   → `{code: 0, response: {id: sub, username, name, email}}`; a wrong key is HTTP 400
 *   `{code: 5}`, a code's claim `code` answers `{code: <it>, response: "…"}` with HTTP 200.
 *
 * @package Farol
 */

declare(strict_types=1);

/**
 * Answers form-encoded text (or JSONP).
 *
 * @param string $text The body.
 */
function farol_standin_text( string $text ): bool {
	http_response_code( 200 );
	header( 'Content-Type: text/plain' );
	echo $text; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a stand-in's body.
	return true;
}

/**
 * Answers a provider's request.
 *
 * @param string $path  The path.
 * @param string $token The access token (query or bearer header).
 */
function farol_standin_provider( string $path, string $token ): bool {
	$claims = farol_standin_claims( $token );
	switch ( $path ) {
		case '/twitter/token':
			$basic = 'Basic ' . base64_encode( 'standin-app:standin-secret' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- HTTP Basic.
			if ( ( $_SERVER['HTTP_AUTHORIZATION'] ?? '' ) !== $basic || isset( $_POST['client_secret'] ) ) {
				return farol_standin_json(
					array(
						'error'             => 'unauthorized_client',
						'error_description' => 'Missing valid authorization header',
					),
					401
				);
			}
			$code     = (string) ( $_POST['code'] ?? '' );
			$claims   = farol_standin_claims( $code );
			$verifier = (string) ( $_POST['code_verifier'] ?? '' );
			$proof    = rtrim( strtr( base64_encode( hash( 'sha256', $verifier, true ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- PKCE S256.
			if ( null === $claims || '' === $verifier || 'authorization_code' !== ( $_POST['grant_type'] ?? '' ) || ( isset( $claims['cc'] ) && $proof !== $claims['cc'] ) ) {
				return farol_standin_json( array( 'error' => 'invalid_request' ), 400 );
			}
			return farol_standin_json(
				array(
					'token_type'   => 'bearer',
					'expires_in'   => 7200,
					'access_token' => $code,
					'scope'        => 'users.read tweet.read',
				)
			);
		case '/twitter/me':
			$bearer = (string) ( $_SERVER['HTTP_AUTHORIZATION'] ?? '' );
			$claims = str_starts_with( $bearer, 'Bearer ' ) ? farol_standin_claims( substr( $bearer, 7 ) ) : null;
			if ( null === $claims ) {
				return farol_standin_json( array( 'title' => 'Unauthorized' ), 401 );
			}
			return farol_standin_json(
				array(
					'data' => array(
						'id'       => (string) ( $claims['sub'] ?? '' ),
						'name'     => (string) ( $claims['name'] ?? '' ),
						'username' => 'x_' . (string) ( $claims['sub'] ?? '' ),
					),
				)
			);
		case '/ok/token.do':
			$fields = $_POST + $_GET;
			$claims = farol_standin_claims( (string) ( $fields['code'] ?? '' ) );
			if ( 'standin-app' !== ( $fields['client_id'] ?? '' ) || 'standin-secret' !== ( $fields['client_secret'] ?? '' ) ) {
				return farol_standin_json( array( 'error' => 'invalid_client' ), 401 );
			}
			if ( null === $claims || 'authorization_code' !== ( $fields['grant_type'] ?? '' ) || '' === ( $fields['redirect_uri'] ?? '' ) ) {
				return farol_standin_json( array( 'error' => 'invalid_grant' ), 400 );
			}
			return farol_standin_json(
				array(
					'access_token'  => (string) $fields['code'],
					'token_type'    => 'session',
					'refresh_token' => 'standin-refresh',
					'expires_in'    => 1800,
				)
			);
		case '/ok/fb.do':
			$params = $_GET;
			unset( $params['access_token'], $params['sig'] );
			ksort( $params, SORT_STRING );
			$pairs = '';
			foreach ( $params as $key => $value ) {
				$pairs .= $key . '=' . $value;
			}
			if ( 'standin-public' !== ( $_GET['application_key'] ?? '' ) ) {
				return farol_standin_json(
					array(
						'error_code' => 101,
						'error_msg'  => 'PARAM_API_KEY : Application not exist',
					)
				);
			}
			if ( md5( $pairs . md5( $token . 'standin-secret' ) ) !== ( $_GET['sig'] ?? '' ) ) {
				return farol_standin_json(
					array(
						'error_code' => 104,
						'error_msg'  => 'PARAM_SIGNATURE : Invalid signature',
					)
				);
			}
			if ( null === $claims || 'users.getCurrentUser' !== ( $_GET['method'] ?? '' ) ) {
				return farol_standin_json(
					array(
						'error_code' => 102,
						'error_msg'  => 'PARAM_SESSION_EXPIRED : Session expired',
					)
				);
			}
			return farol_standin_json(
				array_filter(
					array(
						'uid'   => (string) ( $claims['sub'] ?? '' ),
						'name'  => (string) ( $claims['name'] ?? '' ),
						'email' => $claims['email'] ?? null,
					)
				)
			);
		case '/wechat/access_token':
			if ( ! isset( $_GET['appid'] ) ) {
				return farol_standin_json(
					array(
						'errcode' => 41002,
						'errmsg'  => 'appid missing',
					)
				);
			}
			if ( 'standin-app' !== $_GET['appid'] || 'standin-secret' !== ( $_GET['secret'] ?? '' ) ) {
				return farol_standin_json(
					array(
						'errcode' => 40125,
						'errmsg'  => 'invalid appsecret',
					)
				);
			}
			$claims = farol_standin_claims( (string) ( $_GET['code'] ?? '' ) );
			if ( null === $claims || 'authorization_code' !== ( $_GET['grant_type'] ?? '' ) ) {
				return farol_standin_json(
					array(
						'errcode' => 40029,
						'errmsg'  => 'invalid code',
					)
				);
			}
			if ( isset( $claims['errcode'] ) ) {
				return farol_standin_json(
					array(
						'errcode' => (int) $claims['errcode'],
						'errmsg'  => 'as the code asked',
					)
				);
			}
			return farol_standin_json(
				array_filter(
					array(
						'access_token'  => (string) $_GET['code'],
						'expires_in'    => 7200,
						'refresh_token' => 'standin-refresh',
						'openid'        => 'o-' . (string) ( $claims['sub'] ?? '' ),
						'scope'         => 'snsapi_login',
						'unionid'       => $claims['unionid'] ?? null,
					)
				)
			);
		case '/wechat/userinfo':
			if ( null === $claims ) {
				return farol_standin_json(
					array(
						'errcode' => 40001,
						'errmsg'  => 'invalid credential',
					)
				);
			}
			$openid = 'o-' . (string) ( $claims['sub'] ?? '' );
			if ( ( $_GET['openid'] ?? '' ) !== $openid ) {
				return farol_standin_json(
					array(
						'errcode' => 40003,
						'errmsg'  => 'invalid openid',
					)
				);
			}
			return farol_standin_json(
				array_filter(
					array(
						'openid'   => $openid,
						'nickname' => (string) ( $claims['name'] ?? '' ),
						'unionid'  => $claims['unionid'] ?? null,
					)
				)
			);
		case '/qq/token':
			$claims = farol_standin_claims( (string) ( $_GET['code'] ?? '' ) );
			$json   = 'json' === ( $_GET['fmt'] ?? '' ) && empty( $claims['legacy'] );
			$good   = null !== $claims && 'standin-app' === ( $_GET['client_id'] ?? '' ) && 'standin-secret' === ( $_GET['client_secret'] ?? '' ) && 'authorization_code' === ( $_GET['grant_type'] ?? '' ) && '' !== ( $_GET['redirect_uri'] ?? '' );
			if ( ! $good ) {
				$error = array(
					'error'             => 100019,
					'error_description' => 'code to access token error',
				);
				return $json ? farol_standin_json( $error ) : farol_standin_text( 'callback( ' . json_encode( $error ) . ' );' );
			}
			$answer = array(
				'access_token'  => (string) $_GET['code'],
				'expires_in'    => '7776000',
				'refresh_token' => 'standin-refresh',
			);
			return $json ? farol_standin_json( $answer ) : farol_standin_text( http_build_query( $answer ) );
		case '/qq/me':
			if ( null === $claims ) {
				return farol_standin_text( 'callback( {"error":100016,"error_description":"access token check failed"} );' );
			}
			$me = array(
				'client_id' => (string) ( $claims['aud'] ?? '' ),
				'openid'    => 'q-' . (string) ( $claims['sub'] ?? '' ),
			);
			return 'json' === ( $_GET['fmt'] ?? '' ) && empty( $claims['legacy'] ) ? farol_standin_json( $me ) : farol_standin_text( 'callback( ' . json_encode( $me ) . ' );' );
		case '/qq/get_user_info':
			if ( null === $claims || ( $_GET['oauth_consumer_key'] ?? '' ) !== ( $claims['aud'] ?? '' ) || ( $_GET['openid'] ?? '' ) !== 'q-' . ( $claims['sub'] ?? '' ) ) {
				return farol_standin_json(
					array(
						'ret' => 1002,
						'msg' => 'not logged in',
					)
				);
			}
			return farol_standin_json(
				array(
					'ret'      => 0,
					'msg'      => '',
					'nickname' => (string) ( $claims['name'] ?? '' ),
				)
			);
		case '/disqus/access_token/':
			$claims = farol_standin_claims( (string) ( $_POST['code'] ?? '' ) );
			if ( 'standin-app' !== ( $_POST['client_id'] ?? '' ) || 'standin-secret' !== ( $_POST['client_secret'] ?? '' ) ) {
				return farol_standin_json( array( 'error' => 'invalid_client' ), 401 );
			}
			if ( null === $claims || 'authorization_code' !== ( $_POST['grant_type'] ?? '' ) ) {
				return farol_standin_json( array( 'error' => 'invalid_grant' ), 400 );
			}
			return farol_standin_json(
				array(
					'access_token'  => (string) $_POST['code'],
					'user_id'       => (string) ( $claims['sub'] ?? '' ),
					'username'      => 'd_' . (string) ( $claims['sub'] ?? '' ),
					'expires_in'    => 2592000,
					'token_type'    => 'Bearer',
					'refresh_token' => 'standin-refresh',
				)
			);
		case '/disqus/details.json':
			if ( 'standin-app' !== ( $_GET['api_key'] ?? '' ) || 'standin-secret' !== ( $_GET['api_secret'] ?? '' ) ) {
				return farol_standin_json(
					array(
						'code'     => 5,
						'response' => 'Invalid API key',
					),
					400
				);
			}
			if ( null === $claims ) {
				return farol_standin_json(
					array(
						'code'     => 12,
						'response' => 'Invalid access token',
					),
					400
				);
			}
			if ( ! empty( $claims['code'] ) ) {
				return farol_standin_json(
					array(
						'code'     => (int) $claims['code'],
						'response' => 'as the token asked',
					)
				);
			}
			return farol_standin_json(
				array(
					'code'     => 0,
					'response' => array_filter(
						array(
							'id'       => (string) ( $claims['sub'] ?? '' ),
							'username' => 'd_' . (string) ( $claims['sub'] ?? '' ),
							'name'     => (string) ( $claims['name'] ?? '' ),
							'email'    => $claims['email'] ?? null,
						)
					),
				)
			);
	}
	http_response_code( 404 );
	echo 'not found';
	return true;
}

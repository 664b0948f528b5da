<?php
/**
 * Stand-in for the social login providers' token endpoints, as a router for PHP's built-in
 * server (tests start it through StandInServer.php on a free port; e2e specs through serve.php).
 * One stand-in plays every family; a provider is pointed at it by its endpoint settings.
 *
 * Tokens and codes are `sb.` + base64url(JSON claims): the test writes the claims it wants the
 * provider to vouch for (aud, iss, exp, sub, email, email_verified, name, valid…), and the
 * stand-in answers them as the documented endpoint would:
 * - `GET /oidc/tokeninfo?id_token=` (Google's tokeninfo): the claims; 400 for a token it cannot read.
 * - `GET /facebook/debug_token?input_token=&access_token=` (app token `standin-app|standin-secret`,
 *   else 400): `{data: {app_id: aud, is_valid: valid ?? true, user_id: sub, expires_at: exp}}`.
 * - `GET /facebook/me?access_token=`: `{id: sub, name, email}`.
 * - `GET /oauth2/tokeninfo?access_token=` (WordPress.com's token-info): `{client_id: aud, user_id: sub}`.
 * - `GET /oauth2/userinfo` (bearer header or `access_token`): the claims as they are.
 * - `POST /oauth2/token` (authorization code; client_secret `standin-secret`, else 401; a code
 *   the authorize page gave for a PKCE challenge needs its `code_verifier`, else 400):
 *   `{access_token: code, id_token: code, token_type: "bearer"}`.
 * - `GET /oauth2/authorize?client_id=&redirect_uri=&state=`: redirects at once to redirect_uri
 *   with `state` and a code for {aud: client_id, sub: "standin-user", email
 *   "social-standin@example.com", verified, iss https://accounts.google.com, exp in an hour}
 *   (FAROL_STANDIN_DIR/identity.json, when present, is merged into those claims).
 *
 * - `/twitter/…`, `/ok/…`, `/wechat/…`, `/qq/…`, `/disqus/…`: those providers' own protocols,
 *   enforced (social-providers.php).
 *
 * Each request is appended to FAROL_STANDIN_DIR/requests.jsonl (path, query, form fields).
 *
 * @package Farol
 */

declare(strict_types=1);

$farol_path = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$farol_dir  = (string) getenv( 'FAROL_STANDIN_DIR' );

if ( '' !== $farol_dir && is_dir( $farol_dir ) ) {
	file_put_contents(
		$farol_dir . '/requests.jsonl',
		json_encode(
			array(
				'path'   => $farol_path,
				'query'  => $_GET,
				'fields' => $_POST,
			)
		) . "\n",
		FILE_APPEND
	);
}

/**
 * The claims of a stand-in token, null when it is not one.
 *
 * @param string $token The token.
 * @return array<string,mixed>|null
 */
function farol_standin_claims( string $token ): ?array {
	if ( ! str_starts_with( $token, 'sb.' ) ) {
		return null;
	}
	$claims = json_decode( (string) base64_decode( strtr( substr( $token, 3 ), '-_', '+/' ) ), true );
	return is_array( $claims ) ? $claims : null;
}

/**
 * Answers JSON.
 *
 * @param mixed $body   The body.
 * @param int   $status The status.
 */
function farol_standin_json( $body, int $status = 200 ): bool {
	http_response_code( $status );
	header( 'Content-Type: application/json' );
	echo json_encode( $body );
	return true;
}

$farol_bearer = (string) ( $_SERVER['HTTP_AUTHORIZATION'] ?? '' );
$farol_token  = (string) ( $_GET['access_token'] ?? ( str_starts_with( $farol_bearer, 'Bearer ' ) ? substr( $farol_bearer, 7 ) : '' ) );

// The providers with protocols of their own: social-providers.php.
if ( 1 === preg_match( '#^/(twitter|ok|wechat|qq|disqus)/#', $farol_path ) ) {
	require __DIR__ . '/social-providers.php';
	return farol_standin_provider( $farol_path, $farol_token );
}

switch ( $farol_path ) {
	case '/oidc/tokeninfo':
		$farol_claims = farol_standin_claims( (string) ( $_GET['id_token'] ?? '' ) );
		return null === $farol_claims ? farol_standin_json( array( 'error' => 'invalid_token' ), 400 ) : farol_standin_json( $farol_claims );
	case '/facebook/debug_token':
		if ( 'standin-app|standin-secret' !== ( $_GET['access_token'] ?? '' ) ) {
			return farol_standin_json( array( 'error' => array( 'message' => 'Invalid OAuth access token.' ) ), 400 );
		}
		$farol_claims = farol_standin_claims( (string) ( $_GET['input_token'] ?? '' ) ) ?? array();
		return farol_standin_json(
			array(
				'data' => array(
					'app_id'     => (string) ( $farol_claims['aud'] ?? '' ),
					'is_valid'   => (bool) ( $farol_claims['valid'] ?? array() !== $farol_claims ),
					'user_id'    => (string) ( $farol_claims['sub'] ?? '' ),
					'expires_at' => (int) ( $farol_claims['exp'] ?? 0 ),
				),
			)
		);
	case '/facebook/me':
		$farol_claims = farol_standin_claims( $farol_token );
		if ( null === $farol_claims ) {
			return farol_standin_json( array( 'error' => array( 'message' => 'Invalid OAuth access token.' ) ), 400 );
		}
		return farol_standin_json(
			array_filter(
				array(
					'id'    => (string) ( $farol_claims['sub'] ?? '' ),
					'name'  => $farol_claims['name'] ?? null,
					'email' => $farol_claims['email'] ?? null,
				)
			)
		);
	case '/oauth2/tokeninfo':
		$farol_claims = farol_standin_claims( $farol_token );
		return null === $farol_claims ? farol_standin_json( array( 'error' => 'invalid_token' ), 400 ) : farol_standin_json(
			array(
				'client_id' => (string) ( $farol_claims['aud'] ?? '' ),
				'user_id'   => (string) ( $farol_claims['sub'] ?? '' ),
			)
		);
	case '/oauth2/userinfo':
		$farol_claims = farol_standin_claims( $farol_token );
		return null === $farol_claims ? farol_standin_json( array( 'error' => 'invalid_token' ), 401 ) : farol_standin_json( $farol_claims );
	case '/oauth2/token':
		if ( 'standin-secret' !== ( $_POST['client_secret'] ?? '' ) ) {
			return farol_standin_json( array( 'error' => 'invalid_client' ), 401 );
		}
		$farol_code   = (string) ( $_POST['code'] ?? '' );
		$farol_claims = farol_standin_claims( $farol_code );
		if ( null === $farol_claims ) {
			return farol_standin_json( array( 'error' => 'invalid_grant' ), 400 );
		}
		// PKCE (RFC 7636, S256): a code given for a challenge needs its verifier.
		$farol_verifier = (string) ( $_POST['code_verifier'] ?? '' );
		if ( isset( $farol_claims['cc'] ) && rtrim( strtr( base64_encode( hash( 'sha256', $farol_verifier, true ) ), '+/', '-_' ), '=' ) !== $farol_claims['cc'] ) {
			return farol_standin_json( array( 'error' => 'invalid_grant' ), 400 );
		}
		return farol_standin_json(
			array(
				'access_token' => $farol_code,
				'id_token'     => $farol_code,
				'token_type'   => 'bearer',
			)
		);
	case '/oauth2/authorize':
		$farol_claims = array(
			'aud'            => (string) ( $_GET['client_id'] ?? '' ),
			'iss'            => 'https://accounts.google.com',
			'exp'            => time() + 3600,
			'sub'            => 'standin-user',
			'email'          => 'social-standin@example.com',
			'email_verified' => true,
			'name'           => 'Social Stand-in',
			'n'              => bin2hex( random_bytes( 4 ) ),
			'cc'             => (string) ( $_GET['code_challenge'] ?? '' ),
		);
		if ( '' !== $farol_dir && is_file( $farol_dir . '/identity.json' ) ) {
			$farol_claims = array_merge( $farol_claims, (array) json_decode( (string) file_get_contents( $farol_dir . '/identity.json' ), true ) );
		}
		$farol_code = 'sb.' . rtrim( strtr( base64_encode( (string) json_encode( $farol_claims ) ), '+/', '-_' ), '=' );
		$farol_back = (string) ( $_GET['redirect_uri'] ?? '' );
		header(
			'Location: ' . $farol_back . ( str_contains( $farol_back, '?' ) ? '&' : '?' ) . http_build_query(
				array(
					'code'  => $farol_code,
					'state' => (string) ( $_GET['state'] ?? '' ),
				)
			),
			true,
			302
		);
		return true;
}
http_response_code( 404 );
echo 'not found';
return true;

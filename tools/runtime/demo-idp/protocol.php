<?php
/**
 * The demo identity provider's protocol: OAuth 2.0's authorization-code grant (RFC 6749) with
 * PKCE (RFC 7636, S256 only), for its registered clients. Answers the shapes of the
 * provider the demo seed points at it (WordPress.com: `token-info` → `client_id`, `/me` →
 * `ID`, `display_name`, `email`, `email_verified`), so the plugin's own provider row is used
 * unchanged.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * Seconds a code lives, and an access token.
 */
const FAROL_DEMO_IDP_CODE_TTL  = 60;
const FAROL_DEMO_IDP_TOKEN_TTL = 600;

/**
 * The demo people one can be on the provider's page (pt_BR: the demo site's language).
 *
 * @return array<string,array{id:int,name:string,username:string,email:string,verified:bool,about:string}>
 */
function farol_demo_idp_people(): array {
	return array(
		'marta' => array(
			'id'       => 7001,
			'name'     => 'Marta Demo',
			'username' => 'martademo',
			'email'    => 'marta.demo@farol-demo.test',
			'verified' => true,
			'about'    => 'E-mail verificado: o site cria a conta dela (ou usa a que já tem esse e-mail) e ela entra.',
		),
		'rui'   => array(
			'id'       => 7002,
			'name'     => 'Rui Sem E-mail',
			'username' => 'ruisememail',
			'email'    => '',
			'verified' => false,
			'about'    => 'Sem e-mail: o site recusa, porque não tem como saber de quem é a conta. Para entrar como Rui, um membro conecta esta conta antes, em Perfil › Contas sociais.',
		),
		'lia'   => array(
			'id'       => 7003,
			'name'     => 'Lia Não Verificada',
			'username' => 'lianaoverificada',
			'email'    => 'lia.demo@farol-demo.test',
			'verified' => false,
			'about'    => 'E-mail que a rede não verificou: o site recusa também, pois qualquer um poderia ter digitado esse endereço.',
		),
	);
}

/**
 * The provider's address of one endpoint.
 *
 * @param string $endpoint `authorize`, `token`, `token-info` or `userinfo`.
 */
function farol_demo_idp_url( string $endpoint ): string {
	return rest_url( FAROL_DEMO_IDP_NAMESPACE . '/' . $endpoint );
}

/**
 * A JSON answer with the headers RFC 6749 §5.1 asks of anything carrying a token or an error.
 *
 * @param array<string,mixed>  $data    The answer.
 * @param int                  $status  HTTP status.
 * @param array<string,string> $headers More headers.
 */
function farol_demo_idp_json( array $data, int $status = 200, array $headers = array() ): WP_REST_Response {
	$response = new WP_REST_Response( $data, $status );
	$response->set_headers(
		$headers + array(
			'Cache-Control' => 'no-store',
			'Pragma'        => 'no-cache',
		)
	);
	return $response;
}

/**
 * The authorization request's parameters once checked. A client or redirect_uri that is not
 * the registered one is never redirected to (RFC 6749 §4.1.2.1): `page_error` says why;
 * the other faults go back to the client as `error` (with its `state`).
 *
 * @param WP_REST_Request $request The request (GET: the query; POST: the page's form).
 * @return array{page_error?:string,error?:string,client_id:string,redirect_uri:string,state:string,scope:string,code_challenge:string}
 */
function farol_demo_idp_authorization( WP_REST_Request $request ): array {
	$param  = static fn ( string $name ): string => is_string( $request->get_param( $name ) ) ? (string) $request->get_param( $name ) : '';
	$asked  = array(
		'client_id'      => $param( 'client_id' ),
		'redirect_uri'   => $param( 'redirect_uri' ),
		'state'          => $param( 'state' ),
		'scope'          => $param( 'scope' ),
		'code_challenge' => $param( 'code_challenge' ),
	);
	$client = farol_demo_idp_client( $asked['client_id'] );
	if ( null === $client ) {
		return array( 'page_error' => 'O aplicativo que pediu o login (client_id) não está registrado neste provedor.' ) + $asked;
	}
	if ( $client['redirect_uri'] !== $asked['redirect_uri'] ) {
		return array( 'page_error' => 'O endereço de retorno (redirect_uri) não é o que o aplicativo registrou.' ) + $asked;
	}
	if ( 'code' !== $param( 'response_type' ) ) {
		return array( 'error' => 'unsupported_response_type' ) + $asked;
	}
	// The demo's client always sends a state and a PKCE challenge: one without is refused.
	if ( '' === $asked['state'] || strlen( $asked['state'] ) > 1000 || 'S256' !== $param( 'code_challenge_method' )
		|| 1 !== preg_match( '/^[A-Za-z0-9_-]{43}$/', $asked['code_challenge'] ) ) {
		return array( 'error' => 'invalid_request' ) + $asked;
	}
	return $asked;
}

/**
 * The consent form's proof that it was printed here for this very request (the "Permitir"
 * button cannot be posted from elsewhere for another client, state or challenge), for ten
 * minutes.
 *
 * @param array<string,string> $asked   The checked authorization request.
 * @param int                  $expires When the form expires.
 */
function farol_demo_idp_form_proof( array $asked, int $expires ): string {
	return hash_hmac( 'sha256', implode( "\n", array( 'farol-demo-idp', $asked['client_id'], $asked['redirect_uri'], $asked['state'], $asked['code_challenge'], (string) $expires ) ), wp_salt( 'auth' ) );
}

/**
 * A 302 back to the client's registered address with these parameters.
 *
 * @param string               $redirect_uri The registered address.
 * @param array<string,string> $params       code / error, and state.
 */
function farol_demo_idp_back( string $redirect_uri, array $params ): WP_REST_Response {
	$response = new WP_REST_Response( '', 302 );
	$response->header( 'Location', add_query_arg( array_map( 'rawurlencode', $params ), $redirect_uri ) );
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

/**
 * GET authorize: the page where one picks a demo person and allows (or denies).
 *
 * @param WP_REST_Request $request The request.
 */
function farol_demo_idp_authorize_page( WP_REST_Request $request ): WP_REST_Response {
	$asked = farol_demo_idp_authorization( $request );
	if ( isset( $asked['error'] ) ) {
		return farol_demo_idp_back(
			$asked['redirect_uri'],
			array_filter(
				array(
					'error' => $asked['error'],
					'state' => $asked['state'],
				)
			)
		);
	}
	$expires = time() + 10 * MINUTE_IN_SECONDS;
	$html    = isset( $asked['page_error'] ) ? farol_demo_idp_page_error( $asked['page_error'] ) : farol_demo_idp_page( $asked, $expires, farol_demo_idp_form_proof( $asked, $expires ) );
	return farol_demo_idp_html( $html, isset( $asked['page_error'] ) ? 400 : 200 );
}

/**
 * POST authorize: the page's answer. Allowed: a one-time code for the chosen person, back to
 * the client; denied: `access_denied`.
 *
 * @param WP_REST_Request $request The request.
 */
function farol_demo_idp_authorize_decision( WP_REST_Request $request ): WP_REST_Response {
	$asked = farol_demo_idp_authorization( $request );
	if ( isset( $asked['page_error'] ) ) {
		return farol_demo_idp_html( farol_demo_idp_page_error( $asked['page_error'] ), 400 );
	}
	$expires = (int) $request->get_param( 'expires' );
	$proof   = (string) $request->get_param( 'proof' );
	if ( isset( $asked['error'] ) || $expires < time() || ! hash_equals( farol_demo_idp_form_proof( $asked, $expires ), $proof ) ) {
		return farol_demo_idp_html( farol_demo_idp_page_error( 'Esta página expirou ou não veio deste provedor. Volte ao site e tente entrar de novo.' ), 400 );
	}
	$person = (string) $request->get_param( 'person' );
	if ( 'allow' !== $request->get_param( 'decision' ) ) {
		return farol_demo_idp_back(
			$asked['redirect_uri'],
			array(
				'error' => 'access_denied',
				'state' => $asked['state'],
			)
		);
	}
	if ( ! isset( farol_demo_idp_people()[ $person ] ) ) {
		return farol_demo_idp_html( farol_demo_idp_page_error( 'Escolha uma das pessoas da lista.' ), 400 );
	}
	$code = rtrim( strtr( base64_encode( random_bytes( 32 ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- base64url of random bytes.
	farol_demo_idp_put(
		'code',
		$code,
		array(
			'client_id'      => $asked['client_id'],
			'redirect_uri'   => $asked['redirect_uri'],
			'code_challenge' => $asked['code_challenge'],
			'scope'          => $asked['scope'],
			'person'         => $person,
		),
		FAROL_DEMO_IDP_CODE_TTL
	);
	return farol_demo_idp_back(
		$asked['redirect_uri'],
		array(
			'code'  => $code,
			'state' => $asked['state'],
		)
	);
}

/**
 * POST token: the code exchanged for an access token, once, by the registered client
 * (client_secret_post) with the code_verifier matching the code's challenge.
 *
 * @param WP_REST_Request $request The request.
 */
function farol_demo_idp_token( WP_REST_Request $request ): WP_REST_Response {
	$field = static fn ( string $name ): string => is_string( $request->get_body_params()[ $name ] ?? null ) ? (string) $request->get_body_params()[ $name ] : '';
	if ( 'authorization_code' !== $field( 'grant_type' ) ) {
		return farol_demo_idp_json( array( 'error' => 'unsupported_grant_type' ), 400 );
	}
	if ( ! farol_demo_idp_client_ok( $field( 'client_id' ), $field( 'client_secret' ) ) ) {
		return farol_demo_idp_json( array( 'error' => 'invalid_client' ), 401 );
	}
	$verifier = $field( 'code_verifier' );
	if ( '' === $field( 'code' ) || '' === $field( 'redirect_uri' ) || 1 !== preg_match( '/^[A-Za-z0-9._~-]{43,128}$/', $verifier ) ) {
		return farol_demo_idp_json( array( 'error' => 'invalid_request' ), 400 );
	}
	list( $code, $used ) = farol_demo_idp_take_code( $field( 'code' ) );
	if ( null === $code || $used ) {
		if ( null !== $code ) {
			farol_demo_idp_revoke( $code );
		}
		return farol_demo_idp_json(
			array(
				'error'             => 'invalid_grant',
				'error_description' => null === $code ? 'unknown or expired code' : 'code already used',
			),
			400
		);
	}
	$challenge = rtrim( strtr( base64_encode( hash( 'sha256', $verifier, true ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- RFC 7636's S256.
	if ( $code['client_id'] !== $field( 'client_id' ) || $code['redirect_uri'] !== $field( 'redirect_uri' ) || ! hash_equals( (string) $code['code_challenge'], $challenge ) ) {
		return farol_demo_idp_json(
			array(
				'error'             => 'invalid_grant',
				'error_description' => 'redirect_uri or code_verifier does not match',
			),
			400
		);
	}
	$token = rtrim( strtr( base64_encode( random_bytes( 32 ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- base64url of random bytes.
	farol_demo_idp_put(
		'token',
		$token,
		array(
			'client_id' => $code['client_id'],
			'scope'     => $code['scope'],
			'person'    => $code['person'],
		),
		FAROL_DEMO_IDP_TOKEN_TTL
	);
	farol_demo_idp_code_issued( $field( 'code' ), $token );
	return farol_demo_idp_json(
		array(
			'access_token' => $token,
			'token_type'   => 'bearer',
			'expires_in'   => FAROL_DEMO_IDP_TOKEN_TTL,
			'scope'        => $code['scope'],
		)
	);
}

/**
 * The access token of a request: the bearer header (RFC 6750 §2.1), else `access_token`.
 *
 * @param WP_REST_Request $request The request.
 * @return array<string,mixed>|null What it grants; null when none or expired.
 */
function farol_demo_idp_bearer( WP_REST_Request $request ): ?array {
	$header = (string) $request->get_header( 'authorization' );
	$token  = 1 === preg_match( '/^Bearer\s+(\S+)$/i', $header, $found ) ? $found[1] : '';
	if ( '' === $token ) {
		$token = is_string( $request->get_param( 'access_token' ) ) ? (string) $request->get_param( 'access_token' ) : '';
		$token = '' !== $token ? $token : ( is_string( $request->get_param( 'token' ) ) ? (string) $request->get_param( 'token' ) : '' );
	}
	return farol_demo_idp_get( 'token', $token );
}

/**
 * 401 for a missing, unknown or expired token (RFC 6750 §3).
 */
function farol_demo_idp_invalid_token(): WP_REST_Response {
	return farol_demo_idp_json( array( 'error' => 'invalid_token' ), 401, array( 'WWW-Authenticate' => 'Bearer error="invalid_token"' ) );
}

/**
 * GET userinfo (WordPress.com's `/me` shape): who the token's person is.
 *
 * @param WP_REST_Request $request The request.
 */
function farol_demo_idp_userinfo( WP_REST_Request $request ): WP_REST_Response {
	$grant  = farol_demo_idp_bearer( $request );
	$person = null !== $grant ? ( farol_demo_idp_people()[ (string) $grant['person'] ] ?? null ) : null;
	if ( null === $person ) {
		return farol_demo_idp_invalid_token();
	}
	return farol_demo_idp_json(
		array_filter(
			array(
				'ID'             => $person['id'],
				'display_name'   => $person['name'],
				'username'       => $person['username'],
				'email'          => $person['email'],
				'email_verified' => $person['verified'],
			),
			static fn ( $value ): bool => '' !== $value
		)
	);
}

/**
 * GET token-info (WordPress.com's shape): to which client, for whom, a token was issued.
 *
 * @param WP_REST_Request $request The request.
 */
function farol_demo_idp_token_info( WP_REST_Request $request ): WP_REST_Response {
	$grant = farol_demo_idp_bearer( $request );
	if ( null === $grant ) {
		return farol_demo_idp_invalid_token();
	}
	return farol_demo_idp_json(
		array(
			'client_id' => $grant['client_id'],
			'user_id'   => farol_demo_idp_people()[ (string) $grant['person'] ]['id'] ?? 0,
			'scope'     => $grant['scope'],
		)
	);
}

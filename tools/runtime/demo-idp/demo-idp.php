<?php
/**
 * Plugin Name: Farol demo identity provider
 * Description: A small OAuth 2 authorization server on the demo site itself, so its social login works offline: REST routes under /wp-json/farol-demo-idp/v1/ (authorize: a pt_BR page with demo people and "Permitir"; token: code + client secret + PKCE verifier, once; userinfo and token-info: bearer). The demo seed (tools/runtime/demo/61-social.php) registers the plugin as its one client and points the WordPress.com provider row at it. Development runtimes only (linked into wp-content/mu-plugins by tools/runtime/native.sh, loaded from /farol-runtime by tools/runtime/playground-start.mjs); never shipped.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * The provider's REST namespace.
 */
const FAROL_DEMO_IDP_NAMESPACE = 'farol-demo-idp/v1';

require __DIR__ . '/store.php';
require __DIR__ . '/protocol.php';
require __DIR__ . '/page.php';

add_action(
	'rest_api_init',
	static function (): void {
		// Public protocol endpoints: each checks its own credentials (client, code, token).
		$routes = array(
			'/authorize'  => array(
				array( 'GET', 'farol_demo_idp_authorize_page' ),
				array( 'POST', 'farol_demo_idp_authorize_decision' ),
			),
			'/token'      => array( array( 'POST', 'farol_demo_idp_token' ) ),
			'/userinfo'   => array( array( 'GET', 'farol_demo_idp_userinfo' ) ),
			'/token-info' => array( array( 'GET', 'farol_demo_idp_token_info' ) ),
		);
		foreach ( $routes as $route => $methods ) {
			register_rest_route(
				FAROL_DEMO_IDP_NAMESPACE,
				$route,
				array_map(
					static fn ( array $method ): array => array(
						'methods'             => $method[0],
						'callback'            => $method[1],
						'permission_callback' => '__return_true',
					),
					$methods
				)
			);
		}
		// An administrator registers a client of their own and removes it (the smoke test's,
		// which drives the protocol by plain HTTP; it holds its secret, the site's stays hidden).
		$admin = static fn (): bool => current_user_can( 'manage_options' );
		register_rest_route(
			FAROL_DEMO_IDP_NAMESPACE,
			'/clients',
			array(
				'methods'             => 'POST',
				'callback'            => 'farol_demo_idp_register',
				'permission_callback' => $admin,
			)
		);
		register_rest_route(
			FAROL_DEMO_IDP_NAMESPACE,
			'/clients/(?P<id>[a-z0-9-]+)',
			array(
				'methods'             => 'DELETE',
				'callback'            => static fn ( WP_REST_Request $request ): WP_REST_Response => new WP_REST_Response( array( 'deleted' => farol_demo_idp_remove_client( (string) $request['id'] ) ) ),
				'permission_callback' => $admin,
			)
		);
	}
);

/**
 * POST clients (administrators): a new client for a redirect_uri on this site.
 *
 * @param WP_REST_Request $request The request.
 */
function farol_demo_idp_register( WP_REST_Request $request ): WP_REST_Response {
	$uri = is_string( $request->get_param( 'redirect_uri' ) ) ? (string) $request->get_param( 'redirect_uri' ) : '';
	// Only an address of this site: the provider never sends a code anywhere else.
	if ( ! str_starts_with( $uri, home_url( '/' ) ) ) {
		return new WP_REST_Response( array( 'error' => 'invalid_redirect_uri' ), 400 );
	}
	return new WP_REST_Response( farol_demo_idp_add_client( $uri, false ), 201 );
}

/**
 * Prints the authorize route's HTML pages as they are (the REST server would JSON-encode them).
 *
 * @param bool             $served  Whether another filter served the request.
 * @param mixed            $result  The response.
 * @param \WP_REST_Request $request The request.
 */
function farol_demo_idp_serve_html( $served, $result, $request ): bool {
	if ( $served || ! $result instanceof WP_REST_Response || ! $request instanceof WP_REST_Request
		|| '/' . FAROL_DEMO_IDP_NAMESPACE . '/authorize' !== $request->get_route() || ! is_string( $result->get_data() ) ) {
		return (bool) $served;
	}
	echo $result->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped where it is built (page.php).
	return true;
}
add_filter( 'rest_pre_serve_request', 'farol_demo_idp_serve_html', 10, 3 );

/*
 * Playground only (FAROL_DEMO_IDP_IN_PROCESS, defined by tools/runtime/playground-start.mjs):
 * the plugin's server-to-server calls to THIS provider's token, userinfo and token-info
 * addresses are answered in-process by the same REST handlers (rest_do_request), only the
 * transport skipped. Why: Playground's CLI runs one PHP worker on this machine, and that
 * worker is busy with the very request that calls its own site, so a loopback HTTP request
 * could only wait for itself until it timed out (tried: docs/runtimes.md). Any other address
 * goes on to the network as before (and offline.php refuses it when it leaves the machine).
 */
if ( defined( 'FAROL_DEMO_IDP_IN_PROCESS' ) && FAROL_DEMO_IDP_IN_PROCESS ) {
	add_filter( 'pre_http_request', 'farol_demo_idp_in_process', 10, 3 );
}

/**
 * Answers a request to one of this provider's server-to-server endpoints in-process.
 *
 * @param mixed               $pre  An earlier filter's answer.
 * @param array<string,mixed> $args The request's arguments.
 * @param string              $url  Its address.
 * @return mixed The answer as WP_Http gives one, or $pre untouched.
 */
function farol_demo_idp_in_process( $pre, $args, $url ) {
	$route = '';
	foreach ( array( 'token', 'userinfo', 'token-info' ) as $endpoint ) {
		$base = farol_demo_idp_url( $endpoint );
		if ( (string) strtok( (string) $url, '?' ) === (string) strtok( $base, '?' ) ) {
			$route = '/' . FAROL_DEMO_IDP_NAMESPACE . '/' . $endpoint;
		}
	}
	if ( false !== $pre || '' === $route ) {
		return $pre;
	}
	$request = new WP_REST_Request( strtoupper( (string) ( $args['method'] ?? 'GET' ) ), $route );
	parse_str( (string) wp_parse_url( (string) $url, PHP_URL_QUERY ), $query );
	$request->set_query_params( $query );
	foreach ( (array) ( $args['headers'] ?? array() ) as $name => $value ) {
		$request->set_header( (string) $name, (string) $value );
	}
	if ( is_array( $args['body'] ?? null ) ) {
		$request->set_body_params( $args['body'] );
	}
	$response = rest_do_request( $request );
	$status   = $response->get_status();
	return array(
		'headers'  => $response->get_headers(),
		'body'     => (string) wp_json_encode( $response->get_data() ),
		'response' => array(
			'code'    => $status,
			'message' => get_status_header_desc( $status ),
		),
		'cookies'  => array(),
		'filename' => null,
	);
}

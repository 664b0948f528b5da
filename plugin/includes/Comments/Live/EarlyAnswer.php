<?php
/**
 * The poll answered before WordPress does more than it needs.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Live;

use Farol\Comments\Ajax\Endpoint;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * A poll is one of the most frequent requests a site with live updates gets (every open tab,
 * every N seconds), and on an unchanged thread its answer costs almost nothing: what costs is
 * WordPress. So a request for the route (pretty `/wp-json/farol/v1/update` or
 * `?rest_route=/farol/v1/update`) is answered on `wp_loaded`, before the front end's query and
 * template and before the REST server starts (which would register every core route), and the
 * blocks' registrations on `init` are skipped as the widget's own Endpoint skips them (its
 * skip_block_registration()). Everything else of the boot (plugins, theme, `init`: post types,
 * statuses, KSES, translations) runs as on any request, so the answer is the route's own
 * (UpdateRoute::answer with the contract's arguments, validated and sanitized by core's
 * WP_REST_Request) and the REST API's cookie rule holds: a member's cookie counts only with a
 * valid `X-WP-Nonce` (without one, the request is a guest's; with a bad one, 403
 * rest_cookie_invalid_nonce). Filter `farol_live_early_answer` (false) leaves the request to
 * the REST server.
 */
final class EarlyAnswer {

	/**
	 * Creates the short path.
	 *
	 * @param UpdateRoute $route    The route.
	 * @param Endpoint    $endpoint The widget's endpoint (its block-registration skip).
	 */
	public function __construct( private readonly UpdateRoute $route, private readonly Endpoint $endpoint ) {
	}

	/**
	 * Hooks the short path on a poll's request.
	 */
	public function register(): void {
		if ( ! self::requested() ) {
			return;
		}
		add_action( 'init', array( $this->endpoint, 'skip_block_registration' ), PHP_INT_MIN );
		remove_action( 'plugins_loaded', 'wp_maybe_load_widgets', 0 );
		remove_action( 'init', 'wp_widgets_init', 1 );
		add_action( 'wp_loaded', array( $this, 'serve' ), 0 );
	}

	/**
	 * Whether this request is a GET of the route.
	 */
	public static function requested(): bool {
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_text_field( wp_unslash( (string) $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( 'GET' !== $method ) {
			return false;
		}
		$route = '/farol/v1' . UpdateRoute::ROUTE;
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only.
		if ( isset( $_GET['rest_route'] ) && is_string( $_GET['rest_route'] ) ) {
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only.
			return untrailingslashit( wp_unslash( $_GET['rest_route'] ) ) === $route;
		}
		$uri  = isset( $_SERVER['REQUEST_URI'] ) ? wp_unslash( (string) $_SERVER['REQUEST_URI'] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared, never printed.
		$path = (string) wp_parse_url( $uri, PHP_URL_PATH );
		$home = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
		return untrailingslashit( $path ) === untrailingslashit( $home ) . '/' . rest_get_url_prefix() . $route;
	}

	/**
	 * Answers the request and ends it.
	 *
	 * @internal Action callback of `wp_loaded`, on a poll's request only.
	 */
	public function serve(): void {
		if ( ! apply_filters( 'farol_live_early_answer', true ) ) {
			return;
		}
		$nonce = isset( $_SERVER['HTTP_X_WP_NONCE'] ) ? sanitize_text_field( wp_unslash( (string) $_SERVER['HTTP_X_WP_NONCE'] ) ) : '';
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the query is validated by the contract's arguments; the nonce is checked below.
		$query    = is_array( $_GET ) ? wp_unslash( $_GET ) : array();
		$response = $this->response( $query, $nonce );
		$this->send( $response );
		exit;
	}

	/**
	 * The answer to a query, as the REST server would give it.
	 *
	 * @param array<string,mixed> $query The query parameters.
	 * @param string              $nonce The `X-WP-Nonce` header ('' : none).
	 */
	public function response( array $query, string $nonce ): WP_REST_Response {
		if ( is_user_logged_in() ) {
			if ( '' === $nonce ) {
				// The REST API's cookie rule: a cookie without a nonce is no one.
				wp_set_current_user( 0 );
			} elseif ( false === wp_verify_nonce( $nonce, 'wp_rest' ) ) {
				return rest_convert_error_to_response( new WP_Error( 'rest_cookie_invalid_nonce', __( 'Cookie check failed' ), array( 'status' => 403 ) ) ); // phpcs:ignore WordPress.WP.I18n.MissingArgDomain -- core's own message, in core's domain.
			}
		}
		unset( $query['rest_route'] );
		$request = new WP_REST_Request( 'GET', '/farol/v1' . UpdateRoute::ROUTE );
		$request->set_query_params( $query );
		$request->set_attributes( array( 'args' => UpdateRoute::args() ) );
		$valid = $request->has_valid_params();
		if ( true === $valid ) {
			$valid = $request->sanitize_params();
		}
		$result = true === $valid ? $this->route->answer( $request ) : $valid;
		return $result instanceof WP_Error ? rest_convert_error_to_response( $result ) : $result;
	}

	/**
	 * Sends a response as the REST server would (status, headers, JSON body).
	 *
	 * @param WP_REST_Response $response The response.
	 */
	private function send( WP_REST_Response $response ): void {
		if ( ! headers_sent() ) {
			status_header( $response->get_status() );
			header( 'Content-Type: application/json; charset=' . get_option( 'blog_charset' ) );
			header( 'X-Robots-Tag: noindex' );
			send_nosniff_header();
			if ( is_user_logged_in() ) {
				nocache_headers();
			}
			$headers = $response->get_headers();
			if ( $response->is_error() ) {
				$headers['Cache-Control'] = 'no-store';
			}
			foreach ( $headers as $name => $value ) {
				header( $name . ': ' . $value );
			}
		}
		echo wp_json_encode( $response->get_data() ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON, sent as application/json.
	}
}

<?php
/**
 * One error shape for the public lead routes, and their CORS headers.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\Support\Names;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The REST server refuses some requests before the route's callback runs (a body that is
 * not valid JSON, an argument of the wrong type); for the conversion and event routes those
 * refusals are answered in the routes' own shape,
 * `{ "errors": [ { "error_type", "error_message", "field"? } ] }`, with the same status. Also
 * lets browsers on other sites send the Idempotency-Key header and read Retry-After.
 */
final class RestErrorShape {

	/**
	 * Routes whose errors are reshaped.
	 */
	private const ROUTES = array( '/' . Names::REST_NAMESPACE . '/conversions', '/' . Names::REST_NAMESPACE . '/api/1.2/conversions.json', '/' . Names::REST_NAMESPACE . '/events' );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'rest_pre_dispatch', array( $this, 'refuse_scalar_json' ), 10, 3 );
		add_filter( 'rest_request_before_callbacks', array( $this, 'reshape' ), 10, 3 );
		add_filter( 'rest_allowed_cors_headers', array( $this, 'allowed_headers' ) );
		add_filter( 'rest_exposed_cors_headers', array( $this, 'exposed_headers' ) );
	}

	/**
	 * Refuses a JSON body that is a bare string, number or boolean before the REST server
	 * reads it as parameters (which it cannot: it would warn and go on).
	 *
	 * @param mixed           $result  Response so far (null to go on).
	 * @param mixed           $server  REST server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function refuse_scalar_json( $result, $server, $request ) {
		if ( null !== $result || ! $request instanceof WP_REST_Request || ! in_array( $request->get_route(), self::ROUTES, true ) || ! $request->is_json_content_type() ) {
			return $result;
		}
		$body = trim( $request->get_body() );
		if ( '' === $body || is_array( json_decode( $body, true ) ) || JSON_ERROR_NONE !== json_last_error() ) {
			return $result;
		}
		return self::to_response( new WP_Error( 'rest_invalid_json', __( 'The request body must be a JSON object.', 'farol' ), array( 'status' => 400 ) ) );
	}

	/**
	 * Turns a refusal of the REST server into the routes' error shape.
	 *
	 * @param mixed           $response Response so far (a WP_Error when the request was refused).
	 * @param mixed           $handler  Route handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public function reshape( $response, $handler, $request ) {
		if ( ! $response instanceof WP_Error || ! $request instanceof WP_REST_Request || ! in_array( $request->get_route(), self::ROUTES, true ) ) {
			return $response;
		}
		return self::to_response( $response );
	}

	/**
	 * A WP_Error in the routes' error shape.
	 *
	 * @param WP_Error $error Error.
	 */
	public static function to_response( WP_Error $error ): WP_REST_Response {
		$data    = $error->get_error_data();
		$status  = is_array( $data ) && isset( $data['status'] ) ? (int) $data['status'] : 400;
		$errors  = array();
		$params  = is_array( $data ) && isset( $data['params'] ) && is_array( $data['params'] ) ? $data['params'] : array();
		$missing = 'rest_missing_callback_param' === $error->get_error_code();
		foreach ( $params as $field => $message ) {
			$errors[] = array(
				'error_type'    => $missing ? 'REQUIRED' : 'INVALID_FORMAT',
				'error_message' => $missing ? __( 'This field is required.', 'farol' ) : (string) $message,
				'field'         => (string) ( $missing ? $message : $field ),
			);
		}
		if ( array() === $errors ) {
			$errors[] = array(
				'error_type'    => 'rest_invalid_json' === $error->get_error_code() ? 'BAD_REQUEST' : strtoupper( (string) preg_replace( '/^rest_/', '', (string) $error->get_error_code() ) ),
				'error_message' => $error->get_error_message(),
			);
		}
		return ConversionController::respond( Outcome::errors( $status, $errors ) );
	}

	/**
	 * Request headers cross-origin clients may send.
	 *
	 * @param list<string> $headers Allowed headers.
	 * @return list<string>
	 */
	public function allowed_headers( $headers ): array {
		return array_values( array_unique( array_merge( (array) $headers, array( 'Authorization', 'Content-Type', 'Idempotency-Key' ) ) ) );
	}

	/**
	 * Response headers cross-origin clients may read.
	 *
	 * @param list<string> $headers Exposed headers.
	 * @return list<string>
	 */
	public function exposed_headers( $headers ): array {
		return array_values( array_unique( array_merge( (array) $headers, array( 'Retry-After' ) ) ) );
	}
}

<?php
/**
 * Retry-After on the REST errors of the throttle.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

use WP_Error;

/**
 * A WP_Error returned by a permission_callback becomes a response without headers. The
 * throttle's 429 errors carry their wait in the error data (DATA_KEY); this filter turns such
 * an error into its response with the Retry-After header, before the server would convert it
 * (rest_request_after_callbacks runs for every dispatched request, internal ones included).
 */
final class RetryAfterHeader {

	/**
	 * Error data key holding the seconds to wait.
	 */
	public const DATA_KEY = 'retry_after';

	/**
	 * Adds the filter.
	 */
	public function register(): void {
		add_filter( 'rest_request_after_callbacks', array( $this, 'add' ) );
	}

	/**
	 * Turns a 429 error that says how long to wait into its response with Retry-After.
	 *
	 * @param mixed $response The handler's answer (or the permission check's error).
	 * @return mixed
	 */
	public function add( $response ) {
		if ( ! $response instanceof WP_Error ) {
			return $response;
		}
		$data = $response->get_error_data();
		$wait = is_array( $data ) && 429 === ( $data['status'] ?? null ) ? ( $data[ self::DATA_KEY ] ?? null ) : null;
		if ( ! is_int( $wait ) || $wait < 1 ) {
			return $response;
		}
		$answer = rest_convert_error_to_response( $response );
		$answer->header( 'Retry-After', (string) $wait );
		return $answer;
	}
}

<?php
/**
 * Stand-in for RD Station Marketing's conversion API, as a router for PHP's built-in server:
 *
 *     FAROL_STANDIN_DIR=/tmp/dir php -S 127.0.0.1:<port> tests/php/stand-ins/rd-station.php
 *
 * (tests start it through StandInServer.php, on a free port)
 *
 * It speaks `POST /platform/conversions?api_key=…` as the provider documents it: 415 without a
 * JSON content type, 401 without a key or with the key "invalid-key", 400 (errors as a list)
 * for a body that is not JSON or lacks event_type/event_family, 400 (errors keyed by field)
 * without payload.email or payload.conversion_identifier, 404 for any other path, else 200
 * with an `event_uuid`.
 *
 * Each request is appended to FAROL_STANDIN_DIR/requests.jsonl (method, path, query, content
 * type, raw body). A test scripts the next answers by writing FAROL_STANDIN_DIR/script.json, a
 * list taken from the front one request at a time: "ok", "500", "503", "slow:<seconds>" (waits,
 * then answers 200), "400-list", "400-object", "401". An empty script means "ok".
 *
 * @package Farol
 */

declare(strict_types=1);

$farol_dir = (string) getenv( 'FAROL_STANDIN_DIR' );
if ( '' === $farol_dir || ! is_dir( $farol_dir ) ) {
	farol_standin_answer(
		500,
		array(
			'errors' => array(
				array(
					'error_type'    => 'STANDIN',
					'error_message' => 'FAROL_STANDIN_DIR is not set.',
				),
			),
		)
	);
	return true;
}

$farol_path  = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$farol_query = array();
parse_str( (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_QUERY ), $farol_query );
$farol_body = (string) file_get_contents( 'php://input' );
$farol_type = (string) ( $_SERVER['CONTENT_TYPE'] ?? $_SERVER['HTTP_CONTENT_TYPE'] ?? '' );

file_put_contents(
	$farol_dir . '/requests.jsonl',
	json_encode(
		array(
			'method'       => $_SERVER['REQUEST_METHOD'] ?? '',
			'path'         => $farol_path,
			'query'        => $farol_query,
			'content_type' => $farol_type,
			'body'         => $farol_body,
		)
	) . "\n",
	FILE_APPEND | LOCK_EX
);

if ( '/platform/conversions' !== $farol_path || 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
	farol_standin_answer(
		404,
		array(
			'errors' => array(
				array(
					'error_type'    => 'RESOURCE_NOT_FOUND',
					'error_message' => 'the requested resource was not found',
				),
			),
		)
	);
	return true;
}

$farol_step = farol_standin_next_step( $farol_dir . '/script.json' );
if ( str_starts_with( $farol_step, 'slow:' ) ) {
	usleep( (int) ( (float) substr( $farol_step, 5 ) * 1000000 ) );
	$farol_step = 'ok';
}
switch ( $farol_step ) {
	case '500':
		farol_standin_answer(
			500,
			array(
				'errors' => array(
					array(
						'error_type'    => 'INTERNAL_SERVER_ERROR',
						'error_message' => 'Something went wrong.',
					),
				),
			)
		);
		return true;
	case '503':
		header( 'Content-Type: text/html' );
		http_response_code( 503 );
		echo '<html><body><h1>503 Service Temporarily Unavailable</h1></body></html>';
		return true;
	case '400-list':
		farol_standin_answer(
			400,
			array(
				'errors' => array(
					array(
						'error_type'       => 'INVALID_OPTION',
						'error_message'    => 'Must be one of the valid options.',
						'validation_rules' => array( 'valid_options' => array( 'CONVERSION' ) ),
						'path'             => '$.body.event_type',
					),
				),
			)
		);
		return true;
	case '400-object':
		farol_standin_answer(
			400,
			array(
				'errors' => array(
					'email'    => array(
						array(
							'error_type'    => 'CANNOT_BE_NULL',
							'error_message' => 'email cannot be null.',
						),
					),
					'linkedin' => array(
						array(
							'error_type'    => 'INVALID_FORMAT',
							'error_message' => 'linkedin has an invalid format.',
						),
					),
				),
			)
		);
		return true;
	case '401':
		farol_standin_unauthorized();
		return true;
}

// "ok": the provider's own checks, then success.
if ( ! str_contains( strtolower( $farol_type ), 'application/json' ) ) {
	farol_standin_answer(
		415,
		array(
			'errors' => array(
				array(
					'error_type'    => 'UNSUPPORTED_MEDIA_TYPE',
					'error_message' => 'Unsupported media type.',
				),
			),
		)
	);
	return true;
}
if ( '' === (string) ( $farol_query['api_key'] ?? '' ) || 'invalid-key' === $farol_query['api_key'] ) {
	farol_standin_unauthorized();
	return true;
}
$farol_event = json_decode( $farol_body, true );
if ( ! is_array( $farol_event ) ) {
	farol_standin_answer(
		400,
		array(
			'errors' => array(
				array(
					'error_type'    => 'BAD_REQUEST',
					'error_message' => 'The request body could not be parsed.',
				),
			),
		)
	);
	return true;
}
if ( 'CONVERSION' !== ( $farol_event['event_type'] ?? null ) || 'CDP' !== ( $farol_event['event_family'] ?? null ) ) {
	farol_standin_answer(
		400,
		array(
			'errors' => array(
				array(
					'error_type'    => 'INVALID_OPTION',
					'error_message' => 'Must be one of the valid options.',
					'path'          => '$.body.event_type',
				),
			),
		)
	);
	return true;
}
$farol_missing = array();
foreach ( array( 'conversion_identifier', 'email' ) as $farol_field ) {
	if ( '' === (string) ( $farol_event['payload'][ $farol_field ] ?? '' ) ) {
		$farol_missing[ $farol_field ] = array(
			array(
				'error_type'    => 'CANNOT_BE_NULL',
				'error_message' => $farol_field . ' cannot be null.',
			),
		);
	}
}
if ( array() !== $farol_missing ) {
	farol_standin_answer( 400, array( 'errors' => $farol_missing ) );
	return true;
}
farol_standin_answer( 200, array( 'event_uuid' => sprintf( '%08x-%04x-4%03x-a%03x-%012x', random_int( 0, 0xffffffff ), random_int( 0, 0xffff ), random_int( 0, 0xfff ), random_int( 0, 0xfff ), random_int( 0, 0xffffffffffff ) ) ) );
return true;

/**
 * Sends a JSON answer.
 *
 * @param int                 $status HTTP status.
 * @param array<string,mixed> $body   Body.
 */
function farol_standin_answer( int $status, array $body ): void {
	http_response_code( $status );
	header( 'Content-Type: application/json; charset=utf-8' );
	echo json_encode( $body );
}

/**
 * Sends the provider's answer to a refused key.
 */
function farol_standin_unauthorized(): void {
	farol_standin_answer(
		401,
		array(
			'errors' => array(
				array(
					'error_type'    => 'UNAUTHORIZED',
					'error_message' => 'Invalid token.',
				),
			),
		)
	);
}

/**
 * Takes the next scripted answer ("ok" when the script is empty).
 *
 * @param string $file The script file.
 */
function farol_standin_next_step( string $file ): string {
	if ( ! is_file( $file ) ) {
		return 'ok';
	}
	$handle = fopen( $file, 'c+' );
	if ( false === $handle ) {
		return 'ok';
	}
	flock( $handle, LOCK_EX );
	$steps = json_decode( (string) stream_get_contents( $handle ), true );
	$steps = is_array( $steps ) ? array_values( $steps ) : array();
	$step  = array() === $steps ? 'ok' : (string) array_shift( $steps );
	ftruncate( $handle, 0 );
	rewind( $handle );
	fwrite( $handle, json_encode( $steps ) );
	flock( $handle, LOCK_UN );
	fclose( $handle );
	return $step;
}

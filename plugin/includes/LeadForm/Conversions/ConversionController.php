<?php
/**
 * The conversion routes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\LeadForm\Forms\LeadFormRenderer;
use Farol\Support\Names;
use WP_REST_Request;
use WP_REST_Response;

/**
 * POST farol/v1/conversions (typed: a JSON object of fields, the token in the Authorization
 * header) and GET farol/v1/api/1.2/conversions.json (legacy: the fields in the query string,
 * the token as the field token_rdstation). Both are public: anonymous visitors submit them
 * from cached pages and from other sites, where a WordPress nonce could not be valid; the
 * form's public token, the spam guard's signed stamp and the rate limit stand in for it. The
 * answers carry no cookie-based data, so the core REST CORS headers suit external embeds.
 *
 * The token header accepts `Bearer <token>`, `Token <token>` or the bare token. The
 * idempotency key is the body's (or query's) `idempotency_key`, else the `Idempotency-Key`
 * header.
 */
final class ConversionController {

	/**
	 * Creates the controller.
	 *
	 * @param ConversionService  $service  The service.
	 * @param ConversionContract $contract The contract.
	 */
	public function __construct( private ConversionService $service, private ConversionContract $contract ) {
	}

	/**
	 * Registers the routes. Runs on rest_api_init.
	 */
	public function register_routes(): void {
		register_rest_route(
			Names::REST_NAMESPACE,
			'/conversions',
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'typed' ),
				'permission_callback' => '__return_true',
				'args'                => $this->contract->rest_args( 'conversion-envelope' ),
			)
		);
		register_rest_route(
			Names::REST_NAMESPACE,
			'/api/1.2/conversions.json',
			array(
				'methods'             => 'GET',
				'callback'            => array( $this, 'legacy' ),
				'permission_callback' => '__return_true',
				'args'                => $this->contract->rest_args( 'conversion-legacy-query' ),
			)
		);
	}

	/**
	 * The typed variant.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function typed( WP_REST_Request $request ): WP_REST_Response {
		$body = $request->get_body();
		if ( strlen( $body ) > $this->contract->max_body_bytes( 'conversion' ) ) {
			return self::respond( $this->too_large() );
		}
		$decoded = json_decode( $body, false, 32 );
		if ( ! $decoded instanceof \stdClass ) {
			return self::respond( Outcome::errors( 400, array( $this->contract->bad_request() ) ) );
		}
		$input = (array) json_decode( $body, true, 32 );
		return self::respond(
			$this->service->convert(
				new ConversionRequest( self::token( (string) $request->get_header( 'authorization' ), $input ), $input, self::header_key( $request, $input ), 'typed' )
			)
		);
	}

	/**
	 * The legacy variant.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function legacy( WP_REST_Request $request ): WP_REST_Response {
		$input = $request->get_query_params();
		if ( strlen( (string) wp_json_encode( $input ) ) > $this->contract->max_body_bytes( 'conversion' ) ) {
			return self::respond( $this->too_large() );
		}
		$token = is_string( $input[ LeadFormRenderer::TOKEN_FIELD ] ?? null ) ? $input[ LeadFormRenderer::TOKEN_FIELD ] : '';
		return self::respond( $this->service->convert( new ConversionRequest( $token, $input, self::header_key( $request, $input ), 'legacy' ) ) );
	}

	/**
	 * An outcome as a REST response.
	 *
	 * @param Outcome $outcome Outcome.
	 */
	public static function respond( Outcome $outcome ): WP_REST_Response {
		$response = new WP_REST_Response( $outcome->body, $outcome->status );
		foreach ( $outcome->headers as $name => $value ) {
			$response->header( $name, $value );
		}
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}

	/**
	 * The 413 of an oversized request.
	 */
	private function too_large(): Outcome {
		return Outcome::error(
			413,
			'PAYLOAD_TOO_LARGE',
			sprintf(
				/* translators: %d: largest accepted size in kilobytes. */
				__( 'The submission is larger than %d KB.', 'farol' ),
				intdiv( $this->contract->max_body_bytes( 'conversion' ), 1024 )
			)
		);
	}

	/**
	 * The token of the Authorization header ('Bearer x', 'Token x' or 'x'), else the body's
	 * token_rdstation field.
	 *
	 * @param string              $header Authorization header.
	 * @param array<string,mixed> $input  Body.
	 */
	private static function token( string $header, array $input ): string {
		if ( 1 === preg_match( '/^\s*(?:(?:bearer|token)\s+)?(\S+)\s*$/i', $header, $match ) ) {
			return $match[1];
		}
		return is_string( $input[ LeadFormRenderer::TOKEN_FIELD ] ?? null ) ? $input[ LeadFormRenderer::TOKEN_FIELD ] : '';
	}

	/**
	 * The Idempotency-Key header when the body carries no key.
	 *
	 * @param WP_REST_Request     $request Request.
	 * @param array<string,mixed> $input   Body or query.
	 */
	private static function header_key( WP_REST_Request $request, array $input ): ?string {
		if ( isset( $input['idempotency_key'] ) ) {
			return null;
		}
		$header = $request->get_header( 'idempotency_key' );
		return is_string( $header ) && '' !== $header ? trim( $header ) : null;
	}
}

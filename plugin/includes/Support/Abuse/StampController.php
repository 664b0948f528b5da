<?php
/**
 * The route that hands a form on a cached page a fresh stamp.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

use Farol\Support\Names;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * `GET farol/v1/stamps/{kind}/{id}` → 200 `{ "stamp": "<time>.<hmac>", "minSeconds": 3 }`,
 * never cached (a stamp is the time it was made). No nonce: the page asking may itself come
 * from a cache. 404 `farol_stamp_unavailable` when no feature declared the kind or the subject
 * may not have one (an unpublished form, a post closed to comments); more than
 * PER_WINDOW stamps per address in WINDOW seconds → 429 with Retry-After.
 */
final class StampController {

	/**
	 * Stamps one address may fetch per window.
	 */
	public const PER_WINDOW = 60;

	/**
	 * Window length, in seconds.
	 */
	public const WINDOW = 600;

	/**
	 * Creates the controller.
	 *
	 * @param StampKinds $kinds    The declared kinds.
	 * @param Throttle   $throttle The rate limit.
	 */
	public function __construct( private readonly StampKinds $kinds, private readonly Throttle $throttle ) {
	}

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			Names::REST_NAMESPACE,
			'/stamps/(?P<kind>[a-z-]{1,32})/(?P<id>\d{1,19})',
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'stamp' ),
					'permission_callback' => $this->throttle->permission(
						new RateLimit( 'stamp', self::PER_WINDOW, self::WINDOW ),
						'farol_rate_limited',
						__( 'Too many requests from your connection. Please try again in a few minutes.', 'farol' )
					),
					'args'                => array(
						'kind' => array(
							'type'     => 'string',
							'required' => true,
						),
						'id'   => array(
							'type'     => 'integer',
							'minimum'  => 1,
							'required' => true,
						),
					),
				),
				'schema' => array( self::class, 'answer_schema' ),
			)
		);
	}

	/**
	 * The answer's JSON Schema (stamp-answer.schema.json, built from src/lib/abuse/stamp-contract.ts).
	 *
	 * @return array<string,mixed>
	 */
	public static function answer_schema(): array {
		$schema = wp_json_file_decode( __DIR__ . '/stamp-answer.schema.json', array( 'associative' => true ) );
		return is_array( $schema ) ? $schema : array();
	}

	/**
	 * Answers a fresh stamp.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function stamp( WP_REST_Request $request ) {
		$stamp = $this->kinds->fresh( (string) $request['kind'], (int) $request['id'] );
		if ( null === $stamp ) {
			return new WP_Error( 'farol_stamp_unavailable', __( 'This form is not available any more. Please reload the page.', 'farol' ), array( 'status' => 404 ) );
		}
		$response = new WP_REST_Response(
			array(
				'stamp'      => $stamp,
				'minSeconds' => SignedStamp::MIN_SECONDS,
			)
		);
		$response->header( 'Cache-Control', 'no-store' );
		return $response;
	}
}

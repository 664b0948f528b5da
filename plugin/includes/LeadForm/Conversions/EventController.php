<?php
/**
 * The view event route.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Store\FormStatsRepository;
use Farol\Support\Abuse\RateLimit;
use Farol\Support\Abuse\Throttle;
use Farol\Support\Names;
use WP_REST_Request;
use WP_REST_Response;

/**
 * POST farol/v1/events: a lead form was viewed. Body (JSON, checked strictly against the
 * contract's view event: no other key): `{ category, asset_id, filter, action: "viewed" }`,
 * asset_id being the form's id or its public token. Counts one view of the form for today
 * (UTC) and answers 200 `{ "recorded": true }` (a body rather than a 204: a gzip output
 * handler, such as zlib.output_compression, writes a stream even for an empty body, which
 * clients refuse after a 204). Public for the same reasons as the conversion routes, and limited
 * per address (EVENTS_PER_WINDOW). Errors: 400 (malformed body, field errors),
 * 413 (oversized), 422 FORM_UNAVAILABLE (no published form has that id or token), 429.
 */
final class EventController {

	/**
	 * View events one client address may send per window (ConversionService::WINDOW).
	 */
	public const EVENTS_PER_WINDOW = 120;

	/**
	 * Creates the controller.
	 *
	 * @param FormRepository      $forms    Forms.
	 * @param FormStatsRepository $stats    Views.
	 * @param ConversionContract  $contract The view event's contract.
	 * @param Throttle            $throttle Rate limit.
	 */
	public function __construct(
		private FormRepository $forms,
		private FormStatsRepository $stats,
		private ConversionContract $contract,
		private Throttle $throttle
	) {
	}

	/**
	 * Registers the route. Runs on rest_api_init.
	 */
	public function register_routes(): void {
		register_rest_route(
			Names::REST_NAMESPACE,
			'/events',
			array(
				'methods'             => 'POST',
				'callback'            => array( $this, 'record' ),
				'permission_callback' => '__return_true',
				'args'                => $this->contract->rest_args( 'view-event' ),
			)
		);
	}

	/**
	 * Counts a view.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function record( WP_REST_Request $request ): WP_REST_Response {
		return ConversionController::respond( $this->outcome( $request ) );
	}

	/**
	 * The answer to a view event.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private function outcome( WP_REST_Request $request ): Outcome {
		$body = $request->get_body();
		if ( strlen( $body ) > $this->contract->max_body_bytes( 'event' ) ) {
			return Outcome::error( 413, 'PAYLOAD_TOO_LARGE', __( 'The event is too large.', 'farol' ) );
		}
		// A beacon may send the JSON as text/plain; read the body itself when there is one.
		$event  = '' !== $body ? json_decode( $body, true, 8 ) : $request->get_body_params();
		$errors = $this->contract->errors( 'view-event', $event );
		if ( array() !== $errors ) {
			return Outcome::errors( 400, $errors );
		}
		$asset = (string) $event['asset_id'];
		$form  = ctype_digit( $asset ) ? $this->forms->find( (int) $asset ) : $this->forms->find_by_token( $asset );
		if ( null === $form || ! $form->is_published() ) {
			return ConversionService::unavailable();
		}
		$wait = $this->throttle->hit( new RateLimit( 'event', self::EVENTS_PER_WINDOW, ConversionService::WINDOW ) );
		if ( $wait > 0 ) {
			return Outcome::error( 429, 'RATE_LIMITED', __( 'Too many requests from your connection. Please try again in a few minutes.', 'farol' ), array( 'Retry-After' => (string) $wait ) );
		}
		$this->stats->add_view( $form->id );
		return new Outcome( 200, array( 'recorded' => true ) );
	}
}

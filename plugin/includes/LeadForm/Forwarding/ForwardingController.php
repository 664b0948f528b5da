<?php
/**
 * REST routes of the forwarding queue.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\Support\Names;
use WP_REST_Response;
use WP_REST_Server;

/**
 * For the forwarding settings screen (administrators only, manage_options):
 *
 * - `GET farol/v1/forwarding/queue` → `{none, pending, sent, failed, next_attempt_at, stopped}`
 *   (counts of conversions per forwarding state; the next retry's UTC time or null; the
 *   provider's refusal while the queue is stopped, else null);
 * - `POST farol/v1/forwarding/queue/retry-failed` → `{requeued}` (failed conversions put back
 *   in the queue, due at once).
 */
final class ForwardingController {

	/**
	 * Creates the routes.
	 *
	 * @param ForwardingQueue $queue The queue.
	 * @param ForwardingPause $pause The stop after a refused key.
	 */
	public function __construct( private readonly ForwardingQueue $queue, private readonly ForwardingPause $pause ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
	}

	/**
	 * Registers the routes.
	 */
	public function register_routes(): void {
		$permission = static fn (): bool => current_user_can( ProviderSettings::capability() );
		register_rest_route(
			Names::REST_NAMESPACE,
			'/forwarding/queue',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'status' ),
				'permission_callback' => $permission,
			)
		);
		register_rest_route(
			Names::REST_NAMESPACE,
			'/forwarding/queue/retry-failed',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'retry_failed' ),
				'permission_callback' => $permission,
			)
		);
	}

	/**
	 * The queue's state.
	 */
	public function status(): WP_REST_Response {
		return new WP_REST_Response( array_merge( $this->queue->status(), array( 'stopped' => $this->pause->reason() ) ) );
	}

	/**
	 * Puts the failed conversions back in the queue.
	 */
	public function retry_failed(): WP_REST_Response {
		return new WP_REST_Response( array( 'requeued' => $this->queue->requeue_failed( gmdate( 'Y-m-d H:i:s' ) ) ) );
	}
}

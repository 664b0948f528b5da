<?php
/**
 * REST routes of the forwarding queue.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\Support\Forwarding\ConversionSender;
use Farol\Support\Names;
use Farol\Support\Queue\QueueRegistry;
use WP_REST_Response;
use WP_REST_Server;

/**
 * For the forwarding settings screen (administrators only, manage_options):
 *
 * - `GET farol/v1/forwarding/queue` → `{none, pending, sent, failed, next_attempt_at, stopped,
 *   queues}` (the lead conversions per forwarding state; the next retry's UTC time or null; the
 *   provider's refusal while forwarding is stopped, else null; and `queues`: every queue that
 *   delivers through the provider — the lead forms' and the contact forms' — as `{name, label,
 *   pending, sent, failed}`);
 * - `POST farol/v1/forwarding/queue/retry-failed` → `{requeued}` (the failed jobs of every one
 *   of those queues put back, due at once).
 */
final class ForwardingController {

	/**
	 * Creates the routes.
	 *
	 * @param ForwardingQueue $queue The queue.
	 * @param ForwardingPause $pause The stop after a refused key.
	 * @param QueueRegistry   $queues The plugin's queues (those of ConversionSender::QUEUE_GROUP are shown).
	 */
	public function __construct( private readonly ForwardingQueue $queue, private readonly ForwardingPause $pause, private readonly QueueRegistry $queues ) {
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
		$queues = array();
		foreach ( $this->queues->group( ConversionSender::QUEUE_GROUP ) as $named ) {
			$status   = $named->status();
			$queues[] = array(
				'name'    => $named->name,
				'label'   => $named->label(),
				'pending' => (int) ( $status['pending'] ?? 0 ),
				'sent'    => (int) ( $status['sent'] ?? 0 ),
				'failed'  => (int) ( $status['failed'] ?? 0 ),
			);
		}
		return new WP_REST_Response(
			array_merge(
				$this->queue->status(),
				array(
					'stopped' => $this->pause->reason(),
					'queues'  => $queues,
				)
			)
		);
	}

	/**
	 * Puts the failed jobs of every queue that delivers through the provider back in its queue.
	 */
	public function retry_failed(): WP_REST_Response {
		$requeued = 0;
		foreach ( $this->queues->group( ConversionSender::QUEUE_GROUP ) as $named ) {
			$requeued += $named->retry_failed();
		}
		return new WP_REST_Response( array( 'requeued' => $requeued ) );
	}
}

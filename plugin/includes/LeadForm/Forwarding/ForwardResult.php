<?php
/**
 * What the provider made of one conversion.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

/**
 * The outcome of one delivery attempt:
 * - SENT: the provider accepted it (2xx; `event_uuid` when it gave one);
 * - RETRY: a passing failure (no answer in time, connection refused, 408, 429, 5xx): try later;
 * - FAILED: the provider refused this conversion for good (400, 404, 415, 422, other 4xx): no
 *   further tries, the row keeps the error;
 * - UNAUTHORIZED: the provider refused the API key (401, 403): this conversion fails, and the
 *   queue stops until the key is changed.
 *
 * `message` is a short readable text (HTTP status and the provider's error types and messages),
 * never the payload.
 */
final class ForwardResult {

	public const SENT         = 'sent';
	public const RETRY        = 'retry';
	public const FAILED       = 'failed';
	public const UNAUTHORIZED = 'unauthorized';

	/**
	 * Creates a result.
	 *
	 * @param string $outcome    One of the constants.
	 * @param string $message    Readable error text ('' on success).
	 * @param int    $http_status HTTP status (0 when there was no answer).
	 * @param string $event_uuid The provider's event id on success.
	 */
	public function __construct(
		public readonly string $outcome,
		public readonly string $message = '',
		public readonly int $http_status = 0,
		public readonly string $event_uuid = ''
	) {
	}
}

<?php
/**
 * Where a queue keeps its jobs.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Queue;

use Closure;

/**
 * The table of one queue and the names of its job columns. Every queue table has `id`,
 * `next_attempt_at`, `claim_token` and `claimed_until`; the status, attempts, error and
 * delivery-time columns are named by the queue (the lead conversions table keeps its
 * `forward_*` names, the mail queue plain ones). The table name is read when used (it carries
 * `$wpdb->prefix`).
 */
final class QueueColumns {

	/**
	 * Names the table and columns.
	 *
	 * @param Closure $table    Answers the full table name.
	 * @param string  $status   Status column ('pending' | 'sent' | 'failed', and any the queue adds).
	 * @param string  $attempts Attempts column.
	 * @param string  $error    Last error column.
	 * @param string  $done_at  Delivery time column.
	 */
	public function __construct(
		private readonly Closure $table,
		public readonly string $status = 'status',
		public readonly string $attempts = 'attempts',
		public readonly string $error = 'last_error',
		public readonly string $done_at = 'sent_at'
	) {
	}

	/**
	 * The full table name.
	 */
	public function table(): string {
		return ( $this->table )();
	}
}

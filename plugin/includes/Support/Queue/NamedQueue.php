<?php
/**
 * One retrying queue, as the command line and the schedule see it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Queue;

/**
 * A queue by name: its rows (JobStore) and its loop (QueueRunner). `wp farol queue` runs every
 * registered one (QueueRegistry), WP-Cron runs each through its QueueSchedule.
 */
final class NamedQueue {

	/**
	 * Names a queue.
	 *
	 * @param string      $name   Machine name ('forwarding', 'mail'): `--queue=<name>`.
	 * @param \Closure    $label  What a person reads in a summary line (translated when read: queues are built before `init`).
	 * @param JobStore    $store  Its rows.
	 * @param QueueRunner $runner Its loop.
	 * @param string[]    $states States its status always reports.
	 * @param string      $group  Queues that deliver to the same place and are shown and retried together ('' for none).
	 */
	public function __construct(
		public readonly string $name,
		private readonly \Closure $label,
		public readonly JobStore $store,
		public readonly QueueRunner $runner,
		public readonly array $states = array( JobStore::PENDING, JobStore::SENT, JobStore::FAILED ),
		public readonly string $group = ''
	) {
	}

	/**
	 * What a person reads in a summary line.
	 */
	public function label(): string {
		return (string) ( $this->label )();
	}

	/**
	 * Runs up to $limit due jobs.
	 *
	 * @param int $limit Most jobs.
	 * @return array{claimed: int, sent: int, retried: int, failed: int, stopped: string|null}
	 */
	public function run( int $limit = QueueRunner::DEFAULT_LIMIT ): array {
		return $this->runner->run( $limit );
	}

	/**
	 * Counts per state and the next due time.
	 *
	 * @return array<string, int|string|null>
	 */
	public function status(): array {
		return $this->store->status( $this->states );
	}

	/**
	 * When the next pending job is due (UTC), or null.
	 */
	public function next_due(): ?string {
		$next = $this->status()['next_attempt_at'] ?? null;
		return is_string( $next ) ? $next : null;
	}

	/**
	 * Puts every failed job back, due at once.
	 *
	 * @return int How many.
	 */
	public function retry_failed(): int {
		return $this->store->requeue_failed( gmdate( 'Y-m-d H:i:s' ) );
	}
}

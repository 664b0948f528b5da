<?php
/**
 * What a queue does with each of its jobs.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Queue;

/**
 * The part of a queue that is its own: whether it can run at all now, how long a batch may
 * hold its claim, and the attempt at one claimed job. Claiming, backoff and recording the
 * outcome are QueueRunner's.
 */
interface JobHandler {

	/**
	 * Why the queue cannot run now (paused, not configured), or null.
	 */
	public function blocked(): ?string;

	/**
	 * How long a batch of $limit jobs may hold its claim, in seconds (longer than the slowest
	 * batch, so no other runner takes a job still being sent).
	 *
	 * @param int $limit Jobs in the batch.
	 */
	public function lease_seconds( int $limit ): int;

	/**
	 * Tries one claimed job.
	 *
	 * @param array<string, mixed> $job The row.
	 */
	public function handle( array $job ): JobOutcome;
}

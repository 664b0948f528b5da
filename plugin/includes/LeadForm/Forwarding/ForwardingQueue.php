<?php
/**
 * The forwarding queue: rows of the conversions table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Store\LeadsTables;
use Farol\Support\Queue\JobStore;
use Farol\Support\Queue\QueueColumns;

/**
 * Every forwarding job is its conversion's row (forward_status 'none' | 'pending' | 'sent' |
 * 'failed'); nothing here ever deletes a row, so a conversion the provider never accepted stays
 * stored with its last error. Claiming (one UPDATE stamping a claim token and a lease),
 * outcomes and the counts are the shared queue machinery's (Support\Queue\JobStore) on the
 * conversions table's `forward_*` columns; what is the forwarding's own is the 'none' state and
 * enqueue() out of it.
 */
final class ForwardingQueue {

	public const NONE    = 'none';
	public const PENDING = JobStore::PENDING;
	public const SENT    = JobStore::SENT;
	public const FAILED  = JobStore::FAILED;

	/**
	 * The rows, through the shared machinery.
	 *
	 * @var JobStore
	 */
	private JobStore $store;

	/**
	 * Creates the queue on the conversions table.
	 */
	public function __construct() {
		$this->store = new JobStore(
			new QueueColumns(
				static fn (): string => LeadsTables::conversions(),
				'forward_status',
				'forward_attempts',
				'forward_error',
				'forwarded_at'
			)
		);
	}

	/**
	 * The shared machinery's view of the rows (for the runner and the registry).
	 */
	public function store(): JobStore {
		return $this->store;
	}

	/**
	 * Marks a stored conversion for forwarding, due at once. Only a conversion not yet queued
	 * is changed (a sent one is never sent again).
	 *
	 * @param int    $conversion_id The conversion.
	 * @param string $now           Current UTC time.
	 * @return bool Whether the row was queued.
	 */
	public function enqueue( int $conversion_id, string $now ): bool {
		return $this->store->enqueue( $conversion_id, $now, self::NONE );
	}

	/**
	 * Claims up to $limit due jobs for one runner.
	 *
	 * @param int    $limit         Most jobs.
	 * @param int    $lease_seconds How long the claim holds.
	 * @param string $now           Current UTC time.
	 * @return list<array<string, mixed>> The claimed rows (every column), oldest first.
	 */
	public function claim( int $limit, int $lease_seconds, string $now ): array {
		return $this->store->claim( $limit, $lease_seconds, $now );
	}

	/**
	 * Gives a claimed job back untouched (the runner stopped before sending it).
	 *
	 * @param int    $id    Conversion.
	 * @param string $token The claim.
	 */
	public function release( int $id, string $token ): void {
		$this->store->release( $id, $token );
	}

	/**
	 * Puts failed jobs back in the queue, due at once, with their attempts reset (after the
	 * provider settings were fixed).
	 *
	 * @param string $now Current UTC time.
	 * @return int How many.
	 */
	public function requeue_failed( string $now ): int {
		return $this->store->requeue_failed( $now );
	}

	/**
	 * How many conversions are in each forwarding state, and when the next job is due.
	 *
	 * @return array{none: int, pending: int, sent: int, failed: int, next_attempt_at: string|null}
	 */
	public function status(): array {
		$status = $this->store->status( array( self::NONE, self::PENDING, self::SENT, self::FAILED ) );
		return $status;
	}
}

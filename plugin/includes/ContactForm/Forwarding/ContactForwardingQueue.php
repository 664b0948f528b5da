<?php
/**
 * The contact forwarding queue: rows of the submissions table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forwarding;

use Farol\ContactForm\Store\SubmissionsTable;
use Farol\Support\Queue\JobStore;
use Farol\Support\Queue\QueueColumns;

/**
 * Every job is its submission's row (forward_status 'none' | 'pending' | 'sent' | 'failed');
 * claiming, outcomes, backoff and counts are the shared queue machinery's
 * (Support\Queue\JobStore) on the submissions table's `forward_*` columns, exactly as the lead
 * forwarding does on the conversions table. What is this queue's own is the 'none' state and
 * enqueue() out of it, so a submission is queued once and a sent one is never sent again.
 */
final class ContactForwardingQueue {

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
	 * Creates the queue on the submissions table.
	 */
	public function __construct() {
		$this->store = new JobStore(
			new QueueColumns(
				static fn (): string => SubmissionsTable::name(),
				'forward_status',
				'forward_attempts',
				'forward_error',
				'forwarded_at'
			)
		);
	}

	/**
	 * The shared machinery's view of the rows.
	 */
	public function store(): JobStore {
		return $this->store;
	}

	/**
	 * Marks a stored submission for forwarding, due at once; only one not yet queued, never spam.
	 *
	 * @param int    $submission_id The submission.
	 * @param string $now           Current UTC time.
	 * @return bool Whether the row was queued.
	 */
	public function enqueue( int $submission_id, string $now ): bool {
		return $this->store->enqueue( $submission_id, $now, self::NONE, array( 'status' => 'spam' ) );
	}

	/**
	 * A submission's forwarding columns (tests, the inbox), or null.
	 *
	 * @param int $submission_id The submission.
	 * @return array{forward_status: string, forward_attempts: int, forward_error: string, forwarded_at: string}|null
	 */
	public function state( int $submission_id ): ?array {
		global $wpdb;
		$table = SubmissionsTable::name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT forward_status, forward_attempts, forward_error, forwarded_at FROM {$table} WHERE id = %d", $submission_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
		if ( ! is_array( $row ) ) {
			return null;
		}
		return array(
			'forward_status'   => (string) $row['forward_status'],
			'forward_attempts' => (int) $row['forward_attempts'],
			'forward_error'    => (string) ( $row['forward_error'] ?? '' ),
			'forwarded_at'     => (string) ( $row['forwarded_at'] ?? '' ),
		);
	}
}

<?php
/**
 * The rows of a retrying queue: claiming and recording outcomes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Queue;

/**
 * Every job is a row of its queue's table (status 'pending' | 'sent' | 'failed'); nothing here
 * ever deletes a row, so a job that never went through stays stored with its last error.
 *
 * Claiming is atomic without locks or transactions: a runner picks candidate ids, then one
 * UPDATE stamps its random claim token and a lease (claimed_until) on those of them that are
 * still pending, due and unclaimed (or whose lease ran out), and the runner reads back only the
 * rows carrying its token. Two runners racing for the same row cannot both win: the second
 * UPDATE finds the row already claimed. A runner that dies leaves its lease to expire, and the
 * row is claimed again later (at-least-once delivery). Every outcome is written only while the
 * row still carries the runner's token. Every query is plain SQL that MariaDB and the SQLite
 * integration both run. Times are UTC, 'Y-m-d H:i:s'.
 */
final class JobStore {

	public const PENDING = 'pending';
	public const SENT    = 'sent';
	public const FAILED  = 'failed';

	/**
	 * Creates the store of one queue.
	 *
	 * @param QueueColumns $columns Its table and columns.
	 */
	public function __construct( private readonly QueueColumns $columns ) {
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
		global $wpdb;
		$table  = $this->columns->table();
		$status = $this->columns->status;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- table and column names of ours; the queue lives in a custom table.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT id FROM {$table} WHERE {$status} = %s AND next_attempt_at <= %s AND (claimed_until IS NULL OR claimed_until < %s) ORDER BY next_attempt_at ASC, id ASC LIMIT %d",
				self::PENDING,
				$now,
				$now,
				max( 1, $limit )
			)
		);
		if ( array() === $ids ) {
			return array();
		}
		$ids   = array_map( 'intval', $ids );
		$token = bin2hex( random_bytes( 16 ) );
		$until = gmdate( 'Y-m-d H:i:s', (int) strtotime( $now . ' UTC' ) + $lease_seconds );
		$in    = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$wpdb->query(
			$wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the replacements are one array.
				"UPDATE {$table} SET claim_token = %s, claimed_until = %s WHERE id IN ({$in}) AND {$status} = %s AND next_attempt_at <= %s AND (claimed_until IS NULL OR claimed_until < %s)", // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the IN list is a run of %d placeholders.
				array_merge( array( $token, $until ), $ids, array( self::PENDING, $now, $now ) )
			)
		);
		$rows = $wpdb->get_results(
			$wpdb->prepare( "SELECT * FROM {$table} WHERE claim_token = %s ORDER BY next_attempt_at ASC, id ASC", $token ),
			ARRAY_A
		);
		// phpcs:enable
		return is_array( $rows ) ? $rows : array();
	}

	/**
	 * Attempts a claimed row had before this one.
	 *
	 * @param array<string, mixed> $job A claimed row.
	 */
	public function attempts( array $job ): int {
		return (int) ( $job[ $this->columns->attempts ] ?? 0 );
	}

	/**
	 * Records a delivery.
	 *
	 * @param int    $id       Job.
	 * @param string $token    The claim it was sent under.
	 * @param int    $attempts Attempts so far, this one included.
	 * @param string $now      Current UTC time.
	 */
	public function mark_sent( int $id, string $token, int $attempts, string $now ): void {
		$this->finish( $id, $token, self::SENT, $attempts, null, null, $now );
	}

	/**
	 * Records a failed attempt that will be retried.
	 *
	 * @param int    $id       Job.
	 * @param string $token    The claim it was sent under.
	 * @param int    $attempts Attempts so far, this one included.
	 * @param string $next_at  When to try again (UTC).
	 * @param string $error    What went wrong (no personal data).
	 */
	public function mark_retry( int $id, string $token, int $attempts, string $next_at, string $error ): void {
		$this->finish( $id, $token, self::PENDING, $attempts, $error, $next_at, null );
	}

	/**
	 * Records the end of the tries: the row stays, with its last error.
	 *
	 * @param int    $id       Job.
	 * @param string $token    The claim it was sent under.
	 * @param int    $attempts Attempts so far, this one included.
	 * @param string $error    What went wrong (no personal data).
	 */
	public function mark_failed( int $id, string $token, int $attempts, string $error ): void {
		$this->finish( $id, $token, self::FAILED, $attempts, $error, null, null );
	}

	/**
	 * Gives a claimed job back untouched (the runner stopped before sending it).
	 *
	 * @param int    $id    Job.
	 * @param string $token The claim.
	 */
	public function release( int $id, string $token ): void {
		global $wpdb;
		$table = $this->columns->table();
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the queue lives in a custom table.
			$wpdb->prepare(
				"UPDATE {$table} SET claim_token = NULL, claimed_until = NULL WHERE id = %d AND claim_token = %s", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name of ours.
				$id,
				$token
			)
		);
	}

	/**
	 * Queues one row that is not yet a job (its status is $from, e.g. 'none'): pending, due at
	 * once, attempts and error reset. A row in any other state (already queued, sent, failed)
	 * is left alone, so queueing twice sends once.
	 *
	 * @param int                   $id     The row.
	 * @param string                $now    Current UTC time.
	 * @param string                $from   The status of a row that is not a job yet.
	 * @param array<string, string> $unless Column (ours, never input) => value that keeps the row out.
	 * @return bool Whether the row was queued.
	 */
	public function enqueue( int $id, string $now, string $from, array $unless = array() ): bool {
		global $wpdb;
		$table    = $this->columns->table();
		$status   = $this->columns->status;
		$attempts = $this->columns->attempts;
		$error    = $this->columns->error;
		$except   = '';
		foreach ( $unless as $column => $value ) {
			$except .= $wpdb->prepare( " AND {$column} <> %s", $value ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a column name of ours.
		}
		$rows = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the queue lives in a custom table.
			$wpdb->prepare(
				"UPDATE {$table} SET {$status} = %s, {$attempts} = 0, {$error} = NULL, next_attempt_at = %s, claim_token = NULL, claimed_until = NULL WHERE id = %d AND {$status} = %s{$except}", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names of ours; $except is prepared above.
				self::PENDING,
				$now,
				$id,
				$from
			)
		);
		return 1 === $rows;
	}

	/**
	 * Puts failed jobs back in the queue, due at once, with their attempts reset (after the
	 * cause was fixed); the error stays until the next attempt says otherwise.
	 *
	 * @param string $now Current UTC time.
	 * @param int    $id  One job, or 0 for every failed one.
	 * @return int How many.
	 */
	public function requeue_failed( string $now, int $id = 0 ): int {
		global $wpdb;
		$table    = $this->columns->table();
		$status   = $this->columns->status;
		$attempts = $this->columns->attempts;
		$one      = $id > 0 ? $wpdb->prepare( ' AND id = %d', $id ) : '';
		return (int) $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the queue lives in a custom table.
			$wpdb->prepare(
				"UPDATE {$table} SET {$status} = %s, {$attempts} = 0, next_attempt_at = %s, claim_token = NULL, claimed_until = NULL WHERE {$status} = %s{$one}", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names of ours; $one is prepared above.
				self::PENDING,
				$now,
				self::FAILED
			)
		);
	}

	/**
	 * How many jobs are in each state (zero for the states given and absent), and when the
	 * next pending job is due.
	 *
	 * @param string[] $states The states always reported.
	 * @return array<string, int|string|null> State => count, and 'next_attempt_at' => UTC time or null.
	 */
	public function status( array $states = array( self::PENDING, self::SENT, self::FAILED ) ): array {
		global $wpdb;
		$table  = $this->columns->table();
		$column = $this->columns->status;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- table and column names of ours; the queue lives in a custom table.
		$rows = $wpdb->get_results( "SELECT {$column} AS status, COUNT(*) AS total FROM {$table} GROUP BY {$column}", ARRAY_A );
		$next = $wpdb->get_var( $wpdb->prepare( "SELECT MIN(next_attempt_at) FROM {$table} WHERE {$column} = %s", self::PENDING ) );
		// phpcs:enable
		$status = array_fill_keys( $states, 0 );
		foreach ( (array) $rows as $row ) {
			if ( array_key_exists( (string) $row['status'], $status ) ) {
				$status[ (string) $row['status'] ] = (int) $row['total'];
			}
		}
		$status['next_attempt_at'] = is_string( $next ) && '' !== $next ? $next : null;
		return $status;
	}

	/**
	 * Ends an attempt: one UPDATE, only while the row still carries this runner's claim.
	 *
	 * @param int         $id       Job.
	 * @param string      $token    The claim.
	 * @param string      $status   New status.
	 * @param int         $attempts Attempts so far.
	 * @param string|null $error    Last error, or null.
	 * @param string|null $next_at  Next attempt, or null.
	 * @param string|null $done_at  Delivery time, or null.
	 */
	private function finish( int $id, string $token, string $status, int $attempts, ?string $error, ?string $next_at, ?string $done_at ): void {
		global $wpdb;
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the queue lives in a custom table.
			$this->columns->table(),
			array(
				$this->columns->status   => $status,
				$this->columns->attempts => $attempts,
				$this->columns->error    => $error,
				'next_attempt_at'        => $next_at,
				$this->columns->done_at  => $done_at,
				'claim_token'            => null,
				'claimed_until'          => null,
			),
			array(
				'id'          => $id,
				'claim_token' => $token,
			),
			array( '%s', '%d', '%s', '%s', '%s', '%s', '%s' ),
			array( '%d', '%s' )
		);
	}
}

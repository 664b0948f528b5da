<?php
/**
 * The forwarding queue: rows of the conversions table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Store\LeadsTables;

/**
 * Every forwarding job is its conversion's row (forward_status 'none' | 'pending' | 'sent' |
 * 'failed'); nothing here ever deletes a row, so a conversion the provider never accepted stays
 * stored with its last error.
 *
 * Claiming is atomic without locks or transactions: a runner picks candidate ids, then one
 * UPDATE stamps its random claim token and a lease (claimed_until) on those of them that are
 * still pending, due and unclaimed (or whose lease ran out), and the runner reads back only the
 * rows carrying its token. Two runners racing for the same row cannot both win: the second
 * UPDATE finds the row already claimed. A runner that dies leaves its lease to expire, and the
 * row is claimed again later (at-least-once delivery). Every query is plain SQL that MariaDB
 * and the SQLite integration both run. Times are UTC, 'Y-m-d H:i:s'.
 */
final class ForwardingQueue {

	public const NONE    = 'none';
	public const PENDING = 'pending';
	public const SENT    = 'sent';
	public const FAILED  = 'failed';

	/**
	 * Marks a stored conversion for forwarding, due at once. Only a conversion not yet queued
	 * is changed (a sent one is never sent again).
	 *
	 * @param int    $conversion_id The conversion.
	 * @param string $now           Current UTC time.
	 * @return bool Whether the row was queued.
	 */
	public function enqueue( int $conversion_id, string $now ): bool {
		global $wpdb;
		$table = LeadsTables::conversions();
		$rows  = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the queue lives in a custom table.
			$wpdb->prepare(
				"UPDATE {$table} SET forward_status = %s, forward_attempts = 0, forward_error = NULL, next_attempt_at = %s, claim_token = NULL, claimed_until = NULL WHERE id = %d AND forward_status = %s", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name of ours.
				self::PENDING,
				$now,
				$conversion_id,
				self::NONE
			)
		);
		return 1 === $rows;
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
		$table = LeadsTables::conversions();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- a table name of ours; the queue lives in a custom table.
		$ids = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT id FROM {$table} WHERE forward_status = %s AND next_attempt_at <= %s AND (claimed_until IS NULL OR claimed_until < %s) ORDER BY next_attempt_at ASC, id ASC LIMIT %d",
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
				"UPDATE {$table} SET claim_token = %s, claimed_until = %s WHERE id IN ({$in}) AND forward_status = %s AND next_attempt_at <= %s AND (claimed_until IS NULL OR claimed_until < %s)", // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the IN list is a run of %d placeholders.
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
	 * Records a delivery.
	 *
	 * @param int    $id       Conversion.
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
	 * @param int    $id       Conversion.
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
	 * @param int    $id       Conversion.
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
	 * @param int    $id    Conversion.
	 * @param string $token The claim.
	 */
	public function release( int $id, string $token ): void {
		global $wpdb;
		$table = LeadsTables::conversions();
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the queue lives in a custom table.
			$wpdb->prepare(
				"UPDATE {$table} SET claim_token = NULL, claimed_until = NULL WHERE id = %d AND claim_token = %s", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name of ours.
				$id,
				$token
			)
		);
	}

	/**
	 * Puts failed jobs back in the queue, due at once, with their attempts reset (after the
	 * provider settings were fixed).
	 *
	 * @param string $now Current UTC time.
	 * @return int How many.
	 */
	public function requeue_failed( string $now ): int {
		global $wpdb;
		$table = LeadsTables::conversions();
		return (int) $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the queue lives in a custom table.
			$wpdb->prepare(
				"UPDATE {$table} SET forward_status = %s, forward_attempts = 0, next_attempt_at = %s, claim_token = NULL, claimed_until = NULL WHERE forward_status = %s", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name of ours.
				self::PENDING,
				$now,
				self::FAILED
			)
		);
	}

	/**
	 * How many conversions are in each forwarding state, and when the next job is due.
	 *
	 * @return array{none: int, pending: int, sent: int, failed: int, next_attempt_at: string|null}
	 */
	public function status(): array {
		global $wpdb;
		$table = LeadsTables::conversions();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- a table name of ours; the queue lives in a custom table.
		$rows = $wpdb->get_results( "SELECT forward_status AS status, COUNT(*) AS total FROM {$table} GROUP BY forward_status", ARRAY_A );
		$next = $wpdb->get_var( $wpdb->prepare( "SELECT MIN(next_attempt_at) FROM {$table} WHERE forward_status = %s", self::PENDING ) );
		// phpcs:enable
		$status = array(
			self::NONE    => 0,
			self::PENDING => 0,
			self::SENT    => 0,
			self::FAILED  => 0,
		);
		foreach ( (array) $rows as $row ) {
			if ( isset( $status[ $row['status'] ] ) ) {
				$status[ $row['status'] ] = (int) $row['total'];
			}
		}
		$status['next_attempt_at'] = is_string( $next ) && '' !== $next ? $next : null;
		return $status;
	}

	/**
	 * Ends an attempt: one UPDATE, only while the row still carries this runner's claim.
	 *
	 * @param int         $id           Conversion.
	 * @param string      $token        The claim.
	 * @param string      $status       New status.
	 * @param int         $attempts     Attempts so far.
	 * @param string|null $error        Last error, or null.
	 * @param string|null $next_at      Next attempt, or null.
	 * @param string|null $forwarded_at Delivery time, or null.
	 */
	private function finish( int $id, string $token, string $status, int $attempts, ?string $error, ?string $next_at, ?string $forwarded_at ): void {
		global $wpdb;
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the queue lives in a custom table.
			LeadsTables::conversions(),
			array(
				'forward_status'   => $status,
				'forward_attempts' => $attempts,
				'forward_error'    => $error,
				'next_attempt_at'  => $next_at,
				'forwarded_at'     => $forwarded_at,
				'claim_token'      => null,
				'claimed_until'    => null,
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

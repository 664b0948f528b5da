<?php
/**
 * How long the mail queue keeps what it sent.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

use Farol\Support\Queue\JobStore;

/**
 * Prunes the mail queue: a row holds a recipient's address and the whole message, so a sent
 * row goes after 30 days (counted from its delivery) and a failed one after 90 (from its
 * creation: time to look at it in Tools › Mail queue and send it again); pending rows are
 * never pruned. The filter `farol_mail_queue_retention_days` ($days, $status: 'sent' |
 * 'failed') changes either; a value under 1 keeps those rows forever.
 *
 * Runs on the queue's five-minute sweep (MailModule::SWEEP_HOOK), in batches of BATCH rows
 * (one SELECT of ids, one DELETE by id: portable SQL, short locks), at most MAX_BATCHES a
 * sweep. When a sweep finds less than a full batch left, the queue is caught up and the next
 * prune waits an hour (option `farol_mail_queue_pruned_at`, not autoloaded), so the sweep's
 * usual cost is one option read.
 */
final class MailRetention {

	/**
	 * The filter that changes a retention (days).
	 */
	public const FILTER = 'farol_mail_queue_retention_days';

	/**
	 * Days a sent row is kept, by default.
	 */
	public const SENT_DAYS = 30;

	/**
	 * Days a failed row is kept, by default.
	 */
	public const FAILED_DAYS = 90;

	/**
	 * Rows deleted by one statement.
	 */
	public const BATCH = 200;

	/**
	 * Batches a sweep runs at most.
	 */
	public const MAX_BATCHES = 5;

	/**
	 * When the queue was last found caught up (Unix time).
	 */
	public const OPTION = 'farol_mail_queue_pruned_at';

	/**
	 * Seconds between prunes once caught up.
	 */
	public const INTERVAL = HOUR_IN_SECONDS;

	/**
	 * Days the rows of a status are kept (under 1: forever).
	 *
	 * @param string $status JobStore::SENT or JobStore::FAILED.
	 */
	public static function days( string $status ): int {
		// The hook's name is self::FILTER, written out for the prefix check.
		$default = JobStore::FAILED === $status ? self::FAILED_DAYS : self::SENT_DAYS;
		return (int) apply_filters( 'farol_mail_queue_retention_days', $default, $status );
	}

	/**
	 * The sweep's prune: skipped within an hour of the last caught-up prune.
	 *
	 * @param int|null $now Current Unix time (null: now).
	 * @return int Rows deleted.
	 */
	public function sweep( ?int $now = null ): int {
		$now  = $now ?? time();
		$last = (int) get_option( self::OPTION, 0 );
		if ( $last > $now - self::INTERVAL && $last <= $now ) {
			return 0;
		}
		$deleted = 0;
		for ( $batch = 0; $batch < self::MAX_BATCHES; $batch++ ) {
			$gone     = $this->prune( $now, self::BATCH );
			$deleted += $gone;
			if ( $gone < self::BATCH ) {
				update_option( self::OPTION, $now, false );
				break;
			}
		}
		return $deleted;
	}

	/**
	 * Deletes up to $limit rows past their retention, oldest first: sent ones, then failed ones.
	 *
	 * @param int $now   Current Unix time.
	 * @param int $limit Most rows.
	 * @return int Rows deleted.
	 */
	public function prune( int $now, int $limit ): int {
		$deleted = 0;
		$columns = array(
			JobStore::SENT   => 'sent_at',
			JobStore::FAILED => 'created_at',
		);
		foreach ( $columns as $status => $since ) {
			$days = self::days( $status );
			if ( $days < 1 || $deleted >= $limit ) {
				continue;
			}
			$deleted += $this->delete_older( $status, $since, gmdate( 'Y-m-d H:i:s', $now - $days * DAY_IN_SECONDS ), $limit - $deleted );
		}
		return $deleted;
	}

	/**
	 * Deletes up to $limit rows of a status whose time column is before a cutoff.
	 *
	 * @param string $status Status.
	 * @param string $since  The column the age counts from (a name of ours).
	 * @param string $cutoff UTC time.
	 * @param int    $limit  Most rows.
	 */
	private function delete_older( string $status, string $since, string $cutoff, int $limit ): int {
		global $wpdb;
		$table = MailQueueTable::name();
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- table and column names of ours; the queue lives in a custom table.
		$ids = array_map(
			'intval',
			(array) $wpdb->get_col(
				$wpdb->prepare( "SELECT id FROM {$table} WHERE status = %s AND {$since} < %s ORDER BY id ASC LIMIT %d", $status, $cutoff, $limit )
			)
		);
		if ( array() === $ids ) {
			return 0;
		}
		$in = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// The status again: a row put back in the queue meanwhile ("Send now") stays.
		$gone = $wpdb->query(
			$wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- the replacements are one array.
				"DELETE FROM {$table} WHERE id IN ({$in}) AND status = %s", // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the IN list is a run of %d placeholders.
				array_merge( $ids, array( $status ) )
			)
		);
		// phpcs:enable
		return (int) $gone;
	}
}

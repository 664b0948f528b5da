<?php
/**
 * The mail queue's rows.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

use Farol\Support\Queue\JobStore;
use Farol\Support\Queue\QueueColumns;

/**
 * Adds messages to `{prefix}farol_mail_queue` and reads them for the wp-admin screen; claiming
 * and outcomes are the shared queue machinery's (Support\Queue\JobStore). Headers are kept as a
 * JSON list of lines, as wp_mail() takes them.
 */
final class MailQueue {

	/**
	 * The rows, through the shared machinery.
	 *
	 * @var JobStore
	 */
	private JobStore $store;

	/**
	 * Creates the queue.
	 */
	public function __construct() {
		$this->store = new JobStore( new QueueColumns( static fn (): string => MailQueueTable::name() ) );
	}

	/**
	 * The shared machinery's view of the rows.
	 */
	public function store(): JobStore {
		return $this->store;
	}

	/**
	 * Queues one message, due at once.
	 *
	 * @param string   $to      One address.
	 * @param string   $subject Subject.
	 * @param string   $message Body.
	 * @param string[] $headers Header lines.
	 * @param string   $kind    What the mail is.
	 * @param int|null $now     Current Unix time (null: now).
	 * @return int The row's id (0 when it could not be stored).
	 */
	public function add( string $to, string $subject, string $message, array $headers, string $kind, ?int $now = null ): int {
		global $wpdb;
		$at = gmdate( 'Y-m-d H:i:s', $now ?? time() );
		$ok = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the queue lives in a custom table.
			MailQueueTable::name(),
			array(
				'kind'            => substr( '' === $kind ? 'mail' : $kind, 0, 64 ),
				'to_address'      => $to,
				'subject'         => $subject,
				'message'         => $message,
				'headers'         => (string) wp_json_encode( array_values( $headers ) ),
				'status'          => JobStore::PENDING,
				'attempts'        => 0,
				'next_attempt_at' => $at,
				'created_at'      => $at,
			),
			array( '%s', '%s', '%s', '%s', '%s', '%s', '%d', '%s', '%s' )
		);
		return false === $ok ? 0 : (int) $wpdb->insert_id;
	}

	/**
	 * Header lines of a row.
	 *
	 * @param array<string, mixed> $row A row.
	 * @return list<string>
	 */
	public static function headers( array $row ): array {
		$headers = json_decode( (string) ( $row['headers'] ?? '[]' ), true );
		return is_array( $headers ) ? array_values( array_map( 'strval', $headers ) ) : array();
	}

	/**
	 * One row, or null.
	 *
	 * @param int $id The row.
	 * @return array<string, mixed>|null
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = MailQueueTable::name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- a table name of ours.
		return is_array( $row ) ? $row : null;
	}

	/**
	 * One page of rows, newest first, optionally of one status.
	 *
	 * @param int    $page     Page, from 1.
	 * @param int    $per_page Rows per page.
	 * @param string $status   A status, or '' for all.
	 * @return array{rows: list<array<string, mixed>>, total: int}
	 */
	public function page( int $page, int $per_page, string $status = '' ): array {
		global $wpdb;
		$table  = MailQueueTable::name();
		$where  = '' === $status ? '1=1' : $wpdb->prepare( 'status = %s', $status );
		$offset = max( 0, $page - 1 ) * $per_page;
		// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- a table name of ours; $where is prepared above.
		$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE {$where}" );
		$rows  = $wpdb->get_results(
			$wpdb->prepare( "SELECT id, kind, to_address, subject, status, attempts, next_attempt_at, last_error, created_at, sent_at FROM {$table} WHERE {$where} ORDER BY id DESC LIMIT %d OFFSET %d", $per_page, $offset ),
			ARRAY_A
		);
		// phpcs:enable
		return array(
			'rows'  => is_array( $rows ) ? $rows : array(),
			'total' => $total,
		);
	}

	/**
	 * Makes one pending or failed message due at once (a failed one with its attempts reset),
	 * unless a runner holds it right now.
	 *
	 * @param int      $id  The row.
	 * @param int|null $now Current Unix time (null: now).
	 * @return bool Whether it was put back.
	 */
	public function retry_now( int $id, ?int $now = null ): bool {
		global $wpdb;
		$table = MailQueueTable::name();
		$at    = gmdate( 'Y-m-d H:i:s', $now ?? time() );
		$rows  = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the queue lives in a custom table.
			$wpdb->prepare(
				"UPDATE {$table} SET attempts = CASE WHEN status = %s THEN 0 ELSE attempts END, status = %s, next_attempt_at = %s WHERE id = %d AND status IN (%s, %s) AND (claimed_until IS NULL OR claimed_until < %s)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name of ours.
				JobStore::FAILED,
				JobStore::PENDING,
				$at,
				$id,
				JobStore::PENDING,
				JobStore::FAILED,
				$at
			)
		);
		return 1 === $rows;
	}
}

<?php
/**
 * Stored contact form submissions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Store;

/**
 * Reads and writes the submissions table (SubmissionsTable). Fields and files are stored as
 * JSON; times are UTC.
 */
final class SubmissionRepository {

	/**
	 * Stores a submission and returns its id (0 when the database refused it).
	 *
	 * @param int                                     $form_id     The form.
	 * @param string                                  $status      Feedback status so far.
	 * @param array<string,mixed>                     $fields      Submitted values by field name.
	 * @param array<string,list<array<string,mixed>>> $files Files' metadata by field name.
	 * @param string                                  $remote_hash HMAC of the client's address.
	 * @param string                                  $mail_status pending, sent, failed or skipped.
	 */
	public function insert( int $form_id, string $status, array $fields, array $files, string $remote_hash, string $mail_status = 'pending' ): int {
		global $wpdb;
		$ok = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- the store's own table.
			SubmissionsTable::name(),
			array(
				'form_id'     => $form_id,
				'status'      => $status,
				'fields'      => (string) wp_json_encode( (object) $fields, JSON_UNESCAPED_UNICODE ),
				'files'       => (string) wp_json_encode( (object) $files, JSON_UNESCAPED_UNICODE ),
				'mail_status' => $mail_status,
				'remote_hash' => $remote_hash,
				'created_at'  => gmdate( 'Y-m-d H:i:s' ),
			),
			array( '%d', '%s', '%s', '%s', '%s', '%s', '%s' )
		);
		return false === $ok ? 0 : (int) $wpdb->insert_id;
	}

	/**
	 * Stores a submission received elsewhere (an importer's), as it was: its date, state and
	 * the mail's outcome; the address is kept as the same HMAC a live submission gets ('' none).
	 *
	 * @param int                 $form_id     The form.
	 * @param string              $status      Feedback status (mail_sent, mail_failed, mail_pending, spam).
	 * @param string              $before_spam For a spam row, its status before it was marked.
	 * @param array<string,mixed> $fields      Values by field name.
	 * @param string              $mail_status sent, failed or skipped.
	 * @param string              $address     The sender's IP address, or ''.
	 * @param string              $created_at  UTC `Y-m-d H:i:s`.
	 * @return int Its id, 0 on failure.
	 */
	public function import( int $form_id, string $status, string $before_spam, array $fields, string $mail_status, string $address, string $created_at ): int {
		global $wpdb;
		$ok = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- the store's own table.
			SubmissionsTable::name(),
			array(
				'form_id'            => $form_id,
				'status'             => $status,
				'status_before_spam' => $before_spam,
				'fields'             => (string) wp_json_encode( (object) $fields, JSON_UNESCAPED_UNICODE ),
				'files'              => '{}',
				'mail_status'        => $mail_status,
				'remote_hash'        => '' === $address ? '' : hash_hmac( 'sha256', $address, wp_salt( 'nonce' ) ),
				'created_at'         => $created_at,
			),
			array( '%d', '%s', '%s', '%s', '%s', '%s', '%s', '%s' )
		);
		return false === $ok ? 0 : (int) $wpdb->insert_id;
	}

	/**
	 * Records a submission's outcome.
	 *
	 * @param int    $id          Submission.
	 * @param string $status      Feedback status.
	 * @param string $mail_status sent, failed or skipped.
	 */
	public function finish( int $id, string $status, string $mail_status ): void {
		global $wpdb;
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- the store's own table.
			SubmissionsTable::name(),
			array(
				'status'      => $status,
				'mail_status' => $mail_status,
			),
			array( 'id' => $id ),
			array( '%s', '%s' ),
			array( '%d' )
		);
	}

	/**
	 * A form's submissions, newest first, fields and files decoded.
	 *
	 * @param int $form_id The form.
	 * @param int $limit   Most rows.
	 * @return list<array<string,mixed>> Rows as row() gives them.
	 */
	public function for_form( int $form_id, int $limit = 50 ): array {
		return $this->page( array( 'form' => $form_id ), 1, $limit )['rows'];
	}

	/**
	 * One submission, or null.
	 *
	 * @param int $id Submission.
	 * @return array<string,mixed>|null Row as row() gives it.
	 */
	public function find( int $id ): ?array {
		global $wpdb;
		$table = SubmissionsTable::name();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
		return is_array( $row ) ? self::row( $row ) : null;
	}

	/**
	 * A page of the submissions a filter keeps, newest first, and how many it keeps.
	 *
	 * @param array{form?:int,status?:string,search?:string} $filter   Filters (absent: any).
	 * @param int                                            $page     Page, from 1.
	 * @param int                                            $per_page Rows per page.
	 * @return array{rows:list<array<string,mixed>>,total:int}
	 */
	public function page( array $filter, int $page, int $per_page ): array {
		global $wpdb;
		$table                = SubmissionsTable::name();
		list( $where, $args ) = $this->where( $filter );
		$total                = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE {$where}", $args ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- table name of ours; the conditions hold placeholders only, their values in the array.
		$rows                 = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$where} ORDER BY id DESC LIMIT %d OFFSET %d", array_merge( $args, array( $per_page, ( max( 1, $page ) - 1 ) * $per_page ) ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- see above.
		return array(
			'rows'  => array_map( array( self::class, 'row' ), is_array( $rows ) ? $rows : array() ),
			'total' => $total,
		);
	}

	/**
	 * Up to $limit submissions the filter keeps with an id below $below, newest first (the
	 * CSV export walks the whole list this way).
	 *
	 * @param array{form?:int,status?:string,search?:string} $filter Filters.
	 * @param int                                            $below  Ids below this one.
	 * @param int                                            $limit  Most rows.
	 * @return list<array<string,mixed>>
	 */
	public function batch( array $filter, int $below, int $limit ): array {
		global $wpdb;
		$table                = SubmissionsTable::name();
		list( $where, $args ) = $this->where( $filter );
		$rows                 = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$where} AND id < %d ORDER BY id DESC LIMIT %d", array_merge( $args, array( $below, $limit ) ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- table name of ours; the conditions hold placeholders only, their values in the array.
		return array_map( array( self::class, 'row' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * How many submissions each form has.
	 *
	 * @return array<int,int> Form id → count.
	 */
	public function count_by_form(): array {
		global $wpdb;
		$table  = SubmissionsTable::name();
		$rows   = $wpdb->get_results( "SELECT form_id, COUNT(*) AS total FROM {$table} GROUP BY form_id", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours, no input.
		$counts = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$counts[ (int) $row['form_id'] ] = (int) $row['total'];
		}
		return $counts;
	}

	/**
	 * Marks a submission as spam, keeping its status for unmark_spam(); nothing when it is
	 * spam already.
	 *
	 * @param array<string,mixed> $row The submission, as find() gives it.
	 */
	public function mark_spam( array $row ): void {
		if ( 'spam' !== $row['status'] ) {
			$this->update(
				(int) $row['id'],
				array(
					'status'             => 'spam',
					'status_before_spam' => (string) $row['status'],
				)
			);
		}
	}

	/**
	 * Gives a submission marked as spam its status back; one that arrived as spam (it had no
	 * other) becomes `mail_pending`: not mailed yet, the editor may resend it.
	 *
	 * @param array<string,mixed> $row The submission, as find() gives it.
	 */
	public function unmark_spam( array $row ): void {
		if ( 'spam' === $row['status'] ) {
			$before = (string) $row['status_before_spam'];
			$this->update(
				(int) $row['id'],
				array(
					'status'             => '' === $before ? 'mail_pending' : $before,
					'status_before_spam' => '',
				)
			);
		}
	}

	/**
	 * Deletes a submission; whether a row was deleted.
	 *
	 * @param int $id Submission.
	 */
	public function delete( int $id ): bool {
		global $wpdb;
		return (bool) $wpdb->delete( SubmissionsTable::name(), array( 'id' => $id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
	}

	/**
	 * Sets some text columns of a submission.
	 *
	 * @param int                  $id      Submission.
	 * @param array<string,string> $columns Column → value.
	 */
	private function update( int $id, array $columns ): void {
		global $wpdb;
		$wpdb->update( SubmissionsTable::name(), $columns, array( 'id' => $id ), array_fill( 0, count( $columns ), '%s' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
	}

	/**
	 * The WHERE clause of a filter (placeholders only) and its values. The search looks for
	 * the text in the fields' JSON, case-insensitively: a LIKE both MariaDB and SQLite read.
	 *
	 * @param array{form?:int,status?:string,search?:string} $filter Filters.
	 * @return array{0:string,1:list<int|string>}
	 */
	private function where( array $filter ): array {
		global $wpdb;
		// Always one placeholder, so prepare() has one to fill even without filters.
		$where = array( 'id > %d' );
		$args  = array( 0 );
		if ( ! empty( $filter['form'] ) ) {
			$where[] = 'form_id = %d';
			$args[]  = (int) $filter['form'];
		}
		if ( isset( $filter['status'] ) && '' !== $filter['status'] ) {
			$where[] = 'status = %s';
			$args[]  = (string) $filter['status'];
		}
		$search = trim( (string) ( $filter['search'] ?? '' ) );
		if ( '' !== $search ) {
			// The fields are stored as JSON with unescaped Unicode: look for the text as JSON writes it.
			$encoded = substr( (string) wp_json_encode( $search, JSON_UNESCAPED_UNICODE ), 1, -1 );
			$where[] = 'fields LIKE %s';
			$args[]  = '%' . $wpdb->esc_like( $encoded ) . '%';
		}
		return array( implode( ' AND ', $where ), $args );
	}

	/**
	 * A stored row with its types, fields and files decoded.
	 *
	 * @param array<string,mixed> $row Database row.
	 * @return array{id:int,form_id:int,status:string,status_before_spam:string,fields:array<string,mixed>,files:array<string,mixed>,mail_status:string,remote_hash:string,created_at:string}
	 */
	private static function row( array $row ): array {
		return array(
			'id'                 => (int) $row['id'],
			'form_id'            => (int) $row['form_id'],
			'status'             => (string) $row['status'],
			'status_before_spam' => (string) ( $row['status_before_spam'] ?? '' ),
			'fields'             => (array) json_decode( (string) $row['fields'], true ),
			'files'              => (array) json_decode( (string) $row['files'], true ),
			'mail_status'        => (string) $row['mail_status'],
			'remote_hash'        => (string) $row['remote_hash'],
			'created_at'         => (string) $row['created_at'],
			'forward_status'     => (string) ( $row['forward_status'] ?? 'none' ),
			'forward_attempts'   => (int) ( $row['forward_attempts'] ?? 0 ),
			'forward_error'      => (string) ( $row['forward_error'] ?? '' ),
			'forwarded_at'       => (string) ( $row['forwarded_at'] ?? '' ),
		);
	}
}

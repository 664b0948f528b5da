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
	 * @return list<array{id:int,form_id:int,status:string,fields:array<string,mixed>,files:array<string,mixed>,mail_status:string,remote_hash:string,created_at:string}>
	 */
	public function for_form( int $form_id, int $limit = 50 ): array {
		global $wpdb;
		$table = SubmissionsTable::name();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE form_id = %d ORDER BY id DESC LIMIT %d", $form_id, $limit ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
		$found = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$found[] = array(
				'id'          => (int) $row['id'],
				'form_id'     => (int) $row['form_id'],
				'status'      => (string) $row['status'],
				'fields'      => (array) json_decode( (string) $row['fields'], true ),
				'files'       => (array) json_decode( (string) $row['files'], true ),
				'mail_status' => (string) $row['mail_status'],
				'remote_hash' => (string) $row['remote_hash'],
				'created_at'  => (string) $row['created_at'],
			);
		}
		return $found;
	}
}

<?php
/**
 * Reads the files of one submission.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Files;

use Farol\ContactForm\Store\SubmissionsTable;

/**
 * The one query the downloads need: a submission's `files` JSON, decoded (the store's table
 * belongs to Store\*; this reads one column of it and writes nothing).
 */
final class SubmissionFiles {

	/**
	 * One file entry of a submission, or null.
	 *
	 * @param int    $submission_id Submission.
	 * @param string $field         Field name.
	 * @param int    $index         Index in the field's list.
	 * @return array<string,mixed>|null
	 */
	public function entry( int $submission_id, string $field, int $index ): ?array {
		global $wpdb;
		$table = SubmissionsTable::name();
		$json  = $wpdb->get_var( $wpdb->prepare( "SELECT files FROM {$table} WHERE id = %d", $submission_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
		$files = is_string( $json ) ? json_decode( $json, true ) : null;
		$entry = is_array( $files ) && is_array( $files[ $field ] ?? null ) ? ( $files[ $field ][ $index ] ?? null ) : null;
		return is_array( $entry ) ? $entry : null;
	}
}

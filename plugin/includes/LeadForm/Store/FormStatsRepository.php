<?php
/**
 * Writes and reads of the per-form daily statistics.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Store;

/**
 * Per form and UTC day: how many times the form was viewed, and how many submissions the spam
 * guard rejected (counted, never stored as leads).
 *
 * Counting is portable and atomic: INSERT IGNORE creates the day's row (the primary key
 * decides between racing requests), then `UPDATE … SET n = n + 1` counts.
 */
final class FormStatsRepository {

	/**
	 * Counts a view of a form today.
	 *
	 * @param int $form_id Form id.
	 */
	public function add_view( int $form_id ): void {
		$this->increment( $form_id, 'views' );
	}

	/**
	 * Counts a rejected (spam) submission of a form today.
	 *
	 * @param int $form_id Form id.
	 */
	public function add_rejected( int $form_id ): void {
		$this->increment( $form_id, 'rejected' );
	}

	/**
	 * A form's counts on a day.
	 *
	 * @param int    $form_id Form id.
	 * @param string $day     Day, Y-m-d (UTC).
	 * @return array{views: int, rejected: int}
	 */
	public function for_day( int $form_id, string $day ): array {
		global $wpdb;
		$table = LeadsTables::form_stats();
		$row   = $wpdb->get_row( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
			$wpdb->prepare( "SELECT views, rejected FROM {$table} WHERE form_id = %d AND day = %s", $form_id, $day ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
			ARRAY_A
		);
		return array(
			'views'    => (int) ( $row['views'] ?? 0 ),
			'rejected' => (int) ( $row['rejected'] ?? 0 ),
		);
	}

	/**
	 * Adds one to a counter of today's row.
	 *
	 * @param int    $form_id Form id.
	 * @param string $column  'views' or 'rejected'.
	 */
	private function increment( int $form_id, string $column ): void {
		global $wpdb;
		$table  = LeadsTables::form_stats();
		$day    = gmdate( 'Y-m-d' );
		$column = 'views' === $column ? 'views' : 'rejected';
		$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (form_id, day, views, rejected) VALUES (%d, %s, 0, 0)", $form_id, $day ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET {$column} = {$column} + 1 WHERE form_id = %d AND day = %s", $form_id, $day ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names of ours.
	}

	/**
	 * Deletes every day of a form's counts.
	 *
	 * @param int $form_id Form id.
	 * @return int Rows deleted.
	 */
	public function delete_for_form( int $form_id ): int {
		global $wpdb;
		return (int) $wpdb->delete( LeadsTables::form_stats(), array( 'form_id' => $form_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
	}
}

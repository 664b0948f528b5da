<?php
/**
 * Writes to the comment votes table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use Farol\Comments\CommentMeta;
use Farol\Comments\Store\VotesTable;

/**
 * One vote per (comment, voter), kept by the table's UNIQUE key: a vote is an INSERT IGNORE, so
 * of two racing first votes only one row exists; a second request of the same voter then finds
 * that row and withdraws it (same value) or changes it (other value). The totals are counted
 * from the table after every change and written to the comment's meta (the cache the thread
 * reads). Portable SQL for MariaDB and the SQLite integration.
 */
final class VoteStore {

	/**
	 * Records a voter's vote: adds it, withdraws it (same value again) or changes it.
	 *
	 * @param int    $comment_id Comment.
	 * @param string $voter      `u:{id}` or `g:{hmac}`.
	 * @param int    $value      1 or -1.
	 * @return int The voter's vote now: 1, -1 or 0 (none).
	 */
	public function vote( int $comment_id, string $voter, int $value ): int {
		global $wpdb;
		$table    = VotesTable::name();
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (comment_id, voter, value, created_at) VALUES (%d, %s, %d, %s)", $comment_id, $voter, $value, gmdate( 'Y-m-d H:i:s' ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table of ours.
		if ( 1 === (int) $inserted ) {
			return $value;
		}
		$withdrawn = $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE comment_id = %d AND voter = %s AND value = %d", $comment_id, $voter, $value ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table of ours.
		if ( (int) $withdrawn > 0 ) {
			return 0;
		}
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET value = %d, created_at = %s WHERE comment_id = %d AND voter = %s", $value, gmdate( 'Y-m-d H:i:s' ), $comment_id, $voter ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table of ours.
		return $value;
	}

	/**
	 * The voter's vote on a comment: 1, -1 or 0.
	 *
	 * @param int    $comment_id Comment.
	 * @param string $voter      Voter.
	 */
	public function of( int $comment_id, string $voter ): int {
		global $wpdb;
		$table = VotesTable::name();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT value FROM {$table} WHERE comment_id = %d AND voter = %s", $comment_id, $voter ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table of ours.
	}

	/**
	 * Counts a comment's votes from the table and caches the totals in its meta.
	 *
	 * @param int $comment_id Comment.
	 * @return array{likes: int, dislikes: int, votes: int}
	 */
	public function recount( int $comment_id ): array {
		global $wpdb;
		$table    = VotesTable::name();
		$row      = $wpdb->get_row( $wpdb->prepare( "SELECT SUM(CASE WHEN value > 0 THEN 1 ELSE 0 END) AS likes, SUM(CASE WHEN value < 0 THEN 1 ELSE 0 END) AS dislikes FROM {$table} WHERE comment_id = %d", $comment_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table of ours.
		$likes    = is_array( $row ) ? (int) $row['likes'] : 0;
		$dislikes = is_array( $row ) ? (int) $row['dislikes'] : 0;
		$totals   = array(
			'likes'    => $likes,
			'dislikes' => $dislikes,
			'votes'    => $likes - $dislikes,
		);
		update_comment_meta( $comment_id, CommentMeta::LIKES, (string) $likes );
		update_comment_meta( $comment_id, CommentMeta::DISLIKES, (string) $dislikes );
		update_comment_meta( $comment_id, CommentMeta::VOTES, (string) $totals['votes'] );
		return $totals;
	}
}

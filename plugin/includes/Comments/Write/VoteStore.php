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
	 * Adds a vote carried over from another system (the importer), unless the voter already has
	 * one on the comment (kept: an import never changes nor withdraws a vote), then recounts
	 * (unless told not to: the importer recounts each comment once per batch).
	 *
	 * @param int    $comment_id Comment.
	 * @param string $voter      Voter.
	 * @param int    $value      1 or -1.
	 * @param string $created_at When (UTC `Y-m-d H:i:s`).
	 * @param bool   $recount    Recount the comment now.
	 * @return bool Whether it was added.
	 */
	public function import( int $comment_id, string $voter, int $value, string $created_at, bool $recount = true ): bool {
		global $wpdb;
		$table    = VotesTable::name();
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (comment_id, voter, value, created_at) VALUES (%d, %s, %d, %s)", $comment_id, $voter, $value > 0 ? 1 : -1, $created_at ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table of ours.
		if ( $recount ) {
			$this->recount( $comment_id );
		}
		return 1 === (int) $inserted;
	}

	/**
	 * Adds votes carried over from another system (the importer) in one statement per 500,
	 * each unless its voter already has one on the comment (kept). No recount: recount_many().
	 *
	 * @param list<array{0: int, 1: string, 2: int, 3: string}> $votes Comment, voter, 1 or -1, when (UTC `Y-m-d H:i:s`).
	 */
	public function import_many( array $votes ): void {
		global $wpdb;
		$table = VotesTable::name();
		foreach ( array_chunk( $votes, 500 ) as $chunk ) {
			$rows = array_map( static fn ( array $v ): string => $wpdb->prepare( '(%d, %s, %d, %s)', $v[0], $v[1], $v[2] > 0 ? 1 : -1, $v[3] ), $chunk );
			$wpdb->query( "INSERT IGNORE INTO {$table} (comment_id, voter, value, created_at) VALUES " . implode( ',', $rows ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- the table of ours; each row prepared above.
		}
	}

	/**
	 * Recounts many comments' totals from the table in one statement (the importer's batch):
	 * the same figures as recount(), each from its comment's rows.
	 *
	 * @param int[] $comment_ids Comments.
	 */
	public function recount_many( array $comment_ids ): void {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $comment_ids ) ) ) );
		if ( array() === $ids ) {
			return;
		}
		$keys = array( CommentMeta::LIKES, CommentMeta::DISLIKES, CommentMeta::VOTES );
		$in   = implode( ',', $ids );
		// The three meta rows each comment lacks, added in one INSERT.
		$have = $wpdb->get_results( $wpdb->prepare( "SELECT comment_id, meta_key FROM {$wpdb->commentmeta} WHERE comment_id IN ({$in}) AND meta_key IN (%s, %s, %s)", $keys[0], $keys[1], $keys[2] ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- ids are integers.
		$seen = array();
		foreach ( (array) $have as $row ) {
			$seen[ $row['comment_id'] . '|' . $row['meta_key'] ] = true;
		}
		$missing = array();
		foreach ( $ids as $id ) {
			foreach ( $keys as $key ) {
				if ( ! isset( $seen[ $id . '|' . $key ] ) ) {
					$missing[] = $wpdb->prepare( '(%d, %s, %s)', $id, $key, '0' );
				}
			}
		}
		if ( array() !== $missing ) {
			$wpdb->query( "INSERT INTO {$wpdb->commentmeta} (comment_id, meta_key, meta_value) VALUES " . implode( ',', $missing ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared -- each row prepared above.
		}
		$votes = VotesTable::name();
		$meta  = $wpdb->commentmeta;
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the totals of many comments at once; caches are cleaned below.
			$wpdb->prepare(
				"UPDATE {$meta} SET meta_value = CASE meta_key WHEN %s THEN (SELECT COUNT(*) FROM {$votes} v WHERE v.comment_id = {$meta}.comment_id AND v.value > 0) WHEN %s THEN (SELECT COUNT(*) FROM {$votes} v WHERE v.comment_id = {$meta}.comment_id AND v.value < 0) ELSE (SELECT COALESCE(SUM(v.value), 0) FROM {$votes} v WHERE v.comment_id = {$meta}.comment_id) END WHERE comment_id IN ({$in}) AND meta_key IN (%s, %s, %s)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names, integer ids.
				CommentMeta::LIKES,
				CommentMeta::DISLIKES,
				$keys[0],
				$keys[1],
				$keys[2]
			)
		);
		foreach ( $ids as $id ) {
			wp_cache_delete( $id, 'comment_meta' );
		}
		clean_comment_cache( $ids );
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
	 * Counts a comment's votes from the table and caches the totals in its meta. The count and
	 * the write are one UPDATE statement, so of racing votes the last statement to run writes
	 * totals that include every vote before it (reading in PHP, then writing, could let an older
	 * count land last).
	 *
	 * @param int $comment_id Comment.
	 * @return array{likes: int, dislikes: int, votes: int}
	 */
	public function recount( int $comment_id ): array {
		global $wpdb;
		$keys = array( CommentMeta::LIKES, CommentMeta::DISLIKES, CommentMeta::VOTES );
		foreach ( $keys as $key ) {
			add_comment_meta( $comment_id, $key, '0', true );
		}
		$votes = VotesTable::name();
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the vote cache's one-statement recount; caches are cleaned below.
			$wpdb->prepare(
				"UPDATE {$wpdb->commentmeta} SET meta_value = CASE meta_key WHEN %s THEN (SELECT COUNT(*) FROM {$votes} WHERE comment_id = %d AND value > 0) WHEN %s THEN (SELECT COUNT(*) FROM {$votes} WHERE comment_id = %d AND value < 0) ELSE (SELECT COALESCE(SUM(value), 0) FROM {$votes} WHERE comment_id = %d) END WHERE comment_id = %d AND meta_key IN (%s, %s, %s)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names.
				CommentMeta::LIKES,
				$comment_id,
				CommentMeta::DISLIKES,
				$comment_id,
				$comment_id,
				$comment_id,
				CommentMeta::LIKES,
				CommentMeta::DISLIKES,
				CommentMeta::VOTES
			)
		);
		wp_cache_delete( $comment_id, 'comment_meta' );
		clean_comment_cache( $comment_id );
		$likes    = (int) get_comment_meta( $comment_id, CommentMeta::LIKES, true );
		$dislikes = (int) get_comment_meta( $comment_id, CommentMeta::DISLIKES, true );
		return array(
			'likes'    => $likes,
			'dislikes' => $dislikes,
			'votes'    => (int) get_comment_meta( $comment_id, CommentMeta::VOTES, true ),
		);
	}
}

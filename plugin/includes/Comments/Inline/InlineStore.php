<?php
/**
 * Inline comments in the database.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Inline;

use WP_Comment;

/**
 * Reads the approved inline comments of a post's passages: their counts by passage (one query
 * for every icon of a page) and a passage's latest comments.
 */
final class InlineStore {

	/**
	 * How many approved comments each passage of a post has, by inline form id.
	 *
	 * @param int $post_id Post.
	 * @return array<string,int>
	 */
	public function counts( int $post_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- one grouped count for every icon of the page; core has no API for it.
		$rows   = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT m.meta_value AS id, COUNT(*) AS n FROM {$wpdb->commentmeta} m
				INNER JOIN {$wpdb->comments} c ON c.comment_ID = m.comment_id
				WHERE m.meta_key = %s AND c.comment_post_ID = %d AND c.comment_approved = '1'
				GROUP BY m.meta_value",
				InlineMarker::META,
				$post_id
			)
		);
		$counts = array();
		foreach ( (array) $rows as $row ) {
			$counts[ (string) $row->id ] = (int) $row->n;
		}
		return $counts;
	}

	/**
	 * How many approved comments a passage has.
	 *
	 * @param int    $post_id Post.
	 * @param string $id      Inline form id.
	 */
	public function count( int $post_id, string $id ): int {
		return $this->counts( $post_id )[ $id ] ?? 0;
	}

	/**
	 * Moves every inline comment into the main thread (type `comment`) or out of it (type
	 * InlineMarker::HIDDEN_TYPE), by one UPDATE; the comments' caches are cleaned, which also
	 * tells the thread cache their posts changed.
	 *
	 * @param bool $shown Whether inline comments show in the main thread.
	 * @return list<int> The comments moved.
	 */
	public function show_in_thread( bool $shown ): array {
		global $wpdb;
		$from = $shown ? InlineMarker::HIDDEN_TYPE : 'comment';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- one read of the ids to move; core has no API for a type change in bulk.
		$ids = array_map(
			'intval',
			(array) $wpdb->get_col(
				$wpdb->prepare(
					"SELECT c.comment_ID FROM {$wpdb->comments} c
					INNER JOIN {$wpdb->commentmeta} m ON m.comment_id = c.comment_ID
					WHERE m.meta_key = %s AND c.comment_type = %s",
					InlineMarker::META,
					$from
				)
			)
		);
		// phpcs:enable WordPress.DB.DirectDatabaseQuery
		if ( array() === $ids ) {
			return array();
		}
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- one UPDATE of the ids just read, placeholders built above.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->comments} SET comment_type = %s WHERE comment_ID IN ({$placeholders})", array_merge( array( $shown ? 'comment' : InlineMarker::HIDDEN_TYPE ), $ids ) ) );
		clean_comment_cache( $ids );
		return $ids;
	}

	/**
	 * A passage's latest approved comments, newest first.
	 *
	 * @param int    $post_id Post.
	 * @param string $id      Inline form id.
	 * @param int    $limit   How many.
	 * @return list<WP_Comment>
	 */
	public function latest( int $post_id, string $id, int $limit ): array {
		$comments = get_comments(
			array(
				'post_id'    => $post_id,
				'status'     => 'approve',
				'type'       => array( 'comment', InlineMarker::HIDDEN_TYPE ),
				'meta_key'   => InlineMarker::META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- indexed by meta_key; one passage's comments.
				'meta_value' => $id, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- see above.
				'orderby'    => array(
					'comment_date_gmt' => 'DESC',
					'comment_ID'       => 'DESC',
				),
				'number'     => $limit,
			)
		);
		return array_values( array_filter( (array) $comments, static fn ( $comment ): bool => $comment instanceof WP_Comment ) );
	}
}

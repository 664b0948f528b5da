<?php
/**
 * Reads a post's comment thread from the database.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Store;

use Farol\Comments\CommentMeta;

/**
 * The only SQL of the reading side, in two queries whatever the page size:
 *
 * - `skeleton()`: one light row per visible comment of a post (id, parent, date, sticky flag,
 *   vote score, reactions), without text, from which every order, filter and page is computed;
 * - `prime()`: the full rows of the comments a page shows, put in WordPress's comment cache with
 *   their meta (one query each) and their authors' users, so rendering reads only the cache.
 *
 * Visible means approved and of type comment (pingbacks and notes are not part of the widget).
 */
final class ThreadRepository {

	/**
	 * The visible comments of a post, in no particular order.
	 *
	 * @param int $post_id Post.
	 * @return list<array{id: int, parent: int, date: string, sticky: bool, votes: int, reactions: int}>
	 */
	public function skeleton( int $post_id ): array {
		global $wpdb;
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- one light query per request; the page's rows are cached by prime().
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT c.comment_ID AS id, c.comment_parent AS parent, c.comment_date_gmt AS date,
					s.meta_value AS sticky, v.meta_value AS votes, l.meta_value AS likes, d.meta_value AS dislikes
				FROM {$wpdb->comments} c
				LEFT JOIN {$wpdb->commentmeta} s ON s.comment_id = c.comment_ID AND s.meta_key = %s
				LEFT JOIN {$wpdb->commentmeta} v ON v.comment_id = c.comment_ID AND v.meta_key = %s
				LEFT JOIN {$wpdb->commentmeta} l ON l.comment_id = c.comment_ID AND l.meta_key = %s
				LEFT JOIN {$wpdb->commentmeta} d ON d.comment_id = c.comment_ID AND d.meta_key = %s
				WHERE c.comment_post_ID = %d AND c.comment_approved = '1' AND c.comment_type IN ('comment', '')",
				CommentMeta::STICKY,
				CommentMeta::VOTES,
				CommentMeta::LIKES,
				CommentMeta::DISLIKES,
				$post_id
			),
			ARRAY_A
		);
		$out  = array();
		$seen = array();
		foreach ( (array) $rows as $row ) {
			$id = (int) $row['id'];
			// A duplicated meta row would repeat the comment: keep its first row.
			if ( isset( $seen[ $id ] ) ) {
				continue;
			}
			$seen[ $id ] = true;
			$out[]       = array(
				'id'        => $id,
				'parent'    => (int) $row['parent'],
				'date'      => (string) $row['date'],
				'sticky'    => '1' === (string) $row['sticky'],
				'votes'     => (int) $row['votes'],
				'reactions' => max( 0, (int) $row['likes'] ) + max( 0, (int) $row['dislikes'] ),
			);
		}
		return $out;
	}

	/**
	 * Loads the given comments, their meta and their authors into WordPress's caches.
	 *
	 * @param int[] $ids Comment ids.
	 */
	public function prime( array $ids ): void {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( array() === $ids ) {
			return;
		}
		$missing = array_values( array_filter( $ids, static fn ( int $id ): bool => false === wp_cache_get( $id, 'comment' ) ) );
		if ( array() !== $missing ) {
			$placeholders = implode( ',', array_fill( 0, count( $missing ), '%d' ) );
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- placeholders built above, one per id; the rows go into the comment cache.
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->comments} WHERE comment_ID IN ({$placeholders})", $missing ) );
			update_comment_cache( (array) $rows );
		}
		update_meta_cache( 'comment', $ids );
		$users = array();
		foreach ( $ids as $id ) {
			$comment = get_comment( $id );
			if ( null !== $comment && (int) $comment->user_id > 0 ) {
				$users[] = (int) $comment->user_id;
			}
		}
		if ( array() !== $users ) {
			cache_users( array_values( array_unique( $users ) ) );
		}
	}
}

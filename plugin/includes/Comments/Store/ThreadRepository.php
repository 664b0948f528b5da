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
 * The only SQL of the reading side, in a number of queries that does not depend on the page size:
 *
 * - `skeleton()`: one light row per visible comment of a post (id, parent, date, sticky flag,
 *   vote score, reactions), without text, from which every order, filter and page is computed
 *   (the comments, then the few meta rows that exist);
 * - `prime()`: the full rows of the comments a page shows, put in WordPress's comment cache with
 *   their meta (one query each) and their authors' users, so rendering reads only the cache.
 *
 * Visible means approved and of type comment (pingbacks and notes are not part of the widget).
 */
final class ThreadRepository {

	/**
	 * The visible comments of a post, oldest first (by date, then id).
	 *
	 * @param int $post_id Post.
	 * @return list<array{id: int, parent: int, date: string, sticky: bool, votes: int, reactions: int}>
	 */
	public function skeleton( int $post_id ): array {
		global $wpdb;
		// Two queries rather than one with a join per meta key: joining four meta rows onto every
		// comment grew to a quarter second at 10,000 comments; the comments alone and then only
		// the meta rows that exist (few comments are sticky or voted on) take a fraction of it.
		// `wpdiscuz_sticky` is a plain comment wpDiscuz stuck (it keeps stickiness in the type): a
		// site that ran wpDiscuz keeps showing it, and the wpDiscuz import marks it sticky.
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- one light query per request; the page's rows are cached by prime().
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT comment_ID AS id, comment_parent AS parent, comment_date_gmt AS date
				FROM {$wpdb->comments}
				WHERE comment_post_ID = %d AND comment_approved = '1' AND comment_type IN ('comment', '', 'wpdiscuz_sticky')
				ORDER BY comment_date_gmt, comment_ID",
				$post_id
			),
			ARRAY_A
		);
		if ( ! is_array( $rows ) || array() === $rows ) {
			return array();
		}
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- as above.
		$meta_rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT m.comment_id AS id, m.meta_key AS k, m.meta_value AS v
				FROM {$wpdb->commentmeta} m
				INNER JOIN {$wpdb->comments} c ON c.comment_ID = m.comment_id
				WHERE c.comment_post_ID = %d AND m.meta_key IN (%s, %s, %s, %s)
				ORDER BY m.meta_id",
				$post_id,
				CommentMeta::STICKY,
				CommentMeta::VOTES,
				CommentMeta::LIKES,
				CommentMeta::DISLIKES
			),
			ARRAY_A
		);
		$meta      = array();
		foreach ( (array) $meta_rows as $row ) {
			$id = (int) $row['id'];
			// A duplicated meta row: the first one counts, as get_comment_meta( …, true ) reads it.
			if ( ! isset( $meta[ $id ][ $row['k'] ] ) ) {
				$meta[ $id ][ (string) $row['k'] ] = (string) $row['v'];
			}
		}
		$out = array();
		foreach ( $rows as $row ) {
			$id    = (int) $row['id'];
			$own   = $meta[ $id ] ?? array();
			$out[] = array(
				'id'        => $id,
				'parent'    => (int) $row['parent'],
				'date'      => (string) $row['date'],
				'sticky'    => '1' === ( $own[ CommentMeta::STICKY ] ?? '' ),
				'votes'     => (int) ( $own[ CommentMeta::VOTES ] ?? 0 ),
				'reactions' => max( 0, (int) ( $own[ CommentMeta::LIKES ] ?? 0 ) ) + max( 0, (int) ( $own[ CommentMeta::DISLIKES ] ?? 0 ) ),
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

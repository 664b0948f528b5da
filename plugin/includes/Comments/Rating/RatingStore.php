<?php
/**
 * Reads and writes the post ratings.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Rating;

/**
 * One rating per (post, voter), kept by the table's UNIQUE key: a rating is an INSERT IGNORE,
 * so of two racing first ratings only one row exists; otherwise the voter's row is changed
 * (a second rating replaces the first, it never adds). After every write the sum and the count
 * are counted from the table and written to the post's meta in one UPDATE statement (the cache
 * the page reads), so of racing writes the last statement to run writes totals that include
 * every rating before it. Portable SQL for MariaDB and the SQLite integration.
 */
final class RatingStore {

	/**
	 * Post meta: the sum of the stars given.
	 */
	public const SUM_META = 'farol_rating_sum';

	/**
	 * Post meta: how many voters rated.
	 */
	public const COUNT_META = 'farol_rating_count';

	/**
	 * Records a voter's rating of a post: adds it, or changes the one given before.
	 *
	 * @param int    $post_id Post.
	 * @param string $voter   `u:{id}` or `g:{hmac}` (Farol\Support\Abuse\VisitorId).
	 * @param int    $stars   1 to 5.
	 */
	public function rate( int $post_id, string $voter, int $stars ): void {
		global $wpdb;
		$table    = RatingsTable::name();
		$now      = gmdate( 'Y-m-d H:i:s' );
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (post_id, voter, rating, created_at, updated_at) VALUES (%d, %s, %d, %s, %s)", $post_id, $voter, $stars, $now, $now ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table of ours.
		if ( 1 !== (int) $inserted ) {
			$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET rating = %d, updated_at = %s WHERE post_id = %d AND voter = %s", $stars, $now, $post_id, $voter ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table of ours.
		}
		$this->recount( $post_id );
	}

	/**
	 * Adds a rating carried over from another system (the importer), unless the voter already
	 * rated the post (kept), then recounts (unless told not to: the importer recounts each post
	 * once per batch).
	 *
	 * @param int    $post_id    Post.
	 * @param string $voter      Voter.
	 * @param int    $stars      1 to 5.
	 * @param string $created_at When (UTC `Y-m-d H:i:s`).
	 * @param bool   $recount    Recount the post now.
	 * @return bool Whether it was added.
	 */
	public function import( int $post_id, string $voter, int $stars, string $created_at, bool $recount = true ): bool {
		global $wpdb;
		$table    = RatingsTable::name();
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (post_id, voter, rating, created_at, updated_at) VALUES (%d, %s, %d, %s, %s)", $post_id, $voter, max( 1, min( 5, $stars ) ), $created_at, $created_at ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table of ours.
		if ( $recount ) {
			$this->recount( $post_id );
		}
		return 1 === (int) $inserted;
	}

	/**
	 * The stars a voter gave a post, 0 when none.
	 *
	 * @param int    $post_id Post.
	 * @param string $voter   Voter.
	 */
	public function of( int $post_id, string $voter ): int {
		global $wpdb;
		$table = RatingsTable::name();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT rating FROM {$table} WHERE post_id = %d AND voter = %s", $post_id, $voter ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table of ours.
	}

	/**
	 * The post's cached totals (no query when the post's meta is cached).
	 *
	 * @param int $post_id Post.
	 */
	public function summary( int $post_id ): RatingSummary {
		return new RatingSummary(
			(int) get_post_meta( $post_id, self::SUM_META, true ),
			(int) get_post_meta( $post_id, self::COUNT_META, true )
		);
	}

	/**
	 * Counts a post's ratings from the table into its meta, in one statement.
	 *
	 * @param int $post_id Post.
	 */
	public function recount( int $post_id ): RatingSummary {
		global $wpdb;
		foreach ( array( self::SUM_META, self::COUNT_META ) as $key ) {
			add_post_meta( $post_id, $key, '0', true );
		}
		$ratings = RatingsTable::name();
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the rating cache's one-statement recount; caches are cleaned below.
			$wpdb->prepare(
				"UPDATE {$wpdb->postmeta} SET meta_value = CASE meta_key WHEN %s THEN (SELECT COALESCE(SUM(rating), 0) FROM {$ratings} WHERE post_id = %d) ELSE (SELECT COUNT(*) FROM {$ratings} WHERE post_id = %d) END WHERE post_id = %d AND meta_key IN (%s, %s)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names.
				self::SUM_META,
				$post_id,
				$post_id,
				$post_id,
				self::SUM_META,
				self::COUNT_META
			)
		);
		// The post's caches, and `clean_post_cache` for page caches: its rating shows on its page.
		clean_post_cache( $post_id );
		return $this->summary( $post_id );
	}

	/**
	 * Forgets a deleted post's ratings.
	 *
	 * @param int $post_id Post.
	 *
	 * @internal Action callback of `deleted_post`.
	 */
	public function forget( int $post_id ): void {
		global $wpdb;
		if ( '' === (string) get_option( RatingsTable::OPTION, '' ) ) {
			return; // No table yet (a post deleted while the plugin is being installed): nothing to forget.
		}
		$table = RatingsTable::name();
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE post_id = %d", $post_id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table of ours.
	}
}

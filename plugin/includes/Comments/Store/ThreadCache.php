<?php
/**
 * Keeps a post's thread skeleton between requests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Store;

use Farol\Comments\CommentMeta;
use WP_Comment;

/**
 * The skeleton (ThreadRepository::skeleton(): one light row per visible comment) is what every
 * page of a thread is computed from, and reading it is two queries whose cost grows with the
 * number of comments. It changes only when a comment of the post, or one of the meta the
 * skeleton carries, changes; so it is kept in a non-autoloaded option per post, tagged with the
 * post's thread version (post meta VERSION_META, which the post page has already loaded), and
 * used only while the tag matches.
 *
 * Writers do not delete the copy: any change to a comment marks its post as changed for the rest
 * of the request (reads there go to the database) and, at the end of the request, gives the post
 * a new version. A reader that read the skeleton before or while a writer changed it tags its
 * copy with the old version, so its copy is never used: no stale copy can outlive a change.
 */
final class ThreadCache {

	/**
	 * Post meta holding the thread's version (any string; new on every change).
	 */
	public const VERSION_META = '_farol_thread_version';

	/**
	 * Prefix of the per-post option holding the copy.
	 */
	public const OPTION_PREFIX = '_farol_thread_';

	/**
	 * Layout of the stored copy; a change of layout makes old copies unused.
	 */
	private const FORMAT = 1;

	/**
	 * Fired whenever a thread changes (the post's id, or 0 while it is not yet known), so an
	 * in-request copy of it (ThreadQuery's index) is dropped too: one list of what a change is.
	 */
	public const CHANGED_ACTION = 'farol_comment_thread_changed';

	/**
	 * Meta keys the skeleton carries: a change of one is a change of the thread.
	 */
	public const SKELETON_META = array( CommentMeta::STICKY, CommentMeta::VOTES, CommentMeta::LIKES, CommentMeta::DISLIKES );

	/**
	 * Comment meta shown on the page but not kept in the skeleton: a change still makes the post
	 * changed, so its readers' copies and page caches are renewed (a closed thread loses its
	 * reply buttons).
	 */
	public const SHOWN_META = array( CommentMeta::CLOSED, CommentMeta::EDITED );

	/**
	 * Posts changed during this request (id => true); shared by every instance, as the hooks
	 * that fill it serve them all.
	 *
	 * @var array<int,true>
	 */
	private static array $changed = array();

	/**
	 * Skeletons unpacked in this request: post id => [version, rows].
	 *
	 * @var array<int,array{0: string, 1: list<array{id: int, parent: int, date: string, sticky: bool, votes: int, reactions: int}>}>
	 */
	private static array $unpacked = array();

	/**
	 * Comments whose cache was cleaned, post not yet known (id => true).
	 *
	 * @var array<int,true>
	 */
	private static array $cleaned = array();

	/**
	 * Whether the end-of-request flush is hooked.
	 *
	 * @var bool
	 */
	private static bool $flush_hooked = false;

	/**
	 * Hooks the writes that change a thread.
	 */
	public function register(): void {
		add_action( 'wp_insert_comment', fn ( $id, $comment = null ) => $this->comment_changed( $comment ?? $id ), 10, 2 );
		add_action( 'edit_comment', fn ( $id ) => $this->comment_changed( $id ) );
		add_action( 'transition_comment_status', fn ( $new_status, $old_status, $comment ) => $this->comment_changed( $comment ), 10, 3 );
		add_action( 'deleted_comment', fn ( $id, $comment = null ) => $this->comment_changed( $comment ?? $id ), 10, 2 );
		add_action( 'wp_update_comment_count', fn ( $post_id ) => $this->changed( (int) $post_id ) );
		add_action( 'clean_comment_cache', array( $this, 'cleaned' ) );
		foreach ( array( 'added_comment_meta', 'updated_comment_meta', 'deleted_comment_meta' ) as $hook ) {
			add_action(
				$hook,
				function ( $meta_ids, $comment_id, $meta_key ): void {
					if ( in_array( $meta_key, self::SKELETON_META, true ) || in_array( $meta_key, self::SHOWN_META, true ) ) {
						$this->comment_changed( $comment_id );
					}
				},
				10,
				3
			);
		}
		add_action( 'deleted_post', fn ( $post_id ) => $this->forget_post( (int) $post_id ) );
	}

	/**
	 * Notes a comment whose cache was cleaned (a write WordPress or Farol did by SQL, such as a
	 * vote recount); its post is looked up only when it matters, in one query.
	 *
	 * @param mixed $comment_id Comment id.
	 */
	public function cleaned( $comment_id ): void {
		if ( is_numeric( $comment_id ) && (int) $comment_id > 0 ) {
			self::$cleaned[ (int) $comment_id ] = true;
			$this->hook_flush();
			self::announce( 0 );
		}
	}

	/**
	 * The skeleton of a post: the kept copy while it is current, else read (and kept).
	 *
	 * @param int      $post_id Post.
	 * @param callable $read    Reads it from the database (ThreadRepository::skeleton()).
	 * @return list<array{id: int, parent: int, date: string, sticky: bool, votes: int, reactions: int}>
	 */
	public function skeleton( int $post_id, callable $read ): array {
		$this->resolve_cleaned();
		if ( isset( self::$changed[ $post_id ] ) ) {
			return $read();
		}
		$version = (string) get_post_meta( $post_id, self::VERSION_META, true );
		// Read twice a page (the first page, the live script's newest id): unpacked once.
		if ( isset( self::$unpacked[ $post_id ] ) && '' !== $version && self::$unpacked[ $post_id ][0] === $version ) {
			return self::$unpacked[ $post_id ][1];
		}
		$kept = get_option( self::OPTION_PREFIX . $post_id );
		if ( is_array( $kept ) && self::FORMAT === ( $kept['format'] ?? null ) && ( $kept['version'] ?? null ) === $version && is_array( $kept['rows'] ?? null ) ) {
			$rows                       = self::unpack( $kept['rows'] );
			self::$unpacked[ $post_id ] = array( $version, $rows );
			return $rows;
		}
		$rows = $read();
		update_option(
			self::OPTION_PREFIX . $post_id,
			array(
				'format'  => self::FORMAT,
				'version' => $version,
				'rows'    => self::pack( $rows ),
			),
			false
		);
		return $rows;
	}

	/**
	 * Whether a post's thread changed during this request (its version is renewed only at the
	 * request's end).
	 *
	 * @param int $post_id Post.
	 */
	public function is_changed( int $post_id ): bool {
		$this->resolve_cleaned();
		return isset( self::$changed[ $post_id ] );
	}

	/**
	 * Marks a post's thread as changed.
	 *
	 * @param int $post_id Post.
	 */
	public function changed( int $post_id ): void {
		if ( $post_id <= 0 ) {
			return;
		}
		self::$changed[ $post_id ] = true;
		unset( self::$unpacked[ $post_id ] );
		$this->hook_flush();
		self::announce( $post_id );
	}

	/**
	 * Fires CHANGED_ACTION.
	 *
	 * @param int $post_id The post, 0 while it is not yet known.
	 */
	private static function announce( int $post_id ): void {
		do_action( self::CHANGED_ACTION, $post_id ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the constant is 'farol_…'; the sniff cannot read constants.
	}

	/**
	 * Hooks flush() on the end of the request, once.
	 */
	private function hook_flush(): void {
		if ( ! self::$flush_hooked ) {
			self::$flush_hooked = true;
			add_action( 'shutdown', array( $this, 'flush' ), 0 );
		}
	}

	/**
	 * Marks the posts of the comments whose cache was cleaned.
	 */
	private function resolve_cleaned(): void {
		global $wpdb;
		if ( array() === self::$cleaned ) {
			return;
		}
		$ids           = array_keys( self::$cleaned );
		self::$cleaned = array();
		$placeholders  = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- one placeholder per id, built above; the cache was just cleaned.
		$posts = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT comment_post_ID FROM {$wpdb->comments} WHERE comment_ID IN ({$placeholders})", $ids ) );
		foreach ( (array) $posts as $post_id ) {
			$this->changed( (int) $post_id );
		}
	}

	/**
	 * Marks the post of a comment as changed.
	 *
	 * @param mixed $comment Comment id or object.
	 */
	public function comment_changed( $comment ): void {
		if ( ! $comment instanceof WP_Comment ) {
			$comment = is_numeric( $comment ) ? get_comment( (int) $comment ) : null;
		}
		if ( $comment instanceof WP_Comment ) {
			// Its post is known now: no lookup for it at the end of the request.
			unset( self::$cleaned[ (int) $comment->comment_ID ] );
			$this->changed( (int) $comment->comment_post_ID );
		}
	}

	/**
	 * Gives every changed post a new thread version and tells page caches (end of the request;
	 * tests call it).
	 */
	public function flush(): void {
		global $wpdb;
		$this->resolve_cleaned();
		foreach ( array_keys( self::$changed ) as $post_id ) {
			$version = uniqid( '', true );
			// Plain statements: update_post_meta() would first ask the server for the table's
			// column charsets, a query more on every comment posted.
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- the post's meta cache is cleaned below.
			$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->postmeta} SET meta_value = %s WHERE post_id = %d AND meta_key = %s", $version, $post_id, self::VERSION_META ) );
			if ( 0 === $updated ) {
				// phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- as above.
				$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES (%d, %s, %s)", $post_id, self::VERSION_META, $version ) );
			}
			// Cleans the post's caches and fires `clean_post_cache`, the hook page-cache plugins
			// watch to purge a post's page: its thread, counts or votes changed.
			clean_post_cache( $post_id );
		}
		self::$changed = array();
	}

	/**
	 * Drops the copy of a deleted post.
	 *
	 * @param int $post_id Post.
	 */
	public function forget_post( int $post_id ): void {
		delete_option( self::OPTION_PREFIX . $post_id );
	}

	/**
	 * The rows as compact lists.
	 *
	 * @param list<array{id: int, parent: int, date: string, sticky: bool, votes: int, reactions: int}> $rows Rows.
	 * @return list<array{0: int, 1: int, 2: string, 3: int, 4: int, 5: int}>
	 */
	private static function pack( array $rows ): array {
		return array_map(
			static fn ( array $row ): array => array( $row['id'], $row['parent'], $row['date'], $row['sticky'] ? 1 : 0, $row['votes'], $row['reactions'] ),
			$rows
		);
	}

	/**
	 * The rows from their compact lists.
	 *
	 * @param array<mixed> $packed Compact rows.
	 * @return list<array{id: int, parent: int, date: string, sticky: bool, votes: int, reactions: int}>
	 */
	private static function unpack( array $packed ): array {
		$rows = array();
		foreach ( $packed as $row ) {
			if ( is_array( $row ) && 6 === count( $row ) ) {
				$rows[] = array(
					'id'        => (int) $row[0],
					'parent'    => (int) $row[1],
					'date'      => (string) $row[2],
					'sticky'    => 1 === (int) $row[3],
					'votes'     => (int) $row[4],
					'reactions' => (int) $row[5],
				);
			}
		}
		return $rows;
	}
}

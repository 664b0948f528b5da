<?php
/**
 * What the live updates read of a thread.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Live;

use Farol\Comments\Store\ThreadCache;
use Farol\Comments\Store\ThreadRepository;

/**
 * A post's visible comments as the live updates need them: which ids are visible (approved, of
 * type comment, under a visible parent: the same rule as the thread the page shows), which of
 * them are newer than what the reader has, which ids the reader shows that are gone, and where a
 * new comment goes in the page (the replies of the ancestor it is shown under).
 *
 * Read from the thread's skeleton (Store\ThreadCache, kept between requests per thread version),
 * so a poll on a changed thread costs no comment query while the copy is current. An unchanged
 * thread is not read at all: version() is one meta read and UpdateRoute answers from it.
 */
final class LiveThread {

	/**
	 * The object cache group of the newest ids.
	 */
	private const CACHE_GROUP = 'farol_live';

	/**
	 * Visible id => parent id, per post, for this request.
	 *
	 * @var array<int,array<int,int>>
	 */
	private array $visible = array();

	/**
	 * Creates the reader.
	 *
	 * @param ThreadCache      $cache      The skeleton's cache.
	 * @param ThreadRepository $repository The skeleton's query.
	 */
	public function __construct( private readonly ThreadCache $cache, private readonly ThreadRepository $repository ) {
	}

	/**
	 * The thread's version: changes with any change of the thread ('' until the first one).
	 *
	 * @param int $post_id Post.
	 */
	public static function version( int $post_id ): string {
		return (string) get_post_meta( $post_id, ThreadCache::VERSION_META, true );
	}

	/**
	 * Drops this request's copy (a comment was written since).
	 */
	public function forget(): void {
		$this->visible = array();
	}

	/**
	 * The visible comments: id => parent id, oldest first.
	 *
	 * @param int $post_id Post.
	 * @return array<int,int>
	 */
	public function visible( int $post_id ): array {
		if ( isset( $this->visible[ $post_id ] ) ) {
			return $this->visible[ $post_id ];
		}
		$parents  = array();
		$children = array();
		foreach ( $this->cache->skeleton( $post_id, fn (): array => $this->repository->skeleton( $post_id ) ) as $row ) {
			$parents[ $row['id'] ] = $row['parent'];
			if ( $row['parent'] > 0 ) {
				$children[ $row['parent'] ][] = $row['id'];
			}
		}
		// Reached from the top-level comments down: a reply under an invisible parent is not shown.
		$reached = array();
		$queue   = array_keys( array_filter( $parents, static fn ( int $parent ): bool => 0 === $parent ) );
		while ( array() !== $queue ) {
			$id = array_pop( $queue );
			if ( isset( $reached[ $id ] ) ) {
				continue;
			}
			$reached[ $id ] = true;
			array_push( $queue, ...( $children[ $id ] ?? array() ) );
		}
		$this->visible[ $post_id ] = array_intersect_key( $parents, $reached );
		return $this->visible[ $post_id ];
	}

	/**
	 * The newest visible id (0 for an empty thread).
	 *
	 * @param int $post_id Post.
	 */
	public function newest_id( int $post_id ): int {
		// With a persistent object cache, kept by thread version: a page served from the comment
		// area's fragment cache then reads one number, not the thread's skeleton.
		$version = self::version( $post_id );
		$shared  = wp_using_ext_object_cache() && '' !== $version && ! $this->cache->is_changed( $post_id );
		if ( $shared ) {
			$kept = wp_cache_get( 'newest:' . $post_id, self::CACHE_GROUP );
			if ( is_array( $kept ) && ( $kept[0] ?? null ) === $version && is_int( $kept[1] ?? null ) ) {
				return $kept[1];
			}
		}
		$visible = $this->visible( $post_id );
		$newest  = array() === $visible ? 0 : max( array_keys( $visible ) );
		if ( $shared ) {
			wp_cache_set( 'newest:' . $post_id, array( $version, $newest ), self::CACHE_GROUP, DAY_IN_SECONDS );
		}
		return $newest;
	}

	/**
	 * Visible ids newer than an id, oldest first, at most $max.
	 *
	 * @param int $post_id Post.
	 * @param int $after   The newest id the reader has.
	 * @param int $max     Most ids.
	 * @return list<int>
	 */
	public function new_ids( int $post_id, int $after, int $max ): array {
		$ids = array_values( array_filter( array_keys( $this->visible( $post_id ) ), static fn ( int $id ): bool => $id > $after ) );
		sort( $ids );
		return array_slice( $ids, 0, $max );
	}

	/**
	 * Of the given ids, the visible ones, in the given order.
	 *
	 * @param int   $post_id Post.
	 * @param int[] $ids     Ids.
	 * @return list<int>
	 */
	public function still_visible( int $post_id, array $ids ): array {
		$visible = $this->visible( $post_id );
		return array_values( array_filter( $ids, static fn ( int $id ): bool => isset( $visible[ $id ] ) ) );
	}

	/**
	 * Of the ids a reader shows, those no longer visible (deleted, unapproved, spam, moved).
	 *
	 * @param int   $post_id Post.
	 * @param int[] $ids     Ids the reader shows.
	 * @return list<int>
	 */
	public function removed( int $post_id, array $ids ): array {
		$visible = $this->visible( $post_id );
		return array_values( array_filter( $ids, static fn ( int $id ): bool => ! isset( $visible[ $id ] ) ) );
	}

	/**
	 * Where a visible comment is shown: the depth (1 for top level; replies deeper than the
	 * deepest level are shown at it, as ThreadQuery lays them out) and the comment whose
	 * replies hold it (0: the list itself).
	 *
	 * @param int $post_id   Post.
	 * @param int $id        Visible comment.
	 * @param int $max_depth The deepest level shown.
	 * @return array{depth: int, under: int}
	 */
	public function place( int $post_id, int $id, int $max_depth ): array {
		$visible   = $this->visible( $post_id );
		$ancestors = array();
		$node      = $visible[ $id ] ?? 0;
		$steps     = 0;
		while ( $node > 0 && $steps < 100 ) {
			$ancestors[] = $node;
			$node        = $visible[ $node ] ?? 0;
			++$steps;
		}
		// Nearest first; the ancestor at depth k is $ancestors[ count - k ].
		$depth = min( count( $ancestors ) + 1, $max_depth );
		$under = $depth > 1 ? $ancestors[ count( $ancestors ) - ( $depth - 1 ) ] : 0;
		return array(
			'depth' => $depth,
			'under' => $under,
		);
	}

	/**
	 * A comma list of ids, parsed (already validated by the contract's pattern).
	 *
	 * @param string $list Comma list.
	 * @param int    $max  Most ids kept.
	 * @return list<int>
	 */
	public static function id_list( string $list, int $max ): array {
		if ( '' === $list ) {
			return array();
		}
		$ids = array();
		foreach ( explode( ',', $list ) as $part ) {
			if ( 1 === preg_match( '/^\d{1,18}$/', $part ) && (int) $part > 0 ) {
				$ids[ (int) $part ] = (int) $part;
			}
		}
		return array_slice( array_values( $ids ), 0, $max );
	}
}

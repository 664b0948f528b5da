<?php
/**
 * Pages, orders and filters a post's threads.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Thread;

use Farol\Comments\Store\ThreadCache;
use Farol\Comments\Store\ThreadRepository;
use WP_Comment;

/**
 * Works on the post's skeleton (one light query: ids, parents, dates, sticky flags, votes) to
 * choose a page of top-level threads, then loads the full rows of exactly the comments that page
 * shows (one query, plus one for their meta and their users), so the number of queries does not
 * depend on the page size or the number of comments. Replies are threaded to WordPress's
 * "thread comments" depth: a reply deeper than that is shown at the deepest level, after its
 * ancestor, as core's walker does; a thread always keeps its replies under it, so the depth used
 * is at least 2. Replies are shown oldest first; a reply whose parent is not visible (pending,
 * spam, trash) is not shown, as in core.
 */
final class ThreadQuery {

	/**
	 * Skeleton index per post for this request.
	 *
	 * @var array<int,array{by_id: array<int,array{id: int, parent: int, date: string, sticky: bool, votes: int, reactions: int}>, children: array<int,list<int>>, roots: list<int>, root_of: array<int,int>, order: array<int,int>, last: int}>
	 */
	private array $indexes = array();

	/**
	 * Creates the query.
	 *
	 * @param ThreadRepository $repository Database reads.
	 * @param ThreadCache      $cache      The skeleton kept between requests.
	 */
	public function __construct( private readonly ThreadRepository $repository, private readonly ThreadCache $cache = new ThreadCache() ) {
	}

	/**
	 * Forgets the skeletons read so far (a comment or its meta changed).
	 *
	 * @internal Action callback.
	 */
	public function forget(): void {
		$this->indexes = array();
	}

	/**
	 * The deepest level shown (top level is 1).
	 */
	public static function max_depth(): int {
		if ( ! get_option( 'thread_comments' ) ) {
			return 2;
		}
		return max( 2, min( 10, (int) get_option( 'thread_comments_depth', 5 ) ) );
	}

	/**
	 * A page of threads of a post.
	 *
	 * @param int           $post_id Post.
	 * @param ThreadRequest $request What the reader asked for.
	 */
	public function page( int $post_id, ThreadRequest $request ): ThreadPage {
		$index = $this->index( $post_id );
		$roots = $this->ordered_roots( $index, $request );
		$start = max( 0, $request->offset ) * $request->per_page;
		if ( $request->last_parent_id > 0 ) {
			$position = array_search( $request->last_parent_id, $roots, true );
			if ( false !== $position ) {
				$start = $position + 1;
			}
		}
		$page_roots = array_slice( $roots, $start, $request->per_page );
		$this->prime( $index, $page_roots );
		$threads = array();
		foreach ( $page_roots as $root ) {
			array_push( $threads, ...$this->nodes( $index, $root, 1, self::max_depth() ) );
		}
		$last = array() === $page_roots ? max( 0, $request->last_parent_id ) : (int) end( $page_roots );
		return new ThreadPage(
			$threads,
			$last,
			max( 0, count( $roots ) - $start - count( $page_roots ) ),
			$index['last'],
			count( $roots )
		);
	}

	/**
	 * The whole thread a comment belongs to (its top-level ancestor with every reply), or null
	 * when the comment is not visible.
	 *
	 * @param WP_Comment $comment Any comment of the thread.
	 */
	public function thread_of( WP_Comment $comment ): ?ThreadNode {
		$index = $this->index( (int) $comment->comment_post_ID );
		$root  = $index['root_of'][ (int) $comment->comment_ID ] ?? null;
		if ( null === $root ) {
			return null;
		}
		$this->prime( $index, array( $root ) );
		return $this->nodes( $index, $root, 1, self::max_depth() )[0] ?? null;
	}

	/**
	 * The replies shown under a visible comment, each with its own replies; null when the
	 * comment is not visible.
	 *
	 * @param WP_Comment $comment The comment.
	 * @return list<ThreadNode>|null
	 */
	public function replies_of( WP_Comment $comment ): ?array {
		$id   = (int) $comment->comment_ID;
		$node = $this->thread_of( $comment );
		if ( null === $node ) {
			return null;
		}
		$found = $this->find( $node, $id );
		return null === $found ? array() : $found->children;
	}

	/**
	 * Whether a comment is visible in the thread.
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public function is_visible( WP_Comment $comment ): bool {
		return isset( $this->index( (int) $comment->comment_post_ID )['root_of'][ (int) $comment->comment_ID ] );
	}

	/**
	 * The top-level comment ids in the requested order, filtered.
	 *
	 * @param array<string,mixed> $index   Skeleton index.
	 * @param ThreadRequest       $request Request.
	 * @return list<int>
	 */
	private function ordered_roots( array $index, ThreadRequest $request ): array {
		if ( ThreadFilter::None !== $request->filter ) {
			return $this->ranked_roots( $index, $request->filter );
		}
		$by_id = $index['by_id'];
		// The roots are oldest first (by date, then id); PHP's sort is stable, so sorting by votes
		// keeps that order among equal scores and compares plain integers only.
		$roots = Sorting::Oldest === $request->sorting ? $index['roots'] : array_reverse( $index['roots'] );
		if ( Sorting::ByVote === $request->sorting ) {
			usort( $roots, static fn ( int $a, int $b ): int => $by_id[ $b ]['votes'] <=> $by_id[ $a ]['votes'] );
		}
		// Sticky threads first, each group in that order.
		$sticky = array();
		$others = array();
		foreach ( $roots as $root ) {
			if ( $by_id[ $root ]['sticky'] ) {
				$sticky[] = $root;
			} else {
				$others[] = $root;
			}
		}
		return array() === $sticky ? $others : array_merge( $sticky, $others );
	}

	/**
	 * The top-level comment ids a filter keeps, best first.
	 *
	 * @param array<string,mixed> $index  Skeleton index.
	 * @param ThreadFilter        $filter Filter.
	 * @return list<int>
	 */
	private function ranked_roots( array $index, ThreadFilter $filter ): array {
		$score  = array();
		$latest = array();
		$cutoff = gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS * max( 1, (int) apply_filters( 'farol_comments_hottest_days', 7 ) ) );
		foreach ( $index['root_of'] as $id => $root ) {
			$row             = $index['by_id'][ $id ];
			$latest[ $root ] = max( $latest[ $root ] ?? '', $row['date'] );
			$score[ $root ]  = $score[ $root ] ?? 0;
			if ( ThreadFilter::MostReacted === $filter ) {
				$score[ $root ] += $row['reactions'];
			} elseif ( $id !== $root && $row['date'] >= $cutoff ) {
				++$score[ $root ];
			}
		}
		$roots = array_values( array_filter( $index['roots'], static fn ( int $root ): bool => ( $score[ $root ] ?? 0 ) > 0 ) );
		usort(
			$roots,
			static fn ( int $a, int $b ): int => array( $score[ $b ], $latest[ $b ], $b ) <=> array( $score[ $a ], $latest[ $a ], $a )
		);
		return $roots;
	}

	/**
	 * Nodes for a comment shown at a depth: one node with its replies, or, at the deepest level,
	 * the comment followed by all its descendants as siblings (oldest first).
	 *
	 * @param array<string,mixed> $index Skeleton index.
	 * @param int                 $id    Comment id.
	 * @param int                 $depth Depth it is shown at.
	 * @param int                 $max   Deepest level.
	 * @return list<ThreadNode>
	 */
	private function nodes( array $index, int $id, int $depth, int $max ): array {
		$comment = get_comment( $id );
		if ( ! $comment instanceof WP_Comment ) {
			return array();
		}
		if ( $depth >= $max ) {
			$nodes = array( new ThreadNode( $comment, $depth ) );
			foreach ( $this->descendants( $index, $id ) as $descendant ) {
				$reply = get_comment( $descendant );
				if ( $reply instanceof WP_Comment ) {
					$nodes[] = new ThreadNode( $reply, $depth );
				}
			}
			return $nodes;
		}
		$children = array();
		foreach ( $index['children'][ $id ] ?? array() as $child ) {
			array_push( $children, ...$this->nodes( $index, $child, $depth + 1, $max ) );
		}
		return array( new ThreadNode( $comment, $depth, $children ) );
	}

	/**
	 * Every descendant of a comment, oldest first.
	 *
	 * @param array<string,mixed> $index Skeleton index.
	 * @param int                 $id    Comment id.
	 * @return list<int>
	 */
	private function descendants( array $index, int $id ): array {
		$found = array();
		$queue = $index['children'][ $id ] ?? array();
		while ( array() !== $queue ) {
			$next    = array_shift( $queue );
			$found[] = $next;
			array_push( $queue, ...( $index['children'][ $next ] ?? array() ) );
		}
		$order = $index['order'];
		usort( $found, static fn ( int $a, int $b ): int => $order[ $a ] <=> $order[ $b ] );
		return $found;
	}

	/**
	 * Loads the rows of these threads (roots and all their replies) into the caches.
	 *
	 * @param array<string,mixed> $index Skeleton index.
	 * @param int[]               $roots Top-level comment ids.
	 */
	private function prime( array $index, array $roots ): void {
		$ids = array();
		foreach ( $roots as $root ) {
			$ids[] = $root;
			array_push( $ids, ...$this->descendants( $index, $root ) );
		}
		$this->repository->prime( $ids );
	}

	/**
	 * The node of a comment inside a thread.
	 *
	 * @param ThreadNode $node Thread or subtree.
	 * @param int        $id   Comment id.
	 */
	private function find( ThreadNode $node, int $id ): ?ThreadNode {
		if ( (int) $node->comment->comment_ID === $id ) {
			return $node;
		}
		foreach ( $node->children as $child ) {
			$found = $this->find( $child, $id );
			if ( null !== $found ) {
				return $found;
			}
		}
		return null;
	}

	/**
	 * The post's skeleton, indexed: rows by id (oldest first), replies by parent (oldest first),
	 * top-level ids, each visible comment's top-level ancestor, each comment's rank by age, the
	 * highest id.
	 *
	 * @param int $post_id Post.
	 * @return array{by_id: array<int,array{id: int, parent: int, date: string, sticky: bool, votes: int, reactions: int}>, children: array<int,list<int>>, roots: list<int>, root_of: array<int,int>, order: array<int,int>, last: int}
	 */
	private function index( int $post_id ): array {
		if ( isset( $this->indexes[ $post_id ] ) ) {
			return $this->indexes[ $post_id ];
		}
		// The skeleton comes oldest first, so roots and replies are in that order as read.
		$by_id = array();
		foreach ( $this->cache->skeleton( $post_id, fn (): array => $this->repository->skeleton( $post_id ) ) as $row ) {
			$by_id[ $row['id'] ] = $row;
		}
		$children = array();
		$roots    = array();
		foreach ( $by_id as $id => $row ) {
			if ( 0 === $row['parent'] ) {
				$roots[] = $id;
			} else {
				$children[ $row['parent'] ][] = $id;
			}
		}
		// Top-level ancestors, reached from the roots down, so a reply under an invisible parent
		// (or in a loop) has none and is not shown.
		$root_of = array();
		foreach ( $roots as $root ) {
			$root_of[ $root ] = $root;
			$queue            = $children[ $root ] ?? array();
			while ( array() !== $queue ) {
				$next = array_shift( $queue );
				if ( isset( $root_of[ $next ] ) ) {
					continue;
				}
				$root_of[ $next ] = $root;
				array_push( $queue, ...( $children[ $next ] ?? array() ) );
			}
		}
		$this->indexes[ $post_id ] = array(
			'by_id'    => $by_id,
			'children' => $children,
			'roots'    => $roots,
			'root_of'  => $root_of,
			'order'    => array_flip( array_keys( $by_id ) ),
			'last'     => array() === $by_id ? 0 : max( array_keys( $by_id ) ),
		);
		return $this->indexes[ $post_id ];
	}
}

<?php
/**
 * The thread query: threading, order, filters, paging, query count.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Settings;
use Farol\Comments\Store\ThreadRepository;
use Farol\Comments\Thread\Sorting;
use Farol\Comments\Thread\ThreadFilter;
use Farol\Comments\Thread\ThreadNode;
use Farol\Comments\Thread\ThreadQuery;
use Farol\Comments\Thread\ThreadRequest;
use Farol\Tests\TestCase;

/**
 * Which comments a page holds, in which order and at which depth.
 */
final class ThreadQueryTest extends TestCase {

	use CommentsFixtures;

	/**
	 * A fresh query (no skeleton kept from another test).
	 */
	private function query(): ThreadQuery {
		return new ThreadQuery( new ThreadRepository() );
	}

	/**
	 * Top-level ids of a page.
	 *
	 * @param int           $post    Post.
	 * @param ThreadRequest $request Request.
	 * @return list<int>
	 */
	private function roots( int $post, ThreadRequest $request ): array {
		return array_map( static fn ( ThreadNode $node ): int => (int) $node->comment->comment_ID, $this->query()->page( $post, $request )->threads );
	}

	/**
	 * Id => depth of every node, depth first.
	 *
	 * @param ThreadNode[] $nodes Nodes.
	 * @return array<int,int>
	 */
	private function depths( array $nodes ): array {
		$out = array();
		foreach ( $nodes as $node ) {
			$out[ (int) $node->comment->comment_ID ] = $node->depth;
			$out                                    += $this->depths( $node->children );
		}
		return $out;
	}

	/**
	 * Replies are threaded to the sites depth and deeper ones shown at the deepest level.
	 */
	public function test_replies_are_threaded_to_the_sites_depth_and_deeper_ones_shown_at_the_deepest_level(): void {
		update_option( 'thread_comments', 1 );
		update_option( 'thread_comments_depth', 3 );
		$post  = $this->create_post();
		$chain = array( $this->add_comment( $post ) );
		for ( $i = 0; $i < 4; $i++ ) {
			$chain[] = $this->add_comment( $post, array( 'comment_parent' => end( $chain ) ) );
		}
		$sibling = $this->add_comment( $post, array( 'comment_parent' => $chain[0] ) );

		$page = $this->query()->page( $post, new ThreadRequest( Sorting::Newest, ThreadFilter::None, 10 ) );
		$this->assertSame(
			array(
				$chain[0] => 1,
				$chain[1] => 2,
				$chain[2] => 3,
				$chain[3] => 3,
				$chain[4] => 3,
				$sibling  => 2,
			),
			$this->depths( $page->threads )
		);

		$html = ( new CommentRenderer( new Settings() ) )->render_nodes( $page->threads );
		$this->assertSame(
			array( "wpd-comm-{$chain[0]}_0", "wpd-comm-{$chain[1]}_{$chain[0]}", "wpd-comm-{$chain[2]}_{$chain[1]}", "wpd-comm-{$chain[3]}_{$chain[2]}", "wpd-comm-{$chain[4]}_{$chain[3]}", "wpd-comm-{$sibling}_{$chain[0]}" ),
			$this->element_ids( $html ),
			'ids keep the real parent; replies oldest first'
		);
	}

	/**
	 * Sticky threads come first then the chosen order.
	 */
	public function test_sticky_threads_come_first_then_the_chosen_order(): void {
		$post   = $this->create_post();
		$old    = $this->add_comment( $post, array( 'votes' => 5 ) );
		$sticky = $this->add_comment(
			$post,
			array(
				'sticky' => 1,
				'votes'  => -2,
			)
		);
		$mid    = $this->add_comment( $post, array( 'votes' => 9 ) );
		$new    = $this->add_comment( $post, array( 'votes' => 1 ) );

		$this->assertSame( array( $sticky, $new, $mid, $old ), $this->roots( $post, new ThreadRequest( Sorting::Newest, ThreadFilter::None, 10 ) ) );
		$this->assertSame( array( $sticky, $old, $mid, $new ), $this->roots( $post, new ThreadRequest( Sorting::Oldest, ThreadFilter::None, 10 ) ) );
		$this->assertSame( array( $sticky, $mid, $old, $new ), $this->roots( $post, new ThreadRequest( Sorting::ByVote, ThreadFilter::None, 10 ) ) );
	}

	/**
	 * Filters rank the most reacted and the hottest threads.
	 */
	public function test_filters_rank_the_most_reacted_and_the_hottest_threads(): void {
		$post  = $this->create_post();
		$quiet = $this->add_comment(
			$post,
			array(
				'sticky' => 1,
				'age'    => 20 * DAY_IN_SECONDS,
			)
		);
		$liked = $this->add_comment(
			$post,
			array(
				'likes' => 2,
				'age'   => 20 * DAY_IN_SECONDS,
			)
		);
		$this->add_comment(
			$post,
			array(
				'comment_parent' => $liked,
				'dislikes'       => 4,
				'age'            => 19 * DAY_IN_SECONDS,
			)
		);
		$some = $this->add_comment(
			$post,
			array(
				'likes' => 3,
				'age'   => 10 * DAY_IN_SECONDS,
			)
		);
		$hot  = $this->add_comment( $post, array( 'age' => 10 * DAY_IN_SECONDS ) );
		foreach ( array( 3, 2 ) as $days ) {
			$this->add_comment(
				$post,
				array(
					'comment_parent' => $hot,
					'age'            => $days * DAY_IN_SECONDS,
				)
			);
		}
		$this->add_comment(
			$post,
			array(
				'comment_parent' => $some,
				'age'            => DAY_IN_SECONDS,
			)
		);
		$this->add_comment(
			$post,
			array(
				'comment_parent' => $quiet,
				'age'            => 15 * DAY_IN_SECONDS,
			)
		);

		$this->assertSame( array( $liked, $some ), $this->roots( $post, new ThreadRequest( Sorting::Newest, ThreadFilter::MostReacted, 10 ) ) );
		$this->assertSame( array( $hot, $some ), $this->roots( $post, new ThreadRequest( Sorting::Newest, ThreadFilter::Hottest, 10 ) ) );
	}

	/**
	 * Paging follows the last parent shown even when comments arrive meanwhile.
	 */
	public function test_paging_follows_the_last_parent_shown_even_when_comments_arrive_meanwhile(): void {
		$post  = $this->create_post();
		$roots = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$roots[] = $this->add_comment( $post );
		}
		$first = $this->query()->page( $post, new ThreadRequest( Sorting::Newest, ThreadFilter::None, 2 ) );
		$this->assertSame( $roots[3], $first->last_parent_id );
		$this->assertSame( 3, $first->parents_left );
		$this->assertTrue( $first->has_more() );

		$newer = $this->add_comment( $post, array( 'age' => 1 ) );
		$this->assertSame( array( $roots[2], $roots[1] ), $this->roots( $post, new ThreadRequest( Sorting::Newest, ThreadFilter::None, 2, 1, $roots[3] ) ), 'after the last parent shown' );
		$this->assertSame( array( $roots[3], $roots[2] ), $this->roots( $post, new ThreadRequest( Sorting::Newest, ThreadFilter::None, 2, 1 ) ), 'by offset alone the new comment shifts the list' );

		$last = $this->query()->page( $post, new ThreadRequest( Sorting::Newest, ThreadFilter::None, 2, 2, $roots[1] ) );
		$this->assertSame( array( $roots[0] ), array_map( static fn ( ThreadNode $n ): int => (int) $n->comment->comment_ID, $last->threads ) );
		$this->assertFalse( $last->has_more() );
		$this->assertSame( 0, $last->parents_left );
		$this->assertSame( $newer, $last->last_comment_id );
	}

	/**
	 * Pending spam and orphaned comments are not shown.
	 */
	public function test_pending_spam_and_orphaned_comments_are_not_shown(): void {
		$post    = $this->create_post();
		$visible = $this->add_comment( $post );
		$pending = $this->add_comment( $post, array( 'comment_approved' => 0 ) );
		$orphan  = $this->add_comment( $post, array( 'comment_parent' => $pending ) );
		$this->add_comment( $post, array( 'comment_approved' => 'spam' ) );
		$this->add_comment( $post, array( 'comment_type' => 'pingback' ) );

		$page = $this->query()->page( $post, new ThreadRequest( Sorting::Newest, ThreadFilter::None, 10 ) );
		$this->assertSame( array( $visible => 1 ), $this->depths( $page->threads ) );
		$this->assertFalse( $this->query()->is_visible( get_comment( $orphan ) ) );
	}

	/**
	 * A page costs the same queries for 10 or 50 threads.
	 */
	public function test_a_page_costs_the_same_queries_for_10_or_50_threads(): void {
		global $wpdb;
		$counts = array();
		foreach ( array( 10, 50 ) as $threads ) {
			$post = $this->create_post();
			$this->add_threads( $post, $threads );
			wp_cache_flush();
			get_option( 'thread_comments' );
			get_post( $post );
			$before             = $wpdb->num_queries;
			$page               = $this->query()->page( $post, new ThreadRequest( Sorting::Newest, ThreadFilter::None, 50 ) );
			$html               = ( new CommentRenderer( new Settings() ) )->render_nodes( $page->threads );
			$counts[ $threads ] = $wpdb->num_queries - $before;
			$this->assertCount( $threads * 4, $this->element_ids( $html ) );
		}
		$this->assertSame( $counts[10], $counts[50] );
		$this->assertLessThanOrEqual( 8, $counts[50] );
	}
}

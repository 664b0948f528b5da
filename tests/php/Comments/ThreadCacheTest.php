<?php
/**
 * The thread skeleton kept between requests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\CommentMeta;
use Farol\Comments\Store\ThreadCache;
use Farol\Comments\Store\ThreadRepository;
use Farol\Comments\Thread\Sorting;
use Farol\Comments\Thread\ThreadFilter;
use Farol\Comments\Thread\ThreadNode;
use Farol\Comments\Thread\ThreadQuery;
use Farol\Comments\Thread\ThreadRequest;
use Farol\Comments\Write\VoteStore;
use Farol\Tests\TestCase;

/**
 * A reader gets the thread as it is in the database after every kind of change, while a thread
 * nobody changed is read from the kept copy (one option, no query on the comments).
 */
final class ThreadCacheTest extends TestCase {

	use CommentsFixtures;

	/**
	 * The cache the plugin's hooks mark (their state is shared by every instance).
	 *
	 * @var ThreadCache
	 */
	private ThreadCache $cache;

	/**
	 * Starts each test as a new request would: nothing marked as changed.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->cache = new ThreadCache();
		$this->cache->flush();
	}

	/**
	 * Top-level ids of the first page, newest first, as a new request reads them.
	 *
	 * @param int $post Post.
	 * @return list<int>
	 */
	private function roots( int $post ): array {
		$query = new ThreadQuery( new ThreadRepository(), $this->cache );
		return array_map(
			static fn ( ThreadNode $node ): int => (int) $node->comment->comment_ID,
			$query->page( $post, new ThreadRequest( Sorting::Newest, ThreadFilter::None, 10 ) )->threads
		);
	}

	/**
	 * How many queries some code runs.
	 *
	 * @param callable $read Code to run.
	 */
	private function skeleton_queries( callable $read ): int {
		global $wpdb;
		$before = $wpdb->num_queries;
		$read();
		return $wpdb->num_queries - $before;
	}

	/**
	 * A thread nobody changed comes from the kept copy: a row inserted behind WordPress's back
	 * (no hook) is not seen, and the copy costs fewer queries than the database read.
	 */
	public function test_an_unchanged_thread_is_read_from_the_kept_copy(): void {
		global $wpdb;
		$post  = $this->create_post();
		$first = $this->add_comment( $post );
		$this->cache->flush();
		$cold = $this->skeleton_queries( fn () => $this->assertSame( array( $first ), $this->roots( $post ) ) );
		$this->assertIsArray( get_option( ThreadCache::OPTION_PREFIX . $post ), 'the first reader keeps a copy' );

		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery.DirectQuery -- a write no hook sees, to tell the copy from the table.
			$wpdb->comments,
			array(
				'comment_post_ID'  => $post,
				'comment_content'  => 'Escrito por fora.',
				'comment_approved' => '1',
				'comment_type'     => 'comment',
				'comment_date'     => current_time( 'mysql' ),
				'comment_date_gmt' => current_time( 'mysql', true ),
			)
		);
		// A new request: the copy and the version come from the database, not this process.
		wp_cache_delete( ThreadCache::OPTION_PREFIX . $post, 'options' );
		wp_cache_delete( $post, 'post_meta' );
		$warm = $this->skeleton_queries( fn () => $this->assertSame( array( $first ), $this->roots( $post ) ) );
		$this->assertLessThan( $cold, $warm, 'the copy replaces the skeleton queries' );
	}

	/**
	 * Each kind of change gives the reader the thread as it now is: a new comment, a status
	 * change, an edit that moves a reply, a sticky flag, a vote recount (SQL), a deletion.
	 */
	public function test_every_change_reaches_the_next_reader(): void {
		$post = $this->create_post();
		$old  = $this->add_comment( $post, array( 'age' => 3000 ) );
		$this->cache->flush();
		$this->assertSame( array( $old ), $this->roots( $post ) );

		// A new comment: seen in the same request and by the next one.
		$new = $this->add_comment( $post, array( 'age' => 10 ) );
		$this->assertSame( array( $new, $old ), $this->roots( $post ) );
		$this->cache->flush();
		$this->assertSame( array( $new, $old ), $this->roots( $post ) );

		// Held for moderation: gone.
		wp_set_comment_status( $new, 'hold' );
		$this->cache->flush();
		$this->assertSame( array( $old ), $this->roots( $post ) );
		wp_set_comment_status( $new, 'approve' );
		$this->cache->flush();
		$this->assertSame( array( $new, $old ), $this->roots( $post ) );

		// Pinned: first.
		update_comment_meta( $old, CommentMeta::STICKY, '1' );
		$this->cache->flush();
		$this->assertSame( array( $old, $new ), $this->roots( $post ) );
		delete_comment_meta( $old, CommentMeta::STICKY );
		$this->cache->flush();

		// Votes counted by SQL (the recount), then sorted by vote.
		$store = new VoteStore();
		$store->vote( $old, 'u:9', 1 );
		$store->recount( $old );
		$this->cache->flush();
		$query = new ThreadQuery( new ThreadRepository(), $this->cache );
		$ids   = array_map(
			static fn ( ThreadNode $node ): int => (int) $node->comment->comment_ID,
			$query->page( $post, new ThreadRequest( Sorting::ByVote, ThreadFilter::None, 10 ) )->threads
		);
		$this->assertSame( array( $old, $new ), $ids );

		// Edited into a reply of the older comment: no longer a thread of its own.
		wp_update_comment(
			array(
				'comment_ID'     => $new,
				'comment_parent' => $old,
			)
		);
		$this->cache->flush();
		$this->assertSame( array( $old ), $this->roots( $post ) );

		// Deleted for good: WordPress moves its reply up to the top level.
		wp_delete_comment( $old, true );
		$this->cache->flush();
		$this->assertSame( array( $new ), $this->roots( $post ) );
	}

	/**
	 * A copy made from what a reader read before a change is never used after it: the change
	 * gives the post a new version, so the old copy no longer matches.
	 */
	public function test_a_copy_older_than_a_change_is_not_used(): void {
		$post  = $this->create_post();
		$first = $this->add_comment( $post, array( 'age' => 500 ) );
		$this->cache->flush();
		$this->assertSame( array( $first ), $this->roots( $post ) );
		$version = get_post_meta( $post, ThreadCache::VERSION_META, true );

		$second = $this->add_comment( $post, array( 'age' => 5 ) );
		$this->cache->flush();
		$this->assertNotSame( $version, get_post_meta( $post, ThreadCache::VERSION_META, true ), 'the change gave the post a new version' );
		$this->assertSame( array( $second, $first ), $this->roots( $post ) );
	}

	/**
	 * Deleting the post drops its copy.
	 */
	public function test_the_copy_goes_with_its_post(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$this->cache->flush();
		$this->roots( $post );
		$this->assertIsArray( get_option( ThreadCache::OPTION_PREFIX . $post ) );
		wp_delete_post( $post, true );
		$this->assertFalse( get_option( ThreadCache::OPTION_PREFIX . $post ) );
	}
}

<?php
/**
 * Page caches are told which post changed.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Store\ThreadCache;
use Farol\Tests\TestCase;

/**
 * Every change a reader of a post's page would see — a comment written, edited, moderated or
 * deleted, a vote, a rating, a comment stuck or a thread closed — ends with `clean_post_cache`
 * for that post, the core hook page-cache plugins watch to purge a page (docs/load-and-servers.md).
 * Counted per post: the hook fires for the changed post, not for another one.
 */
final class PageCacheHooksTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	/**
	 * Post ids `clean_post_cache` fired for, in order.
	 *
	 * @var list<int>
	 */
	private array $cleaned = array();

	/**
	 * Comments open; the hook counted; nothing left marked by an earlier test.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
		( new ThreadCache() )->flush();
		add_action(
			'clean_post_cache',
			function ( $post_id ): void {
				$this->cleaned[] = (int) $post_id;
			}
		);
	}

	/**
	 * How many times `clean_post_cache` fired for a post while some code ran and the request
	 * ended (ThreadCache's end-of-request flush).
	 *
	 * @param int      $post_id The post.
	 * @param callable $change  The change.
	 */
	private function purges( int $post_id, callable $change ): int {
		$this->cleaned = array();
		$change();
		( new ThreadCache() )->flush();
		return count( array_keys( $this->cleaned, $post_id, true ) );
	}

	/**
	 * Votes, ratings and moderators' actions through the widget's own actions.
	 */
	public function test_votes_ratings_sticks_and_closes_purge_their_post(): void {
		$post    = $this->create_post();
		$other   = $this->create_post();
		$comment = $this->add_comment( $post );
		( new ThreadCache() )->flush();

		$this->login_as( 'subscriber' );
		$this->assertGreaterThan(
			0,
			$this->purges( $post, fn () => $this->assertTrue( $this->on_comment( 'wpdVoteOnComment', $comment, array( 'voteType' => '1' ) )['success'] ) ),
			'a vote'
		);
		$this->assertNotContains( $other, $this->cleaned, 'only the changed post' );
		$this->assertGreaterThan(
			0,
			$this->purges(
				$post,
				fn () => $this->assertTrue(
					$this->ajax_json(
						'wpdUserRate',
						array(
							'postId' => $post,
							'rating' => '4',
							'nonce'  => wp_create_nonce( 'farol_comments' ),
						)
					)['success']
				)
			),
			'a rating'
		);

		$this->login_as( 'editor' );
		$this->assertGreaterThan( 0, $this->purges( $post, fn () => $this->on_comment( 'wpdStickComment', $comment ) ), 'a comment stuck' );
		$this->assertGreaterThan( 0, $this->purges( $post, fn () => $this->on_comment( 'wpdCloseThread', $comment ) ), 'a thread closed' );
	}

	/**
	 * Comments written, edited, moderated and deleted by any path (WordPress's own functions).
	 */
	public function test_comment_writes_and_moderation_purge_their_post(): void {
		$post = $this->create_post();
		$id   = 0;

		$write = function () use ( $post, &$id ): void {
			$id = $this->add_comment( $post );
		};
		$this->assertGreaterThan( 0, $this->purges( $post, $write ), 'a comment written' );
		$this->assertGreaterThan(
			0,
			$this->purges(
				$post,
				fn () => wp_update_comment(
					array(
						'comment_ID'      => $id,
						'comment_content' => 'Edited.',
					)
				)
			),
			'a comment edited'
		);
		$this->assertGreaterThan( 0, $this->purges( $post, fn () => wp_set_comment_status( $id, 'hold' ) ), 'a comment held' );
		$this->assertGreaterThan( 0, $this->purges( $post, fn () => wp_set_comment_status( $id, 'approve' ) ), 'a comment approved' );
		$this->assertGreaterThan( 0, $this->purges( $post, fn () => wp_delete_comment( $id, true ) ), 'a comment deleted' );
	}
}

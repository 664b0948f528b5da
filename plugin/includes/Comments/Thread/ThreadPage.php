<?php
/**
 * A page of threads.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Thread;

/**
 * The threads of one page and where the reader stands: the last top-level comment shown, how
 * many top-level threads are left after it, and the newest visible comment of the post.
 */
final class ThreadPage {

	/**
	 * Creates the page.
	 *
	 * @param ThreadNode[] $threads         Top-level threads with their replies.
	 * @param int          $last_parent_id  Last top-level comment of this page (else the one asked after, or 0).
	 * @param int          $parents_left    Top-level threads after this page.
	 * @param int          $last_comment_id Highest visible comment id of the post.
	 * @param int          $total_parents   Top-level threads in the list.
	 */
	public function __construct(
		public readonly array $threads,
		public readonly int $last_parent_id,
		public readonly int $parents_left,
		public readonly int $last_comment_id,
		public readonly int $total_parents
	) {
	}

	/**
	 * Whether a "load more" has something to load.
	 */
	public function has_more(): bool {
		return $this->parents_left > 0;
	}
}

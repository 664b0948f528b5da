<?php
/**
 * What a reader asked for: a page of threads.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Thread;

/**
 * A validated request for a page of top-level threads. `offset` counts pages already loaded (0
 * for the first); `last_parent_id`, the last top-level comment the reader has, wins over it when
 * that comment is still in the list, so comments posted meanwhile neither repeat nor get skipped.
 */
final class ThreadRequest {

	/**
	 * Creates the request.
	 *
	 * @param Sorting      $sorting        Order of the threads.
	 * @param ThreadFilter $filter         Which threads.
	 * @param int          $per_page       Threads per page (at least 1).
	 * @param int          $offset         Pages already loaded.
	 * @param int          $last_parent_id Last top-level comment already shown, 0 for none.
	 */
	public function __construct(
		public readonly Sorting $sorting,
		public readonly ThreadFilter $filter,
		public readonly int $per_page,
		public readonly int $offset = 0,
		public readonly int $last_parent_id = 0
	) {
	}
}

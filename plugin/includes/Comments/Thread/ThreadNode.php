<?php
/**
 * A comment in a rendered thread.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Thread;

use WP_Comment;

/**
 * A comment, the depth it is shown at (1 for a top-level comment) and the replies shown under
 * it, oldest first.
 */
final class ThreadNode {

	/**
	 * Creates the node.
	 *
	 * @param WP_Comment   $comment  The comment.
	 * @param int          $depth    Depth shown, 1 for top level.
	 * @param ThreadNode[] $children Replies shown under it.
	 */
	public function __construct(
		public readonly WP_Comment $comment,
		public readonly int $depth,
		public readonly array $children = array()
	) {
	}
}

<?php
/**
 * The thread's sort orders.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Thread;

/**
 * How top-level comments are ordered (sticky ones always first). The values are the wire
 * contract's `sorting` values; anything else is refused, never interpolated into SQL.
 */
enum Sorting: string {
	case Newest = 'newest';
	case Oldest = 'oldest';
	case ByVote = 'by_vote';
}

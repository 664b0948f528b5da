<?php
/**
 * The per-address limits of the comment widget's writes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use Farol\Support\Abuse\RateLimit;

/**
 * Writes per client address and window, members included, counted by the shared throttle
 * (Farol\Support\Abuse\Throttle): 10 comments and 30 edits in 10 minutes, 30 votes a minute.
 */
final class CommentRateLimits {

	/**
	 * Posting a comment.
	 */
	public static function comment(): RateLimit {
		return new RateLimit( 'comment-comment', 10, 600 );
	}

	/**
	 * Editing or deleting one's comment.
	 */
	public static function edit(): RateLimit {
		return new RateLimit( 'comment-edit', 30, 600 );
	}

	/**
	 * Voting on a comment.
	 */
	public static function vote(): RateLimit {
		return new RateLimit( 'comment-vote', 30, 60 );
	}
}

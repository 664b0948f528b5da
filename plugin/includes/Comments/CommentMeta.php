<?php
/**
 * The comment meta keys of the comment widget.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments;

/**
 * One place for the meta keys the thread reads and the write side (votes, moderation) keeps.
 * The vote totals are a cache of the votes table (`farol_comment_votes`), rewritten by whoever
 * records a vote, so reading a page of comments never counts rows.
 */
final class CommentMeta {

	/**
	 * "1" when a moderator stuck the comment (top-level comments only): it is listed first.
	 */
	public const STICKY = 'farol_sticky';

	/**
	 * "1" when a moderator closed the thread under this comment: no replies are accepted.
	 */
	public const CLOSED = 'farol_closed';

	/**
	 * When the comment's text was last edited (Unix time): the comment shows "Edited on …".
	 */
	public const EDITED = 'farol_last_edited';

	/**
	 * Sum of the votes (likes minus dislikes), an integer.
	 */
	public const VOTES = 'farol_votes';

	/**
	 * Number of +1 votes.
	 */
	public const LIKES = 'farol_likes';

	/**
	 * Number of -1 votes.
	 */
	public const DISLIKES = 'farol_dislikes';
}

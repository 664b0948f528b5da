<?php
/**
 * One subscription row.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

/**
 * A subscription as stored (SubscriptionsTable): who (e-mail, member id or 0), to what (post,
 * type, subject) and whether it is confirmed.
 */
final class Subscription {

	/**
	 * Every new comment on the post.
	 */
	public const POST = 'post';

	/**
	 * Every reply to any of the subscriber's comments on the post.
	 */
	public const ALL_COMMENT = 'all_comment';

	/**
	 * Replies to one comment.
	 */
	public const COMMENT = 'comment';

	/**
	 * The types.
	 */
	public const TYPES = array( self::POST, self::ALL_COMMENT, self::COMMENT );

	/**
	 * Creates the value.
	 *
	 * @param int    $id         Row id (the links' `sid`).
	 * @param string $email      E-mail address.
	 * @param int    $user_id    Member id, 0 for a guest.
	 * @param int    $post_id    Post.
	 * @param int    $subject_id The comment for `comment`, the post otherwise.
	 * @param string $type       One of TYPES.
	 * @param string $secret     The activation key the mailed keys derive from.
	 * @param bool   $confirmed  Whether confirmed.
	 * @param string $created_at Creation time (UTC, MySQL format).
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $email,
		public readonly int $user_id,
		public readonly int $post_id,
		public readonly int $subject_id,
		public readonly string $type,
		public readonly string $secret,
		public readonly bool $confirmed,
		public readonly string $created_at
	) {
	}

	/**
	 * A row of the table as a value.
	 *
	 * @param object $row A row (stdClass from $wpdb).
	 */
	public static function from_row( object $row ): self {
		return new self(
			(int) $row->id,
			(string) $row->email,
			(int) $row->user_id,
			(int) $row->post_id,
			(int) $row->subject_id,
			(string) $row->type,
			(string) $row->activation_key,
			'1' === (string) $row->confirmed,
			(string) $row->created_at
		);
	}
}

<?php
/**
 * Who asks for their own content.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

/**
 * The visitor whose items a tab lists: a member (user id > 0, with the account's e-mail), or a
 * guest known by an e-mail the server has verified (the signed delete link or the commenter
 * cookies the server itself set).
 */
final class Visitor {

	/**
	 * Creates the visitor.
	 *
	 * @param int    $user_id Member id, 0 for a guest.
	 * @param string $email   The e-mail (a member's account e-mail; a guest's verified one).
	 */
	public function __construct(
		public readonly int $user_id,
		public readonly string $email
	) {
	}

	/**
	 * Whether the visitor is a member.
	 */
	public function is_member(): bool {
		return $this->user_id > 0;
	}
}

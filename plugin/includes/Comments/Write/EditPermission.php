<?php
/**
 * Who may edit or delete a comment.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use WP_Comment;

/**
 * A moderator (`moderate_comments`, and core's `edit_comment` for that comment) may edit and
 * delete any comment at any time. Its author may, within `edit_window_minutes` of posting it
 * (0: never): a member is the author when the comment carries their user id; a guest when the
 * browser holds the guest key the comment was posted with (GuestKey). Everyone else is refused.
 */
final class EditPermission {

	/**
	 * Creates the rule.
	 *
	 * @param WriteSettings $settings The write settings.
	 */
	public function __construct( private readonly WriteSettings $settings ) {
	}

	/**
	 * '' when the current visitor may edit or delete the comment, else the phrase key of the
	 * refusal (`edit_not_allowed` or `edit_window_passed`).
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public function check( WP_Comment $comment ): string {
		if ( self::is_moderator( $comment ) ) {
			return '';
		}
		if ( ! $this->is_author( $comment ) ) {
			return 'edit_not_allowed';
		}
		$minutes = $this->settings->edit_window_minutes();
		$posted  = (int) strtotime( $comment->comment_date_gmt . ' UTC' );
		if ( $minutes < 1 || time() - $posted > $minutes * MINUTE_IN_SECONDS ) {
			return 'edit_window_passed';
		}
		return '';
	}

	/**
	 * Whether the current visitor wrote the comment.
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public function is_author( WP_Comment $comment ): bool {
		$user = get_current_user_id();
		if ( $user > 0 ) {
			return (int) $comment->user_id === $user;
		}
		return GuestKey::owns( $comment );
	}

	/**
	 * Whether the current user moderates this comment.
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public static function is_moderator( WP_Comment $comment ): bool {
		return current_user_can( 'moderate_comments' ) && current_user_can( 'edit_comment', (int) $comment->comment_ID );
	}
}

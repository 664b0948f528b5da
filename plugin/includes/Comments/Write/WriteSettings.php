<?php
/**
 * The settings the write side reads.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use Farol\Comments\Settings;

/**
 * The write side's view of the widget's settings (option `farol_comments`): comment and reply
 * length limits (0 = none), guest commenting, the first-comment redirect page, the edit window in
 * minutes (0 = authors never edit) and the agreement text, read through Settings' typed getters
 * and combined with core's options where both decide (guest commenting).
 */
final class WriteSettings {

	/**
	 * Creates the view.
	 *
	 * @param Settings $settings The widget's settings.
	 */
	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * Minimum length of a comment (reply: true for a reply), 0 for none.
	 *
	 * @param bool $reply Whether it is a reply.
	 */
	public function min_length( bool $reply ): int {
		return max( 0, $reply ? $this->settings->reply_min_length() : $this->settings->comment_min_length() );
	}

	/**
	 * Maximum length of a comment (reply: true for a reply), 0 for none.
	 *
	 * @param bool $reply Whether it is a reply.
	 */
	public function max_length( bool $reply ): int {
		return max( 0, $reply ? $this->settings->reply_max_length() : $this->settings->comment_max_length() );
	}

	/**
	 * Whether guests may comment (core's "users must be registered" also forbids it).
	 */
	public function guests_may_comment(): bool {
		return $this->settings->guest_commenting() && ! get_option( 'comment_registration' );
	}

	/**
	 * The page a first-time commenter is sent to, 0 for none.
	 */
	public function redirect_page(): int {
		return max( 0, $this->settings->redirect_page() );
	}

	/**
	 * Minutes after posting during which an author may edit or delete, 0 for never.
	 */
	public function edit_window_minutes(): int {
		return max( 0, $this->settings->edit_window_minutes() );
	}

	/**
	 * The agreement a commenter must tick, '' for none.
	 */
	public function agreement_text(): string {
		return trim( $this->settings->agreement_text() );
	}
}

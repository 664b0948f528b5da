<?php
/**
 * Mails followers their authors' new approved comments.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Follows;

use Farol\Comments\Info\GuestLinks;
use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use Farol\Support\Mail\Mailer;
use WP_Comment;

/**
 * When a comment is approved — at once (`comment_post` with status 1) or later by a moderator
 * (`transition_comment_status` to approved) — each member following its author gets one mail
 * through the Mailer it is given (the retrying queue once merged): the configurable phrases,
 * the comment's address and a signed one-shot link that cancels that follow (GuestLinks,
 * purpose `cancelFollow`, subject the follow's id). A comment is mailed about once: a unique
 * comment meta marks it (approve, unapprove, approve again sends nothing new). The author is
 * never mailed about their own comment.
 */
final class FollowMail {

	/**
	 * Comment meta marking a comment its followers were mailed about.
	 */
	public const MAILED_META = '_farol_follow_mailed';

	/**
	 * Creates the mailer of follows.
	 *
	 * @param FollowStore $store    The follows.
	 * @param Mailer      $mailer   The plugin's one way to send mail.
	 * @param Settings    $settings Widget settings.
	 */
	public function __construct(
		private readonly FollowStore $store,
		private readonly Mailer $mailer,
		private readonly Settings $settings
	) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'comment_post', array( $this, 'posted' ), 20, 2 );
		add_action( 'transition_comment_status', array( $this, 'transitioned' ), 20, 3 );
	}

	/**
	 * A new comment: mailed when it is approved at once.
	 *
	 * @param mixed $comment_id The comment.
	 * @param mixed $approved   1, 0, 'spam' or 'trash'.
	 */
	public function posted( $comment_id, $approved ): void {
		if ( 1 === $approved || '1' === $approved ) {
			$comment = get_comment( (int) $comment_id );
			if ( $comment instanceof WP_Comment ) {
				$this->notify( $comment );
			}
		}
	}

	/**
	 * A comment's status changed: mailed when it became approved.
	 *
	 * @param mixed $new_status New status.
	 * @param mixed $old_status Old status.
	 * @param mixed $comment    The comment.
	 */
	public function transitioned( $new_status, $old_status, $comment ): void {
		if ( 'approved' === $new_status && 'approved' !== $old_status && $comment instanceof WP_Comment ) {
			$this->notify( $comment );
		}
	}

	/**
	 * Mails each follower of the comment's author, once per comment.
	 *
	 * @param WP_Comment $comment An approved comment.
	 * @return int How many mails were handed to the Mailer.
	 */
	public function notify( WP_Comment $comment ): int {
		$email = FollowActions::author_email( $comment );
		if ( ! $this->settings->follows_enabled() || '' === $email || ! in_array( (string) $comment->comment_type, array( '', 'comment' ), true ) ) {
			return 0;
		}
		$followers = $this->store->followers( $email );
		if ( array() === $followers || ! add_comment_meta( (int) $comment->comment_ID, self::MAILED_META, (string) time(), true ) ) {
			return 0;
		}
		$sent = 0;
		foreach ( $followers as $follower ) {
			if ( $follower['follower_user_id'] > 0 && $follower['follower_user_id'] === (int) $comment->user_id ) {
				continue;
			}
			$user = get_userdata( $follower['follower_user_id'] );
			$to   = $user instanceof \WP_User && '' !== $user->user_email ? $user->user_email : $follower['follower_email'];
			if ( ! is_email( $to ) ) {
				continue;
			}
			$this->mailer->send( $to, Phrases::get( 'follow_mail_subject' ), $this->body( $comment, $follower['id'] ), array(), 'follow' );
			++$sent;
		}
		return $sent;
	}

	/**
	 * The mail's text (plain text: names and excerpt are never HTML here).
	 *
	 * @param WP_Comment $comment The comment.
	 * @param int        $follow  The follow's id (its cancel link).
	 */
	private function body( WP_Comment $comment, int $follow ): string {
		$post    = (int) $comment->comment_post_ID;
		$excerpt = wp_trim_words( wp_strip_all_tags( (string) $comment->comment_content ), 40, '…' );
		$lines   = array(
			Phrases::get( 'follow_mail_intro' ),
			'',
			get_comment_author( $comment ) . ' — ' . wp_strip_all_tags( get_the_title( $post ) ),
			$excerpt,
			'',
			Phrases::get( 'follow_mail_read' ),
			(string) get_comment_link( $comment ),
			'',
			Phrases::get( 'follow_mail_cancel' ),
			GuestLinks::url( 'cancelFollow', (string) $follow, $post, time() ),
		);
		return implode( "\n", $lines );
	}
}

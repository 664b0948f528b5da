<?php
/**
 * The phrases of wpDiscuz (`wc_phrases`) that Farol shows too, as phrase overrides.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

/**
 * The phrases screen of wpDiscuz saves all 207 phrases, changed or not, so a phrase is carried only
 * when it differs from wpDiscuz 7.6.54's own default (the administrator changed it): the others
 * would replace Farol's translated texts with wpDiscuz's English ones. A carried phrase becomes
 * the override of the Farol phrase that shows the same thing (`farol_comments` › `phrases`).
 * Farol's phrases are plain text: a phrase holding HTML is refused, never stored (so never
 * printed), and so is one with a printf placeholder (Farol would drop it).
 */
final class WpDiscuzPhrases {

	/** Longest phrase Farol keeps (Phrases::MAX). */
	private const MAX = 1000;

	/**
	 * The wpDiscuz key ⇒ the Farol phrase showing the same thing (null: none) and wpDiscuz's default.
	 *
	 * @var array<string, array{0: string|null, 1: string}>
	 */
	public const MAP = array(
		'wc_be_the_first_text'          => array( null, 'Be the First to Comment!' ),
		'wc_comment_join_text'          => array( 'form_placeholder', 'Join the discussion' ),
		'wc_email_text'                 => array( 'email_label', 'Email' ),
		'wc_newest'                     => array( 'sort_newest', 'Newest' ),
		'wc_oldest'                     => array( 'sort_oldest', 'Oldest' ),
		'wc_most_voted'                 => array( 'sort_by_vote', 'Most Voted' ),
		'wc_most_reacted_comment'       => array( 'filter_most_reacted', 'Most reacted comment' ),
		'wc_hottest_comment_thread'     => array( 'filter_hottest', 'Hottest comment thread' ),
		'wc_load_more_submit_text'      => array( 'load_more', 'Load More Comments' ),
		'wc_reply_text'                 => array( 'reply', 'Reply' ),
		'wc_edit_text'                  => array( 'edit', 'Edit' ),
		'wc_hide_replies_text'          => array( 'hide_replies', 'Hide Replies' ),
		'wc_show_replies_text'          => array( 'view_replies', 'View Replies' ),
		'wc_vote_up'                    => array( 'vote_up', 'Vote Up' ),
		'wc_vote_down'                  => array( 'vote_down', 'Vote Down' ),
		'wc_vote_counted'               => array( 'vote_counted', 'Vote Counted' ),
		'wc_self_vote'                  => array( 'vote_own_comment', 'You cannot vote for your comment' ),
		'wc_rate_limit_exceeded'        => array( 'rate_limited', 'Too many requests. Please slow down.' ),
		'wc_error_email_text'           => array( 'email_invalid', 'email address is invalid' ),
		'wc_error_url_text'             => array( 'website_invalid', 'url is invalid' ),
		'wc_awaiting_for_approval'      => array( 'comment_held', 'Awaiting for approval' ),
		'wc_comment_edit_not_possible'  => array( 'edit_window_passed', 'Sorry, this comment is no longer possible to edit' ),
		'wc_comment_edit_save_button'   => array( 'save_edit', 'Save' ),
		'wc_comment_edit_cancel_button' => array( 'cancel', 'Cancel' ),
		'wc_read_more'                  => array( 'read_more', 'Read more »' ),
		'wc_login_to_comment'           => array( 'login_required', 'Please login to comment' ),
		'wc_closed_comment_thread'      => array( 'thread_closed', 'This is closed comment thread' ),
		'wc_stick_comment'              => array( 'stick', 'Stick' ),
		'wc_unstick_comment'            => array( 'unstick', 'Unstick' ),
		'wc_close_comment'              => array( 'close_thread', 'Close' ),
		'wc_open_comment'               => array( 'open_thread', 'Open' ),
		'wc_confirm_comment_delete'     => array( 'delete_confirm', 'Are you sure you want to delete this comment?' ),
		'wc_confirm_rate_edit'          => array( 'rating_change_confirm', 'Are you sure you want to edit your rate?' ),
		'wc_follow_user'                => array( 'follow_tip', 'Follow this user' ),
		'wc_unfollow_user'              => array( 'unfollow_tip', 'Unfollow this user' ),
		'wc_follow_success'             => array( 'follow_added', 'You started following this comment author' ),
		'wc_follow_canceled'            => array( 'follow_removed', 'You stopped following this comment author.' ),
		'wc_follow_login_to_follow'     => array( 'follow_login_required', 'Please login to follow users.' ),
		'wc_content_and_settings'       => array( 'info_button', 'My content and settings' ),
		'wc_inline_form_comment'        => array( 'inline_placeholder', 'Your comment here...' ),
		'wc_inline_form_comment_button' => array( 'inline_submit', 'COMMENT' ),
		'wc_spoiler'                    => array( 'editor_spoiler', 'Spoiler' ),
		'wmuPhraseConfirmDelete'        => array( 'attachment_delete_confirm', 'Are you sure you want to delete this attachment?' ),
		'wmuPhraseDoingUpload'          => array( 'attachment_doing_upload', 'Uploading in progress! Please wait.' ),
		'wmuPhraseNotAllowedFile'       => array( 'attachment_wrong_type', 'Not allowed file type' ),
	);

	/**
	 * The plan of a changed phrase.
	 *
	 * @param array<string, mixed> $row The `wc_phrases` row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public static function plan( array $row ): array {
		$farol = self::MAP[ (string) ( $row['phrase_key'] ?? '' ) ][0] ?? null;
		$text  = trim( (string) ( $row['phrase_value'] ?? '' ) );
		if ( null === $farol ) {
			return self::refuse( __( 'no Farol phrase shows this text.', 'farol' ) );
		}
		if ( '' === $text ) {
			return self::refuse( __( 'the phrase is empty.', 'farol' ) );
		}
		if ( wp_strip_all_tags( $text ) !== $text || 1 === preg_match( '/<|&lt;|javascript:/i', $text ) ) {
			return self::refuse( __( 'the phrase holds HTML; Farol\'s phrases are plain text, so it is not carried.', 'farol' ) );
		}
		if ( 1 === preg_match( '/%(\d+\$)?[sd]/', $text ) || mb_strlen( $text ) > self::MAX ) {
			return self::refuse( __( 'the phrase has a placeholder or is longer than 1,000 characters, which Farol\'s phrase does not take.', 'farol' ) );
		}
		return array(
			'ok'    => true,
			'value' => array( 'changes' => array( 'phrases' => array( $farol => sanitize_text_field( $text ) ) ) ),
		);
	}

	/**
	 * A refusal.
	 *
	 * @param string $reason Why.
	 * @return array{ok: bool, reason: string}
	 */
	private static function refuse( string $reason ): array {
		return array(
			'ok'     => false,
			'reason' => $reason,
		);
	}
}

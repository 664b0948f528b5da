<?php
/**
 * The comment widget's phrases and their default texts.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments;

/**
 * Every phrase of the widget by group, with its default text translated in the current
 * locale (English msgids, context "comment phrase", translated in comments-settings.po). The
 * error keys are what a refused call answers in `data`; the client shows the phrase of that
 * key. Read them through Phrases, which applies the administrator's overrides.
 */
final class PhrasesCatalogue {

	/**
	 * The phrase groups, as the settings page shows them.
	 */
	public const GROUPS = array( 'errors', 'notices', 'interface', 'editor' );

	/**
	 * The placeholders a phrase must keep, by key (an override without them is dropped).
	 */
	public const PLACEHOLDERS = array(
		'comments_left'     => '%d',
		'counter_remaining' => '%d',
		'reply_to'          => '%s',
	) + Inline\InlinePhrases::PLACEHOLDERS;

	/**
	 * The default texts of one group, by key.
	 *
	 * @param string $group One of GROUPS.
	 * @return array<string,string>
	 */
	public static function group( string $group ): array {
		return match ( $group ) {
			'errors'    => self::errors(),
			'notices'   => self::notices(),
			'interface' => self::interface_texts(),
			'editor'    => self::editor(),
			default     => array(),
		} + self::features( $group );
	}

	/**
	 * The phrases the widget's features keep in their own files (rating, attachments, captcha,
	 * live updates, subscriptions, the info modal), of one group.
	 *
	 * @param string $group One of GROUPS.
	 * @return array<string,string>
	 */
	public static function features( string $group ): array {
		$parts  = array( Subscriptions\SubscriptionPhrases::group( $group ), Info\InfoPhrases::group( $group ) );
		$method = array(
			'errors'    => 'errors',
			'notices'   => 'notices',
			'interface' => 'interface_texts',
		)[ $group ] ?? '';
		foreach ( array( Rating\RatingPhrases::class, Attachments\AttachmentPhrases::class, Captcha\CaptchaPhrases::class, Live\LivePhrases::class, Inline\InlinePhrases::class, Social\SocialPhrases::class, Social\Linking\LinkPhrases::class ) as $feature ) {
			if ( '' !== $method && method_exists( $feature, $method ) ) {
				$parts[] = $feature::$method();
			}
		}
		return array_merge( ...$parts );
	}

	/**
	 * Error messages: the `data` of a refused call names one of these.
	 *
	 * @return array<string,string>
	 */
	private static function errors(): array {
		return array(
			'invalid_request'        => _x( 'The request is not valid. Reload the page and try again.', 'comment phrase', 'farol' ),
			'post_not_found'         => _x( 'This post does not exist.', 'comment phrase', 'farol' ),
			'post_not_readable'      => _x( 'You cannot read the comments of this post.', 'comment phrase', 'farol' ),
			'comments_closed'        => _x( 'Comments are closed on this post.', 'comment phrase', 'farol' ),
			'comment_not_found'      => _x( 'This comment no longer exists.', 'comment phrase', 'farol' ),
			'nonce_invalid'          => _x( 'Your session has expired. Reload the page and try again.', 'comment phrase', 'farol' ),
			'login_required'         => _x( 'Log in to comment.', 'comment phrase', 'farol' ),
			'name_required'          => _x( 'Please enter your name.', 'comment phrase', 'farol' ),
			'name_too_long'          => _x( 'Your name is too long.', 'comment phrase', 'farol' ),
			'email_required'         => _x( 'Please enter your email address.', 'comment phrase', 'farol' ),
			'email_too_long'         => _x( 'Your email address is too long.', 'comment phrase', 'farol' ),
			'email_invalid'          => _x( 'Please enter a valid email address.', 'comment phrase', 'farol' ),
			'website_too_long'       => _x( 'Your website address is too long.', 'comment phrase', 'farol' ),
			'website_invalid'        => _x( 'Please enter a valid website address.', 'comment phrase', 'farol' ),
			'comment_empty'          => _x( 'Please write your comment.', 'comment phrase', 'farol' ),
			'comment_too_short'      => _x( 'Your comment is too short.', 'comment phrase', 'farol' ),
			'comment_too_long'       => _x( 'Your comment is too long.', 'comment phrase', 'farol' ),
			'reply_too_short'        => _x( 'Your reply is too short.', 'comment phrase', 'farol' ),
			'reply_too_long'         => _x( 'Your reply is too long.', 'comment phrase', 'farol' ),
			'thread_closed'          => _x( 'This thread is closed to new replies.', 'comment phrase', 'farol' ),
			'comment_duplicate'      => _x( 'You have already posted this comment.', 'comment phrase', 'farol' ),
			'comment_flood'          => _x( 'You are commenting too quickly. Please wait a moment.', 'comment phrase', 'farol' ),
			'comment_disallowed'     => _x( 'Your comment could not be posted.', 'comment phrase', 'farol' ),
			'rate_limited'           => _x( 'Too many attempts. Try again in a few minutes.', 'comment phrase', 'farol' ),
			'edit_not_allowed'       => _x( 'You cannot edit this comment.', 'comment phrase', 'farol' ),
			'edit_window_passed'     => _x( 'The time to edit this comment has passed.', 'comment phrase', 'farol' ),
			'delete_not_allowed'     => _x( 'You cannot delete this comment.', 'comment phrase', 'farol' ),
			'moderation_not_allowed' => _x( 'Only moderators can do that.', 'comment phrase', 'farol' ),
			'vote_own_comment'       => _x( 'You cannot vote on your own comment.', 'comment phrase', 'farol' ),
			'server_error'           => _x( 'Something went wrong. Please try again.', 'comment phrase', 'farol' ),
			'network_error'          => _x( 'The site could not be reached. Check your connection and try again.', 'comment phrase', 'farol' ),
			'invalid_answer'         => _x( 'The site sent an unexpected answer. Please try again.', 'comment phrase', 'farol' ),
			'agreement_required'     => _x( 'Please accept the terms to continue.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * Notices after a successful action.
	 *
	 * @return array<string,string>
	 */
	private static function notices(): array {
		return array(
			'comment_held'    => _x( 'Your comment is awaiting moderation.', 'comment phrase', 'farol' ),
			'comment_posted'  => _x( 'Your comment was posted.', 'comment phrase', 'farol' ),
			'comment_edited'  => _x( 'Your comment was updated.', 'comment phrase', 'farol' ),
			'comment_deleted' => _x( 'The comment was deleted.', 'comment phrase', 'farol' ),
			'vote_counted'    => _x( 'Your vote was counted.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * Labels, buttons, placeholders and confirmations.
	 *
	 * @return array<string,string>
	 */
	private static function interface_texts(): array {
		return array(
			'form_placeholder'     => _x( 'Join the discussion', 'comment phrase', 'farol' ),
			'reply_placeholder'    => _x( 'Write your reply', 'comment phrase', 'farol' ),
			'name_label'           => _x( 'Name', 'comment phrase', 'farol' ),
			'email_label'          => _x( 'Email', 'comment phrase', 'farol' ),
			'website_label'        => _x( 'Website', 'comment phrase', 'farol' ),
			'submit_comment'       => _x( 'Post comment', 'comment phrase', 'farol' ),
			'submit_reply'         => _x( 'Post reply', 'comment phrase', 'farol' ),
			'save_edit'            => _x( 'Save', 'comment phrase', 'farol' ),
			'cancel'               => _x( 'Cancel', 'comment phrase', 'farol' ),
			'reply'                => _x( 'Reply', 'comment phrase', 'farol' ),
			/* translators: %s: the name of the comment's author. */
			'reply_to'             => _x( 'Reply to %s', 'comment phrase', 'farol' ),
			'edit'                 => _x( 'Edit', 'comment phrase', 'farol' ),
			'delete'               => _x( 'Delete', 'comment phrase', 'farol' ),
			'delete_confirm'       => _x( 'Delete this comment? This cannot be undone.', 'comment phrase', 'farol' ),
			'leave_page_confirm'   => _x( 'Your comment has not been sent. Leave the page anyway?', 'comment phrase', 'farol' ),
			'load_more'            => _x( 'Load more comments', 'comment phrase', 'farol' ),
			'loading'              => _x( 'Loading…', 'comment phrase', 'farol' ),
			'view_replies'         => _x( 'View replies', 'comment phrase', 'farol' ),
			'hide_replies'         => _x( 'Hide replies', 'comment phrase', 'farol' ),
			'read_more'            => _x( 'Read more', 'comment phrase', 'farol' ),
			'sort_label'           => _x( 'Sort by', 'comment phrase', 'farol' ),
			'sort_newest'          => _x( 'Newest', 'comment phrase', 'farol' ),
			'sort_oldest'          => _x( 'Oldest', 'comment phrase', 'farol' ),
			'sort_by_vote'         => _x( 'Most voted', 'comment phrase', 'farol' ),
			'filter_most_reacted'  => _x( 'Most reacted', 'comment phrase', 'farol' ),
			'filter_hottest'       => _x( 'Hottest thread', 'comment phrase', 'farol' ),
			'filters_label'        => _x( 'Filters', 'comment phrase', 'farol' ),
			/* translators: %d: number of conversations not shown yet. */
			'comments_left'        => _x( 'Conversations left: %d', 'comment phrase', 'farol' ),
			'pinned'               => _x( 'Pinned', 'comment phrase', 'farol' ),
			'thread_closed_marker' => _x( 'Thread closed', 'comment phrase', 'farol' ),
			'stick'                => _x( 'Pin', 'comment phrase', 'farol' ),
			'unstick'              => _x( 'Unpin', 'comment phrase', 'farol' ),
			'close_thread'         => _x( 'Close thread', 'comment phrase', 'farol' ),
			'open_thread'          => _x( 'Reopen thread', 'comment phrase', 'farol' ),
			'vote_up'              => _x( 'Like', 'comment phrase', 'farol' ),
			'vote_down'            => _x( 'Dislike', 'comment phrase', 'farol' ),
			/* translators: %d: number of characters the comment may still have. */
			'counter_remaining'    => _x( 'Characters left: %d', 'comment phrase', 'farol' ),
			'cookies_consent'      => _x( 'Save my name, email and website in this browser for the next time I comment.', 'comment phrase', 'farol' ),
			'dismiss'              => _x( 'Dismiss', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * The editor's toolbar, prompts and popup (the editor takes the phrase of each key over its
	 * own default).
	 *
	 * @return array<string,string>
	 */
	private static function editor(): array {
		return array(
			'editor_toolbar'          => _x( 'Formatting', 'comment phrase', 'farol' ),
			'editor_bold'             => _x( 'Bold', 'comment phrase', 'farol' ),
			'editor_italic'           => _x( 'Italic', 'comment phrase', 'farol' ),
			'editor_underline'        => _x( 'Underline', 'comment phrase', 'farol' ),
			'editor_strike'           => _x( 'Strikethrough', 'comment phrase', 'farol' ),
			'editor_link'             => _x( 'Link', 'comment phrase', 'farol' ),
			'editor_link_prompt'      => _x( 'Link address (empty removes the link)', 'comment phrase', 'farol' ),
			'editor_ordered_list'     => _x( 'Numbered list', 'comment phrase', 'farol' ),
			'editor_bullet_list'      => _x( 'Bulleted list', 'comment phrase', 'farol' ),
			'editor_heading'          => _x( 'Heading', 'comment phrase', 'farol' ),
			'editor_paragraph'        => _x( 'Paragraph', 'comment phrase', 'farol' ),
			'editor_blockquote'       => _x( 'Quote', 'comment phrase', 'farol' ),
			'editor_code'             => _x( 'Inline code', 'comment phrase', 'farol' ),
			'editor_image'            => _x( 'Image', 'comment phrase', 'farol' ),
			'editor_image_prompt'     => _x( 'Image address (https://…)', 'comment phrase', 'farol' ),
			'editor_image_alt_prompt' => _x( 'Image description', 'comment phrase', 'farol' ),
			'editor_video'            => _x( 'Video', 'comment phrase', 'farol' ),
			'editor_video_prompt'     => _x( 'Video address (YouTube, Vimeo or Dailymotion)', 'comment phrase', 'farol' ),
			'editor_formula'          => _x( 'Formula (TeX)', 'comment phrase', 'farol' ),
			'editor_spoiler'          => _x( 'Spoiler', 'comment phrase', 'farol' ),
			'editor_source_code'      => _x( 'Source code', 'comment phrase', 'farol' ),
			'editor_source_language'  => _x( 'Language', 'comment phrase', 'farol' ),
			'editor_source_insert'    => _x( 'Insert', 'comment phrase', 'farol' ),
			'editor_cancel'           => _x( 'Cancel', 'comment phrase', 'farol' ),
			'editor_indent'           => _x( 'Indent', 'comment phrase', 'farol' ),
			'editor_outdent'          => _x( 'Outdent', 'comment phrase', 'farol' ),
			'editor_invalid_address'  => _x( 'That address cannot be used.', 'comment phrase', 'farol' ),
		);
	}
}

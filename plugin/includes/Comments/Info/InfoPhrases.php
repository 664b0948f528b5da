<?php
/**
 * The phrases of follows, the info modal and guest actions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

/**
 * Default texts of follows, the info modal and guest actions, by phrase group (PhrasesCatalogue
 * adds them to its groups, so the settings page lists them and an administrator can change
 * each; translated in plugin/languages/pt_BR/comments-info.po). Mail texts are notices: one line
 * each, no placeholder (the mail puts names and links on their own lines).
 */
final class InfoPhrases {

	/**
	 * The texts of one group, by key.
	 *
	 * @param string $group A PhrasesCatalogue group.
	 * @return array<string,string>
	 */
	public static function group( string $group ): array {
		return match ( $group ) {
			'errors'    => self::errors(),
			'notices'   => self::notices(),
			'interface' => self::interface_texts(),
			default     => array(),
		};
	}

	/**
	 * Refusals.
	 *
	 * @return array<string,string>
	 */
	private static function errors(): array {
		return array(
			'follow_self'           => _x( 'You cannot follow yourself.', 'comment phrase', 'farol' ),
			'follow_login_required' => _x( 'Log in to follow authors.', 'comment phrase', 'farol' ),
			'follow_not_found'      => _x( 'This follow no longer exists.', 'comment phrase', 'farol' ),
			'info_login_required'   => _x( 'Log in to see your content.', 'comment phrase', 'farol' ),
			'feature_disabled'      => _x( 'This feature is turned off.', 'comment phrase', 'farol' ),
			'guest_link_invalid'    => _x( 'This link is not valid.', 'comment phrase', 'farol' ),
			'guest_link_expired'    => _x( 'This link has expired. Ask for a new one.', 'comment phrase', 'farol' ),
			'guest_link_used'       => _x( 'This link was already used.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * Notices and mail texts.
	 *
	 * @return array<string,string>
	 */
	private static function notices(): array {
		return array(
			'follow_added'                => _x( 'You now follow this author.', 'comment phrase', 'farol' ),
			'follow_removed'              => _x( 'You no longer follow this author.', 'comment phrase', 'farol' ),
			'follow_cancelled'            => _x( 'The follow was cancelled.', 'comment phrase', 'farol' ),
			'guest_links_sent'            => _x( 'If this e-mail has content on the site, a message with links is on its way to it.', 'comment phrase', 'farol' ),
			'guest_comments_deleted'      => _x( 'Your comments were deleted.', 'comment phrase', 'farol' ),
			'guest_subscriptions_deleted' => _x( 'Your subscriptions were cancelled.', 'comment phrase', 'farol' ),
			'guest_follows_deleted'       => _x( 'Your follows were cancelled.', 'comment phrase', 'farol' ),
			'follow_mail_subject'         => _x( 'A new comment by an author you follow', 'comment phrase', 'farol' ),
			'follow_mail_intro'           => _x( 'An author you follow posted a new comment.', 'comment phrase', 'farol' ),
			'follow_mail_read'            => _x( 'Read it here:', 'comment phrase', 'farol' ),
			'follow_mail_cancel'          => _x( 'To stop following this author, open this link:', 'comment phrase', 'farol' ),
			'guest_mail_subject'          => _x( 'Links to manage your content', 'comment phrase', 'farol' ),
			'guest_mail_intro'            => _x( 'You asked for links to manage what you posted with this e-mail. Each link works once, for 24 hours.', 'comment phrase', 'farol' ),
			'guest_mail_comments'         => _x( 'Delete my comments:', 'comment phrase', 'farol' ),
			'guest_mail_subscriptions'    => _x( 'Cancel my subscriptions:', 'comment phrase', 'farol' ),
			'guest_mail_follows'          => _x( 'Cancel my follows:', 'comment phrase', 'farol' ),
			'guest_mail_ignore'           => _x( 'If you did not ask for this, ignore this message: nothing changes.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * Buttons, labels and confirmations.
	 *
	 * @return array<string,string>
	 */
	private static function interface_texts(): array {
		return array(
			'follow'                  => _x( 'Follow', 'comment phrase', 'farol' ),
			'unfollow'                => _x( 'Following', 'comment phrase', 'farol' ),
			'follow_tip'              => _x( 'Follow this author', 'comment phrase', 'farol' ),
			'unfollow_tip'            => _x( 'Stop following this author', 'comment phrase', 'farol' ),
			'info_button'             => _x( 'My content', 'comment phrase', 'farol' ),
			'info_title'              => _x( 'My content', 'comment phrase', 'farol' ),
			'info_close'              => _x( 'Close', 'comment phrase', 'farol' ),
			'info_tabs'               => _x( 'Your content', 'comment phrase', 'farol' ),
			'info_tab_comments'       => _x( 'Comments', 'comment phrase', 'farol' ),
			'info_tab_follows'        => _x( 'Follows', 'comment phrase', 'farol' ),
			'info_empty_comments'     => _x( 'You have not commented yet.', 'comment phrase', 'farol' ),
			'info_empty_follows'      => _x( 'You do not follow anyone yet.', 'comment phrase', 'farol' ),
			'info_pages'              => _x( 'Pages', 'comment phrase', 'farol' ),
			'info_guest_intro'        => _x( 'Enter the e-mail you comment with: we will send it links to delete your comments, subscriptions and follows.', 'comment phrase', 'farol' ),
			'info_guest_email'        => _x( 'Your e-mail', 'comment phrase', 'farol' ),
			'info_guest_send'         => _x( 'Send me the links', 'comment phrase', 'farol' ),
			'cancel_follow'           => _x( 'Stop following', 'comment phrase', 'farol' ),
			'cancel_follow_confirm'   => _x( 'Stop following this author?', 'comment phrase', 'farol' ),
			// A mailed guest link asks before it acts (opening it changes nothing).
			'guest_ask_comments'      => _x( 'Delete every comment you wrote with this e-mail?', 'comment phrase', 'farol' ),
			'guest_ask_subscriptions' => _x( 'Cancel every subscription of this e-mail?', 'comment phrase', 'farol' ),
			'guest_ask_follows'       => _x( 'Cancel the follows mailed to this e-mail?', 'comment phrase', 'farol' ),
			'guest_ask_button'        => _x( 'Confirm', 'comment phrase', 'farol' ),
		);
	}
}

<?php
/**
 * The subscriptions' phrases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

/**
 * The subscriptions' phrases by group of the catalogue (PhrasesCatalogue adds them to its own):
 * refusals, notices, the bar's and the info tab's texts, and the mail texts. Mail texts are one
 * line each (the settings page's overrides are one line); SubscriptionMails puts the lines
 * together, so every line of a mail is configurable. Their `[placeholders]` are filled by
 * SubscriptionMails; a link an override left out is still added at the end.
 */
final class SubscriptionPhrases {

	/**
	 * The phrases of one catalogue group.
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
			'subscriptions_disabled' => _x( 'Subscriptions are not available on this site.', 'comment phrase', 'farol' ),
			'subscription_exists'    => _x( 'You are already subscribed.', 'comment phrase', 'farol' ),
			'subscription_not_found' => _x( 'This subscription no longer exists.', 'comment phrase', 'farol' ),
			'subscription_bad_key'   => _x( 'This link is not valid or was already used.', 'comment phrase', 'farol' ),
			'subscription_not_yours' => _x( 'You cannot change this subscription.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * Notices and the mail texts.
	 *
	 * @return array<string,string>
	 */
	private static function notices(): array {
		return array(
			'subscription_confirm_sent' => _x( 'We sent you an email: open its link to confirm your subscription.', 'comment phrase', 'farol' ),
			'subscription_added'        => _x( 'You are subscribed. We will email you.', 'comment phrase', 'farol' ),
			'subscription_confirmed'    => _x( 'Your subscription is confirmed.', 'comment phrase', 'farol' ),
			'unsubscribed'              => _x( 'You are unsubscribed. We will not email you about this any more.', 'comment phrase', 'farol' ),
			'subscription_cancelled'    => _x( 'The subscription was cancelled.', 'comment phrase', 'farol' ),
			'mail_confirm_subject'      => _x( 'Confirm your subscription to “[postTitle]”', 'comment phrase', 'farol' ),
			'mail_confirm_body'         => _x( 'Someone, hopefully you, asked [siteTitle] to email [subscriptionType] on “[postTitle]” to this address.', 'comment phrase', 'farol' ),
			'mail_confirm_link'         => _x( 'To confirm, open this link: [confirmUrl]', 'comment phrase', 'farol' ),
			'mail_confirm_ignore'       => _x( 'If it was not you, ignore this email: nothing will be sent.', 'comment phrase', 'farol' ),
			'mail_confirmed_subject'    => _x( 'Subscription confirmed: “[postTitle]”', 'comment phrase', 'farol' ),
			'mail_confirmed_body'       => _x( 'From now on [siteTitle] will email you [subscriptionType] on “[postTitle]”.', 'comment phrase', 'farol' ),
			'mail_new_comment_subject'  => _x( 'New comment on “[postTitle]”', 'comment phrase', 'farol' ),
			'mail_new_comment_body'     => _x( '[commentAuthor] commented on “[postTitle]”:', 'comment phrase', 'farol' ),
			'mail_new_reply_subject'    => _x( 'New reply to your comment on “[postTitle]”', 'comment phrase', 'farol' ),
			'mail_new_reply_body'       => _x( '[commentAuthor] replied on “[postTitle]”:', 'comment phrase', 'farol' ),
			'mail_comment_link'         => _x( 'Read it and reply: [commentLink]', 'comment phrase', 'farol' ),
			'mail_unsubscribe_line'     => _x( 'To stop these emails, open: [unsubscribeUrl]', 'comment phrase', 'farol' ),
			'mail_type_post'            => _x( 'new comments', 'comment phrase', 'farol' ),
			'mail_type_all_comment'     => _x( 'replies to your comments', 'comment phrase', 'farol' ),
			'mail_type_comment'         => _x( 'replies to your comment', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * The bar's, the form's and the info tab's texts.
	 *
	 * @return array<string,string>
	 */
	private static function interface_texts(): array {
		return array(
			'subscribe_label'         => _x( 'Notify me of', 'comment phrase', 'farol' ),
			'subscribe_type_post'     => _x( 'new comments on this post', 'comment phrase', 'farol' ),
			'subscribe_type_all'      => _x( 'replies to my comments', 'comment phrase', 'farol' ),
			'subscribe_type_comment'  => _x( 'replies to one comment', 'comment phrase', 'farol' ),
			'subscribe_email_label'   => _x( 'Your email', 'comment phrase', 'farol' ),
			'subscribe_button'        => _x( 'Subscribe', 'comment phrase', 'farol' ),
			'subscribed_to'           => _x( 'You are subscribed to:', 'comment phrase', 'farol' ),
			'unsubscribe_button'      => _x( 'Unsubscribe', 'comment phrase', 'farol' ),
			'notify_replies'          => _x( 'Notify me of replies to my comment', 'comment phrase', 'farol' ),
			'subscriptions_tab'       => _x( 'Subscriptions', 'comment phrase', 'farol' ),
			'subscriptions_empty'     => _x( 'You have no subscriptions.', 'comment phrase', 'farol' ),
			'subscription_cancel'     => _x( 'Cancel subscription', 'comment phrase', 'farol' ),
			'subscription_pending'    => _x( 'awaiting confirmation', 'comment phrase', 'farol' ),
			'subscription_cancel_ask' => _x( 'Cancel this subscription?', 'comment phrase', 'farol' ),
		);
	}
}

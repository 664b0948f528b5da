<?php
/**
 * The subscriptions' mail.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use Farol\Comments\Phrases;
use Farol\Support\Mail\Mailer;
use WP_Comment;

/**
 * Writes and sends every subscription mail through the Mailer the module was given (the
 * retrying queue once merged): the double opt-in, "subscription confirmed", and the
 * notification of a new comment or reply. Plain text: each line is a phrase (configurable,
 * pt_BR defaults) with its `[placeholders]` filled in one pass (strtr: a value is never read
 * for placeholders again, so a comment saying "[unsubscribeUrl]" stays words); the comment's
 * text is stripped of tags and entities. The links carry only sid and skey (SubscriptionKeys);
 * a link a configured line lost is added at the end.
 */
final class SubscriptionMails {

	/**
	 * Longest comment text quoted in a mail (characters).
	 */
	private const QUOTE_LENGTH = 1500;

	/**
	 * The opt-in mail's kind (the Mailer's, and the per-recipient cool-down's).
	 */
	public const CONFIRM_KIND = 'subscription-confirm';

	/**
	 * Creates the mails.
	 *
	 * @param Mailer $mailer The one way the plugin sends mail.
	 */
	public function __construct( private readonly Mailer $mailer ) {
	}

	/**
	 * The double opt-in: the confirmation link.
	 *
	 * @param Subscription $sub The unconfirmed subscription.
	 */
	public function confirm( Subscription $sub ): bool {
		$values = $this->values( $sub ) + array( '[confirmUrl]' => SubscriptionLinks::confirm_url( $sub ) );
		return $this->send(
			$sub,
			'mail_confirm_subject',
			array( 'mail_confirm_body', '', 'mail_confirm_link', '', 'mail_confirm_ignore' ),
			$values,
			'[confirmUrl]',
			self::CONFIRM_KIND
		);
	}

	/**
	 * "Subscription confirmed", with the unsubscribe link.
	 *
	 * @param Subscription $sub The confirmed subscription.
	 */
	public function confirmed( Subscription $sub ): bool {
		return $this->send(
			$sub,
			'mail_confirmed_subject',
			array( 'mail_confirmed_body', '', 'mail_unsubscribe_line' ),
			$this->values( $sub ),
			'[unsubscribeUrl]',
			'subscription-confirmed'
		);
	}

	/**
	 * A new comment (type `post`) or a new reply (the other types).
	 *
	 * @param Subscription $sub     The subscription that asked for it.
	 * @param WP_Comment   $comment The approved comment.
	 */
	public function notify( Subscription $sub, WP_Comment $comment ): bool {
		$reply  = Subscription::POST !== $sub->type;
		$values = $this->values( $sub ) + array(
			'[commentAuthor]'  => self::plain( (string) $comment->comment_author ),
			'[commentContent]' => self::quote( (string) $comment->comment_content ),
			'[commentLink]'    => (string) get_comment_link( $comment ),
		);
		return $this->send(
			$sub,
			$reply ? 'mail_new_reply_subject' : 'mail_new_comment_subject',
			array( $reply ? 'mail_new_reply_body' : 'mail_new_comment_body', '', '[commentContent]', '', 'mail_comment_link', '', '--', 'mail_unsubscribe_line' ),
			$values,
			'[unsubscribeUrl]',
			'comment-notification',
			// RFC 2369 / RFC 8058: the mail client's own "unsubscribe", one POST (SubscriptionLinks).
			array( 'List-Unsubscribe: <' . $values['[unsubscribeUrl]'] . '>', 'List-Unsubscribe-Post: List-Unsubscribe=One-Click' )
		);
	}

	/**
	 * Composes and sends.
	 *
	 * @param Subscription         $sub      Who gets it.
	 * @param string               $subject  Subject phrase key.
	 * @param string[]             $lines    Phrase keys, '' (a blank line), a placeholder or '--'.
	 * @param array<string,string> $values   Placeholder → value.
	 * @param string               $must     The placeholder of the link the mail must carry.
	 * @param string               $kind     The mail's kind (for the queue's screen).
	 * @param string[]             $headers  Header lines.
	 */
	private function send( Subscription $sub, string $subject, array $lines, array $values, string $must, string $kind, array $headers = array() ): bool {
		$body = array();
		foreach ( $lines as $line ) {
			$body[] = match ( true ) {
				'' === $line, '--' === $line => $line,
				str_starts_with( $line, '[' ) => $values[ $line ] ?? '',
				default => strtr( Phrases::get( $line ), $values ),
			};
		}
		$text = implode( "\n", $body );
		if ( ! str_contains( $text, $values[ $must ] ) ) {
			$text .= "\n\n" . $values[ $must ];
		}
		$title = trim( (string) preg_replace( '/[\r\n]+/', ' ', strtr( Phrases::get( $subject ), $values ) ) );
		return $this->mailer->send( $sub->email, $title, $text . "\n", $headers, $kind );
	}

	/**
	 * The placeholders every mail of a subscription knows.
	 *
	 * @param Subscription $sub The subscription.
	 * @return array<string,string>
	 */
	private function values( Subscription $sub ): array {
		return array(
			'[postTitle]'        => self::plain( get_the_title( $sub->post_id ) ),
			'[siteTitle]'        => self::plain( (string) get_bloginfo( 'name' ) ),
			'[subscriptionType]' => Phrases::get( 'mail_type_' . $sub->type ),
			'[unsubscribeUrl]'   => SubscriptionLinks::unsubscribe_url( $sub ),
		);
	}

	/**
	 * A title or name as plain text.
	 *
	 * @param string $html Text that may hold tags or entities.
	 */
	private static function plain( string $html ): string {
		return trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
	}

	/**
	 * A comment's text as plain text, cut when long.
	 *
	 * @param string $html The comment's stored HTML.
	 */
	private static function quote( string $html ): string {
		$text = html_entity_decode( wp_strip_all_tags( str_replace( array( '</p>', '<br>', '<br />' ), "\n", $html ) ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		$text = trim( (string) preg_replace( "/\n{3,}/", "\n\n", str_replace( "\r", '', $text ) ) );
		return mb_strlen( $text ) > self::QUOTE_LENGTH ? mb_substr( $text, 0, self::QUOTE_LENGTH ) . '…' : $text;
	}
}

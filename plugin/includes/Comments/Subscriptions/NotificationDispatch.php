<?php
/**
 * Mailing subscribers when a comment is approved.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use WP_Comment;

/**
 * Mails the subscribers of an approved comment, from server events only (never from a
 * client's call): `wp_insert_comment` for a comment approved at once, `transition_comment_status`
 * for one a moderator approves later; a held comment mails nobody until then. Who gets mail:
 * - `post` subscribers of the post (a new comment);
 * - `comment` subscribers of the comment's parent (a reply);
 * - `all_comment` subscribers of the post who wrote the parent or another ancestor (by member
 *   id or e-mail);
 * never the comment's own author, once per address (a reply wins over a new comment), and once
 * per comment: the meta GUARD is added (unique) before any mail goes, so an approval, an
 * unapproval and a second approval mail nobody twice (a comment nobody is subscribed to gets
 * no mark: the hot path of posting stays at the recipients' reads).
 */
final class NotificationDispatch {

	/**
	 * The comment meta marking a comment whose subscribers were mailed.
	 */
	public const GUARD = '_farol_subscribers_notified';

	/**
	 * Deepest ancestor chain walked.
	 */
	private const MAX_ANCESTORS = 50;

	/**
	 * Creates the dispatch.
	 *
	 * @param SubscriptionStore $store The table.
	 * @param SubscriptionMails $mails The mail.
	 */
	public function __construct( private readonly SubscriptionStore $store, private readonly SubscriptionMails $mails ) {
	}

	/**
	 * Hooks the events.
	 */
	public function register(): void {
		add_action( 'wp_insert_comment', array( $this, 'inserted' ), 20, 2 );
		add_action( 'transition_comment_status', array( $this, 'transitioned' ), 20, 3 );
	}

	/**
	 * A new comment: mails when it is approved at once.
	 *
	 * @param int        $id      Comment id.
	 * @param WP_Comment $comment The comment.
	 */
	public function inserted( $id, $comment ): void {
		if ( $comment instanceof WP_Comment && '1' === (string) $comment->comment_approved ) {
			$this->dispatch( $comment );
		}
	}

	/**
	 * A status change: mails when the comment becomes approved.
	 *
	 * @param string     $new_status New status.
	 * @param string     $old_status Old status.
	 * @param WP_Comment $comment    The comment.
	 */
	public function transitioned( $new_status, $old_status, $comment ): void {
		if ( 'approved' === $new_status && 'approved' !== $old_status && $comment instanceof WP_Comment ) {
			$this->dispatch( $comment );
		}
	}

	/**
	 * Mails what each subscription asked for, once per comment.
	 *
	 * @param WP_Comment $comment An approved comment.
	 * @return int How many mails were handed to the Mailer.
	 */
	public function dispatch( WP_Comment $comment ): int {
		if ( ! in_array( $comment->comment_type, array( 'comment', '' ), true ) || ! SubscriptionsTable::installed() ) {
			return 0;
		}
		$recipients = $this->recipients( $comment );
		// Nobody to mail: no mark either (a comment without subscribers costs no write).
		if ( array() === $recipients || ! add_comment_meta( (int) $comment->comment_ID, self::GUARD, '1', true ) ) {
			return 0;
		}
		$sent = 0;
		foreach ( $recipients as $sub ) {
			$sent += $this->mails->notify( $sub, $comment ) ? 1 : 0;
		}
		return $sent;
	}

	/**
	 * The subscriptions to mail, one per address, the author left out.
	 *
	 * @param WP_Comment $comment The comment.
	 * @return list<Subscription>
	 */
	public function recipients( WP_Comment $comment ): array {
		$post_id = (int) $comment->comment_post_ID;
		$parent  = (int) $comment->comment_parent;
		$replies = array();
		if ( $parent > 0 ) {
			$replies                = $this->store->confirmed_for( $post_id, Subscription::COMMENT, array( $parent ) );
			list( $users, $emails ) = $this->ancestor_authors( $parent );
			foreach ( $this->store->confirmed_for( $post_id, Subscription::ALL_COMMENT, array( $post_id ) ) as $sub ) {
				if ( ( $sub->user_id > 0 && isset( $users[ $sub->user_id ] ) ) || isset( $emails[ $sub->email ] ) ) {
					$replies[] = $sub;
				}
			}
		}
		$author_email = strtolower( (string) $comment->comment_author_email );
		$author_id    = (int) $comment->user_id;
		$chosen       = array();
		foreach ( array_merge( $replies, $this->store->confirmed_for( $post_id, Subscription::POST, array( $post_id ) ) ) as $sub ) {
			$self = ( '' !== $author_email && $sub->email === $author_email ) || ( $author_id > 0 && $sub->user_id === $author_id );
			if ( ! $self && ! isset( $chosen[ $sub->email ] ) ) {
				$chosen[ $sub->email ] = $sub;
			}
		}
		return array_values( $chosen );
	}

	/**
	 * The member ids and e-mails of a comment and its ancestors.
	 *
	 * @param int $id The parent comment.
	 * @return array{0: array<int,true>, 1: array<string,true>}
	 */
	private function ancestor_authors( int $id ): array {
		$users  = array();
		$emails = array();
		for ( $i = 0; $id > 0 && $i < self::MAX_ANCESTORS; $i++ ) {
			$ancestor = get_comment( $id );
			if ( ! $ancestor instanceof WP_Comment ) {
				break;
			}
			if ( (int) $ancestor->user_id > 0 ) {
				$users[ (int) $ancestor->user_id ] = true;
			}
			if ( '' !== $ancestor->comment_author_email ) {
				$emails[ strtolower( $ancestor->comment_author_email ) ] = true;
			}
			$id = (int) $ancestor->comment_parent;
		}
		return array( $users, $emails );
	}
}

<?php
/**
 * Posting a comment through WordPress's own pipeline.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Captcha\CommentCaptcha;
use Farol\Comments\Form\CommentFormRenderer;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\ClientAddress;
use Farol\Support\Abuse\SignedStamp;
use Farol\Support\Abuse\Throttle;
use WP_Comment;
use WP_Error;

/**
 * The one path a new comment takes, for the ajax action and the form posted without JavaScript:
 * member nonce, the post and parent gates (open, published, thread not closed), the guest spam
 * guard and the per-address limit, the fields' checks, the captcha (Captcha\CommentCaptcha), core's length limits on the data as it is
 * stored (wp_check_comment_data_max_lengths(), which wp_new_comment() does not run), then
 * wp_new_comment() with WP_Error answers, so core's flood, duplicate, disallowed keys, Akismet
 * and moderation rules all apply.
 * KSES always runs on the text (even for a user with unfiltered_html: the widget offers no
 * unfiltered path), with the editor's allow-list hooked by the content rules. A guest's comment
 * then gets the browser's guest key (its author proof) and, with consent, core's commenter
 * cookies (`set_comment_cookies`).
 */
final class CommentPoster {

	/**
	 * Creates the poster.
	 *
	 * @param WritablePost        $gate   Post checks.
	 * @param CommentFields       $fields Field checks.
	 * @param BotCheck            $bots     Honeypot and stamp check (guests).
	 * @param Throttle            $throttle The per-address limit.
	 * @param CommentCaptcha|null $captcha The forms' captcha (none: no captcha is asked).
	 */
	public function __construct(
		private readonly WritablePost $gate,
		private readonly CommentFields $fields,
		private readonly BotCheck $bots,
		private readonly Throttle $throttle,
		private readonly ?CommentCaptcha $captcha = null
	) {
	}

	/**
	 * Posts the comment of the current request: the new comment, or the phrase key of a refusal.
	 *
	 * @return WP_Comment|string
	 */
	public function post(): WP_Comment|string {
		if ( ! Request::member_nonce_ok() ) {
			return 'nonce_invalid';
		}
		$post_id = Request::id( 'postId' );
		if ( null === $post_id ) {
			return 'invalid_request';
		}
		$post = $this->gate->check( $post_id );
		if ( is_string( $post ) ) {
			return $post;
		}
		if ( 1 !== preg_match( '/^(\d{1,18})_(\d{1,18})$/', Request::text( 'wpdiscuz_unique_id' ), $unique ) ) {
			return 'invalid_request';
		}
		// `{commentId}_{parentId}` of the comment being written: 0_0 for the main form, 0_{parent} for a reply.
		$parent_id = (int) $unique[2];
		if ( $parent_id > 0 ) {
			$parent = $this->gate->parent( $parent_id, $post );
			if ( is_string( $parent ) ) {
				return $parent;
			}
		}
		$guest = ! is_user_logged_in();
		$trap  = array(
			BotCheck::HONEYPOT_FIELD => Request::text( BotCheck::HONEYPOT_FIELD ),
			SignedStamp::FIELD       => Request::text( SignedStamp::FIELD ),
		);
		if ( $guest && $this->bots->is_bot( $trap, CommentFormRenderer::STAMP_PURPOSE, $post->ID, time() ) ) {
			return 'invalid_request';
		}
		if ( $this->throttle->over( CommentRateLimits::comment() ) ) {
			return 'rate_limited';
		}
		$data = $this->data( $post->ID, $parent_id, $guest );
		if ( is_string( $data ) ) {
			return $data;
		}
		/**
		 * A feature's last word before the comment is inserted (attachments check their files):
		 * '' to go on, else the phrase key of the refusal.
		 *
		 * @param string              $problem '' so far.
		 * @param array<string,mixed> $data    The comment's data.
		 */
		$problem = (string) apply_filters( 'farol_comment_refusal', '', $data );
		if ( '' !== $problem ) {
			return $problem;
		}
		// Last before inserting: a field's problem does not use a single-use captcha answer up.
		$captcha = $this->captcha?->check( $post->ID );
		if ( null !== $captcha ) {
			return $captcha;
		}
		$comment = $this->insert( $data, $guest );
		if ( $comment instanceof WP_Comment ) {
			/**
			 * A comment was posted through the widget (attachments keep their files).
			 *
			 * @param WP_Comment $comment The new comment.
			 */
			do_action( 'farol_comment_posted', $comment );
		}
		return $comment;
	}

	/**
	 * The comment's data for wp_new_comment(), or the phrase key of a field's problem.
	 *
	 * @param int  $post_id   Post.
	 * @param int  $parent_id Parent comment, 0 for a top-level comment.
	 * @param bool $guest     Whether a guest posts.
	 * @return array<string,mixed>|string
	 */
	private function data( int $post_id, int $parent_id, bool $guest ): array|string {
		// The text is taken as posted (only unslashed): KSES filters it inside wp_new_comment().
		// phpcs:ignore WordPress.Security.NonceVerification.Missing,WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- see member_nonce_ok(); sanitized by KSES in wp_new_comment().
		$html    = isset( $_POST['wc_comment'] ) && is_string( $_POST['wc_comment'] ) ? trim( (string) wp_unslash( $_POST['wc_comment'] ) ) : "\0";
		$problem = $this->fields->text_problem( $html, $parent_id > 0 );
		$user    = wp_get_current_user();
		if ( $guest ) {
			$name    = Request::text( 'wc_name' );
			$email   = Request::text( 'wc_email' );
			$website = Request::text( 'wc_website' );
			$problem = '' !== $problem ? $problem : $this->fields->guest_problem( $name, $email, $website );
		} else {
			$name    = '' !== $user->display_name ? $user->display_name : $user->user_login;
			$email   = $user->user_email;
			$website = $user->user_url;
		}
		$problem = '' !== $problem ? $problem : $this->fields->agreement_problem( Request::checked( 'wpd_agreement' ) );
		if ( '' !== $problem ) {
			return $problem;
		}
		$data = array(
			'comment_post_ID'      => $post_id,
			'comment_author'       => sanitize_text_field( $name ),
			'comment_author_email' => $guest ? sanitize_email( $email ) : $email,
			'comment_author_url'   => $guest ? CommentFields::website( $website ) : (string) $website,
			'comment_content'      => $html,
			'comment_type'         => 'comment',
			'comment_parent'       => $parent_id,
			'user_id'              => $guest ? 0 : $user->ID,
			'comment_author_IP'    => ClientAddress::current(),
		);
		// Core's own length check on what is stored (wp_new_comment() runs none; the database
		// would cut the value): a member's long display name, a website longer once escaped.
		$lengths = wp_check_comment_data_max_lengths( $data );
		if ( $lengths instanceof WP_Error ) {
			return CommentFields::length_refusal( (string) $lengths->get_error_code(), $parent_id > 0 ) ?? 'server_error';
		}
		return $data;
	}

	/**
	 * Inserts through wp_new_comment() and answers the comment or the refusal.
	 *
	 * @param array<string,mixed> $data  Comment data.
	 * @param bool                $guest Whether a guest posts.
	 * @return WP_Comment|string
	 */
	private function insert( array $data, bool $guest ): WP_Comment|string {
		// No unfiltered HTML through the widget: KSES runs for everyone.
		kses_remove_filters();
		kses_init_filters();
		// A guest's authorship proof goes in with the comment (one insert, no read of its meta);
		// the key's cookie is sent only once the comment is in.
		$key = $guest ? GuestKey::next() : '';
		if ( $guest ) {
			$data['comment_meta'] = array( GuestKey::AUTHOR_META => GuestKey::author_proof( $key ) );
		}
		// Around the insert, core's comment notifications queue their mail instead of sending it
		// inside this request (Support\Mail\CoreCommentMail): the visitor never waits on the transport.
		do_action( 'farol_comment_widget_posting' );
		try {
			$id = wp_new_comment( wp_slash( $data ), true );
		} finally {
			do_action( 'farol_comment_widget_posted' );
		}
		if ( $id instanceof WP_Error ) {
			$code = (string) $id->get_error_code();
			return CommentFields::length_refusal( $code, (int) $data['comment_parent'] > 0 ) ?? match ( $code ) {
				'comment_duplicate' => 'comment_duplicate',
				'comment_flood' => 'comment_flood',
				'require_name_email' => 'name_required',
				'require_valid_email' => 'email_invalid',
				default => 'server_error',
			};
		}
		$comment = get_comment( (int) $id );
		if ( ! $comment instanceof WP_Comment ) {
			return 'server_error';
		}
		if ( in_array( (string) $comment->comment_approved, array( 'spam', 'trash' ), true ) ) {
			return 'comment_disallowed';
		}
		if ( $guest ) {
			GuestKey::keep( $key );
			// Core's commenter cookies (name, e-mail, website per COOKIEHASH), only with consent.
			do_action( 'set_comment_cookies', $comment, wp_get_current_user(), Request::checked( 'wpd_cookies_consent' ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's own action, as wp-comments-post.php fires it.
		}
		return $comment;
	}
}

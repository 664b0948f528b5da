<?php
/**
 * The one renderer of the comment forms.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Form;

use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use Farol\Comments\Write\CommentNoJsFallback;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Write\WriteSettings;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\StampKinds;
use WP_Comment;
use WP_Post;

/**
 * Prints the three comment forms with templates/form.php: the main form (`main`, unique id
 * `0_0`), the reply form the client clones from the area's `<template>` (`reply`; the client sets
 * `data-uniqueid`, the editor's id `wpd-editor-{uniqueid}`, `wpdiscuz_unique_id` and
 * `wpd_comment_depth` on each clone) and the edit form wpdEditComment answers (`edit`). The main
 * form posts without JavaScript to admin-post.php (CommentNoJsFallback). Guests get name, e-mail and
 * website fields and the cookie consent box when core shows it; members a nonce field instead.
 */
final class CommentFormRenderer {

	/**
	 * The stamps' kind in the stamp route.
	 */
	public const STAMP_KIND = 'comment';

	/**
	 * The purpose the stamps are signed for (shared with the stamps of earlier versions).
	 */
	public const STAMP_PURPOSE = 'farol_comment_started';

	/**
	 * Creates the renderer.
	 *
	 * @param WriteSettings $settings The write settings.
	 * @param StampKinds    $stamps   The stamp field's printer.
	 * @param \Closure|null $notify   Prints the `wpdiscuz_notification_type` field (the subscriptions'); a hidden empty one when null.
	 */
	public function __construct( private readonly WriteSettings $settings, private readonly StampKinds $stamps, private readonly ?\Closure $notify = null ) {
	}

	/**
	 * The main form of a post: the form, a login prompt when only members may comment, or ''
	 * when comments are closed.
	 *
	 * @param WP_Post $post The post.
	 */
	public function main( WP_Post $post ): string {
		if ( ! comments_open( $post ) || post_password_required( $post ) ) {
			return '';
		}
		if ( ! is_user_logged_in() && ! $this->settings->guests_may_comment() ) {
			return '<p class="farol-comment-form__login"><a href="' . esc_url( wp_login_url( (string) get_permalink( $post ) . '#wpdcom' ) ) . '">' . esc_html( Phrases::get( 'login_required' ) ) . '</a></p>';
		}
		$error = CommentNoJsFallback::shown_error();
		$known = in_array( $error, Phrases::keys(), true );
		$role  = 'comment_held' === $error ? 'status' : 'alert';
		$shown = $known ? '<p class="farol-comment-form__message farol-comment-form__message--' . $role . '" role="' . $role . '">' . esc_html( Phrases::get( $error ) ) . '</p>' : '';
		return $shown . $this->form( 'main', $post, '0_0', 1 );
	}

	/**
	 * The reply form the client clones, '' when the visitor may not comment.
	 *
	 * @param WP_Post $post The post.
	 */
	public function reply_template( WP_Post $post ): string {
		if ( ! comments_open( $post ) || post_password_required( $post ) || ( ! is_user_logged_in() && ! $this->settings->guests_may_comment() ) ) {
			return '';
		}
		return $this->form( 'reply', $post, '', 0 );
	}

	/**
	 * The edit form of a comment, holding its raw content.
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public function edit( WP_Comment $comment ): string {
		$post = get_post( (int) $comment->comment_post_ID );
		if ( ! $post instanceof WP_Post ) {
			return '';
		}
		return $this->form( 'edit', $post, $comment->comment_ID . '_' . $comment->comment_parent, 0, $comment );
	}

	/**
	 * Renders a form.
	 *
	 * @param string          $kind     'main', 'reply' or 'edit'.
	 * @param WP_Post         $post     The post.
	 * @param string          $uniqueid `{commentId}_{parentId}`, '' in the reply template.
	 * @param int             $depth    Depth of the comment it writes (0: set by the client).
	 * @param WP_Comment|null $comment  The comment edited.
	 */
	private function form( string $kind, WP_Post $post, string $uniqueid, int $depth, ?WP_Comment $comment = null ): string {
		$guest      = ! is_user_logged_in() && 'edit' !== $kind;
		$reply      = 'reply' === $kind || ( null !== $comment && (int) $comment->comment_parent > 0 );
		$farol_form = array(
			'kind'           => $kind,
			'uniqueid'       => $uniqueid,
			'depth'          => $depth,
			'post_id'        => $post->ID,
			'comment_id'     => null === $comment ? 0 : (int) $comment->comment_ID,
			'content'        => null === $comment ? '' : (string) $comment->comment_content,
			'action'         => admin_url( 'admin-post.php' ),
			'fallback'       => CommentNoJsFallback::ACTION,
			'nonce'          => is_user_logged_in() ? wp_create_nonce( Request::NONCE_ACTION ) : '',
			'nonce_field'    => Request::NONCE_FIELD,
			'guest'          => $guest,
			'required'       => (bool) get_option( 'require_name_email' ),
			'consent'        => $guest && (bool) get_option( 'show_comments_cookies_opt_in' ),
			'agreement'      => 'edit' === $kind ? '' : $this->settings->agreement_text(),
			// The agreement is an admin's text: links and emphasis only, escaped at output.
			'agreement_tags' => Settings::agreement_tags(),
			'stamp'          => $this->stamps->field( self::STAMP_KIND, $post->ID ),
			// Fields other features add (escaped markup): the attachments' file input.
			'extra'          => (string) apply_filters( 'farol_comment_form_fields_html', '', $kind, $post ),
			'hp'             => BotCheck::HONEYPOT_FIELD,
			'notify'         => 'edit' === $kind || null === $this->notify ? '<input type="hidden" name="wpdiscuz_notification_type" value="">' : (string) ( $this->notify )(),
			'max'            => $this->settings->max_length( $reply ),
			// The captcha's slot (Captcha\CommentCaptcha), for the main and reply forms.
			'captcha'        => (string) apply_filters( 'farol_comment_form_captcha_html', '', $kind, $post ),
			'text'           => array(
				'placeholder' => Phrases::get( $reply ? 'reply_placeholder' : 'form_placeholder' ),
				'label'       => 'edit' === $kind ? Phrases::get( 'edit' ) : Phrases::get( $reply ? 'reply_placeholder' : 'form_placeholder' ),
				'name'        => Phrases::get( 'name_label' ),
				'email'       => Phrases::get( 'email_label' ),
				'website'     => Phrases::get( 'website_label' ),
				'consent'     => Phrases::get( 'cookies_consent' ),
				'submit'      => Phrases::get( 'edit' === $kind ? 'save_edit' : ( 'reply' === $kind ? 'submit_reply' : 'submit_comment' ) ),
				'cancel'      => Phrases::get( 'cancel' ),
			),
		);
		ob_start();
		include __DIR__ . '/templates/form.php';
		return (string) ob_get_clean();
	}
}

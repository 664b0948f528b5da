<?php
/**
 * The one renderer of the inline comments' markup.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Inline;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Form\CommentFormRenderer;
use Farol\Comments\Phrases;
use Farol\Comments\PhrasesCatalogue;
use Farol\Comments\Settings;
use Farol\Comments\Write\WriteSettings;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\SignedStamp;
use Farol\Support\Abuse\StampKinds;
use WP_Comment;
use WP_Post;

/**
 * Prints the icon before a marked passage, the popup wpdGetInlineCommentForm answers (its title,
 * the quoted passage, the list's slot, the form or a login prompt, the message region) with
 * templates/popup.php, and the list of a passage's latest comments wpdGetLastInlineComments and
 * wpdAddInlineComment answer with templates/list.php. The client inserts these as they are.
 */
final class InlineView {

	/**
	 * Latest comments a popup lists.
	 */
	public const LIST_LIMIT = 5;

	/**
	 * Creates the renderer.
	 *
	 * @param WriteSettings   $write  The write settings (guests, lengths, agreement).
	 * @param StampKinds|null $stamps The stamp field's printer (null where only icons are printed).
	 */
	public function __construct( private readonly WriteSettings $write, private readonly ?StampKinds $stamps = null ) {
	}

	/**
	 * The icon button of a passage.
	 *
	 * @param int    $post_id Post.
	 * @param string $id      Inline form id.
	 * @param int    $count   Its approved comments.
	 * @param string $url     Where the popup's script sends its actions.
	 * @param string $mode    How the popup opens (`click`, `scroll_open`, `blink`).
	 */
	public function icon( int $post_id, string $id, int $count, string $url, string $mode ): string {
		return sprintf(
			'<button type="button" class="farol-inline__icon" data-farol-inline-open="%1$s" data-post-id="%2$d" data-ajax-url="%5$s" data-mode="%6$s" aria-haspopup="dialog" aria-expanded="false" aria-label="%3$s">'
			. '<svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24"><path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm0 2v11h2v2l2.5-2H20V5H4z"/></svg>'
			// The count shows through CSS (attr()): its digits are not text in the button, so the
			// name "Comentar este trecho (N)" is the label voice control reads (WCAG 2.5.3).
			. '<span class="farol-inline__count" data-count="%4$s" aria-hidden="true"></span></button>',
			esc_attr( $id ),
			$post_id,
			esc_attr( self::label( $count ) ),
			esc_attr( number_format_i18n( $count ) ),
			esc_url( $url ),
			esc_attr( $mode )
		);
	}

	/**
	 * The icon's accessible name: "Comment on this passage (N)".
	 *
	 * @param int $count The passage's approved comments.
	 */
	public static function label( int $count ): string {
		return Phrases::format( 'inline_icon_label', $count );
	}

	/**
	 * The popup of a passage, with the form (or, for a guest where only members comment, a login
	 * link). Its list slot starts empty: the client fills it from wpdGetLastInlineComments.
	 *
	 * @param WP_Post $post The post (comments open).
	 * @param string  $id   Inline form id.
	 */
	public function popup( WP_Post $post, string $id ): string {
		$guest        = ! is_user_logged_in();
		$passage      = InlineMarker::passage( InlineMarker::content( (int) $post->ID ), $id );
		$farol_inline = array(
			'id'        => $id,
			'post_id'   => $post->ID,
			'quote'     => '' === $passage ? '' : Phrases::format( 'inline_quote', $passage ),
			'phrases'   => $this->client_phrases(),
			'login'     => $guest && ! $this->write->guests_may_comment() ? wp_login_url( (string) get_permalink( $post ) ) : '',
			'guest'     => $guest,
			'required'  => (bool) get_option( 'require_name_email' ),
			'consent'   => $guest && (bool) get_option( 'show_comments_cookies_opt_in' ),
			'agreement' => $this->write->agreement_text(),
			'tags'      => Settings::agreement_tags(),
			'nonce'     => $guest ? '' : wp_create_nonce( Request::NONCE_ACTION ),
			'nonce_key' => Request::NONCE_FIELD,
			'stamp'     => null === $this->stamps ? '' : $this->stamps->field( CommentFormRenderer::STAMP_KIND, $post->ID ),
			'hp'        => BotCheck::HONEYPOT_FIELD,
			'max'       => $this->write->max_length( false ),
			// A guest's form is checked for its stamp's age: the client waits that long at most.
			'min_send'  => $guest ? SignedStamp::MIN_SECONDS : 0,
			// The comment forms' captcha slot, kind `inline`, from its one renderer
			// (Captcha\CommentCaptcha; escaped there), '' when the visitor answers none.
			'captcha'   => (string) apply_filters( 'farol_comment_form_captcha_html', '', 'inline', $post ),
			'text'      => array(
				'title'       => Phrases::get( 'inline_title' ),
				'close'       => Phrases::get( 'inline_close' ),
				'placeholder' => Phrases::get( 'inline_placeholder' ),
				'name'        => Phrases::get( 'name_label' ),
				'email'       => Phrases::get( 'email_label' ),
				'consent'     => Phrases::get( 'cookies_consent' ),
				'submit'      => Phrases::get( 'inline_submit' ),
				'login'       => Phrases::get( 'login_required' ),
			),
		);
		ob_start();
		include __DIR__ . '/templates/popup.php';
		return (string) ob_get_clean();
	}

	/**
	 * The list of a passage's latest comments (or the "none yet" line).
	 *
	 * @param WP_Comment[] $comments Newest first.
	 */
	public function comments( array $comments ): string {
		$farol_inline_items = array();
		foreach ( $comments as $comment ) {
			$time                 = (int) strtotime( $comment->comment_date_gmt . ' UTC' );
			$farol_inline_items[] = array(
				'id'     => (int) $comment->comment_ID,
				'author' => get_comment_author( $comment ),
				'iso'    => gmdate( 'Y-m-d\\TH:i:s\\Z', $time ),
				'date'   => wp_date( (string) get_option( 'date_format' ), $time ),
				'text'   => (string) apply_filters( 'comment_text', get_comment_text( $comment ), $comment, array() ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's display pipeline, as the thread's renderer.
				'thread' => 'comment' === $comment->comment_type,
			);
		}
		$farol_inline_none = Phrases::get( 'inline_none_yet' );
		ob_start();
		include __DIR__ . '/templates/list.php';
		return (string) ob_get_clean();
	}

	/**
	 * The texts the popup's script may show: every refusal and notice, and the captcha's
	 * script failure ("reCaptcha Error"), overrides applied.
	 *
	 * @return array<string,string>
	 */
	private function client_phrases(): array {
		$keys = PhrasesCatalogue::group( 'errors' ) + PhrasesCatalogue::group( 'notices' ) + array( 'captcha_error' => '' );
		return array_intersect_key( Phrases::all(), $keys );
	}
}

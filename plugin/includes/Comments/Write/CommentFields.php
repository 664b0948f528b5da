<?php
/**
 * The checks of a comment's posted fields.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use Farol\Comments\Content\CommentContent;

/**
 * Checks the fields a comment form posts, in the order a person reads the form, and answers the
 * first problem as a phrase key: the text (`comment_empty`, `comment_too_short`/`_long`,
 * `reply_too_short`/`_long`, measured by the editor's own counter measure), a guest's identity
 * (`name_required`, `email_required` when the site requires name and e-mail, `email_invalid`,
 * `website_invalid`: only http and https addresses) and the agreement (`agreement_required`).
 */
final class CommentFields {

	/**
	 * Longest name, e-mail address and website kept (core's columns).
	 */
	private const MAX = array(
		'name'    => 245,
		'email'   => 100,
		'website' => 200,
	);

	/**
	 * Creates the checks.
	 *
	 * @param WriteSettings $settings The write settings.
	 */
	public function __construct( private readonly WriteSettings $settings ) {
	}

	/**
	 * The problem with a comment's text, '' when none.
	 *
	 * @param string $html  The posted HTML.
	 * @param bool   $reply Whether it is a reply.
	 */
	public function text_problem( string $html, bool $reply ): string {
		if ( "\0" === $html || self::is_blank( $html ) ) {
			return 'comment_empty';
		}
		$length = self::length( $html );
		$min    = $this->settings->min_length( $reply );
		$max    = $this->settings->max_length( $reply );
		if ( $min > 0 && $length < $min ) {
			return $reply ? 'reply_too_short' : 'comment_too_short';
		}
		if ( $max > 0 && $length > $max ) {
			return $reply ? 'reply_too_long' : 'comment_too_long';
		}
		return '';
	}

	/**
	 * The problem with a guest's identity fields, '' when none.
	 *
	 * @param string $name    Name.
	 * @param string $email   E-mail address.
	 * @param string $website Website.
	 */
	public function guest_problem( string $name, string $email, string $website ): string {
		$required = (bool) get_option( 'require_name_email' );
		if ( "\0" === $name || mb_strlen( $name ) > self::MAX['name'] || ( $required && '' === $name ) ) {
			return 'name_required';
		}
		if ( "\0" === $email || ( $required && '' === $email ) ) {
			return 'email_required';
		}
		if ( '' !== $email && ( mb_strlen( $email ) > self::MAX['email'] || ! is_email( $email ) ) ) {
			return 'email_invalid';
		}
		if ( '' !== $website && ( mb_strlen( $website ) > self::MAX['website'] || '' === self::website( $website ) ) ) {
			return 'website_invalid';
		}
		return '';
	}

	/**
	 * The problem with the agreement, '' when none is asked or it is ticked.
	 *
	 * @param bool $ticked Whether `wpd_agreement` was ticked.
	 */
	public function agreement_problem( bool $ticked ): string {
		return '' !== $this->settings->agreement_text() && ! $ticked ? 'agreement_required' : '';
	}

	/**
	 * A website as stored: an http(s) address, else ''.
	 *
	 * @param string $website As posted.
	 */
	public static function website( string $website ): string {
		if ( '' === $website || 1 !== preg_match( '#^https?://[^\s/?\#]+\.[^\s]+$#i', $website ) ) {
			return '';
		}
		return esc_url_raw( $website, array( 'http', 'https' ) );
	}

	/**
	 * Whether a text shows nothing: no words (spaces and non-breaking spaces only) and no image or video.
	 *
	 * @param string $html The HTML.
	 */
	public static function is_blank( string $html ): bool {
		$plain = html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return '' === trim( (string) preg_replace( '/[\s\x{00A0}\x{200B}]+/u', '', $plain ) ) && 1 !== preg_match( '/<(img|iframe)\b/i', $html );
	}

	/**
	 * A text's length as the editor's counter measures it.
	 *
	 * @param string $html The HTML.
	 */
	public static function length( string $html ): int {
		return CommentContent::length( $html );
	}
}

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
 * (`name_required`, `name_too_long`, `email_required` when the site requires name and e-mail,
 * `email_too_long`, `email_invalid`, `website_too_long`, `website_invalid`: only http and https
 * addresses) and the agreement (`agreement_required`).
 *
 * "Too long" is WordPress' own limit, whatever the settings say: wp_get_comment_fields_max_lengths()
 * (245, 100, 200 and 65525 on MySQL/MariaDB, from the comments table's columns), counted in bytes
 * as wp_check_comment_data_max_lengths() counts them, on the value as posted and before any other
 * check of that field, so an over-long value is never answered as missing or malformed.
 */
final class CommentFields {

	/**
	 * The phrase key of each of core's length errors (wp_check_comment_data_max_lengths()); the
	 * text's key is the comment's, a reply answers `reply_too_long`.
	 */
	public const LENGTH_ERRORS = array(
		'comment_author_column_length'       => 'name_too_long',
		'comment_author_email_column_length' => 'email_too_long',
		'comment_author_url_column_length'   => 'website_too_long',
		'comment_content_column_length'      => 'comment_too_long',
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
		if ( "\0" === $html ) {
			return 'comment_empty';
		}
		if ( strlen( $html ) > self::max_lengths()['comment_content'] ) {
			return $reply ? 'reply_too_long' : 'comment_too_long';
		}
		if ( self::is_blank( $html ) ) {
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
		$max      = self::max_lengths();
		if ( "\0" === $name || ( $required && '' === $name ) ) {
			return 'name_required';
		}
		if ( strlen( $name ) > $max['comment_author'] ) {
			return 'name_too_long';
		}
		if ( "\0" === $email || ( $required && '' === $email ) ) {
			return 'email_required';
		}
		if ( strlen( $email ) > $max['comment_author_email'] ) {
			return 'email_too_long';
		}
		if ( '' !== $email && ! is_email( $email ) ) {
			return 'email_invalid';
		}
		if ( "\0" !== $website && strlen( $website ) > $max['comment_author_url'] ) {
			return 'website_too_long';
		}
		if ( '' !== $website && '' === self::website( $website ) ) {
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
	 * The phrase key of one of core's length errors, or null for another error.
	 *
	 * @param string $code  A WP_Error code.
	 * @param bool   $reply Whether the text is a reply.
	 */
	public static function length_refusal( string $code, bool $reply ): ?string {
		$key = self::LENGTH_ERRORS[ $code ] ?? null;
		return 'comment_too_long' === $key && $reply ? 'reply_too_long' : $key;
	}

	/**
	 * WordPress' limits, in bytes: comment_author, comment_author_email, comment_author_url,
	 * comment_content (core's defaults stand in for a value a filter broke).
	 *
	 * @return array{comment_author:int,comment_author_email:int,comment_author_url:int,comment_content:int}
	 */
	public static function max_lengths(): array {
		$limits = wp_get_comment_fields_max_lengths();
		$max    = array(
			'comment_author'       => 245,
			'comment_author_email' => 100,
			'comment_author_url'   => 200,
			'comment_content'      => 65525,
		);
		foreach ( $max as $column => $default ) {
			$value          = is_array( $limits ) && is_numeric( $limits[ $column ] ?? null ) ? (int) $limits[ $column ] : 0;
			$max[ $column ] = $value > 0 ? $value : $default;
		}
		return $max;
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

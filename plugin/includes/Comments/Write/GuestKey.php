<?php
/**
 * A guest's own identity cookie.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use WP_Comment;

/**
 * A guest who writes (posts a comment) gets one random key in the cookie
 * `farol_guest_{COOKIEHASH}` (HttpOnly, SameSite=Lax, a year), set by that write only: a reader
 * gets no cookie, so pages stay cacheable. The key is never stored; what is stored is an HMAC of
 * it (keyed with the site's salt):
 * - on a guest's comment, meta `_farol_author_key`: the proof that lets that browser edit or
 *   delete the comment within the edit window (a name and e-mail address prove nothing: anyone
 *   can type them);
 * - a guest's votes count by address, not by this key (Farol\Support\Abuse\VisitorId): a request
 *   without the cookie must not be a new voter.
 */
final class GuestKey {

	/**
	 * Meta key of a guest comment's author proof (protected: underscore).
	 */
	public const AUTHOR_META = '_farol_author_key';

	/**
	 * The cookie's name.
	 */
	public static function cookie_name(): string {
		return 'farol_guest_' . COOKIEHASH;
	}

	/**
	 * The key the browser sent, or '' when none (or malformed).
	 */
	public static function current(): string {
		$value = isset( $_COOKIE[ self::cookie_name() ] ) && is_string( $_COOKIE[ self::cookie_name() ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ self::cookie_name() ] ) ) : '';
		return 1 === preg_match( '/^[a-f0-9]{32}$/', $value ) ? $value : '';
	}

	/**
	 * The guest's key, or a new one not yet sent (keep() sends it).
	 */
	public static function next(): string {
		$key = self::current();
		return '' !== $key ? $key : bin2hex( random_bytes( 16 ) );
	}

	/**
	 * Sends the key's cookie unless the browser already has it.
	 *
	 * @param string $key The key (from next()).
	 */
	public static function keep( string $key ): void {
		if ( self::current() === $key ) {
			return;
		}
		$_COOKIE[ self::cookie_name() ] = $key;
		if ( ! headers_sent() ) {
			setcookie(
				self::cookie_name(),
				$key,
				array(
					'expires'  => time() + YEAR_IN_SECONDS,
					'path'     => COOKIEPATH,
					'domain'   => (string) COOKIE_DOMAIN,
					'secure'   => is_ssl(),
					'httponly' => true,
					'samesite' => 'Lax',
				)
			);
		}
	}

	/**
	 * The author proof of a key, as stored on the guest's comment.
	 *
	 * @param string $key The guest's key.
	 */
	public static function author_proof( string $key ): string {
		return hash_hmac( 'sha256', 'author|' . $key, wp_salt( 'nonce' ) );
	}

	/**
	 * Whether the current browser holds the key of a guest comment.
	 *
	 * @param WP_Comment $comment The comment.
	 */
	public static function owns( WP_Comment $comment ): bool {
		$key = self::current();
		if ( '' === $key || (int) $comment->user_id > 0 ) {
			return false;
		}
		$stored = (string) get_comment_meta( (int) $comment->comment_ID, self::AUTHOR_META, true );
		return '' !== $stored && hash_equals( $stored, self::author_proof( $key ) );
	}
}

<?php
/**
 * The posted fields of a comment ajax action, and its refusals.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

/**
 * The one request reader of the comment widget's actions, read and write alike (and of the no-JS
 * post): reads the POST fields (unslashed, trimmed; an array where a value is expected reads as
 * "\0", which no rule accepts) and ends a request with a refusal: `{success: false, data: phrase
 * key}` with the key's HTTP status from the one STATUS table of the wire. Nonce checking is the
 * caller's: a member's write carries the `farol_comments` nonce in the `nonce` field, a guest's
 * carries none (the page a guest reads stays cacheable and cookie-free) and goes through the spam
 * guard instead; reads carry none at all.
 */
final class Request {

	/**
	 * The nonce action of a member's write.
	 */
	public const NONCE_ACTION = 'farol_comments';

	/**
	 * The field carrying the nonce.
	 */
	public const NONCE_FIELD = 'nonce';

	/**
	 * HTTP status of each refusal (read and write: one table for the wire); anything else,
	 * `invalid_request` among them, is 400.
	 */
	private const STATUS = array(
		'post_not_found'         => 404,
		'comment_not_found'      => 404,
		'post_not_readable'      => 403,
		'comments_closed'        => 403,
		'thread_closed'          => 403,
		'nonce_invalid'          => 403,
		'login_required'         => 403,
		'edit_not_allowed'       => 403,
		'edit_window_passed'     => 403,
		'delete_not_allowed'     => 403,
		'moderation_not_allowed' => 403,
		'vote_own_comment'       => 403,
		'comment_duplicate'      => 409,
		'comment_flood'          => 429,
		'rate_limited'           => 429,
		// Follows, the info modal and guest actions (area: info).
		'follow_self'            => 403,
		'follow_login_required'  => 403,
		'follow_not_found'       => 404,
		'info_login_required'    => 403,
		'feature_disabled'       => 403,
		'guest_link_invalid'     => 403,
		'guest_link_expired'     => 403,
		'guest_link_used'        => 409,
		'server_error'           => 500,
		// Post rating (wpdUserRate); rating_invalid is 400.
		'rating_disabled'        => 403,
		'rating_login_required'  => 403,
		// Subscriptions.
		'subscriptions_disabled' => 403,
		'subscription_exists'    => 409,
		'subscription_not_found' => 404,
		'subscription_bad_key'   => 403,
		'subscription_not_yours' => 403,
		// Captcha (issue 24, wt-captcha).
		'captcha_missing'        => 400,
		'captcha_failed'         => 403,
		// Live updates (Comments\Live).
		'live_updates_off'       => 403,
		// Attachments (Comments\Attachments).
		'attachment_too_large'   => 413,
		'attachments_too_large'  => 413,
		'attachment_wrong_type'  => 415,
		'attachment_not_allowed' => 403,
		'attachment_not_found'   => 404,
		'attachment_not_yours'   => 403,
		// Inline comments (wpdGetInlineCommentForm, wpdGetLastInlineComments, wpdAddInlineComment).
		'inline_form_not_found'  => 404,
		'inline_disabled'        => 403,
		// Social login (wpd_social_login, wpd_login_callback).
		'social_disabled'        => 403,
		'social_wrong_app'       => 403,
		'social_token_expired'   => 403,
		'social_token_replayed'  => 403,
		'social_token_invalid'   => 403,
		'social_unverified_mail' => 403,
		'social_hash_invalid'    => 403,
		'social_provider_error'  => 502,
		// Social account linking (the profile's section; shown as an admin notice).
		'social_already_linked'  => 409,
	);

	/**
	 * A posted field as text ('' when absent).
	 *
	 * @param string $key Field.
	 */
	public static function text( string $key ): string {
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- a member's write checks member_nonce_ok(); guests rely on the spam guard; reads carry no nonce by design (cacheable pages); each field is validated by its caller.
		$value = $_POST[ $key ] ?? '';
		if ( ! is_scalar( $value ) ) {
			return "\0";
		}
		return trim( (string) wp_unslash( (string) $value ) );
	}

	/**
	 * A positive integer field, or null when absent or not digits.
	 *
	 * @param string $key Field.
	 */
	public static function id( string $key ): ?int {
		$value = self::text( $key );
		return 1 === preg_match( '/^\d{1,18}$/', $value ) && (int) $value > 0 ? (int) $value : null;
	}

	/**
	 * A non-negative integer field: its default when absent or empty, null when invalid.
	 *
	 * @param string   $key     Field.
	 * @param int|null $default Value when absent.
	 */
	public static function integer( string $key, ?int $default ): ?int {
		$value = self::text( $key );
		if ( '' === $value ) {
			return $default;
		}
		return 1 === preg_match( '/^\d{1,18}$/', $value ) ? (int) $value : null;
	}

	/**
	 * A 0/1 field ('' is 0); null when anything else.
	 *
	 * @param string $key Field.
	 */
	public static function flag( string $key ): ?bool {
		$value = self::text( $key );
		if ( '' === $value || '0' === $value ) {
			return false;
		}
		return '1' === $value ? true : null;
	}

	/**
	 * Whether a checkbox field was ticked.
	 *
	 * @param string $key Field.
	 */
	public static function checked( string $key ): bool {
		return ! in_array( self::text( $key ), array( '', '0', 'false', "\0" ), true );
	}

	/**
	 * Whether the request may write: a guest always (the spam guard decides later), a member only
	 * with a valid nonce of NONCE_ACTION in NONCE_FIELD.
	 */
	public static function member_nonce_ok(): bool {
		if ( ! is_user_logged_in() ) {
			return true;
		}
		return false !== wp_verify_nonce( self::text( self::NONCE_FIELD ), self::NONCE_ACTION );
	}

	/**
	 * Ends the request with a refusal.
	 *
	 * @param string $key Phrase key.
	 */
	public static function refuse( string $key ): never {
		wp_send_json_error( $key, self::STATUS[ $key ] ?? 400 );
		exit; // wp_send_json_error() dies; this only tells static analysis.
	}

	/**
	 * The HTTP status of a refusal.
	 *
	 * @param string $key Phrase key.
	 */
	public static function status( string $key ): int {
		return self::STATUS[ $key ] ?? 400;
	}
}

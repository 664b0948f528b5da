<?php
/**
 * Signed one-shot links a guest receives by mail.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

use Farol\Support\Abuse\UsedOnce;

/**
 * A link that lets its reader act once, before it expires, on what belongs to one e-mail (or
 * one follow): an HMAC (wp_salt('auth')) over the purpose, the subject (an e-mail, or a follow's
 * id) and the expiry, compared with hash_equals(). A used key is claimed in the shared used-once
 * markers (Support\Abuse\UsedOnce, family USED_PREFIX, kept until the link's expiry): two
 * requests racing with one key cannot both pass. The daily UsedOnceSweep deletes only the markers
 * whose link has expired, so while a link could still pass its other checks, its marker is there
 * to refuse a replay.
 *
 * The link opens the post page with its fields in the query (farolGuest, farolSubject,
 * farolExpires, farolKey); the widget posts them to wpdGuestAction. Opening the address does
 * nothing by itself, so a mail scanner that follows links deletes nothing.
 */
final class GuestLinks {

	/**
	 * How long a link works.
	 */
	public const TTL = DAY_IN_SECONDS;

	/**
	 * The query arguments of a link.
	 */
	public const ARGS = array( 'farolGuest', 'farolSubject', 'farolExpires', 'farolKey' );

	/**
	 * Prefix of the used-key markers (options rows).
	 */
	public const USED_PREFIX = 'farol_guest_used_';

	/**
	 * The key of a purpose, subject and expiry.
	 *
	 * @param string $purpose The guest action (deleteComments, deleteSubscriptions, deleteFollows, cancelFollow).
	 * @param string $subject The e-mail (lower case) or the follow's id.
	 * @param int    $expires Unix time after which the link is refused.
	 */
	public static function sign( string $purpose, string $subject, int $expires ): string {
		return hash_hmac( 'sha256', 'farol-guest|' . $purpose . '|' . $subject . '|' . $expires, wp_salt( 'auth' ) );
	}

	/**
	 * The address of a link: the post page with the signed fields.
	 *
	 * @param string $purpose The guest action.
	 * @param string $subject The e-mail or the follow's id.
	 * @param int    $post_id The post whose page opens.
	 * @param int    $now     Unix time.
	 */
	public static function url( string $purpose, string $subject, int $post_id, int $now ): string {
		$expires = $now + self::TTL;
		$base    = (string) get_permalink( $post_id );
		return add_query_arg(
			array_map(
				'rawurlencode',
				array_combine( self::ARGS, array( $purpose, $subject, (string) $expires, self::sign( $purpose, $subject, $expires ) ) )
			),
			'' === $base ? home_url( '/' ) : $base
		) . '#wpdcom';
	}

	/**
	 * Checks a link and, when it is good, marks it used: '' when the action may run, else the
	 * refusal's phrase key.
	 *
	 * @param string $purpose The guest action.
	 * @param string $subject The e-mail or the follow's id.
	 * @param string $expires The expiry as sent.
	 * @param string $key     The key as sent.
	 * @param int    $now     Unix time.
	 */
	public static function redeem( string $purpose, string $subject, string $expires, string $key, int $now ): string {
		if ( 1 !== preg_match( '/^\d{1,12}$/', $expires ) || 1 !== preg_match( '/^[0-9a-f]{64}$/', $key ) ) {
			return 'guest_link_invalid';
		}
		if ( ! hash_equals( self::sign( $purpose, $subject, (int) $expires ), $key ) ) {
			return 'guest_link_invalid';
		}
		if ( (int) $expires < $now ) {
			return 'guest_link_expired';
		}
		return self::used()->claim( $key, (int) $expires, $now ) ? '' : 'guest_link_used';
	}

	/**
	 * The used links' markers.
	 */
	public static function used(): UsedOnce {
		return new UsedOnce( self::USED_PREFIX );
	}
}

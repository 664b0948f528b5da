<?php
/**
 * The keys in a subscription's links.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

/**
 * A mailed link carries only `sid` (the row id) and `skey`: an HMAC-SHA256, keyed with
 * `wp_salt( 'auth' )`, of the purpose (`confirm` or `unsubscribe`), the row id and the row's
 * random secret (64 hex characters). The table keeps the secret, never a key: a notification
 * mailed months later can carry the same unsubscribe link as the first one, and someone who
 * reads the table (a backup) still cannot build a link without the salt. A confirm key does
 * not unsubscribe and the other way round; a new secret (a confirmation asked again) voids the
 * old links. Keys compare with hash_equals().
 */
final class SubscriptionKeys {

	/**
	 * A confirmation link's purpose.
	 */
	public const CONFIRM = 'confirm';

	/**
	 * An unsubscribe link's purpose.
	 */
	public const UNSUBSCRIBE = 'unsubscribe';

	/**
	 * A new random secret for a row.
	 */
	public static function secret(): string {
		return bin2hex( random_bytes( 32 ) );
	}

	/**
	 * The key of a purpose for a subscription.
	 *
	 * @param string       $purpose CONFIRM or UNSUBSCRIBE.
	 * @param Subscription $sub     The subscription.
	 */
	public static function key( string $purpose, Subscription $sub ): string {
		return hash_hmac( 'sha256', 'farol-subscription|' . $purpose . '|' . $sub->id . '|' . $sub->secret, wp_salt( 'auth' ) );
	}

	/**
	 * Whether a posted key is the subscription's key of that purpose.
	 *
	 * @param string       $purpose CONFIRM or UNSUBSCRIBE.
	 * @param Subscription $sub     The subscription.
	 * @param string       $given   The key from the link.
	 */
	public static function verify( string $purpose, Subscription $sub, string $given ): bool {
		return 1 === preg_match( '/^[a-f0-9]{64}$/', $given ) && '' !== $sub->secret && hash_equals( self::key( $purpose, $sub ), $given );
	}
}

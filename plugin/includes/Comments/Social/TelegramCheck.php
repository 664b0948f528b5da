<?php
/**
 * Telegram Login Widget results.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

/**
 * Checks a Login Widget result as Telegram documents it
 * (https://core.telegram.org/widgets/login#checking-authorization): the data-check-string is
 * every received field but `hash`, as `key=value`, sorted by key, joined with "\n"; its
 * HMAC-SHA256 with the SHA-256 of the bot token as key must equal `hash` (compared with
 * hash_equals); `auth_date` must be at most a day old. Telegram gives no e-mail.
 */
final class TelegramCheck {

	/**
	 * The oldest result accepted.
	 */
	public const MAX_AGE = DAY_IN_SECONDS;

	/**
	 * The fields the widget sends.
	 */
	public const FIELDS = array( 'id', 'first_name', 'last_name', 'username', 'photo_url', 'auth_date', 'hash' );

	/**
	 * The identity in a result, or a refusal.
	 *
	 * @param array<string,string> $data      The widget's fields.
	 * @param string               $bot_token The bot's token.
	 * @param int|null             $now       Time (tests).
	 * @throws SocialRefusal `social_hash_invalid`, `social_token_expired`.
	 */
	public function identity( array $data, string $bot_token, ?int $now = null ): Identity {
		$hash = (string) ( $data['hash'] ?? '' );
		$data = array_filter(
			array_intersect_key( $data, array_flip( self::FIELDS ) ),
			static fn ( string $value, string $key ): bool => 'hash' !== $key && '' !== $value,
			ARRAY_FILTER_USE_BOTH
		);
		ksort( $data );
		$lines = array();
		foreach ( $data as $key => $value ) {
			$lines[] = $key . '=' . $value;
		}
		$expected = hash_hmac( 'sha256', implode( "\n", $lines ), hash( 'sha256', $bot_token, true ) );
		if ( '' === $hash || ! hash_equals( $expected, strtolower( $hash ) ) || 1 !== preg_match( '/^\d{1,20}$/', (string) ( $data['id'] ?? '' ) ) ) {
			throw new SocialRefusal( 'social_hash_invalid' );
		}
		$age = ( $now ?? time() ) - (int) ( $data['auth_date'] ?? 0 );
		if ( $age > self::MAX_AGE || $age < -300 ) {
			throw new SocialRefusal( 'social_token_expired' );
		}
		$name = trim( ( $data['first_name'] ?? '' ) . ' ' . ( $data['last_name'] ?? '' ) );
		return new Identity( 'telegram', (string) $data['id'], '', false, '' !== $name ? $name : (string) ( $data['username'] ?? '' ) );
	}
}

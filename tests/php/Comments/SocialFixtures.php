<?php
/**
 * Social login test helpers: providers pointed at the stand-in, tokens, Telegram results.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Comments\Social\Accounts;

/**
 * Turns providers on in the widget's option (pointed at a stand-in's address when given), makes
 * the stand-in's tokens (`sb.` + base64url claims, tests/php/stand-ins/social.php) and signs
 * Telegram results with the test bot's token. Auth cookies are not sent (headers are gone in
 * PHPUnit); who is logged in is read from the current user.
 */
final class SocialFixtures {

	/**
	 * The app's client id and secret the stand-in expects (Facebook's app token is both).
	 */
	public const CLIENT_ID = 'standin-app';
	public const SECRET    = 'standin-secret';

	/**
	 * OK.ru's application (public) key the stand-in expects.
	 */
	public const PUBLIC_KEY = 'standin-public';

	/**
	 * The test bot's token (its id before the colon).
	 */
	public const BOT_TOKEN = '123456:standin-bot-token';

	/**
	 * Turns a provider on; with a stand-in address, its endpoints point there by family.
	 *
	 * @param string $provider Provider.
	 * @param string $base     The stand-in's address ('' : documented endpoints).
	 */
	public static function enable( string $provider, string $base = '' ): void {
		add_filter( 'send_auth_cookies', '__return_false' );
		$option                                  = get_option( Settings::OPTION, array() );
		$option                                  = is_array( $option ) ? $option : array();
		$paths                                   = array(
			'google'    => array( '/oauth2/authorize', '/oauth2/token', '/oidc/tokeninfo', '/oauth2/userinfo' ),
			'facebook'  => array( '/oauth2/authorize', '/oauth2/token', '/facebook/debug_token', '/facebook/me' ),
			'wordpress' => array( '/oauth2/authorize', '/oauth2/token', '/oauth2/tokeninfo', '/oauth2/userinfo' ),
			'disqus'    => array( '/oauth2/authorize', '/disqus/access_token/', '', '/disqus/details.json' ),
			'twitter'   => array( '/oauth2/authorize', '/twitter/token', '', '/twitter/me' ),
			'ok'        => array( '/oauth2/authorize', '/ok/token.do', '', '/ok/fb.do' ),
			'wechat'    => array( '/oauth2/authorize', '/wechat/access_token', '', '/wechat/userinfo' ),
			'qq'        => array( '/oauth2/authorize', '/qq/token', '/qq/me', '/qq/get_user_info' ),
		);
		$urls                                    = '' !== $base && isset( $paths[ $provider ] ) ? $paths[ $provider ] : array( '', '', '', '' );
		$option['social_providers'][ $provider ] = array(
			'enabled'       => true,
			'client_id'     => 'telegram' === $provider ? 'standin_bot' : self::CLIENT_ID,
			'client_secret' => 'telegram' === $provider ? self::BOT_TOKEN : self::SECRET,
			'authorize_url' => '' !== $urls[0] ? $base . $urls[0] : '',
			'token_url'     => '' !== $urls[1] ? $base . $urls[1] : '',
			'tokeninfo_url' => '' !== $urls[2] ? $base . $urls[2] : '',
			'userinfo_url'  => '' !== $urls[3] ? $base . $urls[3] : '',
			'public_key'    => 'ok' === $provider ? self::PUBLIC_KEY : '',
		);
		update_option( Settings::OPTION, $option );
	}

	/**
	 * A stand-in token vouching for these claims.
	 *
	 * @param array<string,mixed> $claims Claims over the defaults (our app, Google's issuer, an hour left, a verified e-mail).
	 */
	public static function token( array $claims = array() ): string {
		$claims = array_merge(
			array(
				'aud'            => self::CLIENT_ID,
				'iss'            => 'https://accounts.google.com',
				'exp'            => time() + 3600,
				'sub'            => 'g-' . wp_generate_password( 8, false ),
				'email'          => 'social-' . strtolower( wp_generate_password( 6, false ) ) . '@example.com',
				'email_verified' => true,
				'name'           => 'Ana Social',
			),
			$claims
		);
		return 'sb.' . rtrim( strtr( base64_encode( (string) wp_json_encode( $claims ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the stand-in's token format.
	}

	/**
	 * A user linked to Telegram id 424242.
	 *
	 * @return int The user's id.
	 */
	public static function linked_telegram_user(): int {
		$id = wp_insert_user(
			array(
				'user_login' => 'tg_' . wp_generate_password( 6, false ),
				'user_email' => 'tg-' . strtolower( wp_generate_password( 6, false ) ) . '@example.com',
				'user_pass'  => wp_generate_password(),
			)
		);
		update_user_meta( (int) $id, Accounts::META . 'telegram', '424242' );
		return (int) $id;
	}

	/**
	 * A Login Widget result for Telegram id 424242, signed with the test bot (or another token).
	 *
	 * @param int                  $user      Unused: the linked user (for readability at the call).
	 * @param array<string,string> $fields    Fields over the defaults.
	 * @param string               $bot_token The token to sign with.
	 * @return array<string,string> The posted fields, `provider` telegram included.
	 */
	public static function telegram_result( int $user = 0, array $fields = array(), string $bot_token = self::BOT_TOKEN ): array {
		unset( $user );
		$data = array_merge(
			array(
				'id'         => '424242',
				'first_name' => 'Tiago',
				'username'   => 'tiago_tg',
				'auth_date'  => (string) time(),
			),
			$fields
		);
		ksort( $data );
		$lines = array();
		foreach ( $data as $key => $value ) {
			$lines[] = $key . '=' . $value;
		}
		$data['hash']     = hash_hmac( 'sha256', implode( "\n", $lines ), hash( 'sha256', $bot_token, true ) );
		$data['provider'] = 'telegram';
		return $data;
	}
}

<?php
/**
 * The `state` of a redirect flow.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

/**
 * `state` = base64url(JSON {p: provider, post: id, b: browser nonce, k: purpose, u: user, exp})
 * "." HMAC-SHA256 of it with wp_salt('auth'), valid one hour and once (OneShot). The browser
 * nonce is also set as the cookie BROWSER_COOKIE when the flow starts (bind_browser()) and must
 * come back with the callback, so a state (or a code) started in someone else's browser cannot
 * log this browser in (login CSRF). The purpose is `login` (the comment widget's buttons) or
 * `link` (a member connecting an account from their profile, Linking\LinkFlow), which also
 * names the member: the callback links only for that same logged-in member.
 */
final class SignedState {

	/**
	 * The cookie binding a flow to the browser that started it.
	 */
	public const BROWSER_COOKIE = 'farol_social_flow';

	/**
	 * How long a flow may take.
	 */
	public const LIFETIME = HOUR_IN_SECONDS;

	/**
	 * A new state.
	 *
	 * @param string $provider Provider.
	 * @param int    $post     The post the visitor comes back to.
	 * @param string $browser  The browser's nonce.
	 * @param string $purpose  `login` or `link`.
	 * @param int    $user     The member linking an account (0 for a login).
	 */
	public static function create( string $provider, int $post, string $browser, string $purpose = 'login', int $user = 0 ): string {
		$payload = self::encode(
			(string) wp_json_encode(
				array(
					'p'    => $provider,
					'post' => $post,
					'b'    => $browser,
					'k'    => $purpose,
					'u'    => $user,
					'exp'  => time() + self::LIFETIME,
				)
			)
		);
		return $payload . '.' . self::sign( $payload );
	}

	/**
	 * A state's content when it is ours, not expired and from this browser; null otherwise.
	 *
	 * @param string $state   The state.
	 * @param string $browser The browser's nonce (its cookie).
	 * @return array{p:string,post:int,b:string,k:string,u:int,exp:int}|null
	 */
	public static function read( string $state, string $browser ): ?array {
		$parts = explode( '.', $state );
		if ( 2 !== count( $parts ) || ! hash_equals( self::sign( $parts[0] ), $parts[1] ) ) {
			return null;
		}
		$data = json_decode( (string) base64_decode( strtr( $parts[0], '-_', '+/' ), true ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- our own signed payload.
		if ( ! is_array( $data ) || ! is_string( $data['p'] ?? null ) || ! is_int( $data['post'] ?? null ) || ! is_string( $data['b'] ?? null ) || ! is_int( $data['exp'] ?? null ) ) {
			return null;
		}
		if ( $data['exp'] < time() || '' === $browser || ! hash_equals( $data['b'], $browser ) ) {
			return null;
		}
		$data['k'] = is_string( $data['k'] ?? null ) ? $data['k'] : 'login';
		$data['u'] = is_int( $data['u'] ?? null ) ? $data['u'] : 0;
		return $data;
	}

	/**
	 * A new browser nonce, also set as the HttpOnly cookie BROWSER_COOKIE for the flow's hour.
	 */
	public static function bind_browser(): string {
		$browser = bin2hex( random_bytes( 16 ) );
		self::cookie( $browser, self::LIFETIME );
		return $browser;
	}

	/**
	 * Clears the browser's flow cookie (the flow is over).
	 */
	public static function unbind_browser(): void {
		self::cookie( '', -3600 );
	}

	/**
	 * Sets the flow cookie (HttpOnly, SameSite=Lax: the provider's redirect is a top-level GET).
	 *
	 * @param string $value   Value.
	 * @param int    $seconds Lifetime (negative: cleared).
	 */
	private static function cookie( string $value, int $seconds ): void {
		$_COOKIE[ self::BROWSER_COOKIE ] = $value;
		if ( headers_sent() ) {
			return;
		}
		setcookie(
			self::BROWSER_COOKIE,
			$value,
			array(
				'expires'  => time() + $seconds,
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'secure'   => is_ssl(),
				'httponly' => true,
				'samesite' => 'Lax',
			)
		);
	}

	/**
	 * The PKCE code verifier of a flow (RFC 7636): derived on the server from the state (which
	 * holds the browser's nonce), never sent to the browser, so a code intercepted on the way
	 * back cannot be exchanged by anyone else.
	 *
	 * @param string $state The state.
	 */
	public static function verifier( string $state ): string {
		return self::encode( hash_hmac( 'sha256', 'farol-social-pkce|' . $state, wp_salt( 'auth' ), true ) );
	}

	/**
	 * The PKCE challenge (S256) of a verifier.
	 *
	 * @param string $verifier The verifier.
	 */
	public static function challenge( string $verifier ): string {
		return self::encode( hash( 'sha256', $verifier, true ) );
	}

	/**
	 * The signature of a payload.
	 *
	 * @param string $payload The payload.
	 */
	private static function sign( string $payload ): string {
		return hash_hmac( 'sha256', 'farol-social-state|' . $payload, wp_salt( 'auth' ) );
	}

	/**
	 * Base64url without padding.
	 *
	 * @param string $text Text.
	 */
	private static function encode( string $text ): string {
		return rtrim( strtr( base64_encode( $text ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- an address-safe state.
	}
}

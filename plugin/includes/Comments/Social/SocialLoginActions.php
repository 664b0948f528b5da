<?php
/**
 * The social login actions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

use Farol\Comments\Ajax\AjaxAction;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\ReadablePost;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Social\Linking\LinkFlow;
use Farol\Support\Abuse\RateLimit;
use Farol\Support\Abuse\Throttle;

/**
 * The actions wpd_social_login (`provider`, `token`, `userID`, `postID`) and wpd_login_callback.
 *
 * - With a `token` (a client SDK's: Google's ID token, Facebook's access token): verified on
 *   the server (ProviderClient::token()), the user found/linked/created (Accounts), logged in;
 *   answers `{loggedIn: true, redirect: ''}`.
 * - Without one: the redirect flow. Answers `{loggedIn: false, redirect}`: the provider's
 *   authorize address with our client id, scope, the callback address
 *   (admin-ajax.php?action=wpd_login_callback, one address for every provider) and a signed
 *   one-shot `state` bound to this browser (SignedState); for Telegram, its login page
 *   (bot_id, origin, return_to the post), which comes back with `#tgAuthResult=…`.
 * - wpd_login_callback by GET (`code`/`error`, `state`): the code is exchanged
 *   (ProviderClient::code()), the visitor logged in and sent back to the post's comments; on a
 *   refusal the short-lived cookie ERROR_COOKIE holds its phrase key and the visitor is sent
 *   back all the same (the client shows it as an error and clears it).
 * - A state of purpose `link` (a member connecting an account from their profile) is handed
 *   to Linking\LinkFlow::finish_oauth(): linked to that member, nobody logged in.
 * - wpd_login_callback by POST, `provider` telegram and the Login Widget's fields (the client
 *   decoded them from `#tgAuthResult`): TelegramCheck, once per result; answers as above.
 *
 * Refusals: `social_disabled`, `social_wrong_app`, `social_token_expired`,
 * `social_token_replayed`, `social_token_invalid`, `social_unverified_mail`,
 * `social_hash_invalid`, `social_provider_error`, `rate_limited` (10 tries a minute per address).
 */
final class SocialLoginActions implements AjaxHandler {

	/**
	 * The cookie carrying a failed redirect flow's phrase key back to the page.
	 */
	public const ERROR_COOKIE = 'farol_social_error';

	/**
	 * Creates the actions.
	 *
	 * @param SocialSettings $settings The providers.
	 * @param ProviderClient $client   Token checks.
	 * @param TelegramCheck  $telegram Telegram's hash.
	 * @param Accounts       $accounts Users.
	 * @param OneShot        $used     Used states and results.
	 * @param ReadablePost   $posts    The read gate of a post.
	 * @param Throttle       $throttle The per-address limit.
	 * @param LinkFlow       $link     The end of a member's link flow (a state of purpose `link`).
	 */
	public function __construct(
		private readonly SocialSettings $settings,
		private readonly ProviderClient $client,
		private readonly TelegramCheck $telegram,
		private readonly Accounts $accounts,
		private readonly OneShot $used,
		private readonly ReadablePost $posts,
		private readonly Throttle $throttle,
		private readonly LinkFlow $link
	) {
	}

	/**
	 * The logins an address may try in a minute.
	 */
	public static function limit(): RateLimit {
		return new RateLimit( 'social-login', 10, 60 );
	}

	/**
	 * The callback address every provider is registered with.
	 */
	public static function callback_url(): string {
		return AuthorizeUrl::callback();
	}

	/**
	 * Answers wpd_social_login.
	 */
	#[AjaxAction( 'wpd_social_login' )]
	public function login(): void {
		if ( ! Request::member_nonce_ok() ) {
			Request::refuse( 'nonce_invalid' );
		}
		// A key: lower case, whatever case was posted.
		$provider = $this->settings->provider( sanitize_key( Request::text( 'provider' ) ) );
		if ( null === $provider ) {
			Request::refuse( 'social_disabled' );
		}
		if ( $this->throttle->over( self::limit() ) ) {
			Request::refuse( 'rate_limited' );
		}
		$token = Request::text( 'token' );
		if ( '' === $token ) {
			$post = $this->posts->check( Request::id( 'postID' ) ?? Request::id( 'postId' ) ?? 0 );
			if ( is_string( $post ) ) {
				Request::refuse( $post );
			}
			wp_send_json_success(
				array(
					'loggedIn' => false,
					'redirect' => $this->authorize_url( $provider, $post->ID ),
				)
			);
		}
		try {
			$this->accounts->log_in( $this->client->token( $provider, $token, Request::text( 'userID' ) ) );
		} catch ( SocialRefusal $refusal ) {
			Request::refuse( $refusal->key );
		}
		wp_send_json_success( self::logged_in() );
	}

	/**
	 * Answers wpd_login_callback: the OAuth redirect (GET) or Telegram's result (POST).
	 *
	 * @throws SocialRefusal Caught here: it becomes the refusal.
	 */
	#[AjaxAction( 'wpd_login_callback' )]
	public function callback(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the signed, browser-bound, one-shot state is this request's CSRF check.
		if ( isset( $_GET['state'] ) && 'GET' === ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			$this->oauth_callback();
		}
		if ( 'telegram' !== sanitize_key( Request::text( 'provider' ) ) ) {
			Request::refuse( 'invalid_request' );
		}
		$provider = $this->settings->provider( 'telegram' );
		if ( null === $provider ) {
			Request::refuse( 'social_disabled' );
		}
		if ( $this->throttle->over( self::limit() ) ) {
			Request::refuse( 'rate_limited' );
		}
		$data = array();
		foreach ( TelegramCheck::FIELDS as $field ) {
			$data[ $field ] = Request::text( $field );
		}
		try {
			$identity = $this->telegram->identity( $data, $provider['client_secret'] );
			if ( ! $this->used->claim( 'telegram', $data['hash'], TelegramCheck::MAX_AGE ) ) {
				throw new SocialRefusal( 'social_token_replayed' );
			}
			$this->accounts->log_in( $identity );
		} catch ( SocialRefusal $refusal ) {
			Request::refuse( $refusal->key );
		}
		wp_send_json_success( self::logged_in() );
	}

	/**
	 * The end of a redirect flow: logged in, or the error cookie; back to the post either way.
	 *
	 * @throws SocialRefusal Caught here: it becomes the error cookie.
	 */
	private function oauth_callback(): never {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- see callback().
		$state = sanitize_text_field( wp_unslash( (string) ( is_scalar( $_GET['state'] ?? null ) ? $_GET['state'] : '' ) ) );
		$code  = sanitize_text_field( wp_unslash( (string) ( is_scalar( $_GET['code'] ?? null ) ? $_GET['code'] : '' ) ) );
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		$browser = sanitize_text_field( wp_unslash( (string) ( $_COOKIE[ SignedState::BROWSER_COOKIE ] ?? '' ) ) );
		$flow    = SignedState::read( $state, $browser );
		if ( null !== $flow && 'link' === $flow['k'] ) {
			// A member connecting an account from their profile: linked, never logged in.
			$this->link->finish_oauth( $flow, $state, $code );
		}
		$back = null !== $flow ? get_permalink( $flow['post'] ) : false;
		$back = is_string( $back ) ? $back : home_url( '/' );
		try {
			if ( null === $flow || ! $this->used->claim( 'state', $state, SignedState::LIFETIME ) ) {
				throw new SocialRefusal( 'social_token_invalid' );
			}
			$provider = $this->settings->provider( $flow['p'] );
			if ( null === $provider ) {
				throw new SocialRefusal( 'social_disabled' );
			}
			if ( $this->throttle->over( self::limit() ) ) {
				throw new SocialRefusal( 'rate_limited' );
			}
			if ( '' === $code ) {
				throw new SocialRefusal( 'social_token_invalid' );
			}
			$this->accounts->log_in( $this->client->code( $provider, $code, self::callback_url(), SignedState::verifier( $state ) ) );
			$back .= '#wpdcom';
		} catch ( SocialRefusal $refusal ) {
			self::cookie( self::ERROR_COOKIE, $refusal->key, 120 );
		}
		SignedState::unbind_browser();
		wp_safe_redirect( $back );
		exit;
	}

	/**
	 * The provider's authorize address for a new login flow.
	 *
	 * @param array<string,mixed> $provider SocialSettings::provider().
	 * @param int                 $post     The post to come back to.
	 */
	private function authorize_url( array $provider, int $post ): string {
		if ( 'telegram' === $provider['family'] ) {
			return AuthorizeUrl::telegram( $provider, (string) get_permalink( $post ) );
		}
		return AuthorizeUrl::oauth( $this->client, $provider, SignedState::create( $provider['name'], $post, SignedState::bind_browser() ) );
	}

	/**
	 * A logged-in answer.
	 *
	 * @return array{loggedIn: bool, redirect: string}
	 */
	private static function logged_in(): array {
		return array(
			'loggedIn' => true,
			'redirect' => '',
		);
	}

	/**
	 * Sets the error cookie, which the client reads.
	 *
	 * @param string $name    Name.
	 * @param string $value   Value.
	 * @param int    $seconds Lifetime.
	 */
	private static function cookie( string $name, string $value, int $seconds ): void {
		$_COOKIE[ $name ] = $value;
		if ( headers_sent() ) {
			return;
		}
		setcookie(
			$name,
			$value,
			array(
				'expires'  => time() + $seconds,
				'path'     => COOKIEPATH ? COOKIEPATH : '/',
				'secure'   => is_ssl(),
				'httponly' => self::ERROR_COOKIE !== $name,
				'samesite' => 'Lax',
			)
		);
	}
}

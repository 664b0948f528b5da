<?php
/**
 * Social login against forged input: tokens the provider never issued, states changed or signed
 * by someone else, a Telegram result without its hash.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Social\SignedState;
use Farol\Comments\Social\SocialLoginActions;
use Farol\Tests\TestCase;
use RuntimeException;

/**
 * Issue 24's "Done when" asks for forged tokens among the refusals. A token the provider's
 * token-info cannot read (Google's tokeninfo, Facebook's debug_token answer 400) is
 * `social_token_invalid` (403); a redirect flow's state whose payload was changed after signing
 * (another post, another provider), signed with another key or not signed at all logs nobody in
 * and comes back with `social_token_invalid` in the error cookie; a Telegram result without a
 * hash is `social_hash_invalid`; a member's session without the nonce is `nonce_invalid`.
 */
final class SocialForgeryTest extends TestCase {

	use CommentsFixtures;
	use SocialStandIn;

	/**
	 * A post with open comments.
	 *
	 * @var int
	 */
	private int $post;

	/**
	 * Google, Facebook (at the stand-in) and Telegram on.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->post = $this->create_post();
		SocialFixtures::enable( 'google', self::$social->base_url() );
		SocialFixtures::enable( 'facebook', self::$social->base_url() );
		SocialFixtures::enable( 'telegram' );
	}

	/**
	 * Tokens the provider never issued are refused by its own token-info, and log nobody in.
	 */
	public function test_a_forged_token_is_refused_by_the_providers_token_info(): void {
		$forged = array(
			'google'   => 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIiwiZW1haWwiOiJhZG1pbkBleGFtcGxlLmNvbSJ9.forged',
			'facebook' => 'EAAforgedtoken',
		);
		foreach ( $forged as $provider => $token ) {
			$answer = $this->ajax_json(
				'wpd_social_login',
				array(
					'provider' => $provider,
					'token'    => $token,
					'userID'   => '1',
					'postID'   => $this->post,
				)
			);
			$this->assertSame(
				array(
					'success' => false,
					'data'    => 'social_token_invalid',
				),
				$answer,
				$provider
			);
			$this->assertSame( 0, get_current_user_id(), $provider . ': nobody is logged in' );
		}
		$this->assertSame( 403, Request::status( 'social_token_invalid' ) );
	}

	/**
	 * A state changed after signing, signed with another key or unsigned never finishes a login,
	 * even with a good code; the same code with the state as issued does.
	 */
	public function test_a_forged_state_logs_nobody_in(): void {
		$browser    = 'browser-a';
		$state      = SignedState::create( 'google', $this->post, $browser );
		$parts      = explode( '.', $state );
		$payload    = $parts[0];
		$signature  = $parts[1];
		$data       = json_decode( (string) base64_decode( strtr( $payload, '-_', '+/' ) ), true ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode -- reading our own state to change it.
		$encode     = static fn ( array $fields ): string => rtrim( strtr( base64_encode( (string) wp_json_encode( $fields ) ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- the state's own encoding.
		$other_post = $this->create_post();

		$forged = array(
			'another post, same signature'     => $encode( array_merge( $data, array( 'post' => $other_post ) ) ) . '.' . $signature,
			'another provider, same signature' => $encode( array_merge( $data, array( 'p' => 'facebook' ) ) ) . '.' . $signature,
			'signed with another key'          => $payload . '.' . hash_hmac( 'sha256', 'farol-social-state|' . $payload, 'not-this-site' ),
			'not signed'                       => $payload,
		);
		foreach ( $forged as $why => $bad ) {
			$code = SocialFixtures::token(
				array(
					'email' => 'forjado@example.com',
					'cc'    => SignedState::challenge( SignedState::verifier( $bad ) ),
				)
			);
			$this->assertSame( home_url( '/' ), $this->come_back( $bad, $code, $browser ), $why );
			$this->assertSame( 'social_token_invalid', $_COOKIE[ SocialLoginActions::ERROR_COOKIE ], $why );
			$this->assertSame( 0, get_current_user_id(), $why . ': nobody is logged in' );
		}
		$this->assertFalse( get_user_by( 'email', 'forjado@example.com' ), 'no account was made' );

		// The state as issued, with a code for its own challenge, does log in: the refusals above are the forgery's.
		$code = SocialFixtures::token(
			array(
				'email' => 'forjado@example.com',
				'cc'    => SignedState::challenge( SignedState::verifier( $state ) ),
			)
		);
		$this->assertSame( get_permalink( $this->post ) . '#wpdcom', $this->come_back( $state, $code, $browser ) );
		$this->assertSame( 'forjado@example.com', wp_get_current_user()->user_email );
	}

	/**
	 * A Telegram result without its hash (or with an empty one) is refused.
	 */
	public function test_a_telegram_result_without_a_hash_is_refused(): void {
		$user   = SocialFixtures::linked_telegram_user();
		$result = SocialFixtures::telegram_result( $user );
		unset( $result['hash'] );
		$this->assertSame( 'social_hash_invalid', $this->ajax_json( 'wpd_login_callback', $result )['data'] );
		$result['hash'] = '';
		$this->assertSame( 'social_hash_invalid', $this->ajax_json( 'wpd_login_callback', $result )['data'] );
		$this->assertSame( 0, get_current_user_id() );
	}

	/**
	 * A logged-in session calling wpd_social_login without the member nonce (a cross-site
	 * request riding the member's cookies) is refused `nonce_invalid` before anything else.
	 */
	public function test_a_member_session_without_the_nonce_is_refused(): void {
		$this->login_as( 'subscriber' );
		$fields = array(
			'provider' => 'google',
			'token'    => SocialFixtures::token(),
			'userID'   => '',
			'postID'   => $this->post,
		);
		$this->assertSame( 'nonce_invalid', $this->ajax_json( 'wpd_social_login', $fields )['data'] );
		$this->assertSame( 'nonce_invalid', $this->ajax_json( 'wpd_social_login', $fields + array( 'nonce' => 'forged' ) )['data'] );
	}

	/**
	 * The provider's redirect back to wpd_login_callback, as the browser makes it.
	 *
	 * @param string $state   The state.
	 * @param string $code    The code.
	 * @param string $browser The browser's cookie.
	 * @return string Where the callback redirects.
	 * @throws RuntimeException When the callback does not redirect.
	 */
	private function come_back( string $state, string $code, string $browser ): string {
		$_GET                                   = array(
			'action' => 'wpd_login_callback',
			'state'  => $state,
			'code'   => $code,
		);
		$_POST                                  = array();
		$_SERVER['REQUEST_METHOD']              = 'GET';
		$_COOKIE[ SignedState::BROWSER_COOKIE ] = $browser;
		unset( $_COOKIE[ SocialLoginActions::ERROR_COOKIE ] );
		add_filter(
			'wp_redirect',
			static function ( string $location ): never {
				throw new RuntimeException( $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test.
			}
		);
		try {
			do_action( 'wp_ajax_nopriv_wpd_login_callback' );
		} catch ( RuntimeException $redirect ) {
			return $redirect->getMessage();
		}
		throw new RuntimeException( 'the callback did not redirect' );
	}
}

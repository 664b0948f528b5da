<?php
/**
 * Social login with a client SDK's token: wpd_social_login against the stand-in.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Social\Accounts;
use Farol\Tests\TestCase;

/**
 * Google's ID token (OIDC token-info), Facebook's access token (debug_token, /me) and an OAuth2
 * token (WordPress.com's token-info, userinfo), each verified on the server at the stand-in:
 * a good login creates or links the user by a verified e-mail only and logs them in; tokens for
 * another app, expired, replayed or without a verified e-mail are refused and log nobody in.
 */
final class SocialLoginTest extends TestCase {

	use CommentsFixtures;
	use SocialStandIn;

	/**
	 * A post with open comments.
	 *
	 * @var int
	 */
	private int $post;

	/**
	 * Google, Facebook, WordPress.com and Disqus pointed at the stand-in.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->post = $this->create_post();
		foreach ( array( 'google', 'facebook', 'wordpress', 'disqus' ) as $provider ) {
			SocialFixtures::enable( $provider, self::$social->base_url() );
		}
	}

	/**
	 * Calls wpd_social_login with a token.
	 *
	 * @param string $provider Provider.
	 * @param string $token    Token.
	 * @param string $user_id  The SDK's userID.
	 * @return array<string,mixed>
	 */
	private function login( string $provider, string $token, string $user_id = '' ): array {
		return $this->ajax_json(
			'wpd_social_login',
			array(
				'provider' => $provider,
				'token'    => $token,
				'userID'   => $user_id,
				'postID'   => $this->post,
			)
		);
	}

	/**
	 * Asserts a refusal with its key, and that nobody got logged in.
	 *
	 * @param string              $key    Phrase key.
	 * @param array<string,mixed> $answer The answer.
	 */
	private function assertRefused( string $key, array $answer ): void {
		$this->assertSame(
			array(
				'success' => false,
				'data'    => $key,
			),
			$answer
		);
		$this->assertSame( 403, Request::status( $key ) );
		$this->assertSame( 0, get_current_user_id(), 'nobody is logged in' );
	}

	/**
	 * A Google ID token with a verified e-mail creates the user, keeps the Google id, logs them in.
	 */
	public function test_a_good_google_token_creates_the_user_and_logs_in(): void {
		$answer = $this->login( 'google', SocialFixtures::token( array( 'sub' => 'g-123', 'email' => 'nova@example.com' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame(
			array(
				'success' => true,
				'data'    => array(
					'loggedIn' => true,
					'redirect' => '',
				),
			),
			$answer
		);
		$user = get_user_by( 'email', 'nova@example.com' );
		$this->assertNotFalse( $user );
		$this->assertSame( $user->ID, get_current_user_id() );
		$this->assertSame( 'g-123', get_user_meta( $user->ID, Accounts::META . 'google', true ) );
		$this->assertSame( array( 'subscriber' ), $user->roles );
	}

	/**
	 * An existing user with the verified e-mail is linked, and a later login (the e-mail changed
	 * since) finds the same user by the provider's id.
	 */
	public function test_an_existing_user_is_linked_by_verified_email_then_found_by_id(): void {
		$existing = $this->create_user( 'author', array( 'user_email' => 'bia@example.com' ) );
		$this->login( 'google', SocialFixtures::token( array( 'sub' => 'g-bia', 'email' => 'bia@example.com' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame( $existing, get_current_user_id() );
		wp_set_current_user( 0 );
		$this->login( 'google', SocialFixtures::token( array( 'sub' => 'g-bia', 'email' => 'bia.nova@example.com' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame( $existing, get_current_user_id() );
		$this->assertFalse( get_user_by( 'email', 'bia.nova@example.com' ), 'no second account' );
	}

	/**
	 * A token issued to another app is refused.
	 */
	public function test_a_token_issued_to_another_app_is_refused(): void {
		$this->assertRefused( 'social_wrong_app', $this->login( 'google', SocialFixtures::token( array( 'aud' => 'someone-else' ) ) ) );
		$this->assertRefused( 'social_wrong_app', $this->login( 'WordPress', SocialFixtures::token( array( 'aud' => 'someone-else', 'ID' => 7 ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
	}

	/**
	 * An expired token is refused.
	 */
	public function test_an_expired_token_is_refused(): void {
		$this->assertRefused( 'social_token_expired', $this->login( 'google', SocialFixtures::token( array( 'exp' => time() - 10 ) ) ) );
	}

	/**
	 * A token from another issuer is refused.
	 */
	public function test_a_token_from_another_issuer_is_refused(): void {
		$this->assertRefused( 'social_token_invalid', $this->login( 'google', SocialFixtures::token( array( 'iss' => 'https://evil.example' ) ) ) );
	}

	/**
	 * A token used once is refused the second time.
	 */
	public function test_a_replayed_token_is_refused(): void {
		$token = SocialFixtures::token();
		$this->assertTrue( $this->login( 'google', $token )['success'] );
		wp_set_current_user( 0 );
		$this->assertRefused( 'social_token_replayed', $this->login( 'google', $token ) );
	}

	/**
	 * A token without a verified e-mail creates nothing and links nothing, even when an
	 * administrator has that address.
	 */
	public function test_an_unverified_email_is_refused_and_never_links(): void {
		$this->create_user( 'administrator', array( 'user_email' => 'chefe@example.com' ) );
		$users = count_users()['total_users'];
		$this->assertRefused( 'social_unverified_mail', $this->login( 'google', SocialFixtures::token( array( 'email' => 'chefe@example.com', 'email_verified' => false ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertRefused( 'social_unverified_mail', $this->login( 'google', SocialFixtures::token( array( 'email' => 'nova2@example.com', 'email_verified' => 'false' ) ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame( $users, count_users()['total_users'] );
	}

	/**
	 * Facebook: debug_token with the app token (our app, valid, the SDK's userID), then /me.
	 */
	public function test_facebook_checks_the_app_and_the_user_id(): void {
		$this->assertRefused( 'social_wrong_app', $this->login( 'facebook', SocialFixtures::token( array( 'aud' => 'other-app', 'sub' => '55' ) ), '55' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertRefused( 'social_token_invalid', $this->login( 'facebook', SocialFixtures::token( array( 'sub' => '55' ) ), '56' ) );
		$this->assertRefused( 'social_token_invalid', $this->login( 'facebook', SocialFixtures::token( array( 'sub' => '55', 'valid' => false ) ), '55' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$answer = $this->login( 'facebook', SocialFixtures::token( array( 'sub' => '55', 'email' => 'fb@example.com' ) ), '55' ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$user = get_user_by( 'email', 'fb@example.com' );
		$this->assertNotFalse( $user );
		$this->assertSame( $user->ID, get_current_user_id() );
		$this->assertSame( '55', get_user_meta( $user->ID, Accounts::META . 'facebook', true ) );
	}

	/**
	 * OAuth2: WordPress.com's token-info names the app, userinfo the user and its verification.
	 */
	public function test_an_oauth2_token_is_checked_at_its_token_info(): void {
		$answer = $this->login( 'WordPress', SocialFixtures::token( array( 'ID' => 9, 'email' => 'wpcom@example.com' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$this->assertSame( 'wpcom@example.com', wp_get_current_user()->user_email );
	}

	/**
	 * A provider with no documented way to say for whom a token was issued takes no token from
	 * the client (its redirect flow only).
	 */
	public function test_a_bare_bearer_token_is_refused(): void {
		$this->assertRefused( 'social_token_invalid', $this->login( 'disqus', SocialFixtures::token( array( 'response' => array( 'id' => 1 ) ) ) ) );
	}

	/**
	 * A provider that is off, or unknown, is refused.
	 */
	public function test_a_disabled_provider_is_refused(): void {
		$this->assertRefused( 'social_disabled', $this->login( 'vk', SocialFixtures::token() ) );
		$this->assertRefused( 'social_disabled', $this->login( 'myspace', SocialFixtures::token() ) );
	}

	/**
	 * Eleven tries in a minute from one address: the eleventh is refused.
	 */
	public function test_logins_are_rate_limited(): void {
		for ( $i = 0; $i < 10; $i++ ) {
			$this->login( 'google', SocialFixtures::token( array( 'aud' => 'x' ) ) );
		}
		$this->assertSame(
			array(
				'success' => false,
				'data'    => 'rate_limited',
			),
			$this->login( 'google', SocialFixtures::token() )
		);
	}
}

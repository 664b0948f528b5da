<?php
/**
 * Social login: the providers with protocols of their own, against the stand-in that enforces them.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Comments\Social\Accounts;
use Farol\Comments\Social\Adapters\Http;
use Farol\Comments\Social\Adapters\OkAdapter;
use Farol\Comments\Social\Adapters\QqAdapter;
use Farol\Comments\Social\Adapters\StandardAdapter;
use Farol\Comments\Social\SignedState;
use Farol\Comments\Social\SocialLoginActions;
use Farol\Comments\Social\SocialRefusal;
use Farol\Comments\Social\SocialSettings;
use Farol\Tests\TestCase;
use RuntimeException;

/**
 * X/Twitter (HTTP Basic at the token endpoint, PKCE, bearer /2/users/me), OK.ru (signed
 * users.getCurrentUser with the public application key), WeChat (appid/secret GETs, errcode
 * answered with HTTP 200, unionid else openid), QQ Connect (form or JSON token, JSONP or JSON
 * /me naming our app, get_user_info's `ret`) and Disqus (api_key/api_secret, the `code`
 * envelope): the redirect flow's callback logs in the account linked to the provider's id and
 * refuses an unlinked one (no verified e-mail from any of them), and each protocol's own
 * refusal ends in the error cookie with its phrase key.
 */
final class SocialAdaptersTest extends TestCase {

	use CommentsFixtures;
	use SocialStandIn;

	/**
	 * A post with open comments.
	 *
	 * @var int
	 */
	private int $post;

	/**
	 * The five providers pointed at the stand-in.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->post = $this->create_post();
		foreach ( array( 'twitter', 'ok', 'wechat', 'qq', 'disqus' ) as $provider ) {
			SocialFixtures::enable( $provider, self::$social->base_url() );
		}
	}

	/**
	 * Each provider, the claims its code vouches for and the id it gives for them.
	 *
	 * @return array<string,array{string,array<string,mixed>,string}>
	 */
	public static function providers(): array {
		return array(
			'X/Twitter'             => array( 'twitter', array( 'sub' => 'tw-1' ), 'tw-1' ),
			'OK.ru'                 => array( 'ok', array( 'sub' => 'ok-1' ), 'ok-1' ),
			'WeChat with a unionid' => array(
				'wechat',
				array(
					'sub'     => 'wc-1',
					'unionid' => 'u-1',
				),
				'u-1',
			),
			'WeChat, openid only'   => array( 'wechat', array( 'sub' => 'wc-2' ), 'o-wc-2' ),
			'QQ, JSON answers'      => array( 'qq', array( 'sub' => 'qq-1' ), 'q-qq-1' ),
			'QQ, form and JSONP'    => array(
				'qq',
				array(
					'sub'    => 'qq-2',
					'legacy' => true,
				),
				'q-qq-2',
			),
			'Disqus'                => array( 'disqus', array( 'sub' => 'dq-1' ), 'dq-1' ),
		);
	}

	/**
	 * The code's exchange logs in the account linked to the provider's id; the same provider's
	 * user nobody linked is refused, even with an e-mail in the answer, and nothing is created.
	 *
	 * @dataProvider providers
	 *
	 * @param string              $provider Provider.
	 * @param array<string,mixed> $claims   What the code vouches for.
	 * @param string              $id       The id the provider gives.
	 */
	public function test_the_redirect_flow_logs_in_the_linked_account_only( string $provider, array $claims, string $id ): void {
		$user = $this->linked_user( $provider, $id );
		$this->assertSame( get_permalink( $this->post ) . '#wpdcom', $this->come_back( $provider, $claims ) );
		$this->assertArrayNotHasKey( SocialLoginActions::ERROR_COOKIE, $_COOKIE );
		$this->assertSame( $user, get_current_user_id() );

		wp_set_current_user( 0 );
		$stranger = array(
			'sub'   => 'stranger-' . $provider,
			'email' => 'stranger-' . $provider . '@example.com',
		) + $claims;
		unset( $stranger['unionid'] );
		$this->assertSame( get_permalink( $this->post ), $this->come_back( $provider, $stranger ) );
		$this->assertSame( 'social_unverified_mail', $_COOKIE[ SocialLoginActions::ERROR_COOKIE ] );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertFalse( get_user_by( 'email', 'stranger-' . $provider . '@example.com' ) );
	}

	/**
	 * X/Twitter's token endpoint refuses the client's credentials in the body (it wants HTTP
	 * Basic); a wrong secret is our app's, not the visitor's fault: `social_provider_error`.
	 */
	public function test_twitter_refuses_credentials_without_basic_authentication(): void {
		$provider               = $this->provider( 'twitter' );
		$provider['token_auth'] = 'body';
		$this->assertRefusal( 'social_provider_error', static fn () => ( new StandardAdapter( new Http() ) )->exchange( $provider, SocialFixtures::token(), SocialLoginActions::callback_url(), 'verifier' ) );

		SocialFixtures::enable( 'twitter', self::$social->base_url() );
		$option = get_option( Settings::OPTION );
		$option['social_providers']['twitter']['client_secret'] = 'another-secret';
		update_option( Settings::OPTION, $option );
		$this->come_back( 'twitter', array( 'sub' => 'tw-2' ) );
		$this->assertSame( 'social_provider_error', $_COOKIE[ SocialLoginActions::ERROR_COOKIE ] );
	}

	/**
	 * OK.ru recomputes the signature: signed with another secret, the call is refused (error
	 * 104 with HTTP 200); without the public key, OK is not enabled at all.
	 */
	public function test_ok_refuses_a_wrong_signature_and_needs_its_public_key(): void {
		$provider                  = $this->provider( 'ok' );
		$provider['client_secret'] = 'another-secret';
		$this->assertRefusal( 'social_provider_error', static fn () => ( new OkAdapter( new Http(), new StandardAdapter( new Http() ) ) )->profile( $provider, SocialFixtures::token(), array() ) );
		$this->assertSame( 'ok-3', (string) ( new OkAdapter( new Http(), new StandardAdapter( new Http() ) ) )->profile( $this->provider( 'ok' ), SocialFixtures::token( array( 'sub' => 'ok-3' ) ), array() )['uid'] );

		$option = get_option( Settings::OPTION );
		$option['social_providers']['ok']['public_key'] = '';
		update_option( Settings::OPTION, $option );
		$this->assertNull( $this->provider( 'ok' ) );
	}

	/**
	 * OK.ru's application key is public: the administrator reads it back over REST in clear,
	 * beside the masked secret.
	 */
	public function test_the_ok_public_key_is_not_masked_over_rest(): void {
		$this->login_as( 'administrator' );
		$read = $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ Settings::OPTION ]['social_providers']['ok'];
		$this->assertSame( SocialFixtures::PUBLIC_KEY, $read['public_key'] );
		$this->assertSame( SocialSettings::mask( SocialFixtures::SECRET ), $read['client_secret'] );
	}

	/**
	 * WeChat answers an error with HTTP 200 and `errcode`: refused, nobody logged in.
	 */
	public function test_a_wechat_errcode_is_refused(): void {
		$this->come_back( 'wechat', array( 'errcode' => 40029 ) );
		$this->assertSame( 'social_provider_error', $_COOKIE[ SocialLoginActions::ERROR_COOKIE ] );
		$this->assertSame( 0, get_current_user_id() );
	}

	/**
	 * QQ's /me names the app the token was issued to: another app's is refused, by the
	 * redirect flow and by a token a client brings.
	 */
	public function test_a_qq_token_of_another_app_is_refused(): void {
		$user = $this->linked_user( 'qq', 'q-qq-3' );
		$this->come_back(
			'qq',
			array(
				'sub' => 'qq-3',
				'aud' => 'another-app',
			)
		);
		$this->assertSame( 'social_wrong_app', $_COOKIE[ SocialLoginActions::ERROR_COOKIE ] );
		$this->assertSame( 0, get_current_user_id() );

		$this->assertSame(
			'social_wrong_app',
			$this->token_login(
				'qq',
				SocialFixtures::token(
					array(
						'sub' => 'qq-3',
						'aud' => 'another-app',
					)
				)
			)['data']
		);
		$this->assertSame( 0, get_current_user_id() );
		$this->assertTrue( $this->token_login( 'qq', SocialFixtures::token( array( 'sub' => 'qq-3' ) ) )['success'] );
		$this->assertSame( $user, get_current_user_id() );
	}

	/**
	 * Disqus' envelope: `code` other than 0 is an error even with HTTP 200.
	 */
	public function test_a_disqus_error_code_is_refused(): void {
		$user = $this->linked_user( 'disqus', 'dq-2' );
		$this->come_back(
			'disqus',
			array(
				'sub'  => 'dq-2',
				'code' => 12,
			)
		);
		$this->assertSame( 'social_provider_error', $_COOKIE[ SocialLoginActions::ERROR_COOKIE ] );
		$this->assertSame( 0, get_current_user_id() );
	}

	/**
	 * WeChat's authorize address: its own parameter names, in its order, no PKCE, the fragment;
	 * X's is the standard one with PKCE and its scopes.
	 */
	public function test_the_authorize_addresses_follow_each_provider(): void {
		$wechat = $this->start( 'wechat' );
		$this->assertStringEndsWith( '#wechat_redirect', $wechat );
		parse_str( (string) wp_parse_url( $wechat, PHP_URL_QUERY ), $query );
		$this->assertSame( array( 'appid', 'redirect_uri', 'response_type', 'scope', 'state' ), array_keys( $query ) );
		$this->assertSame( SocialFixtures::CLIENT_ID, $query['appid'] );
		$this->assertSame( 'snsapi_login', $query['scope'] );
		$this->assertSame( SocialLoginActions::callback_url(), $query['redirect_uri'] );

		parse_str( (string) wp_parse_url( $this->start( 'twitter' ), PHP_URL_QUERY ), $query );
		$this->assertSame( 'users.read tweet.read', $query['scope'] );
		$this->assertSame( SignedState::challenge( SignedState::verifier( $query['state'] ) ), $query['code_challenge'] );
		$this->assertSame( 'S256', $query['code_challenge_method'] );
	}

	/**
	 * QQ's three answer shapes are read alike; an error, in any of them, is refused.
	 */
	public function test_qq_answers_are_read_in_each_shape(): void {
		$this->assertSame( 'T1', QqAdapter::read( '{"access_token":"T1","expires_in":"7776000"}' )['access_token'] );
		$this->assertSame( 'T2', QqAdapter::read( 'access_token=T2&expires_in=7776000&refresh_token=R' )['access_token'] );
		$this->assertSame( 'O3', QqAdapter::read( "callback( {\"client_id\":\"A\",\"openid\":\"O3\"} );\n" )['openid'] );
		$this->assertRefusal( 'social_provider_error', static fn () => QqAdapter::read( 'callback( {"error":100019,"error_description":"code to access token error"} );' ) );
		$this->assertRefusal( 'social_provider_error', static fn () => QqAdapter::read( '' ) );
	}

	/**
	 * A user linked to this provider's id.
	 *
	 * @param string $provider Provider.
	 * @param string $id       The user's id there.
	 * @return int The user's id.
	 */
	private function linked_user( string $provider, string $id ): int {
		$user = wp_insert_user(
			array(
				'user_login' => $provider . '_' . wp_generate_password( 6, false ),
				'user_email' => $provider . '-' . strtolower( wp_generate_password( 6, false ) ) . '@example.com',
				'user_pass'  => wp_generate_password(),
			)
		);
		$this->assertIsInt( $user );
		update_user_meta( $user, Accounts::META . $provider, $id );
		return $user;
	}

	/**
	 * An enabled provider's settings.
	 *
	 * @param string $name Provider.
	 * @return array<string,mixed>|null
	 */
	private function provider( string $name ): ?array {
		return ( new SocialSettings( new Settings() ) )->provider( $name );
	}

	/**
	 * Asserts a call ends in a refusal with this key.
	 *
	 * @param string   $key  The phrase key.
	 * @param callable $call The call.
	 */
	private function assertRefusal( string $key, callable $call ): void {
		try {
			$call();
		} catch ( SocialRefusal $refusal ) {
			$this->assertSame( $key, $refusal->key );
			return;
		}
		$this->fail( "expected the refusal {$key}" );
	}

	/**
	 * The start of a redirect flow: the authorize address it answers.
	 *
	 * @param string $provider Provider.
	 */
	private function start( string $provider ): string {
		$answer = $this->ajax_json(
			'wpd_social_login',
			array(
				'provider' => $provider,
				'postID'   => $this->post,
			)
		);
		$this->assertFalse( $answer['data']['loggedIn'], (string) wp_json_encode( $answer ) );
		return (string) $answer['data']['redirect'];
	}

	/**
	 * Logs in with a token a client brought.
	 *
	 * @param string $provider Provider.
	 * @param string $token    Token.
	 * @return array<string,mixed>
	 */
	private function token_login( string $provider, string $token ): array {
		return $this->ajax_json(
			'wpd_social_login',
			array(
				'provider' => $provider,
				'token'    => $token,
				'postID'   => $this->post,
			)
		);
	}

	/**
	 * Runs a redirect flow's callback with a code for these claims (given for the flow's PKCE
	 * challenge) and returns where it redirects.
	 *
	 * @param string              $provider Provider.
	 * @param array<string,mixed> $claims   What the code vouches for.
	 * @throws RuntimeException When the callback does not redirect.
	 */
	private function come_back( string $provider, array $claims ): string {
		$browser                                = 'browser-' . wp_generate_password( 8, false );
		$state                                  = SignedState::create( $provider, $this->post, $browser );
		$claims['cc']                           = SignedState::challenge( SignedState::verifier( $state ) );
		$_GET                                   = array(
			'action' => 'wpd_login_callback',
			'state'  => $state,
			'code'   => SocialFixtures::token( $claims ),
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

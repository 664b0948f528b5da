<?php
/**
 * Social login: Telegram's hash, the redirect flow, the settings' secrets and the buttons.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Comments\Social\OneShot;
use Farol\Comments\Social\SignedState;
use Farol\Comments\Social\SocialLoginActions;
use Farol\Tests\TestCase;
use RuntimeException;

/**
 * The callback wpd_login_callback with Telegram's Login Widget result (documented hash, a day's age, once);
 * the authorization-code flow through the stand-in (a signed state bound to the browser, once;
 * the error cookie on a refusal); secrets masked in wp/v2/settings and kept when the masked
 * text is saved back; the buttons for guests only, named "Log in with …".
 */
final class SocialFlowTest extends TestCase {

	use CommentsFixtures;
	use SocialStandIn;

	/**
	 * A post with open comments.
	 *
	 * @var int
	 */
	private int $post;

	/**
	 * Telegram and Google (at the stand-in) on.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->post = $this->create_post();
		SocialFixtures::enable( 'telegram' );
		SocialFixtures::enable( 'google', self::$social->base_url() );
	}

	/**
	 * A good result logs in the account linked to that Telegram id.
	 */
	public function test_a_good_telegram_result_logs_the_linked_user_in(): void {
		$user   = SocialFixtures::linked_telegram_user();
		$answer = $this->ajax_json( 'wpd_login_callback', SocialFixtures::telegram_result( $user ) );
		$this->assertTrue( $answer['success'], (string) wp_json_encode( $answer ) );
		$this->assertSame( $user, get_current_user_id() );
	}

	/**
	 * Telegram gives no e-mail: a result no account is linked to creates nothing.
	 */
	public function test_a_telegram_result_without_a_linked_account_is_refused(): void {
		$answer = $this->ajax_json( 'wpd_login_callback', SocialFixtures::telegram_result() );
		$this->assertSame( 'social_unverified_mail', $answer['data'] );
		$this->assertSame( 0, get_current_user_id() );
	}

	/**
	 * A result signed with another bot's token, or changed after signing, is refused.
	 */
	public function test_a_wrong_telegram_hash_is_refused(): void {
		SocialFixtures::linked_telegram_user();
		$other = $this->ajax_json( 'wpd_login_callback', SocialFixtures::telegram_result( 0, array(), '999:another-bot' ) );
		$this->assertSame( 'social_hash_invalid', $other['data'] );
		$changed       = SocialFixtures::telegram_result();
		$changed['id'] = '1';
		$this->assertSame( 'social_hash_invalid', $this->ajax_json( 'wpd_login_callback', $changed )['data'] );
		$this->assertSame( 0, get_current_user_id() );
	}

	/**
	 * A result more than a day old is refused; a result used once is refused the second time.
	 */
	public function test_an_old_or_replayed_telegram_result_is_refused(): void {
		$user = SocialFixtures::linked_telegram_user();
		$old  = SocialFixtures::telegram_result( $user, array( 'auth_date' => (string) ( time() - DAY_IN_SECONDS - 60 ) ) );
		$this->assertSame( 'social_token_expired', $this->ajax_json( 'wpd_login_callback', $old )['data'] );
		$result = SocialFixtures::telegram_result( $user );
		$this->assertTrue( $this->ajax_json( 'wpd_login_callback', $result )['success'] );
		wp_set_current_user( 0 );
		$this->assertSame( 'social_token_replayed', $this->ajax_json( 'wpd_login_callback', $result )['data'] );
	}

	/**
	 * Telegram's start is its login page for our bot, coming back to the post.
	 */
	public function test_the_telegram_start_is_its_login_page(): void {
		$answer = $this->ajax_json(
			'wpd_social_login',
			array(
				'provider' => 'telegram',
				'postID'   => $this->post,
			)
		);
		$this->assertFalse( $answer['data']['loggedIn'] );
		$this->assertStringStartsWith( 'https://oauth.telegram.org/auth?', $answer['data']['redirect'] );
		parse_str( (string) wp_parse_url( $answer['data']['redirect'], PHP_URL_QUERY ), $query );
		$this->assertSame( '123456', $query['bot_id'] );
		$this->assertSame( get_permalink( $this->post ), $query['return_to'] );
	}

	/**
	 * The redirect flow: the start answers the authorize address with a signed state; the
	 * provider's redirect with a code logs the visitor in and goes back to the comments; the same
	 * state again, or a state from another browser, ends in the error cookie.
	 */
	public function test_the_redirect_flow_logs_in_once_per_state(): void {
		$start = $this->ajax_json(
			'wpd_social_login',
			array(
				'provider' => 'google',
				'postID'   => $this->post,
			)
		);
		$this->assertFalse( $start['data']['loggedIn'] );
		$this->assertStringStartsWith( self::$social->base_url() . '/oauth2/authorize?', $start['data']['redirect'] );
		parse_str( (string) wp_parse_url( $start['data']['redirect'], PHP_URL_QUERY ), $query );
		$this->assertSame( SocialFixtures::CLIENT_ID, $query['client_id'] );
		$this->assertSame( SocialLoginActions::callback_url(), $query['redirect_uri'] );
		$this->assertSame( 'S256', $query['code_challenge_method'] );
		$this->assertSame( SignedState::challenge( SignedState::verifier( $query['state'] ) ), $query['code_challenge'] );
		$this->assertNotEmpty( $_COOKIE[ SignedState::BROWSER_COOKIE ] );
		$browser = $_COOKIE[ SignedState::BROWSER_COOKIE ];

		// The code as the provider gives it for that challenge: the exchange must prove the verifier.
		$code = SocialFixtures::token(
			array(
				'email' => 'fluxo@example.com',
				'cc'    => $query['code_challenge'],
			)
		);
		$back = $this->come_back( $query['state'], $code, $browser );
		$this->assertSame( get_permalink( $this->post ) . '#wpdcom', $back );
		$this->assertSame( 'fluxo@example.com', wp_get_current_user()->user_email );

		wp_set_current_user( 0 );
		$this->assertSame( get_permalink( $this->post ), $this->come_back( $query['state'], SocialFixtures::token(), $browser ) );
		$this->assertSame( 'social_token_invalid', $_COOKIE[ SocialLoginActions::ERROR_COOKIE ] );
		$this->assertSame( 0, get_current_user_id() );
	}

	/**
	 * A state started in another browser (its cookie missing or different) logs nobody in.
	 */
	public function test_a_state_from_another_browser_is_refused(): void {
		$state = SignedState::create( 'google', $this->post, 'browser-a' );
		$this->assertSame( home_url( '/' ), $this->come_back( $state, SocialFixtures::token(), 'browser-b' ) );
		$this->assertSame( 'social_token_invalid', $_COOKIE[ SocialLoginActions::ERROR_COOKIE ] );
		$this->assertSame( 0, get_current_user_id() );
	}

	/**
	 * A code given for another flow's PKCE challenge cannot be exchanged in this one.
	 */
	public function test_a_code_of_another_flow_is_refused(): void {
		$state = SignedState::create( 'google', $this->post, 'browser-a' );
		$other = SignedState::challenge( SignedState::verifier( SignedState::create( 'google', $this->post, 'browser-b' ) ) );
		$this->come_back( $state, SocialFixtures::token( array( 'cc' => $other ) ), 'browser-a' );
		$this->assertSame( 'social_token_invalid', $_COOKIE[ SocialLoginActions::ERROR_COOKIE ] );
		$this->assertSame( 0, get_current_user_id() );
	}

	/**
	 * The code of an unverified e-mail ends in the error cookie with that phrase key.
	 */
	public function test_the_redirect_flow_carries_a_refusal_back_in_the_cookie(): void {
		$state = SignedState::create( 'google', $this->post, 'browser-a' );
		$this->come_back( $state, SocialFixtures::token( array( 'email_verified' => false ) ), 'browser-a' );
		$this->assertSame( 'social_unverified_mail', $_COOKIE[ SocialLoginActions::ERROR_COOKIE ] );
		$this->assertSame( 0, get_current_user_id() );
	}

	/**
	 * The error cookie's name is PHP's (the server sets it); the widget's reader names the same
	 * cookie (src/comments/social/cookies.ts), or a failed flow would be shown to nobody.
	 */
	public function test_the_widget_reads_the_error_cookie_the_server_sets(): void {
		$source = (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/comments/social/cookies.ts' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the client's source, read as text.
		$this->assertMatchesRegularExpression( "/export const ERROR_COOKIE = '" . preg_quote( SocialLoginActions::ERROR_COOKIE, '/' ) . "';/", $source );
	}

	/**
	 * Secrets are masked in wp/v2/settings; saving the masked text back keeps the stored secret.
	 */
	public function test_secrets_are_masked_over_rest_and_kept_when_saved_back(): void {
		$this->login_as( 'administrator' );
		$read = $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ Settings::OPTION ];
		$this->assertSame( '••••••••' . substr( SocialFixtures::SECRET, -4 ), $read['social_providers']['google']['client_secret'] );
		$this->assertSame( '••••••••' . substr( SocialFixtures::BOT_TOKEN, -4 ), $read['social_providers']['telegram']['client_secret'] );
		$this->assertStringNotContainsString( SocialFixtures::SECRET, (string) wp_json_encode( $read ) );
		$this->assertStringNotContainsString( SocialFixtures::BOT_TOKEN, (string) wp_json_encode( $read ) );

		$read['social_providers']['google']['client_id'] = 'novo-app';
		$saved = $this->rest( 'POST', '/wp/v2/settings', array( Settings::OPTION => $read ) );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$stored = get_option( Settings::OPTION );
		$this->assertSame( SocialFixtures::SECRET, $stored['social_providers']['google']['client_secret'] );
		$this->assertSame( SocialFixtures::BOT_TOKEN, $stored['social_providers']['telegram']['client_secret'] );
		$this->assertSame( 'novo-app', $stored['social_providers']['google']['client_id'] );
	}

	/**
	 * Guests see a button per enabled provider, by name; members see none.
	 */
	public function test_the_buttons_show_for_guests_only(): void {
		$area = $this->comment_area( $this->post );
		$this->assertStringContainsString( 'data-provider="google">Log in with Google</button>', $area );
		$this->assertStringContainsString( 'data-provider="telegram">Log in with Telegram</button>', $area );
		$this->assertStringNotContainsString( 'data-provider="facebook"', $area );
		$this->login_as( 'subscriber' );
		$this->assertStringNotContainsString( 'data-farol-action="social-login"', $this->comment_area( $this->post ) );
	}

	/**
	 * A thing is claimed once within its lifetime; once that is over it can be claimed again.
	 */
	public function test_a_marker_is_claimed_once_until_it_expires(): void {
		global $wpdb;
		$used = new OneShot();
		$this->assertTrue( $used->claim( 'token', 'abc', 600 ) );
		$this->assertFalse( $used->claim( 'token', 'abc', 600 ) );
		$this->assertTrue( $used->claim( 'state', 'abc', 600 ), 'another kind is another thing' );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- ages the marker.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name LIKE %s", (string) ( time() - 1 ), $wpdb->esc_like( OneShot::PREFIX ) . '%' ) );
		$this->assertTrue( $used->claim( 'token', 'abc', 600 ) );
		$this->assertFalse( $used->claim( 'token', 'abc', 600 ) );
	}

	/**
	 * Runs the GET callback and returns where it redirects.
	 *
	 * @param string $state   The state.
	 * @param string $code    The code.
	 * @param string $browser The browser cookie.
	 * @throws RuntimeException Never: the redirect ends the request.
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

<?php
/**
 * Linking social accounts from the profile: connect, log in with it, disconnect.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Comments\Social\Accounts;
use Farol\Comments\Social\Linking\LinkingActions;
use Farol\Comments\Social\Linking\ProfileSection;
use Farol\Comments\Social\SignedState;
use Farol\Tests\TestCase;
use Farol\Tests\WpDieException;
use RuntimeException;

/**
 * The profile's "Social accounts" section and its flow, VK (no verified e-mail) at the stand-in
 * and Telegram: "Connect" (admin-post farol_social_link) → the provider → the one callback with
 * a state of purpose `link` → the member's meta, and then the login with that VK id logs in that
 * member; a link state finished by another member, a replayed one, an id another member holds,
 * a wrong Telegram hash: refused, nothing linked; disconnect by the member or an administrator,
 * not by another member; the section lists the enabled providers only, escaped.
 */
final class SocialLinkTest extends TestCase {

	use CommentsFixtures;
	use SocialStandIn;

	/**
	 * The VK id the stand-in's codes name.
	 */
	private const VK_ID = '900123';

	/**
	 * VK at the stand-in, and Telegram, on.
	 */
	protected function set_up(): void {
		parent::set_up();
		SocialFixtures::enable( 'telegram' );
		SocialFixtures::enable( 'vk' );
		$option = get_option( Settings::OPTION );
		$base   = self::$social->base_url();

		$option['social_providers']['vk'] = array_merge(
			$option['social_providers']['vk'],
			array(
				'authorize_url' => $base . '/oauth2/authorize',
				'token_url'     => $base . '/oauth2/token',
				'userinfo_url'  => $base . '/oauth2/userinfo',
			)
		);
		update_option( Settings::OPTION, $option );
	}

	/**
	 * Connect → the stand-in → linked for this member; then, logged out, the login with that VK
	 * id logs this member in (VK gives no verified e-mail: the link is the only way in).
	 */
	public function test_connecting_links_the_member_and_the_login_then_finds_them(): void {
		$member = $this->login_as( 'subscriber' );
		$query  = $this->connect( $member, 'vk' );
		$this->assertStringStartsWith( self::$social->base_url() . '/oauth2/authorize?', $query['url'] );
		$this->assertSame( 'S256', $query['code_challenge_method'] );

		$back = $this->come_back( $query['state'], $this->vk_code( $query['code_challenge'] ) );
		$this->assertSame( admin_url( 'profile.php?' . ProfileSection::LINKED . '=vk' ), $back );
		$this->assertSame( self::VK_ID, get_user_meta( $member, Accounts::META . 'vk', true ) );
		$this->assertSame( 'Vera', get_user_meta( $member, Accounts::META . 'vk_name', true ) );
		$this->assertSame( $member, get_current_user_id(), 'linking logs nobody else in' );

		wp_set_current_user( 0 );
		$start = $this->ajax_json(
			'wpd_social_login',
			array(
				'provider' => 'vk',
				'postID'   => $this->create_post(),
			)
		);
		parse_str( (string) wp_parse_url( $start['data']['redirect'], PHP_URL_QUERY ), $login );
		$this->come_back( $login['state'], $this->vk_code( $login['code_challenge'] ), 'wp_ajax_nopriv_wpd_login_callback' );
		$this->assertSame( $member, get_current_user_id() );
	}

	/**
	 * A link state finished while another member is logged in links nobody.
	 */
	public function test_a_link_state_finished_by_another_member_is_refused(): void {
		$member = $this->login_as( 'subscriber' );
		$query  = $this->connect( $member, 'vk' );
		$other  = $this->login_as( 'subscriber' );
		$back   = $this->come_back( $query['state'], $this->vk_code( $query['code_challenge'] ) );
		$this->assertSame( admin_url( 'profile.php?' . ProfileSection::REFUSED . '=social_token_invalid' ), $back );
		$this->assertSame( '', get_user_meta( $member, Accounts::META . 'vk', true ) );
		$this->assertSame( '', get_user_meta( $other, Accounts::META . 'vk', true ) );
	}

	/**
	 * An id another member holds is refused and stays theirs; a state is used once.
	 */
	public function test_an_id_linked_to_another_member_or_a_replayed_state_is_refused(): void {
		$holder = $this->create_user();
		update_user_meta( $holder, Accounts::META . 'vk', self::VK_ID );
		$member = $this->login_as( 'subscriber' );
		$query  = $this->connect( $member, 'vk' );
		$back   = $this->come_back( $query['state'], $this->vk_code( $query['code_challenge'] ) );
		$this->assertSame( admin_url( 'profile.php?' . ProfileSection::REFUSED . '=social_already_linked' ), $back );
		$this->assertSame( self::VK_ID, get_user_meta( $holder, Accounts::META . 'vk', true ) );
		$this->assertSame( '', get_user_meta( $member, Accounts::META . 'vk', true ) );

		delete_user_meta( $holder, Accounts::META . 'vk' );
		$back = $this->come_back( $query['state'], $this->vk_code( $query['code_challenge'] ) );
		$this->assertSame( admin_url( 'profile.php?' . ProfileSection::REFUSED . '=social_token_invalid' ), $back );
		$this->assertSame( '', get_user_meta( $member, Accounts::META . 'vk', true ) );
	}

	/**
	 * Telegram: the result posted back from the profile page with its state links the member;
	 * a wrong hash links nothing; the result then logs this member in.
	 */
	public function test_telegram_links_with_a_good_hash_only(): void {
		$member = $this->login_as( 'subscriber' );
		$bad    = $this->post_telegram( $member, SocialFixtures::telegram_result( 0, array(), '999:another-bot' ) );
		$this->assertSame( admin_url( 'profile.php?' . ProfileSection::REFUSED . '=social_hash_invalid' ), $bad );
		$this->assertSame( '', get_user_meta( $member, Accounts::META . 'telegram', true ) );

		$good = $this->post_telegram( $member, SocialFixtures::telegram_result() );
		$this->assertSame( admin_url( 'profile.php?' . ProfileSection::LINKED . '=telegram' ), $good );
		$this->assertSame( '424242', get_user_meta( $member, Accounts::META . 'telegram', true ) );

		wp_set_current_user( 0 );
		$login = SocialFixtures::telegram_result( 0, array( 'auth_date' => (string) ( time() - 5 ) ) );
		$this->assertTrue( $this->ajax_json( 'wpd_login_callback', $login )['success'] );
		$this->assertSame( $member, get_current_user_id() );
	}

	/**
	 * A member disconnects their own link; another member may not; an administrator may (and
	 * may not connect for them).
	 */
	public function test_disconnecting_own_or_as_an_administrator_only(): void {
		$member = $this->login_as( 'subscriber' );
		update_user_meta( $member, Accounts::META . 'vk', self::VK_ID );
		$this->login_as( 'subscriber' );
		try {
			$this->post_form( $member, array( 'farol_social_disconnect' => 'vk' ) );
			$this->fail( 'another member disconnected' );
		} catch ( WpDieException $refused ) {
			$this->assertSame( 403, $refused->status );
		}
		$this->assertSame( self::VK_ID, get_user_meta( $member, Accounts::META . 'vk', true ) );

		$this->login_as( 'administrator' );
		$this->expectWpDie( fn () => $this->post_form( $member, array( 'farol_social_connect' => 'vk' ) ), 400 );
		$back = $this->post_form( $member, array( 'farol_social_disconnect' => 'vk' ) );
		$this->assertSame( admin_url( 'user-edit.php?user_id=' . $member . '&' . ProfileSection::UNLINKED . '=vk' ), $back );
		$this->assertSame( '', get_user_meta( $member, Accounts::META . 'vk', true ) );

		update_user_meta( $member, Accounts::META . 'vk', self::VK_ID );
		wp_set_current_user( $member );
		$back = $this->post_form( $member, array( 'farol_social_disconnect' => 'vk' ) );
		$this->assertSame( admin_url( 'profile.php?' . ProfileSection::UNLINKED . '=vk' ), $back );
		$this->assertSame( '', get_user_meta( $member, Accounts::META . 'vk', true ) );
	}

	/**
	 * A form without the member's nonce does nothing.
	 */
	public function test_a_missing_nonce_is_refused(): void {
		$member = $this->login_as( 'subscriber' );
		update_user_meta( $member, Accounts::META . 'vk', self::VK_ID );
		$this->expectWpDie( fn () => $this->post_form( $member, array( 'farol_social_disconnect' => 'vk' ), 'forged' ), 403 );
		$this->assertSame( self::VK_ID, get_user_meta( $member, Accounts::META . 'vk', true ) );
	}

	/**
	 * The section: enabled providers only, their state and buttons by name, the stored name
	 * escaped; another member's screen: for an administrator, Disconnect only; nothing for others.
	 */
	public function test_the_section_lists_enabled_providers_escaped(): void {
		$member = $this->login_as( 'subscriber' );
		update_user_meta( $member, Accounts::META . 'vk', self::VK_ID );
		update_user_meta( $member, Accounts::META . 'vk_name', '<script>alert(1)</script>' );
		$section = new ProfileSection( new \Farol\Comments\Social\SocialSettings( new Settings() ), new \Farol\Comments\Social\Linking\Links() );
		$html    = $section->html( get_userdata( $member ) );
		$this->assertStringContainsString( '<h2 id="farol-social-accounts">Social accounts</h2>', $html );
		$this->assertStringContainsString( 'Connected (&lt;script&gt;alert(1)&lt;/script&gt;)', $html );
		$this->assertStringNotContainsString( '<script>', $html );
		$this->assertStringContainsString( 'name="farol_social_disconnect" value="vk">Disconnect VK</button>', $html );
		$this->assertStringContainsString( 'name="farol_social_connect" value="telegram">Connect Telegram</button>', $html );
		$this->assertStringNotContainsString( 'Google', $html );

		$this->login_as( 'administrator' );
		$admin_view = $section->html( get_userdata( $member ) );
		$this->assertStringContainsString( 'Disconnect VK', $admin_view );
		$this->assertStringNotContainsString( 'farol_social_connect', $admin_view );
		$this->login_as( 'editor' );
		$this->assertSame( '', $section->html( get_userdata( $member ) ) );
	}

	/**
	 * Presses "Connect <provider>" on the member's profile; the provider's address and its query.
	 *
	 * @param int    $member   The member.
	 * @param string $provider Provider.
	 * @return array<string,string> The query, with the address as `url`.
	 */
	private function connect( int $member, string $provider ): array {
		$url = $this->post_form( $member, array( 'farol_social_connect' => $provider ) );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $query );
		$query['url'] = $url;
		return $query;
	}

	/**
	 * Presses Connect for Telegram, then posts its result as the profile page's script does.
	 *
	 * @param int                  $member The member.
	 * @param array<string,string> $result SocialFixtures::telegram_result().
	 * @return string Where it redirects.
	 */
	private function post_telegram( int $member, array $result ): string {
		$start = $this->connect( $member, 'telegram' );
		$this->assertStringStartsWith( 'https://oauth.telegram.org/auth?', $start['url'] );
		parse_str( (string) wp_parse_url( $start['return_to'], PHP_URL_QUERY ), $back );
		$fields = array(
			'farol_social_telegram' => '1',
			'farol_social_state'    => $back['farol_social_state'],
		);
		foreach ( $result as $key => $value ) {
			$fields[ 'tg_' . $key ] = $value;
		}
		return $this->post_form( $member, $fields );
	}

	/**
	 * Posts the section's form (admin-post farol_social_link) and returns where it redirects.
	 *
	 * @param int                  $member The member whose profile it is.
	 * @param array<string,string> $fields The pressed button's field and more.
	 * @param string               $nonce  The nonce ('' : the right one).
	 * @throws RuntimeException When it does not redirect.
	 */
	private function post_form( int $member, array $fields, string $nonce = '' ): string {
		$_POST                     = array_merge(
			array(
				'action'             => LinkingActions::ACTION,
				'user_id'            => (string) $member,
				'farol_social_nonce' => '' !== $nonce ? $nonce : wp_create_nonce( LinkingActions::nonce_action( $member ) ),
			),
			$fields
		);
		$_REQUEST                  = $_POST;
		$_GET                      = array();
		$_SERVER['REQUEST_METHOD'] = 'POST';
		return $this->redirect_of( static fn () => do_action( 'admin_post_' . LinkingActions::ACTION ) );
	}

	/**
	 * Runs the GET callback, as the provider's redirect, and returns where it redirects.
	 *
	 * @param string $state The state.
	 * @param string $code  The code.
	 * @param string $hook  The admin-ajax hook (a member's by default).
	 */
	private function come_back( string $state, string $code, string $hook = 'wp_ajax_wpd_login_callback' ): string {
		$_GET                      = array(
			'action' => 'wpd_login_callback',
			'state'  => $state,
			'code'   => $code,
		);
		$_POST                     = array();
		$_REQUEST                  = $_GET;
		$_SERVER['REQUEST_METHOD'] = 'GET';
		return $this->redirect_of( static fn () => do_action( $hook ) );
	}

	/**
	 * Where a request redirects (the browser's flow cookie stays, as a browser keeps it).
	 *
	 * @param callable $run The request.
	 * @throws RuntimeException When it does not redirect.
	 */
	private function redirect_of( callable $run ): string {
		$browser = $_COOKIE[ SignedState::BROWSER_COOKIE ] ?? '';
		$catch   = static function ( string $location ): never {
			throw new RedirectedTo( $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test.
		};
		add_filter( 'wp_redirect', $catch );
		try {
			$run();
		} catch ( RedirectedTo $redirect ) {
			if ( '' === ( $_COOKIE[ SignedState::BROWSER_COOKIE ] ?? '' ) ) {
				$_COOKIE[ SignedState::BROWSER_COOKIE ] = $browser;
			}
			return $redirect->getMessage();
		} finally {
			remove_filter( 'wp_redirect', $catch );
		}
		throw new RuntimeException( 'no redirect' );
	}

	/**
	 * Asserts a request ends in wp_die() with a status.
	 *
	 * @param callable $run    The request.
	 * @param int      $status The status.
	 */
	private function expectWpDie( callable $run, int $status ): void { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName.MethodNameInvalid -- as PHPUnit's expect*.
		try {
			$run();
			$this->fail( 'no wp_die()' );
		} catch ( WpDieException $died ) {
			$this->assertSame( $status, $died->status, $died->getMessage() );
		}
	}

	/**
	 * A stand-in code naming VK user 900123 (VK answers `response[0].id`), no verified e-mail.
	 *
	 * @param string $challenge The flow's PKCE challenge.
	 */
	private function vk_code( string $challenge ): string {
		return SocialFixtures::token(
			array(
				'response'       => array(
					array(
						'id'         => (int) self::VK_ID,
						'first_name' => 'Vera',
					),
				),
				'email_verified' => false,
				'cc'             => $challenge,
			)
		);
	}
}

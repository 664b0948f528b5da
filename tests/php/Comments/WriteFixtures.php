<?php
/**
 * Helpers for the comment widget's write tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Comments\Write\GuestKey;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\RateLimitTable;
use Farol\Support\Abuse\SignedStamp;
use WP_Comment;

/**
 * Posts forms the way a browser does: a guest's form carries a stamp made a minute ago and an
 * empty honeypot (and no captcha: it is turned off here, tests/php/Comments/Captcha*Test.php
 * ask it); a member's carries the `farol_comments` nonce. Core's commenter cookies are
 * recorded instead of sent (the CLI has sent its headers).
 */
trait WriteFixtures {

	/**
	 * The consents core's `set_comment_cookies` was given, in order.
	 *
	 * @var list<bool>
	 */
	protected array $cookie_consents = array();

	/**
	 * Comments open without moderation, no flood wait, a client address, cookies recorded.
	 */
	protected function set_up_writes(): void {
		update_option( 'comment_moderation', 0 );
		update_option( 'comment_previously_approved', 0 );
		update_option( 'require_name_email', 1 );
		update_option( 'comment_registration', 0 );
		update_option( 'show_comments_cookies_opt_in', 1 );
		update_option( 'disallowed_keys', '' );
		update_option( Settings::OPTION, array() );
		// A fresh address in 203.0.113.0/24 per test; a test that needs "another address" takes one
		// outside that block (192.0.2.0/24): inside it, it would draw the same one once in 250 runs.
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 250 );
		// The captcha (on for guests by default) has its own tests: CaptchaCommentsTest.
		add_filter( 'farol_comments_captcha_required', '__return_false' );
		unset( $_COOKIE[ GuestKey::cookie_name() ] );
		remove_all_actions( 'set_comment_cookies' );
		add_action(
			'set_comment_cookies',
			function ( $comment, $user, $consent = true ): void {
				unset( $comment, $user );
				$this->cookie_consents[] = (bool) $consent;
			},
			10,
			3
		);
	}

	/**
	 * The fields of a guest's main form on a post, with the given overrides.
	 *
	 * @param int                 $post_id Post.
	 * @param array<string,mixed> $fields  Overrides.
	 * @return array<string,mixed>
	 */
	protected function guest_form( int $post_id, array $fields = array() ): array {
		return array_merge(
			array(
				'postId'                     => $post_id,
				'wc_comment'                 => '<p>Ótimo texto, obrigado ' . wp_generate_password( 6, false ) . '!</p>',
				'wc_name'                    => 'Bia Lima',
				'wc_email'                   => 'bia@example.org',
				'wc_website'                 => '',
				'wpdiscuz_unique_id'         => '0_0',
				'wpd_comment_depth'          => '1',
				'wpdiscuz_notification_type' => '',
				BotCheck::HONEYPOT_FIELD     => '',
				SignedStamp::FIELD           => SignedStamp::create( 'farol_comment_started', $post_id, time() - 60 ),
			),
			$fields
		);
	}

	/**
	 * The fields of a member's main form (the nonce included).
	 *
	 * @param int                 $post_id Post.
	 * @param array<string,mixed> $fields  Overrides.
	 * @return array<string,mixed>
	 */
	protected function member_form( int $post_id, array $fields = array() ): array {
		$form = $this->guest_form( $post_id, array_merge( array( 'nonce' => wp_create_nonce( 'farol_comments' ) ), $fields ) );
		unset( $form['wc_name'], $form['wc_email'], $form['wc_website'] );
		return $form;
	}

	/**
	 * Posts a comment through wpdAddComment and returns the decoded answer.
	 *
	 * @param array<string,mixed> $fields Form fields.
	 * @return array<string,mixed>
	 */
	protected function add( array $fields ): array {
		$answer = json_decode( $this->ajax( 'wpdAddComment', $fields ), true );
		$this->assertIsArray( $answer, 'wpdAddComment answers JSON' );
		return $answer;
	}

	/**
	 * Posts a guest comment and returns it (the browser keeps its guest key).
	 *
	 * @param int                 $post_id Post.
	 * @param array<string,mixed> $fields  Overrides.
	 */
	protected function guest_comment( int $post_id, array $fields = array() ): WP_Comment {
		$answer = $this->add( $this->guest_form( $post_id, $fields ) );
		$this->assertTrue( $answer['success'], 'posted: ' . wp_json_encode( $answer['data'] ) );
		$comment = get_comment( (int) $answer['data']['new_comment_id'] );
		$this->assertInstanceOf( WP_Comment::class, $comment );
		return $comment;
	}

	/**
	 * Calls a write action on a comment, as the current visitor (a member sends the nonce).
	 *
	 * @param string              $action Action.
	 * @param int                 $comment_id Comment.
	 * @param array<string,mixed> $fields Other fields.
	 * @return array<string,mixed>
	 */
	protected function on_comment( string $action, int $comment_id, array $fields = array() ): array {
		$base = array( 'commentId' => $comment_id );
		if ( is_user_logged_in() ) {
			$base['nonce'] = wp_create_nonce( 'farol_comments' );
		}
		$answer = json_decode( $this->ajax( $action, array_merge( $base, $fields ) ), true );
		$this->assertIsArray( $answer, "{$action} answers JSON" );
		return $answer;
	}

	/**
	 * Moves every rate window's start back, as if that many seconds had passed (the windows
	 * are counted with the server's clock, which a test cannot move).
	 *
	 * @param int $seconds How far.
	 */
	protected function age_rate_windows( int $seconds ): void {
		global $wpdb;
		$table = RateLimitTable::name();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET window_start = DATE_SUB(window_start, INTERVAL %d SECOND)", $seconds ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the limiter's table, inside the test's transaction.
	}
}

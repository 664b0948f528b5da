<?php
/**
 * Posting comments: wpdAddComment, wpdCheckNotificationType, wpdRedirect.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Comments\Write\GuestKey;
use Farol\Tests\TestCase;

/**
 * What a guest and a member get when they post, and what core's pipeline still decides.
 */
final class WriteCommentTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	/**
	 * Comments open, no moderation.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
	}

	/**
	 * A guest's comment answers every field of the contract and shows the server's markup.
	 */
	public function test_a_guest_comment_answers_every_field_with_the_server_markup(): void {
		$post   = $this->create_post();
		$answer = $this->add(
			$this->guest_form(
				$post,
				array(
					'wpd_cookies_consent' => '1',
					'wc_website'          => 'https://bia.example.org',
				)
			)
		);

		$this->assertTrue( $answer['success'] );
		$data = $answer['data'];
		$this->assertSame(
			array( 'wc_all_comments_count_new', 'wc_all_comments_count_before_threads_html', 'wc_all_comments_count_bubble_html', 'is_main', 'message', 'uniqueid', 'is_in_same_container', 'held_moderate', 'new_comment_id', 'comment_author', 'comment_author_email', 'comment_author_url', 'redirect' ),
			array_keys( $data )
		);
		$id      = $data['new_comment_id'];
		$comment = get_comment( $id );
		$this->assertSame( '1', $comment->comment_approved );
		$this->assertSame( 'Bia Lima', $comment->comment_author );
		$this->assertSame( 'https://bia.example.org', $comment->comment_author_url );
		$this->assertSame( 1, $data['wc_all_comments_count_new'] );
		$this->assertSame( '1 comment', $data['wc_all_comments_count_before_threads_html'] );
		$this->assertTrue( $data['is_main'] );
		$this->assertFalse( $data['held_moderate'] );
		$this->assertSame( $id . '_0', $data['uniqueid'] );
		$this->assertSame( 'bia@example.org', $data['comment_author_email'] );
		$this->assertSame( 0, $data['redirect'] );
		$this->assertStringContainsString( 'id="wpd-comm-' . $id . '_0"', $data['message'] );
		$this->assertStringContainsString( 'Ótimo texto', $data['message'] );
		$this->assertStringContainsString( 'data-farol-action="edit"', $data['message'], 'its author may edit it at once' );
		$this->assertSame( array( true ), $this->cookie_consents, "core's commenter cookies, with consent" );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $_COOKIE[ GuestKey::cookie_name() ] ?? '' );
		$this->assertTrue( GuestKey::owns( $comment ) );
	}

	/**
	 * Without consent, core is told so (it keeps no commenter cookie).
	 */
	public function test_without_consent_core_keeps_no_commenter_cookie(): void {
		$this->guest_comment( $this->create_post() );
		$this->assertSame( array( false ), $this->cookie_consents );
	}

	/**
	 * A reply goes under the parent named by the unique id.
	 */
	public function test_a_reply_goes_under_its_parent(): void {
		$post   = $this->create_post();
		$parent = $this->add_comment( $post );
		$answer = $this->add(
			$this->guest_form(
				$post,
				array(
					'wpdiscuz_unique_id' => '0_' . $parent,
					'wpd_comment_depth'  => '2',
				)
			)
		);

		$this->assertTrue( $answer['success'] );
		$id = $answer['data']['new_comment_id'];
		$this->assertSame( (string) $parent, get_comment( $id )->comment_parent );
		$this->assertFalse( $answer['data']['is_main'] );
		$this->assertSame( $id . '_' . $parent, $answer['data']['uniqueid'] );
		$this->assertTrue( $answer['data']['is_in_same_container'] );
		$this->assertStringContainsString( 'data-depth="2"', $answer['data']['message'] );
	}

	/**
	 * A member's comment needs the nonce and carries the member's identity.
	 */
	public function test_a_member_needs_the_nonce_and_posts_as_themselves(): void {
		$post = $this->create_post();
		$user = $this->login_as( 'subscriber' );

		$refused = $this->add( array( 'nonce' => 'forged' ) + $this->member_form( $post ) );
		$this->assertFalse( $refused['success'] );
		$this->assertSame( 'nonce_invalid', $refused['data'] );

		$answer  = $this->add( $this->member_form( $post, array( 'wc_name' => 'Impostor' ) ) );
		$comment = get_comment( $answer['data']['new_comment_id'] );
		$this->assertSame( (string) $user, $comment->user_id );
		$this->assertSame( get_userdata( $user )->display_name, $comment->comment_author );
		$this->assertSame( array(), $this->cookie_consents, 'members get no commenter cookies' );
	}

	/**
	 * Core's moderation rules hold a comment; the answer says so.
	 */
	public function test_moderation_holds_the_comment(): void {
		update_option( 'comment_moderation', 1 );
		$answer = $this->add( $this->guest_form( $this->create_post() ) );
		$this->assertTrue( $answer['success'] );
		$this->assertTrue( $answer['data']['held_moderate'] );
		$this->assertSame( '0', get_comment( $answer['data']['new_comment_id'] )->comment_approved );
		$this->assertSame( 0, $answer['data']['wc_all_comments_count_new'] );
	}

	/**
	 * Core's duplicate, flood and disallowed-keys checks answer their phrase keys.
	 */
	public function test_core_duplicate_flood_and_disallowed_checks_apply(): void {
		$post = $this->create_post();
		$text = '<p>Exatamente o mesmo texto.</p>';
		$this->guest_comment( $post, array( 'wc_comment' => $text ) );

		$duplicate = $this->add( $this->guest_form( $post, array( 'wc_comment' => $text ) ) );
		$this->assertSame( 'comment_duplicate', $duplicate['data'] );

		$flood = $this->add( $this->guest_form( $post ) );
		$this->assertSame( 'comment_flood', $flood['data'], 'a second comment from the address within 15 s' );

		add_filter( 'wp_is_comment_flood', '__return_false', 20 );
		update_option( 'disallowed_keys', 'cassino' );
		$before     = (int) get_comments( array( 'count' => true, 'status' => 'trash' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short query.
		$disallowed = $this->add( $this->guest_form( $post, array( 'wc_comment' => '<p>Visite o cassino</p>' ) ) );
		$this->assertSame( 'comment_disallowed', $disallowed['data'] );
		$this->assertSame( $before + 1, (int) get_comments( array( 'count' => true, 'status' => 'trash' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short query.
	}

	/**
	 * Posts that take no comments refuse them.
	 */
	public function test_posts_that_take_no_comments_refuse_them(): void {
		$closed = $this->create_post( array( 'comment_status' => 'closed' ) );
		$this->assertSame( 'comments_closed', $this->add( $this->guest_form( $closed ) )['data'] );

		$trashed = $this->create_post();
		wp_trash_post( $trashed );
		$this->assertSame( 'post_not_readable', $this->add( $this->guest_form( $trashed ) )['data'] );

		$draft = $this->create_post( array( 'post_status' => 'draft' ) );
		$this->assertSame( 'post_not_readable', $this->add( $this->guest_form( $draft ) )['data'] );

		$locked = $this->create_post( array( 'post_password' => 'segredo' ) );
		$this->assertSame( 'post_not_readable', $this->add( $this->guest_form( $locked ) )['data'] );

		$this->assertSame( 'post_not_found', $this->add( $this->guest_form( 999999 ) )['data'] );
		$this->assertSame( 'invalid_request', $this->add( $this->guest_form( $closed, array( 'postId' => 'x' ) ) )['data'] );
	}

	/**
	 * A closed thread takes no replies; a parent must be an approved comment of the post.
	 */
	public function test_a_closed_thread_takes_no_replies(): void {
		$post  = $this->create_post();
		$root  = $this->add_comment( $post, array( 'closed' => 1 ) );
		$reply = $this->add_comment( $post, array( 'comment_parent' => $root ) );
		foreach ( array( $root, $reply ) as $parent ) {
			$answer = $this->add( $this->guest_form( $post, array( 'wpdiscuz_unique_id' => '0_' . $parent ) ) );
			$this->assertSame( 'thread_closed', $answer['data'] );
		}
		$other = $this->add_comment( $this->create_post() );
		$this->assertSame( 'comment_not_found', $this->add( $this->guest_form( $post, array( 'wpdiscuz_unique_id' => '0_' . $other ) ) )['data'] );
		$held = $this->add_comment( $post, array( 'comment_approved' => 0 ) );
		$this->assertSame( 'comment_not_found', $this->add( $this->guest_form( $post, array( 'wpdiscuz_unique_id' => '0_' . $held ) ) )['data'] );
		$this->assertSame( 'invalid_request', $this->add( $this->guest_form( $post, array( 'wpdiscuz_unique_id' => '1 OR 1' ) ) )['data'] );
	}

	/**
	 * Guests are refused when only members may comment (the setting or core's option).
	 */
	public function test_guests_are_refused_when_only_members_may_comment(): void {
		$post = $this->create_post();
		update_option( Settings::OPTION, array( 'guest_commenting' => false ) );
		$this->assertSame( 'login_required', $this->add( $this->guest_form( $post ) )['data'] );
		update_option( Settings::OPTION, array() );
		update_option( 'comment_registration', 1 );
		$this->assertSame( 'login_required', $this->add( $this->guest_form( $post ) )['data'] );
	}

	/**
	 * The fields' rules answer their phrase keys.
	 */
	public function test_the_fields_rules_answer_their_phrase_keys(): void {
		$post = $this->create_post();
		update_option(
			Settings::OPTION,
			array(
				'comment_min_length' => 5,
				'comment_max_length' => 20,
				'reply_min_length'   => 3,
				'reply_max_length'   => 8,
				'agreement_text'     => 'Aceito as regras.',
			)
		);
		$parent = $this->add_comment( $post );
		$cases  = array(
			'comment_empty'      => array( 'wc_comment' => '<p> </p>' ),
			'comment_too_short'  => array( 'wc_comment' => '<p>Oi</p>' ),
			'comment_too_long'   => array( 'wc_comment' => '<p>' . str_repeat( 'a', 21 ) . '</p>' ),
			'reply_too_short'    => array(
				'wc_comment'         => 'Oi',
				'wpdiscuz_unique_id' => '0_' . $parent,
			),
			'reply_too_long'     => array(
				'wc_comment'         => 'Nove letr',
				'wpdiscuz_unique_id' => '0_' . $parent,
			),
			'name_required'      => array( 'wc_name' => '' ),
			'email_required'     => array( 'wc_email' => '' ),
			'email_invalid'      => array( 'wc_email' => 'bia@' ),
			'website_invalid'    => array( 'wc_website' => 'javascript:alert(1)' ),
			'agreement_required' => array(),
		);
		foreach ( $cases as $key => $fields ) {
			$fields = array_merge(
				array(
					'wc_comment'    => '<p>Texto bom</p>',
					'wpd_agreement' => 'agreement_required' === $key ? '' : '1',
				),
				$fields
			);
			$answer = $this->add( $this->guest_form( $post, $fields ) );
			$this->assertFalse( $answer['success'], $key );
			$this->assertSame( $key, $answer['data'], $key );
		}
		$this->assertSame( 1, (int) get_comments( array( 'post_id' => $post, 'count' => true ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short query.
	}

	/**
	 * The spam guard refuses bots: honeypot, a missing, forged, foreign, fresh or expired stamp, and the per-address limit.
	 */
	public function test_the_spam_guard_refuses_bots_and_floods_of_posts(): void {
		$post  = $this->create_post();
		$other = $this->create_post();
		$bots  = array(
			array( 'farol_hp' => 'http://spam.example' ),
			array( 'farol_started' => '' ),
			array( 'farol_started' => ( time() - 60 ) . '.' . str_repeat( 'a', 64 ) ),
			array( 'farol_started' => \Farol\Support\Abuse\SignedStamp::create( 'farol_comment_started', $other, time() - 60 ) ),
			array( 'farol_started' => \Farol\Support\Abuse\SignedStamp::create( 'farol_comment_started', $post ) ),
			array( 'farol_started' => \Farol\Support\Abuse\SignedStamp::create( 'farol_comment_started', $post, time() - \Farol\Support\Abuse\SignedStamp::MAX_AGE - 1 ) ),
		);
		foreach ( $bots as $i => $fields ) {
			$this->assertSame( 'invalid_request', $this->add( $this->guest_form( $post, $fields ) )['data'], "bot {$i}" );
		}
		add_filter( 'wp_is_comment_flood', '__return_false', 20 );
		$posted = 0;
		for ( $i = 0; $i < 12; $i++ ) {
			$answer  = $this->add( $this->guest_form( $post ) );
			$posted += $answer['success'] ? 1 : 0;
		}
		$this->assertSame( 10, $posted, 'ten posts per address in ten minutes' );
		$this->assertSame( 'rate_limited', $this->add( $this->guest_form( $post ) )['data'] );
	}

	/**
	 * The notification-type check answers an empty success to a guest and to a member with the
	 * nonce, refuses a member without it (`nonce_invalid`), and never sends the address it is
	 * given anything (mail only follows server-side events).
	 */
	public function test_the_notification_type_check_answers_and_holds_members_to_the_nonce(): void {
		$post    = $this->create_post();
		$comment = $this->guest_comment( $post );
		$fields  = array(
			'comment_id' => $comment->comment_ID,
			'email'      => 'victim@example.org',
			'isParent'   => 1,
			'postId'     => $post,
		);
		$check   = fn ( array $extra = array() ): array => (array) json_decode( $this->ajax( 'wpdCheckNotificationType', $fields + $extra ), true );

		$this->assertSame(
			array(
				'success' => true,
				'data'    => '',
			),
			$check(),
			'a guest'
		);

		$this->login_as( 'subscriber' );
		$this->assertSame(
			array(
				'success' => false,
				'data'    => 'nonce_invalid',
			),
			$check( array( 'nonce' => 'forged' ) ),
			'a member with a forged nonce'
		);
		$this->assertSame( 'nonce_invalid', $check()['data'] ?? null, 'a member without a nonce' );
		$this->assertSame(
			array(
				'success' => true,
				'data'    => '',
			),
			$check( array( 'nonce' => wp_create_nonce( 'farol_comments' ) ) ),
			'a member with the nonce'
		);
		$this->assertSame( array(), array_filter( $this->mails(), static fn ( array $mail ): bool => str_contains( (string) wp_json_encode( $mail ), 'victim@example.org' ) ), 'nothing goes to the given address' );
	}

	/**
	 * A first-time commenter is sent to the configured page; a second comment is not.
	 */
	public function test_a_first_time_commenter_is_redirected(): void {
		$page = $this->create_post( array( 'post_type' => 'page', 'post_title' => 'Obrigado' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		update_option( Settings::OPTION, array( 'redirect_page' => $page ) );
		$post   = $this->create_post();
		$answer = $this->add( $this->guest_form( $post ) );
		$this->assertSame( $page, $answer['data']['redirect'] );
		$first = json_decode( $this->ajax( 'wpdRedirect', array( 'commentId' => $answer['data']['new_comment_id'], 'postId' => $post ) ), true ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertTrue( $first['success'] );
		$this->assertSame( get_permalink( $page ), $first['data'] );

		add_filter( 'wp_is_comment_flood', '__return_false', 20 );
		$second = $this->add( $this->guest_form( $post ) );
		$this->assertSame( 0, $second['data']['redirect'] );
		$again = json_decode( $this->ajax( 'wpdRedirect', array( 'commentId' => $second['data']['new_comment_id'] ) ), true );
		$this->assertFalse( $again['success'] );
	}
}

<?php
/**
 * The comment widget's wire contract: the props and every action's answer, as PHP sends them,
 * against the JSON generated from the client's zod (src/comments/props-contract.ts, answers-contract.ts).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\CommentsModule;
use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use Farol\Comments\Wire\WireContract;
use Farol\Tests\TestCase;
use WP_HTML_Tag_Processor;

/**
 * Renders the real comment area and calls every `wpd*` action through its real ajax handler,
 * then validates what the client would decode; a shape PHP changes without changing the
 * contract fails here.
 */
final class WireContractTest extends TestCase {

	use CommentsFixtures;
	use InfoWireCalls;
	use AttachmentWireCalls;
	use EngagementWireCalls;
	use WriteFixtures;
	use SubscriptionFixtures;

	/**
	 * The actions whose answer was checked in this test.
	 *
	 * @var array<string,true>
	 */
	private array $answered = array();

	/**
	 * Comments open, two threads a page, a first-comment page.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
		add_filter( 'wp_is_comment_flood', '__return_false', 20 );
		$page = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Obrigado',
			)
		);
		update_option(
			Settings::OPTION,
			array(
				'per_page'      => 2,
				'redirect_page' => $page,
				'live_mode'     => 'automatic',
			)
		);
	}

	/**
	 * Calls an action and checks its success against the contract.
	 *
	 * @param string              $action Action.
	 * @param array<string,mixed> $fields Fields.
	 * @return mixed The answer's data.
	 */
	private function call( string $action, array $fields ): mixed {
		$answer = json_decode( $this->ajax( $action, $fields ), true );
		$this->assertIsArray( $answer, "{$action} answers JSON" );
		$this->assertTrue( $answer['success'] ?? null, "{$action} succeeds: " . wp_json_encode( $answer ) );
		$this->assertContractAllows( $action, $answer['data'] );
		$this->answered[ $action ] = true;
		return $answer['data'];
	}

	/**
	 * Asserts that an action's answer data matches its schema.
	 *
	 * @param string $action Action.
	 * @param mixed  $data   Decoded data.
	 */
	private function assertContractAllows( string $action, mixed $data ): void {
		$schema = WireContract::answer( $action );
		$this->assertNotNull( $schema, "the contract describes {$action}" );
		$error = WireContract::check( $data, $schema, $action );
		$this->assertNull( $error, $error ? $error->get_error_message() . ' in ' . wp_json_encode( $data ) : '' );
	}

	/**
	 * The props printed on the comment area of a post, decoded.
	 *
	 * @param int $post_id Post.
	 * @return array<string,mixed>
	 */
	private function props( int $post_id ): array {
		$tags = new WP_HTML_Tag_Processor( $this->comment_area( $post_id ) );
		$this->assertTrue( $tags->next_tag( 'section' ) );
		$props = json_decode( (string) $tags->get_attribute( 'data-farol-props' ), true );
		$this->assertIsArray( $props );
		return $props;
	}

	/**
	 * A guest, a member and a moderator get props the contract allows, with every key it names.
	 */
	public function test_the_props_of_a_guest_a_member_and_a_moderator_match_the_contract(): void {
		$post = $this->create_post();
		$this->add_threads( $post, 3 );
		$keys = array_keys( WireContract::props()['properties'] );
		sort( $keys );
		foreach ( array(
			'guest'     => 0,
			'member'    => $this->create_user( 'subscriber' ),
			'moderator' => $this->create_user( 'editor' ),
		) as $who => $user ) {
			wp_set_current_user( $user );
			$props = $this->props( $post );
			$error = WireContract::check( $props, WireContract::props(), 'props' );
			$this->assertNull( $error, $who . ': ' . ( $error ? $error->get_error_message() : '' ) );
			$printed = array_keys( $props );
			sort( $printed );
			$this->assertSame( $keys, $printed, "{$who}: every prop the contract names is printed" );
			$this->assertSame( 0 !== $user, $props['user']['loggedIn'], $who );
			$this->assertSame( 'moderator' === $who, $props['user']['canModerate'], $who );
			$this->assertSame( 0 !== $user, '' !== $props['nonce'], "{$who}: a nonce for members only" );
		}
	}

	/**
	 * Without the other modules' filters, the printed props still carry every key, with the
	 * contract's defaults (an empty phrase list prints as an object).
	 */
	public function test_props_no_module_added_get_the_contracts_defaults(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		remove_all_filters( 'farol_comments_client_props' );
		$tags = new WP_HTML_Tag_Processor( $this->comment_area( $post ) );
		$this->assertTrue( $tags->next_tag( 'section' ) );
		$raw = (string) $tags->get_attribute( 'data-farol-props' );
		$this->assertStringContainsString( '"phrases":{}', $raw );
		$props = json_decode( $raw, true );
		$this->assertSame( '', $props['nonce'] );
		$this->assertSame(
			array(
				'loggedIn'    => false,
				'canModerate' => false,
			),
			$props['user']
		);
		$this->assertTrue( $props['guestCommenting'] );
		$this->assertNull( WireContract::check( $props, WireContract::props(), 'props' ) );
	}

	/**
	 * A filter that prints props the contract refuses is reported (WP_DEBUG is on in tests).
	 */
	public function test_props_the_contract_refuses_are_reported_in_debug(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$reported = array();
		add_filter( 'doing_it_wrong_trigger_error', '__return_false' );
		add_action(
			'doing_it_wrong_run',
			static function ( string $hook, string $message ) use ( &$reported ): void {
				$reported[ $hook ] = $message;
			},
			10,
			2
		);
		$this->props( $post );
		$this->assertSame( array(), $reported, 'the modules\' own props are allowed' );
		add_filter(
			'farol_comments_client_props',
			static function ( array $props ): array {
				$props['theme'] = 'dark';
				return $props;
			},
			99
		);
		$this->props( $post );
		$this->assertArrayHasKey( 'farol_comments_client_props', $reported );
		$this->assertStringContainsString( 'theme', $reported['farol_comments_client_props'] );
	}

	/**
	 * The actions the server answers are the contract's, no more, no fewer.
	 */
	public function test_the_server_answers_exactly_the_contracts_actions(): void {
		$server = ( new CommentsModule( new \Farol\Support\Abuse\AbuseDefences(), new \Farol\Support\Mail\DirectMailer() ) )->ajax_actions()->names();
		$known  = WireContract::actions();
		sort( $server );
		sort( $known );
		$this->assertSame( $known, $server );
	}

	/**
	 * Every action's success, called as the client calls it, matches the contract.
	 */
	public function test_every_actions_answer_matches_the_contract(): void {
		$post    = $this->create_post();
		$roots   = $this->add_threads( $post, 3 );
		$replies = get_comments(
			array(
				'parent' => $roots[0],
				'fields' => 'ids',
			)
		);
		$this->add_comment(
			$post,
			array(
				'comment_content' => str_repeat( 'Palavra longa. ', 400 ),
				'votes'           => 2,
				'likes'           => 2,
			)
		);

		foreach ( array( 0, $this->create_user( 'subscriber' ) ) as $user ) {
			wp_set_current_user( $user );
			$nonce = 0 === $user ? array() : array( 'nonce' => wp_create_nonce( 'farol_comments' ) );
			$this->call(
				'wpdLoadMoreComments',
				array(
					'postId'       => $post,
					'sorting'      => 'newest',
					'offset'       => 1,
					'lastParentId' => $roots[2],
					'isFirstLoad'  => 0,
					'wpdType'      => '',
				)
			);
			$this->call(
				'wpdSorting',
				array(
					'postId'  => $post,
					'sorting' => 'oldest',
					'wpdType' => '',
				)
			);
			$this->call(
				'wpdMostReactedComment',
				array(
					'postId'  => $post,
					'sorting' => 'newest',
				)
			);
			$this->call( 'wpdHottestThread', array( 'postId' => $post ) );
			$this->call( 'wpdShowReplies', array( 'commentId' => $roots[0] ) );
			$this->call( 'wpdGetSingleComment', array( 'commentId' => (int) $replies[0] ) );
			$this->call( 'wpdReadMore', array( 'commentId' => $roots[1] ) );
			$this->call( 'wpdVoteOnComment', array_merge( $nonce, array( 'commentId' => $roots[1], 'voteType' => '1' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
			$this->call( 'wpdUserRate', array_merge( $nonce, array( 'postId' => $post, 'rating' => '3' ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
			// Live updates (Comments\Live).
			$this->call( 'wpdBubbleUpdate', array( 'postId' => $post, 'newCommentIds' => $roots[1] . ',' . $roots[2] ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
			$this->call( 'wpdUpdateAutomatically', array( 'postId' => $post, 'loadLastCommentId' => $roots[0], 'visibleCommentIds' => $roots[0] . ',999999' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		}

		// A guest posts (a first comment: the redirect is answered), edits and deletes.
		wp_set_current_user( 0 );
		$added = $this->call( 'wpdAddComment', $this->guest_form( $post ) );
		$this->assertGreaterThan( 0, $added['redirect'], 'a first comment names the page' );
		$this->call(
			'wpdRedirect',
			array(
				'commentId' => $added['new_comment_id'],
				'postId'    => $post,
			)
		);
		$this->call(
			'wpdCheckNotificationType',
			array(
				'comment_id' => $added['new_comment_id'],
				'email'      => 'bia@example.org',
				'isParent'   => 1,
				'postId'     => $post,
			)
		);
		$own = array( 'commentId' => $added['new_comment_id'] );
		$this->call( 'wpdEditComment', $own );
		$this->call( 'wpdSaveEditedComment', array_merge( $own, array( 'wc_comment' => '<p>Texto <em>editado</em>.</p>' ) ) );
		$this->call( 'wpdDeleteComment', $own );

		$this->call_social_actions( $post );

		// A member's reply, and a moderator's flags.
		$this->login_as( 'subscriber' );
		$this->call( 'wpdAddComment', $this->member_form( $post, array( 'wpdiscuz_unique_id' => '0_' . $roots[0] ) ) );
		$this->call_subscription_actions( $post, fn ( string $action, array $fields ): mixed => $this->call( $action, $fields ) );
		$this->login_as( 'editor' );
		$moderator = array(
			'commentId' => $roots[0],
			'nonce'     => wp_create_nonce( 'farol_comments' ),
		);
		$this->call( 'wpdStickComment', $moderator );
		$this->call( 'wpdCloseThread', $moderator );
		$this->call_attachment_actions( $roots[0], $moderator );

		$this->call_inline_actions();
		$this->call_info_actions( $post );
		// The captcha (off in the write fixtures): a guest's proof-of-work challenge.
		wp_set_current_user( 0 );
		remove_all_filters( 'farol_comments_captcha_required' );
		$this->call( 'wpdCaptchaChallenge', array( 'postId' => $post ) );

		$called = array_keys( $this->answered );
		$known  = WireContract::actions();
		sort( $called );
		sort( $known );
		$this->assertSame( $known, $called, 'every action of the contract was called' );
	}

	/**
	 * A refusal's data is a phrase key the client can show.
	 */
	public function test_a_refusal_is_a_phrase_key(): void {
		$post    = $this->create_post();
		$comment = $this->add_comment( $post );
		$calls   = array(
			'wpdReadMore'      => array( 'commentId' => 0 ),
			'wpdSorting'       => array(
				'postId'  => $post,
				'sorting' => 'sideways',
			),
			'wpdStickComment'  => array( 'commentId' => $comment ),
			'wpdVoteOnComment' => array(
				'commentId' => $comment,
				'voteType'  => '7',
			),
		);
		foreach ( $calls as $action => $fields ) {
			$answer = json_decode( $this->ajax( $action, $fields ), true );
			$this->assertIsArray( $answer, $action );
			$this->assertFalse( $answer['success'], $action );
			$this->assertContains( $answer['data'], Phrases::keys(), "{$action} refuses with a phrase key" );
		}
	}

	/**
	 * The check fails for a shape the contract does not allow: a missing, unknown, mistyped or
	 * out-of-enum field, in the props and in answers.
	 */
	public function test_a_shape_the_contract_does_not_allow_fails_the_check(): void {
		$post  = $this->create_post();
		$id    = $this->add_comment( $post );
		$vote  = $this->call(
			'wpdVoteOnComment',
			array(
				'commentId' => $id,
				'voteType'  => '1',
			)
		);
		$page  = $this->call(
			'wpdSorting',
			array(
				'postId'  => $post,
				'sorting' => 'newest',
			)
		);
		$props = $this->props( $post );

		$vote_schema = WireContract::answer( 'wpdVoteOnComment' );
		$page_schema = WireContract::answer( 'wpdSorting' );
		$broken      = array(
			'a missing field'           => array( $vote_schema, array_diff_key( $vote, array( 'votes' => 0 ) ) ),
			'an unknown field'          => array( $vote_schema, array_merge( $vote, array( 'surprise' => 1 ) ) ),
			'an integer sent as text'   => array( $vote_schema, array_merge( $vote, array( 'votes' => '1' ) ) ),
			'a value outside the enum'  => array( $vote_schema, array_merge( $vote, array( 'buttonsStyle' => 'stacked' ) ) ),
			'a flag sent as a number'   => array( $page_schema, array_merge( $page, array( 'is_show_load_more' => 1 ) ) ),
			'a negative count'          => array( $page_schema, array_merge( $page, array( 'comments_left' => -1 ) ) ),
			'an unknown prop'           => array( WireContract::props(), array_merge( $props, array( 'theme' => 'dark' ) ) ),
			'a nested prop mistyped'    => array(
				WireContract::props(),
				array_merge(
					$props,
					array(
						'user' => array(
							'loggedIn'    => 'yes',
							'canModerate' => false,
						),
					)
				),
			),
			'a phrase that is not text' => array( WireContract::props(), array_merge( $props, array( 'phrases' => array( 'dismiss' => 3 ) ) ) ),
			'a redirect to a script'    => array( WireContract::answer( 'wpdRedirect' ), 'javascript:alert(1)' ),
		);
		foreach ( $broken as $what => list( $schema, $value ) ) {
			$this->assertNotNull( WireContract::check( $value, $schema, 'value' ), "{$what} fails the check" );
		}
	}
}

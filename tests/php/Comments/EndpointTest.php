<?php
/**
 * Farol's lightweight ajax endpoint for the comment widget.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\Endpoint;
use Farol\Comments\CommentsModule;
use Farol\Comments\Settings;
use Farol\Tests\TestCase;
use Farol\Tests\WpDieException;

/**
 * The endpoint answers the widget's actions as admin-ajax does, and nothing else.
 */
final class EndpointTest extends TestCase {

	use CommentsFixtures;

	/**
	 * HTTP status wp_die() was given in the last endpoint() call, else 200.
	 *
	 * @var int
	 */
	private int $endpoint_status = 200;

	/**
	 * Two threads per page.
	 */
	protected function set_up(): void {
		parent::set_up();
		update_option( Settings::OPTION, array( 'per_page' => 2 ) );
	}

	/**
	 * One request to the endpoint: the body it answers.
	 *
	 * @param array<string,mixed> $post   Posted fields (action included).
	 * @param string              $method HTTP method.
	 */
	private function endpoint( array $post, string $method = 'POST' ): string {
		$_GET                      = array( Endpoint::QUERY_VAR => '1' );
		$_POST                     = wp_slash( $post );
		$_REQUEST                  = array_merge( $_GET, $_POST );
		$_SERVER['REQUEST_METHOD'] = $method;
		$this->endpoint_status     = 200;
		add_filter( 'wp_doing_ajax', '__return_true' );
		ob_start();
		try {
			( new Endpoint( new Settings(), ( new CommentsModule( new \Farol\Support\Abuse\AbuseDefences(), new \Farol\Support\Mail\DirectMailer() ) )->ajax_actions() ) )->dispatch();
		} catch ( WpDieException $die ) {
			echo $die->getMessage(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- captured, never sent.
			$this->endpoint_status = $die->status ?? $this->endpoint_status;
		} finally {
			$output = (string) ob_get_clean();
			remove_filter( 'wp_doing_ajax', '__return_true' );
		}
		return $output;
	}

	/**
	 * A read action answers the very same body on both endpoints, for guests and members.
	 */
	public function test_read_actions_answer_the_same_as_admin_ajax_for_guests_and_members(): void {
		$post  = $this->create_post();
		$roots = $this->add_threads( $post, 5 );
		$calls = array(
			'wpdLoadMoreComments' => array(
				'postId'       => $post,
				'offset'       => 1,
				'lastParentId' => $roots[3],
				'isFirstLoad'  => 0,
			),
			'wpdShowReplies'      => array( 'commentId' => $roots[1] ),
			'wpdGetSingleComment' => array( 'commentId' => $roots[0] ),
		);
		foreach ( array( 0, $this->create_user() ) as $user ) {
			wp_set_current_user( $user );
			foreach ( $calls as $action => $fields ) {
				$native = $this->ajax( $action, $fields );
				$farol  = $this->endpoint( array_merge( array( 'action' => $action ), $fields ) );
				$this->assertSame( $native, $farol, "{$action} for user {$user}" );
				$this->assertTrue( json_decode( $farol, true )['success'] );
			}
		}
	}

	/**
	 * A refusal is the same too (its HTTP status is the handler's own, so also the same).
	 */
	public function test_refusals_are_the_same_as_admin_ajax(): void {
		$native = $this->ajax( 'wpdShowReplies', array( 'commentId' => 'x' ) );
		$farol  = $this->endpoint(
			array(
				'action'    => 'wpdShowReplies',
				'commentId' => 'x',
			)
		);
		$this->assertSame( $native, $farol );
		$this->assertSame( '{"success":false,"data":"invalid_request"}', $farol );
	}

	/**
	 * Another plugin's ajax action is not reachable through the endpoint; a missing action
	 * answers as admin-ajax does (0, 400); a GET changes nothing (0, 405).
	 */
	public function test_only_the_widgets_actions_and_only_post_are_answered(): void {
		$called = 0;
		add_action(
			'wp_ajax_nopriv_someone_elses_action',
			static function () use ( &$called ): void {
				++$called;
				wp_send_json_success( 'reached' );
			}
		);
		$this->assertSame( '0', $this->endpoint( array( 'action' => 'someone_elses_action' ) ) );
		$this->assertSame( 400, $this->endpoint_status );
		$this->assertSame( 0, $called );

		$this->assertSame( '0', $this->endpoint( array() ) );
		$this->assertSame( 400, $this->endpoint_status );

		$this->assertSame( '0', $this->endpoint( array( 'action' => array( 'wpdShowReplies' ) ) ) );
		$this->assertSame( 400, $this->endpoint_status );

		$post = $this->create_post();
		$this->add_threads( $post, 1 );
		$get = $this->endpoint(
			array(
				'action' => 'wpdLoadMoreComments',
				'postId' => $post,
			),
			'GET'
		);
		$this->assertSame( '0', $get );
		$this->assertSame( 405, $this->endpoint_status );
	}

	/**
	 * An allowlisted action nobody registered answers 0 (400), like admin-ajax.
	 */
	public function test_an_allowed_action_without_a_handler_answers_zero(): void {
		add_filter(
			'farol_comments_endpoint_actions',
			static fn ( array $actions ): array => array_merge( $actions, array( 'wpdNotRegistered' ) )
		);
		$this->assertSame( '0', $this->endpoint( array( 'action' => 'wpdNotRegistered' ) ) );
		$this->assertSame( 400, $this->endpoint_status );
	}

	/**
	 * The client is given the endpoint's address only when the setting chooses it.
	 */
	public function test_the_setting_chooses_the_address_the_client_is_given(): void {
		$endpoint = new Endpoint( new Settings(), ( new CommentsModule( new \Farol\Support\Abuse\AbuseDefences(), new \Farol\Support\Mail\DirectMailer() ) )->ajax_actions() );
		$endpoint->register();
		$post  = get_post( $this->create_post() );
		$props = array(
			'postId'  => $post->ID,
			'ajaxUrl' => admin_url( 'admin-ajax.php' ),
		);

		update_option( Settings::OPTION, array( 'endpoint' => 'admin_ajax' ) );
		$this->assertSame( admin_url( 'admin-ajax.php' ), apply_filters( 'farol_comments_client_props', $props, $post )['ajaxUrl'] );

		update_option( Settings::OPTION, array( 'endpoint' => 'farol' ) );
		$url = apply_filters( 'farol_comments_client_props', $props, $post )['ajaxUrl'];
		$this->assertSame( home_url( '/?farol-comments-ajax=1' ), $url );
		$this->assertSame( Endpoint::url(), $url );
		$this->assertStringNotContainsString( 'wp-admin', $url );
	}

	/**
	 * On the endpoint's requests, `init` keeps everything but the block registrations.
	 */
	public function test_the_endpoint_skips_only_block_registrations_on_init(): void {
		$kept = static function (): void {};
		add_action( 'init', 'register_block_core_archives' );
		add_action( 'init', 'register_core_block_types_from_metadata' );
		add_action( 'init', array( 'WP_Block_Supports', 'init' ), 22 );
		add_action( 'init', 'kses_init' );
		add_action( 'init', 'create_initial_post_types', 0 );
		add_action( 'init', $kept, 10 );

		( new Endpoint( new Settings(), ( new CommentsModule( new \Farol\Support\Abuse\AbuseDefences(), new \Farol\Support\Mail\DirectMailer() ) )->ajax_actions() ) )->skip_block_registration();

		$this->assertFalse( has_action( 'init', 'register_block_core_archives' ) );
		$this->assertFalse( has_action( 'init', 'register_core_block_types_from_metadata' ) );
		$this->assertFalse( has_action( 'init', array( 'WP_Block_Supports', 'init' ) ) );
		$this->assertSame( 10, has_action( 'init', 'kses_init' ) );
		$this->assertSame( 0, has_action( 'init', 'create_initial_post_types' ) );
		$this->assertSame( 10, has_action( 'init', $kept ) );
	}
}

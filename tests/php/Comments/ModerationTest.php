<?php
/**
 * Moderation: wpdStickComment and wpdCloseThread.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\Endpoint;
use Farol\Comments\CommentMeta;
use Farol\Comments\CommentsModule;
use Farol\Comments\Settings;
use Farol\Tests\TestCase;
use Farol\Tests\WpDieException;

/**
 * Only moderators stick and close, on top-level comments; a closed thread takes no replies.
 */
final class ModerationTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	/**
	 * Comments open.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
	}

	/**
	 * A moderator sticks and unsticks, closes and reopens.
	 */
	public function test_a_moderator_sticks_and_closes(): void {
		$post = $this->create_post();
		$id   = $this->add_comment( $post );
		$this->login_as( 'editor' );

		$stick = $this->on_comment( 'wpdStickComment', $id );
		$this->assertSame( array( 'commentId' => $id, 'sticky' => true ), $stick['data'] ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame( '1', get_comment_meta( $id, CommentMeta::STICKY, true ) );
		$this->assertFalse( $this->on_comment( 'wpdStickComment', $id )['data']['sticky'] );
		$this->assertSame( '', get_comment_meta( $id, CommentMeta::STICKY, true ) );

		$this->assertTrue( $this->on_comment( 'wpdCloseThread', $id )['data']['closed'] );
		$reply = $this->add( $this->member_form( $post, array( 'wpdiscuz_unique_id' => '0_' . $id ) ) );
		$this->assertSame( 'thread_closed', $reply['data'], 'closed for everyone, moderators included' );
		$this->assertFalse( $this->on_comment( 'wpdCloseThread', $id )['data']['closed'] );
		$this->assertTrue( $this->add( $this->member_form( $post, array( 'wpdiscuz_unique_id' => '0_' . $id ) ) )['success'] );
	}

	/**
	 * Members, authors and guests are refused; replies are not stuck; the nonce is required.
	 */
	public function test_others_are_refused(): void {
		$post  = $this->create_post();
		$id    = $this->add_comment( $post );
		$reply = $this->add_comment( $post, array( 'comment_parent' => $id ) );

		$this->assertSame( 'moderation_not_allowed', $this->on_comment( 'wpdStickComment', $id )['data'], 'guest' );
		$this->assertSame( 'moderation_not_allowed', $this->on_comment( 'wpdCloseThread', $id )['data'], 'guest' );
		foreach ( array( 'subscriber', 'author', 'contributor' ) as $role ) {
			$this->login_as( $role );
			$this->assertSame( 'moderation_not_allowed', $this->on_comment( 'wpdStickComment', $id )['data'], $role );
			$this->assertSame( 'moderation_not_allowed', $this->on_comment( 'wpdCloseThread', $id )['data'], $role );
		}
		$this->login_as( 'administrator' );
		$this->assertSame( 'invalid_request', $this->on_comment( 'wpdStickComment', $reply )['data'] );
		$forged = json_decode( $this->ajax( 'wpdCloseThread', array( 'commentId' => $id, 'nonce' => 'x' ) ), true ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame( 'nonce_invalid', $forged['data'] );
		$this->assertSame( '', get_comment_meta( $id, CommentMeta::STICKY, true ) );
		$this->assertSame( '', get_comment_meta( $id, CommentMeta::CLOSED, true ) );
	}

	/**
	 * The endpoint answers exactly what the handlers declare: every declared action is hooked
	 * for members and guests and reached through the endpoint (a JSON answer, not the 0 of an
	 * unknown action), including the moderation ones; an action no handler declares is refused
	 * there even when something hooks it.
	 */
	public function test_the_endpoint_answers_exactly_the_declared_actions(): void {
		$actions  = ( new CommentsModule( new \Farol\Support\Abuse\AbuseDefences(), new \Farol\Support\Mail\DirectMailer() ) )->ajax_actions();
		$endpoint = new Endpoint( new Settings(), $actions );
		$declared = $actions->names();
		$this->assertContains( 'wpdStickComment', $declared );
		$this->assertContains( 'wpdCloseThread', $declared );
		$this->assertSame( count( $declared ), count( array_unique( $declared ) ), 'no action is declared twice' );
		$this->assertSame( $declared, $endpoint->actions() );
		foreach ( $declared as $action ) {
			$this->assertNotFalse( has_action( 'wp_ajax_' . $action ), $action );
			$this->assertNotFalse( has_action( 'wp_ajax_nopriv_' . $action ), $action );
			list( $body, $status ) = $this->through_endpoint( $endpoint, $action );
			$answer                = json_decode( $body, true );
			$this->assertIsArray( $answer, "{$action} answers JSON through the endpoint ({$status}: {$body})" );
			$this->assertArrayHasKey( 'success', $answer, $action );
		}

		$reached = 0;
		add_action(
			'wp_ajax_nopriv_wpdUndeclared',
			static function () use ( &$reached ): void {
				++$reached;
				wp_send_json_success( 'reached' );
			}
		);
		$this->assertSame( array( '0', 400 ), $this->through_endpoint( $endpoint, 'wpdUndeclared' ) );
		$this->assertSame( 0, $reached );
	}

	/**
	 * One guest request through the endpoint: its body and HTTP status.
	 *
	 * @param Endpoint $endpoint The endpoint.
	 * @param string   $action   The action.
	 * @return array{0: string, 1: int}
	 */
	private function through_endpoint( Endpoint $endpoint, string $action ): array {
		wp_set_current_user( 0 );
		$_GET                      = array( Endpoint::QUERY_VAR => '1' );
		$_POST                     = array( 'action' => $action );
		$_REQUEST                  = array_merge( $_GET, $_POST );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$status                    = 200;
		add_filter( 'wp_doing_ajax', '__return_true' );
		ob_start();
		try {
			$endpoint->dispatch();
		} catch ( WpDieException $die ) {
			echo $die->getMessage(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- captured, never sent.
			$status = $die->status ?? $status;
		} finally {
			$body = (string) ob_get_clean();
			remove_filter( 'wp_doing_ajax', '__return_true' );
		}
		return array( $body, $status );
	}
}

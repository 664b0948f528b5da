<?php
/**
 * Moderation: wpdStickComment and wpdCloseThread.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\CommentMeta;
use Farol\Tests\TestCase;

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
}

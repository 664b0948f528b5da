<?php
/**
 * Who reads and deletes attachments.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Write\GuestKey;
use Farol\Tests\TestCase;

/**
 * The wmuDeleteAttachment action (the comment's author or a moderator, never someone else; refusals as
 * `data.errorCode` / `data.error`) and the controller that serves a kept file.
 */
final class AttachmentAccessTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;
	use AttachmentFixtures;

	/**
	 * Writes open, attachments for members (the default).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
		$this->set_up_attachments();
	}

	/**
	 * The test's folder goes.
	 */
	protected function tear_down(): void {
		$this->tear_down_attachments();
		parent::tear_down();
	}

	/**
	 * A member's comment with one text file: the attachment id.
	 *
	 * @param int $post Post.
	 */
	private function member_attachment( int $post ): int {
		$this->post_files( array( 'lista.txt' => "Pão, leite, café.\n" ) );
		$answer = $this->add( $this->member_form( $post ) );
		$this->assertTrue( $answer['success'], wp_json_encode( $answer ) );
		$_FILES = array();
		return (int) $this->attachment_store()->of_comment( (int) $answer['data']['new_comment_id'] )[0]['id'];
	}

	/**
	 * Another member cannot delete it (and the answer says why in the spec's shape); its author can.
	 */
	public function test_only_the_author_or_a_moderator_deletes_an_attachment(): void {
		$post = $this->create_post();
		$this->login_as( 'subscriber' );
		$id     = $this->member_attachment( $post );
		$author = get_current_user_id();

		$this->login_as( 'subscriber' );
		$answer = $this->ajax_json(
			'wmuDeleteAttachment',
			array(
				'attachmentId' => $id,
				'nonce'        => wp_create_nonce( 'farol_comments' ),
			)
		);
		$this->assertFalse( $answer['success'] );
		$this->assertSame( 'attachment_not_yours', $answer['data']['errorCode'] );
		$this->assertSame( 'You cannot delete this attachment.', $answer['data']['error'] );
		$this->assertCount( 1, $this->kept_files(), 'the file is still there' );

		wp_set_current_user( 0 );
		$answer = $this->ajax_json( 'wmuDeleteAttachment', array( 'attachmentId' => $id ) );
		$this->assertSame( 'attachment_not_yours', $answer['data']['errorCode'], 'nor a guest' );

		wp_set_current_user( $author );
		$answer = $this->ajax_json( 'wmuDeleteAttachment', array( 'attachmentId' => $id ) );
		$this->assertSame( 'nonce_invalid', $answer['data']['errorCode'], 'a member needs the nonce' );
		$answer = $this->ajax_json(
			'wmuDeleteAttachment',
			array(
				'attachmentId' => $id,
				'nonce'        => wp_create_nonce( 'farol_comments' ),
			)
		);
		$this->assertTrue( $answer['success'], wp_json_encode( $answer ) );
		$this->assertSame( $id, $answer['data']['attachmentId'] );
		$this->assertSame( array(), $this->kept_files(), 'the file is gone' );
		$this->assertNull( $this->attachment_store()->find( $id ) );

		$answer = $this->ajax_json(
			'wmuDeleteAttachment',
			array(
				'attachmentId' => $id,
				'nonce'        => wp_create_nonce( 'farol_comments' ),
			)
		);
		$this->assertSame( 'attachment_not_found', $answer['data']['errorCode'] );
	}

	/**
	 * A guest deletes an attachment of their own comment by the guest key the browser holds;
	 * without it, the same guest is anyone else.
	 */
	public function test_a_guest_deletes_their_own_attachment_by_the_guest_key(): void {
		update_option( 'farol_comments', array( 'attachments_who' => 'everyone' ) );
		$post = $this->create_post();
		$this->post_files( array( 'lista.txt' => "Pão, leite, café.\n" ) );
		$comment = $this->guest_comment( $post );
		$_FILES  = array();
		$id      = (int) $this->attachment_store()->of_comment( (int) $comment->comment_ID )[0]['id'];
		$key     = $_COOKIE[ GuestKey::cookie_name() ];

		unset( $_COOKIE[ GuestKey::cookie_name() ] );
		$answer = $this->ajax_json( 'wmuDeleteAttachment', array( 'attachmentId' => $id ) );
		$this->assertSame( 'attachment_not_yours', $answer['data']['errorCode'] );

		$_COOKIE[ GuestKey::cookie_name() ] = $key;
		$answer                             = $this->ajax_json( 'wmuDeleteAttachment', array( 'attachmentId' => $id ) );
		$this->assertTrue( $answer['success'], wp_json_encode( $answer ) );
		$this->assertSame( array(), $this->kept_files() );
	}

	/**
	 * The author sees a delete button on their comment, another reader does not.
	 */
	public function test_the_delete_button_is_for_whoever_may_delete(): void {
		$post = $this->create_post();
		$this->login_as( 'subscriber' );
		$this->member_attachment( $post );
		$this->assertStringContainsString( 'data-farol-action="delete-attachment"', $this->comment_area( $post ) );
		$this->login_as( 'subscriber' );
		$this->assertStringNotContainsString( 'data-farol-action="delete-attachment"', $this->comment_area( $post ) );
		$this->assertStringContainsString( 'farol-attachment__file', $this->comment_area( $post ) );
	}

	/**
	 * The controller sends an approved comment's file as a download with nosniff; a held
	 * comment's file is 404 for a guest; deleting the comment deletes its file.
	 */
	public function test_the_controller_serves_only_what_the_reader_may_see(): void {
		$post = $this->create_post();
		$this->login_as( 'subscriber' );
		$id = $this->member_attachment( $post );
		wp_set_current_user( 0 );
		$response = $this->rest( 'GET', '/farol/v1/comment-attachments/' . $id );
		$this->assertSame( 200, $response->get_status() );
		$headers = $response->get_headers();
		$this->assertSame( 'text/plain', $headers['Content-Type'] );
		$this->assertSame( 'attachment; filename="lista.txt"', $headers['Content-Disposition'] );
		$this->assertSame( 'nosniff', $headers['X-Content-Type-Options'] );
		$this->assertStringContainsString( 'sandbox', $headers['Content-Security-Policy'] );
		$this->assertSame( "Pão, leite, café.\n", file_get_contents( (string) $response->get_data() ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the test reads back the stored file itself.

		$comment = (int) $this->attachment_store()->find( $id )[0];
		wp_set_comment_status( $comment, 'hold' );
		$this->assertSame( 404, $this->rest( 'GET', '/farol/v1/comment-attachments/' . $id )->get_status() );
		$this->assertSame( 404, $this->rest( 'GET', '/farol/v1/comment-attachments/999999' )->get_status() );

		wp_delete_comment( $comment, true );
		$this->assertSame( array(), $this->kept_files(), 'deleted with its comment' );
	}
}

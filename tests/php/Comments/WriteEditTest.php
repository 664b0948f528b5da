<?php
/**
 * Editing and deleting comments: wpdEditComment, wpdSaveEditedComment, wpdDeleteComment.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Comments\Write\GuestKey;
use Farol\Tests\TestCase;

/**
 * Who may edit and delete, within which window, and what they get back.
 */
final class WriteEditTest extends TestCase {

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
	 * A guest edits their own comment from the same browser: the form, then the saved text.
	 */
	public function test_a_guest_edits_their_comment_within_the_window(): void {
		$post    = $this->create_post();
		$comment = $this->guest_comment( $post, array( 'wc_comment' => 'Primeira <em>versão</em>' ) );
		$id      = (int) $comment->comment_ID;

		$form = $this->on_comment( 'wpdEditComment', $id );
		$this->assertTrue( $form['success'] );
		$this->assertSame( 'Primeira <em>versão</em>', $form['data']['content'] );
		$this->assertStringContainsString( 'data-farol-form="edit"', $form['data']['html'] );
		$this->assertStringContainsString( 'data-farol-action="cancel-edit"', $form['data']['html'] );
		$this->assertStringContainsString( 'id="wpd-editor-' . $id . '_0"', $form['data']['html'] );
		$this->assertStringContainsString( 'Primeira &lt;em&gt;versão&lt;/em&gt;</textarea>', $form['data']['html'] );

		$saved = $this->on_comment( 'wpdSaveEditedComment', $id, array( 'wc_comment' => 'Segunda <strong>versão</strong>' ) );
		$this->assertTrue( $saved['success'] );
		$this->assertStringContainsString( 'Segunda <strong>versão</strong>', $saved['data']['html'] );
		$this->assertStringStartsWith( 'Edited on ', $saved['data']['lastEdited'] );
		$this->assertSame( 'Segunda <strong>versão</strong>', get_comment( $id )->comment_content );
	}

	/**
	 * Another browser, another guest or a member who did not write it may not edit or delete.
	 */
	public function test_others_may_not_edit_or_delete(): void {
		$post    = $this->create_post();
		$comment = $this->guest_comment( $post );
		$id      = (int) $comment->comment_ID;

		$_COOKIE[ GuestKey::cookie_name() ] = str_repeat( 'b', 32 );
		$this->assertSame( 'edit_not_allowed', $this->on_comment( 'wpdEditComment', $id )['data'] );
		$this->assertSame( 'edit_not_allowed', $this->on_comment( 'wpdSaveEditedComment', $id, array( 'wc_comment' => 'Hack' ) )['data'] );
		$this->assertSame( 'delete_not_allowed', $this->on_comment( 'wpdDeleteComment', $id )['data'] );
		unset( $_COOKIE[ GuestKey::cookie_name() ] );
		$this->assertSame( 'edit_not_allowed', $this->on_comment( 'wpdEditComment', $id )['data'], 'same name and e-mail prove nothing' );

		$this->login_as( 'subscriber' );
		$this->assertSame( 'edit_not_allowed', $this->on_comment( 'wpdEditComment', $id )['data'] );
		$this->assertSame( 'delete_not_allowed', $this->on_comment( 'wpdDeleteComment', $id )['data'] );
		$this->assertSame( '1', get_comment( $id )->comment_approved );
		$this->assertStringNotContainsString( 'Hack', get_comment( $id )->comment_content );
	}

	/**
	 * A member edits their own comment until the window passes; a moderator at any time.
	 */
	public function test_the_edit_window_binds_authors_not_moderators(): void {
		update_option( Settings::OPTION, array( 'edit_window_minutes' => 15 ) );
		$post   = $this->create_post();
		$author = $this->create_user();
		$fresh  = $this->add_comment(
			$post,
			array(
				'user_id' => $author,
				'age'     => 60,
			)
		);
		$old    = $this->add_comment(
			$post,
			array(
				'user_id' => $author,
				'age'     => 16 * MINUTE_IN_SECONDS,
			)
		);

		wp_set_current_user( $author );
		$this->assertTrue( $this->on_comment( 'wpdEditComment', $fresh )['success'] );
		$this->assertSame( 'edit_window_passed', $this->on_comment( 'wpdEditComment', $old )['data'] );
		$this->assertSame( 'edit_window_passed', $this->on_comment( 'wpdDeleteComment', $old )['data'] );
		$no_nonce = json_decode( $this->ajax( 'wpdSaveEditedComment', array( 'commentId' => $fresh, 'wc_comment' => 'x' ) ), true ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame( 'nonce_invalid', $no_nonce['data'] );

		$this->login_as( 'editor' );
		$this->assertTrue( $this->on_comment( 'wpdSaveEditedComment', $old, array( 'wc_comment' => '<em>Moderado</em>' ) )['success'] );
		$this->assertSame( '<em>Moderado</em>', get_comment( $old )->comment_content );
	}

	/**
	 * A window of 0 means authors never edit.
	 */
	public function test_a_zero_window_means_authors_never_edit(): void {
		update_option( Settings::OPTION, array( 'edit_window_minutes' => 0 ) );
		$author = $this->login_as( 'subscriber' );
		$id     = $this->add_comment(
			$this->create_post(),
			array(
				'user_id' => $author,
				'age'     => 5,
			)
		);
		$this->assertSame( 'edit_window_passed', $this->on_comment( 'wpdEditComment', $id )['data'] );
	}

	/**
	 * Saved text follows the same rules as a new comment.
	 */
	public function test_saved_text_follows_the_comment_rules(): void {
		$comment = $this->guest_comment( $this->create_post() );
		$id      = (int) $comment->comment_ID;
		$this->assertSame( 'comment_empty', $this->on_comment( 'wpdSaveEditedComment', $id, array( 'wc_comment' => '<p></p>' ) )['data'] );
		$this->assertSame( 'invalid_request', $this->on_comment( 'wpdEditComment', 0 )['data'] );
		$this->assertSame( 'comment_not_found', $this->on_comment( 'wpdEditComment', 999999 )['data'] );
	}

	/**
	 * Deleting moves the comment to the trash and answers the new count.
	 */
	public function test_deleting_trashes_the_comment(): void {
		$post    = $this->create_post();
		$comment = $this->guest_comment( $post );
		$answer  = $this->on_comment( 'wpdDeleteComment', (int) $comment->comment_ID );
		$this->assertTrue( $answer['success'] );
		$this->assertSame( 0, $answer['data']['wc_all_comments_count_new'] );
		$this->assertSame( 'trash', get_comment( (int) $comment->comment_ID )->comment_approved );
		$this->assertSame( 'comment_not_found', $this->on_comment( 'wpdEditComment', (int) $comment->comment_ID )['data'] );
	}
}

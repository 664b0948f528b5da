<?php
/**
 * The comment forms' markup and the area's write seams.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Support\Abuse\SignedStamp;
use Farol\Tests\TestCase;

/**
 * The main form, the reply template, the props the client reads, the edit buttons.
 */
final class CommentFormRendererTest extends TestCase {

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
	 * A guest's main form carries the contract's fields and posts without JavaScript; it is a form
	 * landmark named by its call to join.
	 */
	public function test_a_guests_main_form_carries_the_contract_fields(): void {
		$post = $this->create_post();
		$html = $this->comment_forms()->main( get_post( $post ) );

		$this->assertStringContainsString( '<form class="farol-comment-form farol-comment-form--main" data-farol-form="main" data-uniqueid="0_0" method="post" action="' . admin_url( 'admin-post.php' ) . '" aria-label="Join the discussion">', $html );
		$this->assertStringContainsString( '<input type="hidden" name="action" value="farol_comment">', $html );
		$this->assertStringContainsString( '<div id="wpd-editor-0_0" class="farol-editor" data-farol-slot="editor"', $html );
		$this->assertMatchesRegularExpression( '/<textarea name="wc_comment" required/', $html );
		$this->assertStringContainsString( 'data-farol-slot="counter" aria-live="polite"', $html );
		foreach ( array( 'wc_name', 'wc_email', 'wc_website', 'wpd_cookies_consent', 'farol_hp' ) as $field ) {
			$this->assertStringContainsString( 'name="' . $field . '"', $html, $field );
		}
		$this->assertStringContainsString( '<input type="hidden" name="wpdiscuz_unique_id" value="0_0">', $html );
		$this->assertStringContainsString( '<input type="hidden" name="wpd_comment_depth" value="1">', $html );
		$this->assertStringContainsString( '<input type="hidden" name="postId" value="' . $post . '">', $html );
		$this->assertStringContainsString( '<input type="hidden" name="wpdiscuz_notification_type" value="">', $html );
		$this->assertStringContainsString( '<button type="submit" class="farol-comment-form__submit" data-farol-action="submit">', $html );
		$this->assertStringNotContainsString( 'name="nonce"', $html, 'a guest page stays cacheable' );
		$this->assertStringNotContainsString( 'wpd_agreement', $html );
		preg_match( '/name="farol_started" value="([^"]+)"/', $html, $stamp );
		$this->assertMatchesRegularExpression( '/^\d+\.[a-f0-9]{64}$/', $stamp[1] );
		$this->assertSame( SignedStamp::create( 'farol_comment_started', $post, (int) strtok( $stamp[1], '.' ) ), $stamp[1] );
	}

	/**
	 * Consent and agreement boxes follow core's option and the setting; the agreement is escaped.
	 */
	public function test_consent_and_agreement_follow_their_settings(): void {
		$post = $this->create_post();
		update_option( 'show_comments_cookies_opt_in', 0 );
		update_option( Settings::OPTION, array( 'agreement_text' => 'Li as <a href="/regras">regras</a><script>alert(1)</script>' ) );
		$html = $this->comment_forms()->main( get_post( $post ) );
		$this->assertStringNotContainsString( 'wpd_cookies_consent', $html );
		$this->assertStringContainsString( '<input type="checkbox" name="wpd_agreement" value="1" required> Li as <a href="/regras">regras</a>alert(1)</label>', $html );
	}

	/**
	 * A member's form has no identity fields and carries the nonce; closed posts have no form;
	 * members-only sites show guests a login link.
	 */
	public function test_members_closed_posts_and_members_only_sites(): void {
		$post = $this->create_post();
		$this->login_as( 'subscriber' );
		$html = $this->comment_forms()->main( get_post( $post ) );
		$this->assertStringNotContainsString( 'wc_name', $html );
		$this->assertStringContainsString( 'name="nonce" value="' . wp_create_nonce( 'farol_comments' ) . '"', $html );
		wp_set_current_user( 0 );

		$closed = $this->create_post( array( 'comment_status' => 'closed' ) );
		$this->assertSame( '', $this->comment_forms()->main( get_post( $closed ) ) );
		$this->assertSame( '', $this->comment_forms()->reply_template( get_post( $closed ) ) );

		update_option( 'comment_registration', 1 );
		$login = $this->comment_forms()->main( get_post( $post ) );
		$this->assertStringContainsString( 'class="farol-comment-form__login"', $login );
		$this->assertStringContainsString( esc_url( wp_login_url( get_permalink( $post ) . '#wpdcom' ) ), $login );
		$this->assertStringNotContainsString( '<form', $login );
	}

	/**
	 * The reply template leaves the unique id to the client and has a cancel button.
	 */
	public function test_the_reply_template_leaves_the_unique_id_to_the_client(): void {
		$html = $this->comment_forms()->reply_template( get_post( $this->create_post() ) );
		$this->assertStringContainsString( 'data-farol-form="reply" data-uniqueid=""', $html );
		$this->assertStringContainsString( '<div class="farol-editor" data-farol-slot="editor"', $html );
		$this->assertStringContainsString( 'data-farol-action="cancel-reply"', $html );
		$this->assertStringContainsString( '<input type="hidden" name="wpdiscuz_unique_id" value="">', $html );
		$this->assertStringNotContainsString( ' id="', $html, 'clones need no new ids but the editor\'s' );
	}

	/**
	 * The client's props carry the write side's keys.
	 */
	public function test_the_client_props_carry_the_write_keys(): void {
		$post  = get_post( $this->create_post() );
		$props = apply_filters( 'farol_comments_client_props', array( 'postId' => $post->ID ), $post );
		$this->assertSame( $post->ID, $props['postId'] );
		$this->assertSame( '', $props['nonce'] );
		$this->assertSame( array( 'loggedIn' => false, 'canModerate' => false ), $props['user'] ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertTrue( $props['guestCommenting'] );
		$this->assertTrue( $props['requireNameEmail'] );
		$this->assertSame( array( 'commentMin', 'commentMax', 'replyMin', 'replyMax' ), array_keys( $props['limits'] ) );
		$this->assertContainsOnly( 'int', $props['limits'] );
		$this->assertSame( COOKIEHASH, $props['cookieHash'] );
		$this->assertSame( '', $props['placeholderEmailDomain'] );

		$this->login_as( 'editor' );
		$props = apply_filters( 'farol_comments_client_props', array(), $post );
		$this->assertSame( wp_create_nonce( 'farol_comments' ), $props['nonce'] );
		$this->assertSame( array( 'loggedIn' => true, 'canModerate' => true ), $props['user'] ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
	}

	/**
	 * Edit and delete buttons show for whoever may use them, on this request.
	 */
	public function test_edit_buttons_show_for_whoever_may_use_them(): void {
		$post    = $this->create_post();
		$author  = $this->create_user();
		$id      = $this->add_comment(
			$post,
			array(
				'user_id' => $author,
				'age'     => 30,
			)
		);
		$buttons = static fn (): string => (string) apply_filters( 'farol_comment_actions_html', '', get_comment( $id ), null );

		// Other features add their own buttons to the row (e.g. follows): no edit, no delete here.
		$this->assertStringNotContainsString( 'data-farol-action="edit"', $buttons(), 'a guest reader' );
		$this->assertStringNotContainsString( 'data-farol-action="delete"', $buttons(), 'a guest reader' );
		wp_set_current_user( $author );
		$this->assertStringContainsString( 'data-farol-action="edit"', $buttons() );
		$this->assertStringContainsString( 'data-farol-action="delete"', $buttons() );
		$this->login_as( 'subscriber' );
		$this->assertStringNotContainsString( 'data-farol-action="edit"', $buttons() );
		$this->assertStringNotContainsString( 'data-farol-action="delete"', $buttons() );
		$this->login_as( 'editor' );
		$this->assertStringContainsString( 'data-farol-action="edit"', $buttons() );
	}
}

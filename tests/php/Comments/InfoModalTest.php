<?php
/**
 * The info modal: wpdGetInfo and the tab pages.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Tests\TestCase;
use WP_HTML_Tag_Processor;

/**
 * A member gets a labelled dialog with the comments and follows tabs; the comments tab lists
 * their own comments, newest first, 10 a page, with delete where the edit rules allow it; a
 * guest gets the e-mail form; pages are refused to guests and without the nonce.
 */
final class InfoModalTest extends TestCase {

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
	 * The member's modal is a labelled dialog with a tablist.
	 */
	public function test_a_member_gets_a_labelled_dialog_with_tabs(): void {
		$post = $this->create_post();
		$this->login_as( 'subscriber' );
		$answer = $this->ajax_json(
			'wpdGetInfo',
			array(
				'postId' => $post,
				'nonce'  => wp_create_nonce( 'farol_comments' ),
			)
		);
		$this->assertTrue( $answer['success'] );
		$html = $answer['data']['html'];

		$tags = new WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'farol-info' ) ) );
		$this->assertSame( 'dialog', $tags->get_attribute( 'role' ) );
		$this->assertSame( 'true', $tags->get_attribute( 'aria-modal' ) );
		$this->assertSame( 'farol-info-title', $tags->get_attribute( 'aria-labelledby' ) );
		$this->assertStringContainsString( 'id="farol-info-title"', $html );
		$this->assertStringContainsString( 'role="tablist"', $html );
		$this->assertMatchesRegularExpression( '/role="tab"[^>]*aria-selected="true"[^>]*data-farol-info-action="wpdGetActivityPage"/', $html );
		$this->assertStringContainsString( 'data-farol-info-action="wpdGetFollowsPage"', $html );
		$this->assertStringContainsString( 'You have not commented yet.', $html );
	}

	/**
	 * A guest gets the e-mail form (with honeypot and stamp), or the login hint when guest
	 * links are off; wpdGetInfo is refused when the modal is off.
	 */
	public function test_a_guest_gets_the_email_form(): void {
		$post = $this->create_post();
		wp_set_current_user( 0 );
		$html = $this->ajax_json( 'wpdGetInfo', array( 'postId' => $post ) )['data']['html'];
		$this->assertStringContainsString( 'data-farol-info="guest-form"', $html );
		$this->assertStringContainsString( 'type="email"', $html );
		$this->assertStringContainsString( 'name="farol_hp"', $html );
		$this->assertStringNotContainsString( 'role="tablist"', $html );

		update_option( Settings::OPTION, array( 'guest_delete_links_enabled' => false ) );
		$html = $this->ajax_json( 'wpdGetInfo', array( 'postId' => $post ) )['data']['html'];
		$this->assertStringNotContainsString( 'guest-form', $html );
		$this->assertStringContainsString( 'Log in to see your content.', $html );

		update_option( Settings::OPTION, array( 'info_modal_enabled' => false ) );
		$this->assertSame( 'feature_disabled', $this->ajax_json( 'wpdGetInfo', array( 'postId' => $post ) )['data'] );
		$this->assertStringNotContainsString( 'data-farol-action="info"', $this->comment_area( $post ) );
	}

	/**
	 * The area carries the "My content" button.
	 */
	public function test_the_area_has_the_info_button(): void {
		$post = $this->create_post();
		$this->assertStringContainsString( 'data-farol-action="info"', $this->comment_area( $post ) );
	}

	/**
	 * Twelve comments: page 1 has the 10 newest with delete buttons, page 2 the 2 oldest;
	 * another person's comment is never listed; old comments have no delete button.
	 */
	public function test_the_comments_tab_pages_own_comments_newest_first(): void {
		$post   = $this->create_post();
		$member = $this->login_as( 'subscriber' );
		$ids    = array();
		for ( $i = 1; $i <= 12; $i++ ) {
			$ids[] = $this->add_comment(
				$post,
				array(
					'user_id'         => $member,
					'comment_content' => "Meu comentário número {$i}",
					'age'             => 600 - $i * 10,
				)
			);
		}
		$this->add_comment( $post, array( 'comment_content' => 'De outra pessoa' ) );
		$nonce = wp_create_nonce( 'farol_comments' );

		$first = $this->ajax_json(
			'wpdGetActivityPage',
			array(
				'page'  => 1,
				'nonce' => $nonce,
			)
		)['data'];
		$this->assertSame( array( 1, 2, 12 ), array( $first['page'], $first['pages'], $first['total'] ) );
		$this->assertSame( 10, substr_count( $first['html'], 'class="farol-info__item"' ) );
		$this->assertMatchesRegularExpression( '/número 12.*número 11/s', $first['html'], 'newest first' );
		$this->assertStringNotContainsString( 'De outra pessoa', $first['html'] );
		$this->assertStringContainsString( 'data-farol-action="wpdDeleteComment" data-id="' . $ids[11] . '"', $first['html'] );
		$this->assertStringContainsString( 'data-farol-info-page="2"', $first['html'] );
		$this->assertStringContainsString( 'aria-current="page">1<', $first['html'] );

		$second = $this->ajax_json(
			'wpdGetActivityPage',
			array(
				'page'  => 2,
				'nonce' => $nonce,
			)
		)['data'];
		$this->assertSame( 2, substr_count( $second['html'], 'class="farol-info__item"' ) );
		$this->assertStringContainsString( 'número 1<', $second['html'] );

		// Past the edit window, the author may no longer delete: no button.
		$old  = $this->add_comment(
			$post,
			array(
				'user_id' => $member,
				'age'     => DAY_IN_SECONDS,
			)
		);
		$last = $this->ajax_json(
			'wpdGetActivityPage',
			array(
				'page'  => 2,
				'nonce' => $nonce,
			)
		)['data'];
		$this->assertStringNotContainsString( 'data-id="' . $old . '"', $last['html'] );
		$this->assertSame(
			2,
			$this->ajax_json(
				'wpdGetActivityPage',
				array(
					'page'  => 99,
					'nonce' => $nonce,
				)
			)['data']['page'],
			'a page past the end is the last'
		);
	}

	/**
	 * Pages are refused to guests, without a nonce and with a broken page number.
	 */
	public function test_page_refusals(): void {
		wp_set_current_user( 0 );
		$this->assertSame( 'info_login_required', $this->ajax_json( 'wpdGetActivityPage', array( 'page' => 1 ) )['data'] );
		$this->assertSame( 'info_login_required', $this->ajax_json( 'wpdGetFollowsPage', array( 'page' => 1 ) )['data'] );
		$this->login_as( 'subscriber' );
		$this->assertSame( 'nonce_invalid', $this->ajax_json( 'wpdGetActivityPage', array( 'page' => 1 ) )['data'] );
		$this->assertSame(
			'invalid_request',
			$this->ajax_json(
				'wpdGetActivityPage',
				array(
					'page'  => 'x',
					'nonce' => wp_create_nonce( 'farol_comments' ),
				)
			)['data']
		);
	}
}

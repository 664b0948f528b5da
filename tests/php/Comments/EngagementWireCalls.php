<?php
/**
 * The wire contract test's calls of social login and inline comments.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

/**
 * Calls the social login and inline comment actions through the contract test's `call()`.
 */
trait EngagementWireCalls {

	/**
	 * Social login: the redirect flow's start, and Telegram's result for a linked account.
	 *
	 * @param int $post The post.
	 */
	private function call_social_actions( int $post ): void {
		// Social login: the redirect flow's start, and Telegram's result for a linked account.
		SocialFixtures::enable( 'google' );
		SocialFixtures::enable( 'telegram' );
		$this->call(
			'wpd_social_login',
			array(
				'provider' => 'google',
				'postID'   => $post,
			)
		);
		$this->call( 'wpd_login_callback', SocialFixtures::telegram_result( SocialFixtures::linked_telegram_user() ) );
	}

	/**
	 * Inline comments: a passage's popup, a guest's comment on it, the passage's list.
	 */
	private function call_inline_actions(): void {
		// Inline comments (Comments\Inline): a passage's popup, a guest's comment on it (from
		// another address: core's flood check), the passage's list.
		wp_set_current_user( 0 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.24';
		$passage                = array(
			'postId'         => $this->create_post( array( 'post_content' => '<p><span class="farol-inline" data-farol-inline="abc12345">Trecho</span></p>' ) ),
			'inline_form_id' => 'abc12345',
		);
		$this->call( 'wpdGetInlineCommentForm', $passage );
		$this->call( 'wpdAddInlineComment', array_merge( $this->guest_form( $passage['postId'], array( 'wc_email' => 'inline@example.org' ) ), $passage ) );
		$this->call( 'wpdGetLastInlineComments', $passage );
	}
}

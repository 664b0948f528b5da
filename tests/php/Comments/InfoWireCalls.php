<?php
/**
 * The wire contract's calls of follows, the info modal and guest actions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Info\GuestLinks;
use Farol\Comments\Info\InfoModal;
use Farol\Support\Abuse\SignedStamp;

/**
 * Calls each action of this area once through its real handler (WireContractTest::call()
 * checks every answer against the contract).
 */
trait InfoWireCalls {

	/**
	 * Follow, the modal and its pages, cancel, the guest links and a guest action.
	 *
	 * @param int $post A post with comments by ana@example.org.
	 */
	private function call_info_actions( int $post ): void {
		$author  = $this->create_user( 'author' );
		$comment = $this->add_comment(
			$post,
			array(
				'user_id'              => $author,
				'comment_author_email' => (string) get_userdata( $author )->user_email,
			)
		);
		$this->login_as( 'subscriber' );
		$nonce = array( 'nonce' => wp_create_nonce( 'farol_comments' ) );
		$this->call( 'wpdFollowUser', array_merge( $nonce, array( 'commentId' => $comment ) ) );
		$this->call( 'wpdGetInfo', array_merge( $nonce, array( 'postId' => $post ) ) );
		$this->call( 'wpdGetActivityPage', array_merge( $nonce, array( 'page' => 1 ) ) );
		$this->call( 'wpdGetSubscriptionsPage', array_merge( $nonce, array( 'page' => 1 ) ) );
		$page = $this->call( 'wpdGetFollowsPage', array_merge( $nonce, array( 'page' => 1 ) ) );
		preg_match( '/data-id="(\d+)"/', (string) $page['html'], $match );
		$this->call(
			'wpdCancelFollow',
			array_merge(
				$nonce,
				array(
					'id'   => $match[1] ?? '0',
					'page' => 1,
				)
			)
		);

		wp_set_current_user( 0 );
		$this->call(
			'wpdEmailDeleteLinks',
			array(
				'postId'           => $post,
				'email'            => 'ana@example.org',
				SignedStamp::FIELD => SignedStamp::create( InfoModal::STAMP_PURPOSE, $post, time() - 30 ),
			)
		);
		$expires = time() + 60;
		$this->call(
			'wpdGuestAction',
			array(
				'guestAction' => 'deleteFollows',
				'subject'     => 'ana@example.org',
				'expires'     => (string) $expires,
				'key'         => GuestLinks::sign( 'deleteFollows', 'ana@example.org', $expires ),
			)
		);
	}
}

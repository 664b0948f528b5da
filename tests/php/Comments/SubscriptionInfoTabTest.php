<?php
/**
 * The info modal's subscriptions tab and wpdCancelSubscription.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\CommentsModule;
use Farol\Comments\Info\Visitor;
use Farol\Comments\Subscriptions\SubscriptionStore;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Support\Mail\DirectMailer;
use Farol\Tests\TestCase;

/**
 * The tab lists the visitor's own subscriptions, paginated, each with its cancel button; a
 * member cancels their own and gets the refreshed page; another's, or a guest nobody
 * verified, is refused; a guest's erase removes theirs only.
 */
final class SubscriptionInfoTabTest extends TestCase {

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
	 * The tab CommentsModule hands the modal.
	 */
	private function tab(): \Farol\Comments\Info\InfoTab {
		$tabs = ( new CommentsModule( new AbuseDefences(), new DirectMailer() ) )->info_tabs();
		$ids  = array_map( static fn ( $tab ): string => $tab->id(), $tabs );
		$this->assertContains( 'subscriptions', $ids );
		return $tabs[ array_search( 'subscriptions', $ids, true ) ];
	}

	/**
	 * Pages, the cancel button, cancelling one's own, refusals and erase.
	 */
	public function test_pages_cancel_and_erase(): void {
		$store  = new SubscriptionStore();
		$member = $this->login_as( 'subscriber' );
		$email  = (string) wp_get_current_user()->user_email;
		$posts  = array();
		for ( $i = 0; $i < 12; $i++ ) {
			$posts[] = $this->create_post( array( 'post_title' => "Post {$i}" ) );
			$store->save( $email, $member, end( $posts ), 'post', end( $posts ), true );
		}
		$other = $store->save( 'outra@example.org', 0, $posts[0], 'post', $posts[0], true );

		$tab = $this->tab();
		$this->assertSame( 'wpdGetSubscriptionsPage', $tab->page_action() );
		$visitor = new Visitor( $member, $email );
		$first   = $tab->page( $visitor, 1 );
		$this->assertSame( array( 1, 2, 12 ), array( $first->page, $first->pages, $first->total ) );
		$this->assertSame( 10, substr_count( $first->html, 'data-farol-action="cancel-subscription"' ) );
		$this->assertStringContainsString( 'Post 11', $first->html, 'newest first, with the post\'s title' );
		$this->assertStringNotContainsString( 'outra@', $first->html );
		$this->assertSame( 2, $tab->page( $visitor, 9 )->page, 'a page past the end is the last' );

		$mine   = $store->find_one( $email, $posts[0], 'post', $posts[0] );
		$nonce  = wp_create_nonce( 'farol_comments' );
		$answer = $this->ajax_json(
			'wpdCancelSubscription',
			array(
				'id'    => $mine->id,
				'page'  => 2,
				'nonce' => $nonce,
			)
		);
		$this->assertTrue( $answer['success'] );
		$this->assertSame( array( 2, 2, 11 ), array( $answer['data']['page'], $answer['data']['pages'], $answer['data']['total'] ) );
		$this->assertNull( $store->find( $mine->id ) );

		$theirs = $this->ajax_json(
			'wpdCancelSubscription',
			array(
				'id'    => $other->id,
				'page'  => 1,
				'nonce' => $nonce,
			)
		);
		$this->assertSame( 'subscription_not_yours', $theirs['data'] );
		$this->assertNotNull( $store->find( $other->id ) );
		$this->assertSame( 'nonce_invalid', $this->ajax_json( 'wpdCancelSubscription', array( 'id' => $other->id ) )['data'] );

		wp_set_current_user( 0 );
		$guest = $this->ajax_json(
			'wpdCancelSubscription',
			array(
				'id'   => $other->id,
				'page' => 1,
			)
		);
		$this->assertSame( 'subscription_not_yours', $guest['data'], 'a guest needs the modal\'s verified identity' );

		$this->assertSame( 1, $tab->erase( 'OUTRA@example.org' ) );
		$this->assertNull( $store->find( $other->id ) );
		$this->assertSame( 11, $tab->page( $visitor, 1 )->total, 'the member\'s stay' );
	}
}

<?php
/**
 * The subscription and follow links wpDiscuz mailed, answered for imported rows.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Follows\FollowStore;
use Farol\Comments\Legacy\WpDiscuzLinks;
use Farol\Comments\Subscriptions\SubscriptionStore;
use Farol\Tests\TestCase;
use Farol\Tests\WpDieException;
use RuntimeException;

/**
 * A subscription or a follow imported from wpDiscuz keeps its activation key; the links wpDiscuz
 * mailed with it do what they did there, behind one button.
 */
final class WpDiscuzLinksTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;
	use SubscriptionFixtures;

	/**
	 * Comments open, subscriptions on (the defaults).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
	}

	/**
	 * The handler.
	 */
	private function handler(): WpDiscuzLinks {
		return new WpDiscuzLinks( new SubscriptionStore(), new FollowStore() );
	}

	/**
	 * The page a wpDiscuz link answers in place.
	 *
	 * @param string $method GET or POST.
	 * @param array  $query  The link's fields.
	 */
	private function follow_page( string $method, array $query ): WpDieException {
		$_SERVER['REQUEST_URI']    = '/wpdiscuzsubscription/follow/?' . http_build_query( $query );
		$_SERVER['REQUEST_METHOD'] = $method;
		$_GET                      = $query;
		try {
			$this->handler()->handle();
		} catch ( WpDieException $page ) {
			return $page;
		} finally {
			$_GET                      = array();
			$_SERVER['REQUEST_METHOD'] = 'GET';
		}
		$this->fail( 'the follow link answers a page' );
	}

	/**
	 * A member's imported follow: its confirm link says it is on; its unfollow link asks with one
	 * button (changing nothing), whose POST ends the follow; then the link finds nothing.
	 */
	public function test_the_mailed_wpdiscuz_follow_links(): void {
		$member  = $this->create_user( 'subscriber', array( 'user_email' => 'carla@example.com' ) );
		$follows = new FollowStore();
		$key     = md5( 'joao@example.comcarla@example.com1716977100' );
		$follows->import( $member, 'carla@example.com', 0, 'joao@example.com', 'João <b>P</b>', $key );
		$link = array(
			'wpdiscuzFollowID'  => '1',
			'wpdiscuzFollowKey' => $key,
			'wpDiscuzComfirm'   => '1',
		);

		$on = $this->follow_page( 'GET', $link );
		$this->assertSame( 200, $on->status );
		$this->assertStringContainsString( 'João &lt;b&gt;P&lt;/b&gt;', $on->getMessage(), 'the name is escaped' );
		$this->assertTrue( $follows->follows( $member, 'joao@example.com' ) );

		$ask = $this->follow_page( 'GET', array( 'wpDiscuzComfirm' => '0' ) + $link );
		$this->assertSame( 200, $ask->status );
		$this->assertSame( 1, substr_count( $ask->getMessage(), '<button' ), 'one button' );
		$this->assertStringContainsString( 'method="post" action="' . esc_url( home_url( '/wpdiscuzsubscription/follow/' ) ), $ask->getMessage(), 'it posts to the link' );
		$this->assertTrue( $follows->follows( $member, 'joao@example.com' ), 'opening the link changes nothing' );

		$done = $this->follow_page( 'POST', array( 'wpDiscuzComfirm' => '0' ) + $link );
		$this->assertSame( 200, $done->status );
		$this->assertFalse( $follows->follows( $member, 'joao@example.com' ), 'the POST ends the follow' );

		$gone = $this->follow_page( 'GET', array( 'wpDiscuzComfirm' => '0' ) + $link );
		$this->assertSame( 404, $gone->status );
	}

	/**
	 * Where a GET of a wpDiscuz link is sent.
	 *
	 * @param string $path  The path under the home.
	 * @param array  $query The link's fields.
	 * @return string The redirect's address.
	 */
	private function open_wpdiscuz_link( string $path, array $query ): string {
		$_SERVER['REQUEST_URI']    = '/' . $path . '?' . http_build_query( $query );
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$_GET                      = $query;
		add_filter(
			'wp_redirect',
			static function ( $location ): void {
				throw new RuntimeException( (string) $location );
			}
		);
		try {
			$this->handler()->handle();
		} catch ( RuntimeException $redirect ) {
			return $redirect->getMessage();
		} finally {
			remove_all_filters( 'wp_redirect' );
			$_GET = array();
		}
		$this->fail( 'the link redirects' );
	}

	/**
	 * A pending imported subscription is confirmed through its wpDiscuz confirm link (then the
	 * link says it is confirmed), and deleted through its wpDiscuz unsubscribe link.
	 */
	public function test_the_mailed_wpdiscuz_links_confirm_and_unsubscribe(): void {
		$post  = $this->create_post();
		$store = new SubscriptionStore();
		$key   = md5( 'ana@example.com' . uniqid() );
		$id    = $store->import( 'ana@example.com', 0, $post, 'post', $post, false, $key, gmdate( 'Y-m-d H:i:s' ) );

		$farol = $this->open_wpdiscuz_link(
			'wpdiscuzsubscription/confirm/',
			array(
				'wpdiscuzConfirmID'  => '41',
				'wpdiscuzConfirmKey' => $key,
				'wpDiscuzComfirm'    => 'yes',
			)
		);
		$this->assertStringContainsString( 'wpdiscuzConfirm=1', $farol, 'sent on to Farol\'s own confirm link' );
		$this->assertFalse( $store->find( $id )->confirmed, 'opening the link confirms nothing yet' );
		$this->assertSame( 'subscription_confirmed', $this->open_link( $farol )[0] );
		$this->assertTrue( $store->find( $id )->confirmed );

		$again = $this->open_wpdiscuz_link( 'wpdiscuzsubscription/confirm', array( 'wpdiscuzConfirmID' => '41', 'wpdiscuzConfirmKey' => strtoupper( $key ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertStringContainsString( 'farol_subscription=subscription_confirmed', $again );
		$this->assertStringStartsWith( (string) get_permalink( $post ), $again );

		$leave = $this->open_wpdiscuz_link( 'wpdiscuzsubscription/unsubscribe/', array( 'wpdiscuzSubscribeID' => '41', 'key' => $key ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertStringContainsString( 'wpdiscuzUnsubscribe=1', $leave );
		$this->assertSame( 'unsubscribed', $this->open_link( $leave )[0] );
		$this->assertNull( $store->find( $id ) );
	}

	/**
	 * A key no row has (or a malformed one) gets a 404 page with the phrase; a Farol row's own
	 * 64-hex secret is no wpDiscuz key; other paths pass untouched.
	 */
	public function test_unknown_keys_are_answered_and_other_paths_pass(): void {
		$post  = $this->create_post();
		$store = new SubscriptionStore();
		$sub   = $store->save( 'bia@example.com', 0, $post, 'post', $post, true );
		foreach ( array( str_repeat( 'a', 32 ), 'x', $sub->secret, '' ) as $key ) {
			$_SERVER['REQUEST_URI'] = '/wpdiscuzsubscription/unsubscribe/?key=' . rawurlencode( $key );
			$_GET                   = array( 'key' => $key );
			try {
				$this->handler()->handle();
				$this->fail( 'an unknown key is answered' );
			} catch ( WpDieException $page ) {
				$this->assertSame( 404, $page->status );
				$this->assertStringContainsString( 'no longer exists', $page->getMessage() );
			}
		}
		$this->assertNotNull( $store->find( $sub->id ) );

		foreach ( array( '/wpdiscuzsubscription/other/', '/blog/wpdiscuzsubscription-confirm/', '/?p=1' ) as $uri ) {
			$_SERVER['REQUEST_URI'] = $uri;
			$this->handler()->handle();
		}
		$this->addToAssertionCount( 1 ); // Reached: none of them was answered.
	}
}

<?php
/**
 * The confirm and unsubscribe links wpDiscuz mailed, answered for imported subscriptions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Subscriptions\SubscriptionStore;
use Farol\Comments\Subscriptions\WpDiscuzLinks;
use Farol\Tests\TestCase;
use Farol\Tests\WpDieException;
use RuntimeException;

/**
 * A subscription imported from wpDiscuz keeps its activation key; the links wpDiscuz mailed with
 * it lead to Farol's own link for the row, whose button does what wpDiscuz's link did.
 */
final class SubscriptionWpDiscuzLinksTest extends TestCase {

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
			( new WpDiscuzLinks( new SubscriptionStore() ) )->handle();
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
				( new WpDiscuzLinks( $store ) )->handle();
				$this->fail( 'an unknown key is answered' );
			} catch ( WpDieException $page ) {
				$this->assertSame( 404, $page->status );
				$this->assertStringContainsString( 'no longer exists', $page->getMessage() );
			}
		}
		$this->assertNotNull( $store->find( $sub->id ) );

		foreach ( array( '/wpdiscuzsubscription/other/', '/blog/wpdiscuzsubscription-confirm/', '/?p=1' ) as $uri ) {
			$_SERVER['REQUEST_URI'] = $uri;
			( new WpDiscuzLinks( $store ) )->handle();
		}
		$this->addToAssertionCount( 1 ); // Reached: none of them was answered.
	}
}

<?php
/**
 * Helpers of the subscription tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Subscriptions\SubscriptionKeys;
use Farol\Comments\Subscriptions\SubscriptionLinks;
use Farol\Comments\Subscriptions\SubscriptionMails;
use Farol\Comments\Subscriptions\SubscriptionSettings;
use Farol\Comments\Subscriptions\SubscriptionStore;
use Farol\Comments\Subscriptions\SubscriptionsTable;
use Farol\Comments\Subscriptions\Subscribing;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\SignedStamp;
use Farol\Support\Mail\DirectMailer;
use Farol\Tests\WpDieException;
use RuntimeException;

/**
 * The bar's fields, the mails to one address, and opening a mailed link as a browser would.
 */
trait SubscriptionFixtures {

	/**
	 * The subscribe bar's fields for a guest.
	 *
	 * @param int                 $post_id Post.
	 * @param array<string,mixed> $fields  Overrides.
	 * @return array<string,mixed>
	 */
	protected function bar_form( int $post_id, array $fields = array() ): array {
		return array_merge(
			array(
				'postId'                     => $post_id,
				'wpdiscuz_subscription_type' => 'post',
				'email'                      => 'leitora@example.org',
				BotCheck::HONEYPOT_FIELD     => '',
				SignedStamp::FIELD           => SignedStamp::create( 'farol_comment_started', $post_id, time() - 60 ),
			),
			$fields
		);
	}

	/**
	 * The mails sent to an address.
	 *
	 * @param string $to Address.
	 * @return list<array<string,mixed>>
	 */
	protected function mails_to( string $to ): array {
		return array_values( array_filter( $this->mails(), static fn ( array $mail ): bool => $to === $mail['to'] ) );
	}

	/**
	 * The first link of a kind (`wpdiscuzConfirm` or `wpdiscuzUnsubscribe`) in a mail's text.
	 *
	 * @param array<string,mixed> $mail A captured mail.
	 * @param string              $kind The link's field.
	 */
	protected function link_in( array $mail, string $kind ): string {
		$this->assertSame( 1, preg_match( '#https?://\S*' . $kind . '=1\S*#', (string) $mail['message'], $found ), "a {$kind} link in: " . $mail['message'] );
		return $found[0];
	}

	/**
	 * Opens a mailed link as a person does: the GET answers a page with one button and changes
	 * nothing; the button POSTs to the link's own address, which acts and redirects. Answers the
	 * outcome the post page is sent to show, and where.
	 *
	 * @param string $url The link.
	 * @return array{0: string, 1: string} Outcome key and the redirect's address.
	 */
	protected function open_link( string $url ): array {
		$action = $this->link_page( $url );
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $link );
		parse_str( (string) wp_parse_url( $action, PHP_URL_QUERY ), $posts_to );
		unset( $link['p'], $posts_to['p'] );
		$this->assertSame( $link, $posts_to, 'the button posts the link\'s own fields (to the post page, or home once the subscription is gone)' );
		return $this->post_link( $action );
	}

	/**
	 * A GET of a mailed link: the page it answers (status 200, one form posting to an
	 * address), with the subscriptions table as it was.
	 *
	 * @param string $url The link.
	 * @return string The form's action.
	 */
	protected function link_page( string $url ): string {
		global $wpdb;
		$before                    = $wpdb->get_results( 'SELECT * FROM ' . SubscriptionsTable::name() . ' ORDER BY id', ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$_GET                      = array();
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $_GET );
		try {
			$this->links()->handle();
			$this->fail( 'a GET of the link answers a page' );
		} catch ( WpDieException $page ) {
			$_GET = array();
			$this->assertSame( 200, $page->status );
			$this->assertSame( 1, substr_count( $page->getMessage(), '<button' ), 'one button' );
			$this->assertSame( 1, preg_match( '#<form method="post" action="([^"]+)">#', $page->getMessage(), $form ) );
			$this->assertSame( $before, $wpdb->get_results( 'SELECT * FROM ' . SubscriptionsTable::name() . ' ORDER BY id', ARRAY_A ), 'opening the link changes nothing' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
			return html_entity_decode( $form[1] );
		}
	}

	/**
	 * A POST to a mailed link (its button, or a mail client's one-click unsubscribe with
	 * `$body`): the outcome the post page is sent to show, and where.
	 *
	 * @param string               $url  The link.
	 * @param array<string,string> $body The POST's fields.
	 * @return array{0: string, 1: string} Outcome key and the redirect's address.
	 * @throws WpDieException When the POST is answered in place (a one-click unsubscribe).
	 */
	protected function post_link( string $url, array $body = array() ): array {
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$_GET                      = array();
		$_POST                     = $body;
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $_GET );
		add_filter(
			'wp_redirect',
			static function ( $location ): void {
				throw new RuntimeException( (string) $location );
			}
		);
		try {
			$this->links()->handle();
		} catch ( WpDieException $answer ) {
			throw $answer; // A page, not a redirect: the caller reads it.
		} catch ( RuntimeException $redirect ) {
			remove_all_filters( 'wp_redirect' );
			$_GET                      = array();
			$_POST                     = array();
			$_SERVER['REQUEST_METHOD'] = 'GET';
			parse_str( (string) wp_parse_url( $redirect->getMessage(), PHP_URL_QUERY ), $query );
			$this->assertArrayNotHasKey( 'skey', $query, 'the key leaves the address' );
			return array( (string) ( $query[ SubscriptionLinks::NOTICE_FIELD ] ?? '' ), $redirect->getMessage() );
		} finally {
			$_POST                     = array();
			$_SERVER['REQUEST_METHOD'] = 'GET';
		}
		$this->fail( 'the link redirects' );
	}

	/**
	 * The links' handler.
	 */
	private function links(): SubscriptionLinks {
		return new SubscriptionLinks( new Subscribing( new SubscriptionStore(), new SubscriptionMails( new DirectMailer() ), new SubscriptionSettings(), ( new AbuseDefences() )->mail ) );
	}

	/**
	 * Calls each subscription action once with a success, as the member logged in (a guest's
	 * wpdAddSubscription first), through the wire test's checking caller.
	 *
	 * @param int      $post Post.
	 * @param callable $call The caller: (action, fields) → the answer's data.
	 */
	protected function call_subscription_actions( int $post, callable $call ): void {
		$member = get_current_user_id();
		wp_set_current_user( 0 );
		$call( 'wpdAddSubscription', $this->bar_form( $post ) );
		wp_set_current_user( $member );
		$nonce = array( 'nonce' => wp_create_nonce( 'farol_comments' ) );
		$added = $call( 'wpdAddSubscription', $this->bar_form( $post, $nonce ) );
		$this->assertSame( 'subscription_added', $added['code'] );
		$store = new SubscriptionStore();
		$email = (string) wp_get_current_user()->user_email;
		$sub   = $store->find_one( $email, $post, 'post', $post );
		$call(
			'wpdUnsubscribe',
			$nonce + array(
				'sid'  => $sub->id,
				'skey' => SubscriptionKeys::key( SubscriptionKeys::UNSUBSCRIBE, $sub ),
			)
		);
		$sub = $store->save( $email, $member, $post, 'all_comment', $post, true );
		$call(
			'wpdCancelSubscription',
			$nonce + array(
				'id'   => $sub->id,
				'page' => 1,
			)
		);
	}

	/**
	 * Posts the bar's fields to its admin-post handler; answers the outcome in the redirect.
	 *
	 * @param array<string,mixed> $fields Fields.
	 */
	protected function post_bar( array $fields ): string {
		$_POST = wp_slash( $fields );
		add_filter(
			'wp_redirect',
			static function ( $location ): void {
				throw new \RuntimeException( (string) $location );
			}
		);
		try {
			do_action( 'admin_post_nopriv_farol_subscribe' ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores -- core's hook.
		} catch ( \RuntimeException $redirect ) {
			remove_all_filters( 'wp_redirect' );
			$_POST = array();
			$this->assertStringStartsWith( (string) get_permalink( (int) $fields['postId'] ), $redirect->getMessage() );
			parse_str( (string) wp_parse_url( $redirect->getMessage(), PHP_URL_QUERY ), $query );
			return (string) ( $query['farol_subscription'] ?? '' );
		}
		$this->fail( 'the handler redirects' );
	}
}

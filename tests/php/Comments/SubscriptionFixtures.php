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
use Farol\Comments\Subscriptions\Subscribing;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\SignedStamp;
use Farol\Support\Mail\DirectMailer;
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
	 * Opens a mailed link: the outcome the post page is sent to show, and where.
	 *
	 * @param string $url The link.
	 * @return array{0: string, 1: string} Outcome key and the redirect's address.
	 */
	protected function open_link( string $url ): array {
		$_GET = array();
		parse_str( (string) wp_parse_url( $url, PHP_URL_QUERY ), $_GET );
		$links = new SubscriptionLinks( new Subscribing( new SubscriptionStore(), new SubscriptionMails( new DirectMailer() ), new SubscriptionSettings() ) );
		add_filter(
			'wp_redirect',
			static function ( $location ): void {
				throw new RuntimeException( (string) $location );
			}
		);
		try {
			$links->handle();
		} catch ( RuntimeException $redirect ) {
			remove_all_filters( 'wp_redirect' );
			$_GET = array();
			parse_str( (string) wp_parse_url( $redirect->getMessage(), PHP_URL_QUERY ), $query );
			$this->assertArrayNotHasKey( 'skey', $query, 'the key leaves the address' );
			return array( (string) ( $query[ SubscriptionLinks::NOTICE_FIELD ] ?? '' ), $redirect->getMessage() );
		}
		$this->fail( 'the link redirects' );
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
}

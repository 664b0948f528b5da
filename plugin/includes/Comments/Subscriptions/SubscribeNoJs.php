<?php
/**
 * The subscribe bar posted without JavaScript.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

/**
 * The bar's form posts to admin-post.php (`action=farol_subscribe`) when the widget's script
 * never ran: the same checks and outcome as wpdAddSubscription (SubscriptionActions), then a
 * 303 back to the post with the outcome's phrase key, which the bar shows as its notice.
 */
final class SubscribeNoJs {

	/**
	 * The admin-post action.
	 */
	public const ACTION = 'farol_subscribe';

	/**
	 * Creates the handler.
	 *
	 * @param SubscriptionActions $actions The bar's checks.
	 */
	public function __construct( private readonly SubscriptionActions $actions ) {
	}

	/**
	 * Hooks the handler for members and guests.
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
		add_action( 'admin_post_nopriv_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * Subscribes and goes back to the post with the outcome.
	 */
	public function handle(): void {
		$code = $this->actions->subscribe_request();
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- only where to go back to; subscribe_request() checked the request.
		$post = isset( $_POST['postId'] ) && is_scalar( $_POST['postId'] ) ? absint( $_POST['postId'] ) : 0;
		$page = $post > 0 && 'publish' === get_post_status( $post ) ? (string) get_permalink( $post ) : '';
		nocache_headers();
		wp_safe_redirect( add_query_arg( SubscriptionLinks::NOTICE_FIELD, $code, '' !== $page ? $page : home_url( '/' ) ) . '#wpdcom', 303 );
		exit;
	}
}

<?php
/**
 * Demo: subscriptions end to end. The post `como-medir-conversoes` (10-blog.php) gets a
 * subscriber already confirmed (`assinante@example.com`, new comments), so any comment a demo
 * visitor posts there mails a notification at once; and a visitor can subscribe from the bar
 * with any address: the confirmation mail, then every notification, shows in the runtime's
 * mail sink (wp-admin; the queue's viewer), with working confirm and unsubscribe links.
 * Guests confirm by mail (double opt-in on, the default).
 *
 * Idempotent: the subscription is saved once (the table's UNIQUE key).
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

use Farol\Comments\Subscriptions\SubscriptionStore;
use Farol\Comments\Subscriptions\SubscriptionsTable;

( new SubscriptionsTable() )->maybe_upgrade();
$farol_demo_post = get_page_by_path( 'como-medir-conversoes', OBJECT, 'post' );
if ( $farol_demo_post instanceof WP_Post ) {
	( new SubscriptionStore() )->save( 'assinante@example.com', 0, $farol_demo_post->ID, 'post', $farol_demo_post->ID, true );
}

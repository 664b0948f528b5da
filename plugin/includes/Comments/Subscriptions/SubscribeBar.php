<?php
/**
 * The subscribe bar's markup.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Form\CommentFormRenderer;
use Farol\Comments\Phrases;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\StampKinds;
use WP_Post;

/**
 * Prints the subscribe bar above the thread (templates/bar.php): a mailed link's outcome as a
 * notice; a member's own subscriptions of the post, each with an unsubscribe button carrying
 * its sid and skey (the member's page is never shared); and the form for the types not yet
 * taken ("Notify me of" select, the e-mail for guests, the comment form's bot stamp and
 * honeypot, and the comment forms' captcha slot for whoever its settings cover: the seam
 * `farol_comment_form_captcha_html`, kind `subscribe`). A guest's bar is the same for every guest, so the page stays cacheable. The
 * widget's view sends the form (wpdAddSubscription) and the buttons (wpdUnsubscribe).
 */
final class SubscribeBar {

	/**
	 * Creates the bar.
	 *
	 * @param SubscriptionSettings $settings The settings.
	 * @param SubscriptionStore    $store    The table.
	 * @param StampKinds           $stamps   The bot stamps.
	 */
	public function __construct(
		private readonly SubscriptionSettings $settings,
		private readonly SubscriptionStore $store,
		private readonly StampKinds $stamps
	) {
	}

	/**
	 * The bar of a post ('' when subscriptions are off).
	 *
	 * @param WP_Post $post The post.
	 */
	public function html( WP_Post $post ): string {
		$types  = comments_open( $post ) ? $this->settings->bar_types() : array();
		$notice = SubscriptionLinks::notice();
		if ( ( array() === $types && '' === $notice ) || ! SubscriptionsTable::installed() ) {
			return '';
		}
		$user  = wp_get_current_user();
		$mine  = $user->exists() ? $this->store->of_member_on_post( (int) $user->ID, (string) $user->user_email, $post->ID ) : array();
		$taken = array();
		$subs  = array();
		foreach ( $mine as $sub ) {
			$taken[] = $sub->type;
			$subs[]  = array(
				'sid'   => $sub->id,
				'skey'  => SubscriptionKeys::key( SubscriptionKeys::UNSUBSCRIBE, $sub ),
				'label' => Phrases::get( Subscription::POST === $sub->type ? 'subscribe_type_post' : 'subscribe_type_all' ),
			);
		}
		$farol_bar = array(
			'post_id'  => $post->ID,
			'notice'   => '' === $notice ? '' : Phrases::get( $notice ),
			'error'    => '' !== $notice && ! in_array( $notice, SubscriptionLinks::GOOD, true ),
			'action'   => admin_url( 'admin-post.php' ),
			'fallback' => SubscribeNoJs::ACTION,
			'nonce'    => $user->exists() ? wp_create_nonce( Request::NONCE_ACTION ) : '',
			'guest'    => ! $user->exists(),
			'types'    => array_values( array_diff( $types, $taken ) ),
			'subs'     => $subs,
			'stamp'    => $user->exists() ? '' : $this->stamps->field( CommentFormRenderer::STAMP_KIND, $post->ID ),
			'hp'       => BotCheck::HONEYPOT_FIELD,
			// The comment forms' captcha slot, from its one renderer (Captcha\CommentCaptcha, escaped
			// there); '' when the visitor answers none. The same for every guest (no challenge in it).
			'captcha'  => (string) apply_filters( 'farol_comment_form_captcha_html', '', 'subscribe', $post ),
			'text'     => array(
				'label'       => Phrases::get( 'subscribe_label' ),
				'post'        => Phrases::get( 'subscribe_type_post' ),
				'all_comment' => Phrases::get( 'subscribe_type_all' ),
				'email'       => Phrases::get( 'subscribe_email_label' ),
				'submit'      => Phrases::get( 'subscribe_button' ),
				'subscribed'  => Phrases::get( 'subscribed_to' ),
				'unsubscribe' => Phrases::get( 'unsubscribe_button' ),
			),
		);
		ob_start();
		include __DIR__ . '/templates/bar.php';
		// One line, as the rest of the area (no text nodes between tags).
		return (string) preg_replace( '/>\s*\n\s*</', '><', trim( (string) ob_get_clean() ) );
	}

	/**
	 * The comment form's notification box ('' when off): "notify me of replies to my comment",
	 * value `comment` (wpdCheckNotificationType subscribes the author to that comment's replies).
	 */
	public function form_field(): string {
		if ( ! $this->settings->form_checkbox() ) {
			return '<input type="hidden" name="wpdiscuz_notification_type" value="">';
		}
		return '<label class="farol-comment-form__check farol-comment-form__notify"><input type="checkbox" name="wpdiscuz_notification_type" value="' . esc_attr( Subscription::COMMENT ) . '"> ' . esc_html( Phrases::get( 'notify_replies' ) ) . '</label>';
	}
}

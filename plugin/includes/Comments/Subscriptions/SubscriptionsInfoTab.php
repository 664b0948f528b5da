<?php
/**
 * The info modal's subscriptions tab.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use Farol\Comments\Info\InfoActions;
use Farol\Comments\Info\InfoPage;
use Farol\Comments\Info\InfoTab;
use Farol\Comments\Info\Visitor;
use Farol\Comments\Phrases;

/**
 * The visitor's subscriptions in the info modal: each with its post's link, its type, its date
 * (and "awaiting confirmation") and a cancel button (`data-farol-action="cancel-subscription"
 * data-id`; the modal's client asks for confirmation, then calls wpdCancelSubscription). A
 * member's rows are theirs by id or account e-mail; a guest's by the verified e-mail only.
 */
final class SubscriptionsInfoTab implements InfoTab {

	/**
	 * Rows a page.
	 */
	public const PER_PAGE = 10;

	/**
	 * Creates the tab.
	 *
	 * @param SubscriptionStore $store The table.
	 */
	public function __construct( private readonly SubscriptionStore $store ) {
	}

	/**
	 * The tab's key.
	 */
	public function id(): string {
		return 'subscriptions';
	}

	/**
	 * The tab's label.
	 */
	public function label(): string {
		return Phrases::get( 'subscriptions_tab' );
	}

	/**
	 * The page action (answered by the info modal's actions).
	 */
	public function page_action(): string {
		return InfoActions::SUBSCRIPTIONS_PAGE;
	}

	/**
	 * Whether a subscription is the visitor's.
	 *
	 * @param Subscription $sub     The subscription.
	 * @param Visitor      $visitor Who asks.
	 */
	public static function owns( Subscription $sub, Visitor $visitor ): bool {
		if ( $visitor->is_member() && $sub->user_id === $visitor->user_id ) {
			return true;
		}
		return '' !== $visitor->email && strtolower( $visitor->email ) === $sub->email;
	}

	/**
	 * One page of the visitor's subscriptions.
	 *
	 * @param Visitor $visitor Who asks.
	 * @param int     $page    1-based page.
	 */
	public function page( Visitor $visitor, int $page ): InfoPage {
		$page                 = max( 1, $page );
		list( $subs, $total ) = $this->store->of_visitor( $visitor->user_id, $visitor->email, $page, self::PER_PAGE );
		$pages                = max( 1, (int) ceil( $total / self::PER_PAGE ) );
		if ( $page > $pages ) {
			// Past the end (the last item of the last page was just cancelled): the last page.
			$page         = $pages;
			list( $subs ) = $this->store->of_visitor( $visitor->user_id, $visitor->email, $page, self::PER_PAGE );
		}
		if ( array() === $subs ) {
			return new InfoPage( '<p class="farol-info__empty">' . esc_html( Phrases::get( 'subscriptions_empty' ) ) . '</p>', $page, $pages, $total );
		}
		$html = '';
		foreach ( $subs as $sub ) {
			$html .= $this->item( $sub );
		}
		return new InfoPage( '<ul class="farol-info__list">' . $html . '</ul>', $page, $pages, $total );
	}

	/**
	 * Removes a guest's subscriptions.
	 *
	 * @param string $email The verified e-mail.
	 */
	public function erase( string $email ): int {
		return '' === $email ? 0 : $this->store->delete_email( $email );
	}

	/**
	 * One row's markup.
	 *
	 * @param Subscription $sub The subscription.
	 */
	private function item( Subscription $sub ): string {
		$type = match ( $sub->type ) {
			Subscription::POST => 'subscribe_type_post',
			Subscription::ALL_COMMENT => 'subscribe_type_all',
			default => 'subscribe_type_comment',
		};
		$link  = Subscription::COMMENT === $sub->type ? (string) get_comment_link( $sub->subject_id ) : (string) get_permalink( $sub->post_id );
		$time  = (int) strtotime( $sub->created_at . ' UTC' );
		$state = $sub->confirmed ? '' : ' <span class="farol-info__pending">(' . esc_html( Phrases::get( 'subscription_pending' ) ) . ')</span>';
		return '<li class="farol-info__item" data-id="' . esc_attr( (string) $sub->id ) . '">'
			. '<a href="' . esc_url( $link ) . '">' . esc_html( wp_strip_all_tags( get_the_title( $sub->post_id ) ) ) . '</a> '
			. '<span class="farol-info__type">' . esc_html( Phrases::get( $type ) ) . '</span> '
			. '<time datetime="' . esc_attr( gmdate( 'c', $time ) ) . '">' . esc_html( wp_date( (string) get_option( 'date_format' ), $time ) ) . '</time>'
			. $state
			. ' <button type="button" class="farol-info__cancel" data-farol-action="cancel-subscription" data-id="' . esc_attr( (string) $sub->id ) . '" data-confirm="' . esc_attr( Phrases::get( 'subscription_cancel_ask' ) ) . '">' . esc_html( Phrases::get( 'subscription_cancel' ) ) . '</button>'
			. '</li>';
	}
}

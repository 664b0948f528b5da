<?php
/**
 * Cancelling a subscription from the info modal.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use Closure;
use Farol\Comments\Ajax\AjaxAction;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Info\Visitor;

/**
 * The action wpdCancelSubscription (`id`, `page`): cancels one of the visitor's own subscriptions and
 * answers the tab's refreshed page (`{ html, page, pages, total }`). Who the visitor is comes
 * from the resolver the module is given (the info modal's: a member, or a guest by a verified
 * e-mail; null: nobody known, refused); another person's subscription is refused.
 */
final class CancelSubscriptionAction implements AjaxHandler {

	/**
	 * Creates the action.
	 *
	 * @param SubscriptionStore    $store   The table.
	 * @param SubscriptionsInfoTab $tab     The tab whose page is answered.
	 * @param Closure              $visitor Resolves the visitor: `fn(): ?Visitor`.
	 */
	public function __construct(
		private readonly SubscriptionStore $store,
		private readonly SubscriptionsInfoTab $tab,
		private readonly Closure $visitor
	) {
	}

	/**
	 * Answers wpdCancelSubscription.
	 */
	#[AjaxAction( 'wpdCancelSubscription' )]
	public function cancel(): void {
		if ( ! Request::member_nonce_ok() ) {
			Request::refuse( 'nonce_invalid' );
		}
		$id   = Request::id( 'id' );
		$page = Request::integer( 'page', 1 );
		if ( null === $id || null === $page ) {
			Request::refuse( 'invalid_request' );
		}
		$visitor = ( $this->visitor )();
		if ( ! $visitor instanceof Visitor ) {
			Request::refuse( 'subscription_not_yours' );
		}
		$sub = $this->store->find( $id );
		if ( null === $sub ) {
			Request::refuse( 'subscription_not_found' );
		}
		if ( ! SubscriptionsInfoTab::owns( $sub, $visitor ) ) {
			Request::refuse( 'subscription_not_yours' );
		}
		$this->store->delete( $id );
		$answer = $this->tab->page( $visitor, max( 1, $page ) );
		wp_send_json_success(
			array(
				'html'  => $answer->html,
				'page'  => $answer->page,
				'pages' => $answer->pages,
				'total' => $answer->total,
			)
		);
	}

	/**
	 * The visitor as known without the info modal: a logged-in member (nobody else).
	 */
	public static function member(): ?Visitor {
		$user = wp_get_current_user();
		return $user->exists() ? new Visitor( (int) $user->ID, (string) $user->user_email ) : null;
	}
}

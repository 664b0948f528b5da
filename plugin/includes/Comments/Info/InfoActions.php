<?php
/**
 * The info modal and its tab pages on admin-ajax.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

use Farol\Comments\Ajax\AjaxAction;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Settings;

/**
 * The action wpdGetInfo (`postId`) answers `{html}`: the modal InfoModal renders — a member's tabs (member
 * nonce checked), or a guest's e-mail form. Each tab's page action (wpdGetActivityPage,
 * wpdGetFollowsPage, wpdGetSubscriptionsPage, declared here and returned by each tab's
 * page_action(); field `page`, 1-based) answers `{html, page, pages, total}` (InfoPager) for
 * the member asking; a guest is refused `info_login_required` (a guest acts through the signed
 * links of wpdEmailDeleteLinks).
 */
final class InfoActions implements AjaxHandler {

	/**
	 * The comments tab's page action (CommentsTab::page_action()).
	 */
	public const ACTIVITY_PAGE = 'wpdGetActivityPage';

	/**
	 * The subscriptions tab's page action (Subscriptions\SubscriptionsInfoTab::page_action()).
	 */
	public const SUBSCRIPTIONS_PAGE = 'wpdGetSubscriptionsPage';

	/**
	 * The follows tab's page action (Follows\FollowsTab::page_action()).
	 */
	public const FOLLOWS_PAGE = 'wpdGetFollowsPage';

	/**
	 * Creates the actions.
	 *
	 * @param array<int,InfoTab> $tabs     The modal's tabs, in order.
	 * @param InfoModal          $modal    The modal's renderer.
	 * @param Settings           $settings Widget settings.
	 */
	public function __construct(
		private readonly array $tabs,
		private readonly InfoModal $modal,
		private readonly Settings $settings
	) {
	}

	/**
	 * Answers wpdGetInfo.
	 */
	#[AjaxAction( 'wpdGetInfo' )]
	public function info(): void {
		if ( ! $this->settings->info_modal_enabled() ) {
			Request::refuse( 'feature_disabled' );
		}
		if ( ! is_user_logged_in() ) {
			$post = Request::id( 'postId' ) ?? 0;
			wp_send_json_success( array( 'html' => $this->modal->guest( $post, $this->settings->guest_delete_links_enabled() ) ) );
		}
		wp_send_json_success( array( 'html' => $this->modal->member( $this->tabs, $this->member() ) ) );
	}

	/**
	 * Answers a tab's page action with the tab given that names it.
	 */
	#[AjaxAction( self::ACTIVITY_PAGE )]
	#[AjaxAction( self::SUBSCRIPTIONS_PAGE )]
	#[AjaxAction( self::FOLLOWS_PAGE )]
	public function page(): void {
		if ( ! $this->settings->info_modal_enabled() ) {
			Request::refuse( 'feature_disabled' );
		}
		$visitor = $this->member();
		$page    = Request::integer( 'page', 1 );
		$tab     = $this->tab_of( Request::text( 'action' ) );
		if ( null === $page || null === $tab ) {
			Request::refuse( 'invalid_request' );
		}
		wp_send_json_success( InfoPager::answer( $tab->page( $visitor, $page ) ) );
	}

	/**
	 * The member asking (nonce checked), else the request ends.
	 */
	private function member(): Visitor {
		if ( ! is_user_logged_in() ) {
			Request::refuse( 'info_login_required' );
		}
		if ( ! Request::member_nonce_ok() ) {
			Request::refuse( 'nonce_invalid' );
		}
		$user = wp_get_current_user();
		return new Visitor( $user->ID, (string) $user->user_email );
	}

	/**
	 * The tab answering an action.
	 *
	 * @param string $action The action.
	 */
	private function tab_of( string $action ): ?InfoTab {
		foreach ( $this->tabs as $tab ) {
			if ( $tab->page_action() === $action ) {
				return $tab;
			}
		}
		return null;
	}
}

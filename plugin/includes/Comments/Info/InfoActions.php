<?php
/**
 * The info modal and its tab pages on admin-ajax.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Settings;

/**
 * The action wpdGetInfo (`postId`) answers `{html}`: the modal InfoModal renders — a member's tabs (member
 * nonce checked), or a guest's e-mail form. Each tab's page action (wpdGetActivityPage,
 * wpdGetFollowsPage, wpdGetSubscriptionsPage: whatever the tabs it is given name; field `page`,
 * 1-based) answers `{html, page, pages, total}` (InfoPager) for the member asking; a guest is
 * refused `info_login_required` (a guest acts through the signed links of wpdEmailDeleteLinks).
 */
final class InfoActions implements AjaxHandler {

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
	 * The actions this class answers: the modal and every tab's page.
	 *
	 * @return array<string,string>
	 */
	public function actions(): array {
		$actions = array( 'wpdGetInfo' => 'info' );
		foreach ( $this->tabs as $tab ) {
			$actions[ $tab->page_action() ] = 'page';
		}
		return $actions;
	}

	/**
	 * Answers wpdGetInfo.
	 */
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
	 * Answers a tab's page action.
	 */
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

<?php
/**
 * The follows tab of the info modal.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Follows;

use Farol\Comments\Info\InfoActions;
use Farol\Comments\Info\InfoPage;
use Farol\Comments\Info\InfoPager;
use Farol\Comments\Info\InfoTab;
use Farol\Comments\Info\Visitor;
use Farol\Comments\Phrases;

/**
 * The authors a member follows, newest first, each with a "Stop following" button
 * (wpdCancelFollow, after a confirm). Guests follow nobody (following is for members), so a
 * guest's page is empty; erase() cancels the follows mailed to an address.
 */
final class FollowsTab implements InfoTab {

	/**
	 * Creates the tab.
	 *
	 * @param FollowStore $store The follows.
	 */
	public function __construct( private readonly FollowStore $store ) {
	}

	/**
	 * The tab's key.
	 */
	public function id(): string {
		return 'follows';
	}

	/**
	 * The tab's label.
	 */
	public function label(): string {
		return Phrases::get( 'info_tab_follows' );
	}

	/**
	 * The page action.
	 */
	public function page_action(): string {
		return InfoActions::FOLLOWS_PAGE;
	}

	/**
	 * One page of the member's follows.
	 *
	 * @param Visitor $visitor Who asks.
	 * @param int     $page    1-based page.
	 */
	public function page( Visitor $visitor, int $page ): InfoPage {
		if ( ! $visitor->is_member() ) {
			return new InfoPage( $this->empty_html(), 1, 1, 0 );
		}
		$total = $this->store->page( $visitor->user_id, 1, 1 )['total'];
		$page  = InfoPager::clamp( $page, $total );
		$rows  = $this->store->page( $visitor->user_id, $page, InfoPager::PER_PAGE )['rows'];
		if ( array() === $rows ) {
			return new InfoPage( $this->empty_html(), 1, 1, 0 );
		}
		$html = '<ul class="farol-info__items">';
		foreach ( $rows as $row ) {
			$since = (int) strtotime( $row['created_at'] . ' UTC' );
			$html .= '<li class="farol-info__item">'
				. '<span class="farol-info__name">' . esc_html( $row['followed_name'] ) . '</span> '
				. '<time class="farol-info__date" datetime="' . esc_attr( gmdate( 'c', $since ) ) . '">' . esc_html( wp_date( (string) get_option( 'date_format' ), $since ) ) . '</time> '
				. '<button type="button" class="farol-info__cancel" data-farol-action="wpdCancelFollow" data-id="' . esc_attr( (string) $row['id'] ) . '" data-confirm="' . esc_attr( Phrases::get( 'cancel_follow_confirm' ) ) . '">' . esc_html( Phrases::get( 'cancel_follow' ) ) . '</button>'
				. '</li>';
		}
		return new InfoPage( $html . '</ul>', $page, InfoPager::pages( $total ), $total );
	}

	/**
	 * Cancels the follows mailed to a guest's address.
	 *
	 * @param string $email The address.
	 */
	public function erase( string $email ): int {
		return $this->store->erase( $email );
	}

	/**
	 * The empty state.
	 */
	private function empty_html(): string {
		return '<p class="farol-info__empty">' . esc_html( Phrases::get( 'info_empty_follows' ) ) . '</p>';
	}
}

<?php
/**
 * The lead capture menu of wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Admin;

use Farol\LeadForm\Forms\LeadFormPostType;

/**
 * The top-level "Leads" menu: every lead capture screen (the leads list, the form editor,
 * forwarding settings) is a submenu of PARENT_SLUG, added by the screen's own class with
 * add_submenu_page( LeadsMenu::PARENT_SLUG, ... ) on `admin_menu` at a priority above 10.
 */
final class LeadsMenu {

	/**
	 * The top-level menu's slug (also the first submenu's: the leads list).
	 */
	public const PARENT_SLUG = 'farol-leads';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_menu' ) );
	}

	/**
	 * Adds the top-level menu. Its own page is the leads list, rendered by the leads screen
	 * (hooked on `farol_leads_screen`); until a screen is hooked the page says so.
	 */
	public function add_menu(): void {
		add_menu_page(
			__( 'Leads', 'farol' ),
			__( 'Leads', 'farol' ),
			LeadFormPostType::LEADS_CAPABILITY,
			self::PARENT_SLUG,
			array( $this, 'render' ),
			'dashicons-groups',
			26
		);
	}

	/**
	 * The top-level page: whatever the leads screen prints.
	 */
	public function render(): void {
		echo '<div class="wrap">';
		if ( has_action( 'farol_leads_screen' ) ) {
			do_action( 'farol_leads_screen' );
		} else {
			echo '<h1>' . esc_html__( 'Leads', 'farol' ) . '</h1>';
		}
		echo '</div>';
	}
}

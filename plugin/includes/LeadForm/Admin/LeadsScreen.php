<?php
/**
 * The Leads screen of wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Admin;

use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\Support\Assets;

/**
 * The top-level Leads page (LeadsMenu prints whatever is hooked on `farol_leads_screen`): a
 * heading and the container the Leads app (src/lead-form/admin-leads) fills. The app's
 * bundle and its styles are enqueued on this page only.
 */
final class LeadsScreen {

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'farol-leads-admin';

	/**
	 * Id of the container the app mounts into.
	 */
	public const CONTAINER = 'farol-leads-admin';

	/**
	 * Creates the screen.
	 *
	 * @param Assets $assets Bundle registrar.
	 */
	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'farol_leads_screen', array( $this, 'render' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Prints the heading and the app's container.
	 */
	public function render(): void {
		if ( ! current_user_can( LeadFormPostType::LEADS_CAPABILITY ) ) {
			return;
		}
		printf(
			'<h1>%1$s</h1><div id="%2$s"><noscript><p>%3$s</p></noscript></div>',
			esc_html__( 'Leads', 'farol' ),
			esc_attr( self::CONTAINER ),
			esc_html__( 'This page needs JavaScript.', 'farol' )
		);
	}

	/**
	 * Loads the app on the Leads page only.
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( 'toplevel_page_' . LeadsMenu::PARENT_SLUG !== $hook_suffix || ! current_user_can( LeadFormPostType::LEADS_CAPABILITY ) ) {
			return;
		}
		if ( ! $this->assets->register( self::HANDLE, 'apps/lead-form/admin-leads', array( 'wp-components' ) ) ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
	}
}

<?php
/**
 * The Leads screen of wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Admin;

use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\Support\Admin\AdminScreen;
use Farol\Support\Admin\ReactAdminPage;
use Farol\Support\Names;

/**
 * The top-level Leads page (LeadsMenu prints whatever is hooked on `farol_leads_screen`): a
 * heading and the container the Leads app (src/lead-form/admin-leads) fills. The app's
 * bundle and its styles are enqueued on this page only, with `window.farolLeadsAdmin`
 * (the export route's URL and a REST nonce).
 */
final class LeadsScreen extends ReactAdminPage {

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'farol-leads-admin';

	/**
	 * Id of the container the app mounts into.
	 */
	public const CONTAINER = 'farol-leads-admin';

	/**
	 * Adds the hooks: LeadsMenu prints the page (a top-level one), this its body.
	 */
	public function register(): void {
		add_action( 'farol_leads_screen', array( $this, 'render' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Prints the heading and the app's container (LeadsMenu prints the wrap).
	 */
	public function render(): void {
		if ( current_user_can( $this->screen()->capability ) ) {
			$this->render_body();
		}
	}

	/**
	 * The page: where it hangs, who may open it, its title, bundle and container.
	 */
	protected function screen(): AdminScreen {
		return new AdminScreen(
			parent: LeadsMenu::PARENT_SLUG,
			capability: LeadFormPostType::LEADS_CAPABILITY,
			title: __( 'Leads', 'farol' ),
			entry: 'apps/lead-form/admin-leads',
			container: self::CONTAINER,
			dataviews_style: 'build/apps/lead-form/style-admin-leads.css'
		);
	}

	/**
	 * A download link sends no api-fetch headers: the app adds this nonce to the export's URL.
	 *
	 * @return array{0: string, 1: array<string, mixed>}
	 */
	protected function boot_data(): array {
		return array(
			'farolLeadsAdmin',
			array(
				'exportUrl' => rest_url( Names::REST_NAMESPACE . '/leads/export.csv' ),
				'nonce'     => wp_create_nonce( 'wp_rest' ),
			),
		);
	}

	/**
	 * The Leads page is the menu's own (a top-level page).
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	protected function is_page( string $hook_suffix ): bool {
		return 'toplevel_page_' . LeadsMenu::PARENT_SLUG === $hook_suffix;
	}
}

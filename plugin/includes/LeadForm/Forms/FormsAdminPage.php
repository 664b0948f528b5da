<?php
/**
 * The lead form editor screen.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\LeadForm\Admin\LeadsMenu;
use Farol\Support\Admin\AdminScreen;
use Farol\Support\Admin\ReactAdminPage;
use Farol\Support\Assets;

/**
 * Leads › Formulários: an empty container the React form editor (src/lead-form/admin-forms)
 * fills. The editor reads and writes forms through wp/v2/farol-lead-forms and the hosts
 * through wp/v2/settings; this class adds the submenu (for users who may edit pages, the
 * post type's capability) and hands the app what it cannot ask REST for cheaply.
 */
final class FormsAdminPage extends ReactAdminPage {

	/**
	 * Menu slug (admin.php?page=...).
	 */
	public const SLUG = 'farol-lead-forms';

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'farol-lead-forms-admin';

	/**
	 * Capability of the screen: editing forms (page capabilities).
	 */
	public const CAPABILITY = 'edit_pages';

	/**
	 * Creates the page.
	 *
	 * @param Assets       $assets Bundle registrar.
	 * @param HostSettings $hosts  The hosts (the template addresses the list shows).
	 */
	public function __construct( Assets $assets, private readonly HostSettings $hosts ) {
		parent::__construct( $assets );
	}

	/**
	 * The page: where it hangs, who may open it, its title, bundle and container.
	 */
	protected function screen(): AdminScreen {
		return new AdminScreen(
			parent: LeadsMenu::PARENT_SLUG,
			capability: self::CAPABILITY,
			title: __( 'Lead forms', 'farol' ),
			entry: 'apps/lead-form/admin-forms',
			container: 'farol-lead-forms-admin',
			menu_title: __( 'Forms', 'farol' ),
			priority: 11,
			heading_class: 'wp-heading-inline'
		);
	}

	/**
	 * Whether hosts may be managed here and the template addresses' base.
	 *
	 * @return array{0: string, 1: array<string, mixed>}
	 */
	protected function boot_data(): array {
		return array(
			'farolLeadFormsAdmin',
			array(
				'canManageHosts' => current_user_can( 'manage_options' ),
				'templateBase'   => $this->hosts->hosts()['form_domain'],
			),
		);
	}
}

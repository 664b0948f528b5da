<?php
/**
 * The forwarding settings screen in wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Admin\LeadsMenu;
use Farol\Support\Admin\AdminScreen;
use Farol\Support\Admin\ReactAdminPage;

/**
 * Leads › Forwarding ("Encaminhamento"): an empty container the React app
 * (src/lead-form/admin-forwarding) fills. The app reads and saves the provider settings
 * through wp/v2/settings, each form's forwarding settings through wp/v2/farol-lead-forms, and
 * the queue's state through farol/v1/forwarding/queue; this class only adds the menu entry.
 */
final class ForwardingAdminPage extends ReactAdminPage {

	/**
	 * Menu slug (admin.php?page=...).
	 */
	public const SLUG = 'farol-forwarding';

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'farol-lead-form-admin-forwarding';

	/**
	 * The page: where it hangs, who may open it, its title, bundle and container.
	 */
	protected function screen(): AdminScreen {
		return new AdminScreen(
			parent: LeadsMenu::PARENT_SLUG,
			capability: ProviderSettings::capability(),
			title: __( 'Forwarding', 'farol' ),
			entry: 'apps/lead-form/admin-forwarding',
			container: 'farol-forwarding-admin',
			priority: 12
		);
	}

}

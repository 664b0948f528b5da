<?php
/**
 * The forwarding settings screen in wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Admin\LeadsMenu;
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
	 * Under Leads.
	 */
	protected function menu_parent(): string {
		return LeadsMenu::PARENT_SLUG;
	}

	/**
	 * Who may change the provider settings.
	 */
	protected function capability(): string {
		return ProviderSettings::capability();
	}

	/**
	 * The page's title.
	 */
	protected function title(): string {
		return __( 'Forwarding', 'farol' );
	}

	/**
	 * The app's bundle.
	 */
	protected function entry(): string {
		return 'apps/lead-form/admin-forwarding';
	}

	/**
	 * The app's container.
	 */
	protected function container(): string {
		return 'farol-forwarding-admin';
	}

	/**
	 * After Leads and Forms.
	 */
	protected function menu_priority(): int {
		return 12;
	}
}

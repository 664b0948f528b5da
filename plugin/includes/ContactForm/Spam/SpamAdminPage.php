<?php
/**
 * The spam settings screen in wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

use Farol\Support\Admin\AdminScreen;
use Farol\Support\Admin\ReactAdminPage;

/**
 * Contact forms › Spam ("Antispam"): an empty container the React app
 * (src/contact-form/admin-spam) fills; the app reads and saves the `farol_contact_spam`
 * setting through wp/v2/settings (secrets masked). Users with manage_options only.
 */
final class SpamAdminPage extends ReactAdminPage {

	/**
	 * Menu slug.
	 */
	public const SLUG = 'farol-contact-spam';

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'farol-contact-form-admin-spam';

	/**
	 * The Contact forms menu.
	 */
	private const PARENT_SLUG = 'edit.php?post_type=farol_contact_form';

	/**
	 * The page: where it hangs, who may open it, its title, bundle and container.
	 */
	protected function screen(): AdminScreen {
		return new AdminScreen(
			parent: self::PARENT_SLUG,
			capability: SpamSettings::CAPABILITY,
			title: __( 'Spam protection', 'farol' ),
			entry: 'apps/contact-form/admin-spam',
			container: 'farol-contact-spam-admin',
			priority: 14
		);
	}

}

<?php
/**
 * The spam settings screen in wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

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
	 * Under Contact forms.
	 */
	protected function menu_parent(): string {
		return self::PARENT_SLUG;
	}

	/**
	 * Who may change the settings.
	 */
	protected function capability(): string {
		return SpamSettings::CAPABILITY;
	}

	/**
	 * The page's title.
	 */
	protected function title(): string {
		return __( 'Spam protection', 'farol' );
	}

	/**
	 * The app's bundle.
	 */
	protected function entry(): string {
		return 'apps/contact-form/admin-spam';
	}

	/**
	 * The app's container.
	 */
	protected function container(): string {
		return 'farol-contact-spam-admin';
	}

	/**
	 * After the forms' own entries.
	 */
	protected function menu_priority(): int {
		return 14;
	}
}

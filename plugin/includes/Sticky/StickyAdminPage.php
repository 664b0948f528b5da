<?php
/**
 * The sticky elements settings page in wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Sticky;

use Farol\Support\Admin\AdminScreen;
use Farol\Support\Admin\ReactAdminPage;

/**
 * Settings › Sticky elements: an empty container the React app (src/sticky/admin) fills. The
 * app reads and saves the rules through wp/v2/settings and takes the rules' defaults and limits
 * from the contract it is built with; this class only adds the menu entry and hands the app
 * the site's address and the preview nonce.
 */
final class StickyAdminPage extends ReactAdminPage {

	/** Menu slug (admin.php?page=...). */
	public const SLUG = 'farol-sticky';

	/** Script and style handle of the app. */
	public const HANDLE = 'farol-sticky-admin';

	/** Nonce action of the "preview on the site" link. */
	public const PREVIEW_NONCE = 'farol_sticky_preview';

	/**
	 * The page: where it hangs, who may open it, its title, bundle and container.
	 */
	protected function screen(): AdminScreen {
		return new AdminScreen(
			parent: 'options-general.php',
			capability: 'manage_options',
			title: __( 'Sticky elements', 'farol' ),
			entry: 'apps/sticky/admin',
			container: 'farol-sticky-admin'
		);
	}

	/**
	 * The site's address and the preview nonce.
	 *
	 * @return array{0: string, 1: array<string, mixed>}
	 */
	protected function boot_data(): array {
		return array(
			'farolStickyAdmin',
			array(
				'homeUrl'      => home_url( '/' ),
				'previewNonce' => wp_create_nonce( self::PREVIEW_NONCE ),
			),
		);
	}
}

<?php
/**
 * The comment widget's settings screen in wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Admin;

use Farol\Comments\Phrases;
use Farol\Comments\PhrasesCatalogue;
use Farol\Comments\Settings;
use Farol\Support\Admin\AdminScreen;
use Farol\Support\Admin\ReactAdminPage;

/**
 * Comments › Widget settings: an empty container the React app (src/comments/admin-settings)
 * fills. The app reads and saves the `farol_comments` option through wp/v2/settings (the
 * contract's schema validates every save); the phrase keys, their groups and their default
 * texts in the user's language come in `window.farolCommentSettings` (never typed in TS
 * again). Users with manage_options only.
 */
final class SettingsPage extends ReactAdminPage {

	/**
	 * Menu slug.
	 */
	public const SLUG = 'farol-comment-settings';

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'farol-comments-admin-settings';

	/**
	 * The page: where it hangs, who may open it, its title, bundle and container.
	 */
	protected function screen(): AdminScreen {
		return new AdminScreen(
			parent: 'edit-comments.php',
			capability: Settings::CAPABILITY,
			title: __( 'Comment widget settings', 'farol' ),
			entry: 'apps/comments/admin-settings',
			container: 'farol-comment-settings',
			menu_title: __( 'Widget settings', 'farol' )
		);
	}

	/**
	 * What the app cannot know: the phrases and the pages.
	 *
	 * @return array{0: string, 1: array<string, mixed>}
	 */
	protected function boot_data(): array {
		return array( 'farolCommentSettings', $this->config() );
	}

	/**
	 * The app's boot data.
	 *
	 * @return array{option: string, phraseGroups: array<string,list<string>>, phraseDefaults: array<string,string>, placeholders: array<string,string>, pages: list<array{id: int, title: string}>, registrationRequired: bool}
	 */
	public function config(): array {
		$pages = array();
		foreach ( get_pages( array( 'post_status' => 'publish' ) ) as $page ) {
			$pages[] = array(
				'id'    => (int) $page->ID,
				'title' => html_entity_decode( get_the_title( $page ), ENT_QUOTES, 'UTF-8' ),
			);
		}
		return array(
			'option'               => Settings::OPTION,
			'phraseGroups'         => Phrases::groups(),
			'phraseDefaults'       => Phrases::defaults(),
			'placeholders'         => PhrasesCatalogue::PLACEHOLDERS,
			'pages'                => $pages,
			'registrationRequired' => (bool) get_option( 'comment_registration' ),
		);
	}
}

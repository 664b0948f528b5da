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
use Farol\Support\Assets;

/**
 * Comments › Widget settings: an empty container the React app (src/comments/admin-settings)
 * fills. The app reads and saves the `farol_comments` option through wp/v2/settings (the
 * contract's schema validates every save); the phrase keys, their groups and their default
 * texts in the user's language come in `window.farolCommentSettings` (never typed in TS
 * again). Users with manage_options only.
 */
final class SettingsPage {

	/**
	 * Menu slug.
	 */
	public const SLUG = 'farol-comment-settings';

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'farol-comments-admin-settings';

	/**
	 * Hook suffix WordPress gave the page.
	 *
	 * @var string
	 */
	private string $hook_suffix = '';

	/**
	 * Creates the page.
	 *
	 * @param Assets $assets Bundle registrar.
	 */
	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Adds the page under Comments.
	 */
	public function add_page(): void {
		$suffix            = add_submenu_page(
			'edit-comments.php',
			__( 'Comment widget settings', 'farol' ),
			__( 'Widget settings', 'farol' ),
			Settings::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
		$this->hook_suffix = is_string( $suffix ) ? $suffix : '';
	}

	/**
	 * Prints the container the app mounts into.
	 */
	public function render(): void {
		if ( ! current_user_can( Settings::CAPABILITY ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1>%1$s</h1><div id="farol-comment-settings"><noscript><p>%2$s</p></noscript></div></div>',
			esc_html__( 'Comment widget settings', 'farol' ),
			esc_html__( 'This page needs JavaScript.', 'farol' )
		);
	}

	/**
	 * Loads the app on its page only, with what it cannot know: the phrases and the pages.
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $hook_suffix !== $this->hook_suffix ) {
			return;
		}
		if ( ! $this->assets->register( self::HANDLE, 'apps/comments/admin-settings', array( 'wp-components' ) ) ) {
			return;
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.farolCommentSettings = ' . wp_json_encode( $this->config(), JSON_HEX_TAG | JSON_HEX_AMP ) . ';',
			'before'
		);
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
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

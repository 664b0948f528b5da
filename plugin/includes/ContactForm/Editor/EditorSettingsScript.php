<?php
/**
 * Loads the contact form editor's settings panels.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Editor;

use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\Support\Assets;
use WP_Screen;

/**
 * Enqueues `apps/contact-form/editor-settings` (src/contact-form/editor-settings) on
 * `enqueue_block_editor_assets` when the post being edited is a contact form, and prints
 * `window.farolContactFormEditor` (EditorDefaults::data()) before it, so the panels show the
 * server's own built-in messages instead of a copy of them.
 */
final class EditorSettingsScript {

	/**
	 * Script handle.
	 */
	public const HANDLE = 'farol-contact-form-editor-settings';

	/**
	 * Build entry.
	 */
	public const ENTRY = 'apps/contact-form/editor-settings';

	/**
	 * Creates the loader.
	 *
	 * @param Assets $assets Bundle registrar.
	 */
	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'enqueue_block_editor_assets', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the panels in a contact form's editor, nowhere else.
	 */
	public function enqueue(): void {
		if ( ! self::editing_contact_form() ) {
			return;
		}
		if ( ! $this->assets->register( self::HANDLE, self::ENTRY ) ) {
			return;
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.farolContactFormEditor = ' . wp_json_encode( EditorDefaults::data(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . ';',
			'before'
		);
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
	}

	/**
	 * Whether the current screen is the block editor of a contact form.
	 */
	public static function editing_contact_form(): bool {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		return $screen instanceof WP_Screen && ContactFormPostType::POST_TYPE === $screen->post_type && $screen->is_block_editor();
	}
}

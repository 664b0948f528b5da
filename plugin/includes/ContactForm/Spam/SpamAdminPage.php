<?php
/**
 * The spam settings screen in wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

use Farol\Support\Assets;

/**
 * Contact forms › Spam ("Antispam"): an empty container the React app
 * (src/contact-form/admin-spam) fills; the app reads and saves the `farol_contact_spam`
 * setting through wp/v2/settings (secrets masked). Users with manage_options only.
 */
final class SpamAdminPage {

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
		add_action( 'admin_menu', array( $this, 'add_page' ), 14 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Adds the page under Contact forms.
	 */
	public function add_page(): void {
		$suffix            = add_submenu_page(
			self::PARENT_SLUG,
			__( 'Spam protection', 'farol' ),
			__( 'Spam protection', 'farol' ),
			SpamSettings::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
		$this->hook_suffix = is_string( $suffix ) ? $suffix : '';
	}

	/**
	 * Prints the container the app mounts into.
	 */
	public function render(): void {
		if ( ! current_user_can( SpamSettings::CAPABILITY ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1>%1$s</h1><div id="farol-contact-spam-admin"><noscript><p>%2$s</p></noscript></div></div>',
			esc_html__( 'Spam protection', 'farol' ),
			esc_html__( 'This page needs JavaScript.', 'farol' )
		);
	}

	/**
	 * Loads the app on its page only.
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $hook_suffix !== $this->hook_suffix ) {
			return;
		}
		if ( ! $this->assets->register( self::HANDLE, 'apps/contact-form/admin-spam', array( 'wp-components' ) ) ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
	}
}

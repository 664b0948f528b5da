<?php
/**
 * The forwarding settings screen in wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Admin\LeadsMenu;
use Farol\Support\Assets;

/**
 * Leads › Forwarding ("Encaminhamento"): an empty container the React app
 * (src/lead-form/admin-forwarding) fills. The app reads and saves the provider settings
 * through wp/v2/settings, each form's forwarding settings through wp/v2/farol-lead-forms, and
 * the queue's state through farol/v1/forwarding/queue; this class only adds the menu entry.
 */
final class ForwardingAdminPage {

	/**
	 * Menu slug (admin.php?page=...).
	 */
	public const SLUG = 'farol-forwarding';

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'farol-lead-form-admin-forwarding';

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
		add_action( 'admin_menu', array( $this, 'add_page' ), 12 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Adds the page under Leads.
	 */
	public function add_page(): void {
		$suffix            = add_submenu_page(
			LeadsMenu::PARENT_SLUG,
			__( 'Forwarding', 'farol' ),
			__( 'Forwarding', 'farol' ),
			ProviderSettings::capability(),
			self::SLUG,
			array( $this, 'render' )
		);
		$this->hook_suffix = is_string( $suffix ) ? $suffix : '';
	}

	/**
	 * Prints the container the app mounts into.
	 */
	public function render(): void {
		if ( ! current_user_can( ProviderSettings::capability() ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1>%1$s</h1><div id="farol-forwarding-admin"><noscript><p>%2$s</p></noscript></div></div>',
			esc_html__( 'Forwarding', 'farol' ),
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
		if ( ! $this->assets->register( self::HANDLE, 'apps/lead-form/admin-forwarding', array( 'wp-components' ) ) ) {
			return;
		}
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
	}
}

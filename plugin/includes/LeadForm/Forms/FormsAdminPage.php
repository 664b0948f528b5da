<?php
/**
 * The lead form editor screen.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\LeadForm\Admin\LeadsMenu;
use Farol\Support\Assets;

/**
 * Leads › Formulários: an empty container the React form editor (src/lead-form/admin-forms)
 * fills. The editor reads and writes forms through wp/v2/farol-lead-forms and the hosts
 * through wp/v2/settings; this class adds the submenu (for users who may edit pages, the
 * post type's capability) and hands the app what it cannot ask REST for cheaply.
 */
final class FormsAdminPage {

	/**
	 * Menu slug (admin.php?page=...).
	 */
	public const SLUG = 'farol-lead-forms';

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'farol-lead-forms-admin';

	/**
	 * Capability of the screen: editing forms (page capabilities).
	 */
	public const CAPABILITY = 'edit_pages';

	/**
	 * Hook suffix WordPress gave the page.
	 *
	 * @var string
	 */
	private string $hook_suffix = '';

	/**
	 * Creates the page.
	 *
	 * @param Assets       $assets Bundle registrar.
	 * @param HostSettings $hosts  The hosts (the template addresses the list shows).
	 */
	public function __construct( private readonly Assets $assets, private readonly HostSettings $hosts ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ), 11 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Adds the submenu under Leads.
	 */
	public function add_page(): void {
		$suffix            = add_submenu_page(
			LeadsMenu::PARENT_SLUG,
			__( 'Lead forms', 'farol' ),
			__( 'Forms', 'farol' ),
			self::CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
		$this->hook_suffix = is_string( $suffix ) ? $suffix : '';
	}

	/**
	 * Prints the container the app mounts into.
	 */
	public function render(): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1 class="wp-heading-inline">%1$s</h1><div id="farol-lead-forms-admin"><noscript><p>%2$s</p></noscript></div></div>',
			esc_html__( 'Lead forms', 'farol' ),
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
		if ( ! $this->assets->register( self::HANDLE, 'apps/lead-form/admin-forms', array( 'wp-components' ) ) ) {
			return;
		}
		$config = array(
			'canManageHosts' => current_user_can( 'manage_options' ),
			'templateBase'   => $this->hosts->hosts()['form_domain'],
		);
		wp_add_inline_script(
			self::HANDLE,
			'window.farolLeadFormsAdmin = ' . wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP ) . ';',
			'before'
		);
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
	}
}

<?php
/**
 * The Leads screen of wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Admin;

use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\Support\Assets;
use Farol\Support\Context;
use Farol\Support\Names;

/**
 * The top-level Leads page (LeadsMenu prints whatever is hooked on `farol_leads_screen`): a
 * heading and the container the Leads app (src/lead-form/admin-leads) fills. The app's
 * bundle and its styles are enqueued on this page only, with `window.farolLeadsAdmin`
 * (the export route's URL and a REST nonce).
 */
final class LeadsScreen {

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'farol-leads-admin';

	/**
	 * Id of the container the app mounts into.
	 */
	public const CONTAINER = 'farol-leads-admin';

	/**
	 * Where the build puts DataViews' stylesheet: wp-scripts splits a CSS file named
	 * style.css out of the entry's own stylesheet into `style-<entry>.css`.
	 */
	private const DATAVIEWS_STYLE = 'build/apps/lead-form/style-admin-leads.css';

	/**
	 * Creates the screen.
	 *
	 * @param Assets  $assets  Bundle registrar.
	 * @param Context $context Plugin paths.
	 */
	public function __construct( private readonly Assets $assets, private readonly Context $context ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'farol_leads_screen', array( $this, 'render' ) );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Prints the heading and the app's container.
	 */
	public function render(): void {
		if ( ! current_user_can( LeadFormPostType::LEADS_CAPABILITY ) ) {
			return;
		}
		printf(
			'<h1>%1$s</h1><div id="%2$s"><noscript><p>%3$s</p></noscript></div>',
			esc_html__( 'Leads', 'farol' ),
			esc_attr( self::CONTAINER ),
			esc_html__( 'This page needs JavaScript.', 'farol' )
		);
	}

	/**
	 * Loads the app on the Leads page only.
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( 'toplevel_page_' . LeadsMenu::PARENT_SLUG !== $hook_suffix || ! current_user_can( LeadFormPostType::LEADS_CAPABILITY ) ) {
			return;
		}
		if ( ! $this->assets->register( self::HANDLE, 'apps/lead-form/admin-leads', array( 'wp-components' ) ) ) {
			return;
		}
		// A download link sends no api-fetch headers: the app adds this nonce to the export's URL.
		$config = array(
			'exportUrl' => rest_url( Names::REST_NAMESPACE . '/leads/export.csv' ),
			'nonce'     => wp_create_nonce( 'wp_rest' ),
		);
		wp_add_inline_script(
			self::HANDLE,
			'window.farolLeadsAdmin = ' . wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . ';',
			'before'
		);
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
		if ( is_readable( $this->context->path( self::DATAVIEWS_STYLE ) ) ) {
			wp_enqueue_style( self::HANDLE . '-dataviews', $this->context->url( self::DATAVIEWS_STYLE ), array( 'wp-components' ), $this->context->version() );
		}
	}
}

<?php
/**
 * The sticky elements settings page in wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Sticky;

use Farol\Support\Assets;

/**
 * Settings › Sticky elements: an empty container the React app (src/sticky/admin) fills. The
 * app reads and saves the rules through wp/v2/settings and takes the rules' defaults and limits
 * from the contract it is built with; this class only adds the menu entry and hands the app
 * the site's address and the preview nonce.
 */
final class StickyAdminPage {

	/** Menu slug (admin.php?page=...). */
	public const SLUG = 'farol-sticky';

	/** Script and style handle of the app. */
	public const HANDLE = 'farol-sticky-admin';

	/** Nonce action of the "preview on the site" link. */
	public const PREVIEW_NONCE = 'farol_sticky_preview';

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
	 * Adds the page under Settings.
	 */
	public function add_page(): void {
		$suffix            = add_options_page(
			__( 'Sticky elements', 'farol' ),
			__( 'Sticky elements', 'farol' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
		$this->hook_suffix = is_string( $suffix ) ? $suffix : '';
	}

	/**
	 * Prints the container the app mounts into.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1>%1$s</h1><div id="farol-sticky-admin"><noscript><p>%2$s</p></noscript></div></div>',
			esc_html__( 'Sticky elements', 'farol' ),
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
		if ( ! $this->assets->register( self::HANDLE, 'apps/sticky/admin', array( 'wp-components' ) ) ) {
			return;
		}
		$config = array(
			'homeUrl'      => home_url( '/' ),
			'previewNonce' => wp_create_nonce( self::PREVIEW_NONCE ),
		);
		wp_add_inline_script(
			self::HANDLE,
			'window.farolStickyAdmin = ' . wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP ) . ';',
			'before'
		);
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
	}
}

<?php
/**
 * The base of every wp-admin screen a React app fills.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Admin;

use Farol\Support\Assets;
use Farol\Support\Context;

/**
 * A submenu page whose body is an empty container the feature's React app mounts into: the
 * menu entry, the capability check, the container (with a `<noscript>` line), and the app's
 * bundle (after the admin apps' shared zod chunk), its stylesheet, wp-components' styles and
 * its boot data (`window.<name>`) enqueued on that page only, live here once. A subclass declares `SLUG` and `HANDLE` and says where
 * the page hangs, who may open it, its title, its bundle and container; it may add boot data
 * (`config()`), DataViews' split stylesheet (`dataviews_style()`) or another menu position.
 */
abstract class ReactAdminPage {

	/**
	 * Menu slug (admin.php?page=…); a subclass overrides it.
	 */
	public const SLUG = '';

	/**
	 * Script and style handle of the app; a subclass overrides it.
	 */
	public const HANDLE = '';

	/**
	 * The admin apps' shared copy of zod (webpack.config.js splits it out of every admin entry),
	 * loaded before the app; fetched once, then cached across screens.
	 */
	public const ZOD_HANDLE = 'farol-admin-zod';

	/**
	 * Hook suffix WordPress gave the page.
	 *
	 * @var string
	 */
	protected string $hook_suffix = '';

	/**
	 * Creates the page.
	 *
	 * @param Assets       $assets  Bundle registrar.
	 * @param Context|null $context Plugin paths (only for a DataViews stylesheet).
	 */
	public function __construct( protected readonly Assets $assets, protected readonly ?Context $context = null ) {
	}

	/**
	 * What the page is: parent, capability, title, bundle, container and the optional rest.
	 */
	abstract protected function screen(): AdminScreen;

	/**
	 * The boot data as [global name, value], or null for none.
	 *
	 * @return array{0: string, 1: array<string, mixed>}|null
	 */
	protected function boot_data(): ?array {
		return null;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ), $this->screen()->priority );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Adds the submenu page.
	 */
	public function add_page(): void {
		$screen            = $this->screen();
		$suffix            = add_submenu_page(
			$screen->parent,
			$screen->title,
			$screen->menu_title ?? $screen->title,
			$screen->capability,
			static::SLUG,
			array( $this, 'render' )
		);
		$this->hook_suffix = is_string( $suffix ) ? $suffix : '';
	}

	/**
	 * Prints the heading and the container the app mounts into.
	 */
	public function render(): void {
		if ( ! current_user_can( $this->screen()->capability ) ) {
			return;
		}
		echo '<div class="wrap">';
		$this->render_body();
		echo '</div>';
	}

	/**
	 * The heading and the container, without the wrap (for a page that prints its own).
	 */
	public function render_body(): void {
		$screen = $this->screen();
		$class  = '' === $screen->heading_class ? '' : ' class="' . esc_attr( $screen->heading_class ) . '"';
		printf(
			'<h1%1$s>%2$s</h1><div id="%3$s"><noscript><p>%4$s</p></noscript></div>',
			$class, // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built with esc_attr() above.
			esc_html( $screen->title ),
			esc_attr( $screen->container ),
			esc_html__( 'This page needs JavaScript.', 'farol' )
		);
	}

	/**
	 * Loads the app on its page only.
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		$screen = $this->screen();
		if ( ! $this->is_page( $hook_suffix ) || ! current_user_can( $screen->capability ) ) {
			return;
		}
		$shared = $this->assets->register( self::ZOD_HANDLE, 'lib/admin/zod' ) ? array( self::ZOD_HANDLE ) : array();
		// The DataViews screens' shared components chunk: their *.asset.php lists its handle.
		$this->assets->register_shared_chunks( 'lib/admin/shared-chunks.php' );
		if ( ! $this->assets->register( static::HANDLE, $screen->entry, array( 'wp-components' ), $shared ) ) {
			return;
		}
		$boot = $this->boot_data();
		if ( null !== $boot ) {
			wp_add_inline_script(
				static::HANDLE,
				'window.' . $boot[0] . ' = ' . wp_json_encode( $boot[1], JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . ';',
				'before'
			);
		}
		wp_enqueue_script( static::HANDLE );
		wp_enqueue_style( static::HANDLE );
		wp_enqueue_style( 'wp-components' );
		$dataviews = $screen->dataviews_style;
		if ( '' !== $dataviews && null !== $this->context && is_readable( $this->context->path( $dataviews ) ) ) {
			wp_enqueue_style( static::HANDLE . '-dataviews', $this->context->url( $dataviews ), array( 'wp-components' ), $this->context->version() );
		}
	}

	/**
	 * Whether the admin page being loaded is this one.
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	protected function is_page( string $hook_suffix ): bool {
		return '' !== $this->hook_suffix && $hook_suffix === $this->hook_suffix;
	}
}

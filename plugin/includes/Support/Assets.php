<?php
/**
 * Registers built scripts and styles from their generated asset files.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

/**
 * Registers a bundle from plugin/build/<name>.js with the dependencies and version that
 * dependency extraction wrote to <name>.asset.php; nothing here is hand-written.
 */
final class Assets {

	/**
	 * Creates the registrar.
	 *
	 * @param Context $context Plugin paths.
	 */
	public function __construct( private readonly Context $context ) {
	}

	/**
	 * Registers build/<entry>.js (and build/<entry>.css when present) under one handle.
	 *
	 * @param string $handle        Script and style handle.
	 * @param string $entry         Entry name, e.g. "apps/sticky/index" or "apps/sticky/admin".
	 * @param array  $extra_styles  Style handles the CSS depends on (e.g. "wp-components").
	 * @param array  $extra_scripts Script handles the bundle needs beyond its imports (a shared
	 *                              chunk of the build, e.g. "farol-admin-zod").
	 * @return bool False when the bundle is not built.
	 */
	public function register( string $handle, string $entry, array $extra_styles = array(), array $extra_scripts = array() ): bool {
		$asset_file = $this->context->path( "build/{$entry}.asset.php" );
		if ( ! is_readable( $asset_file ) ) {
			return false;
		}
		$asset = require $asset_file;

		// Deferred and in the footer: nothing of Farol's delays the first paint, and the
		// server-rendered markup reads right before any script runs.
		wp_register_script(
			$handle,
			$this->context->url( "build/{$entry}.js" ),
			array_merge( $asset['dependencies'] ?? array(), $extra_scripts ),
			$asset['version'] ?? $this->context->version(),
			array(
				'strategy'  => 'defer',
				'in_footer' => true,
			)
		);
		// Only a bundle that imports @wordpress/i18n shows translated text; attaching the catalogue
		// to any other would load wp-i18n and the translations for nothing.
		if ( in_array( 'wp-i18n', $asset['dependencies'] ?? array(), true ) ) {
			wp_set_script_translations( $handle, Names::TEXT_DOMAIN, $this->context->path( 'languages' ) );
		}

		if ( is_readable( $this->context->path( "build/{$entry}.css" ) ) ) {
			wp_register_style(
				$handle,
				$this->context->url( "build/{$entry}.css" ),
				$extra_styles,
				$asset['version'] ?? $this->context->version()
			);
		}
		return true;
	}

	/**
	 * Registers the shared chunks a build manifest lists (handle => entry, written by
	 * tools/build/shared-view-chunk.js), Farol's handles only; a bundle that needs one has its
	 * handle among its `*.asset.php` dependencies, so WordPress prints it only then.
	 *
	 * @param string $manifest The manifest under build/, e.g. "lib/admin/shared-chunks.php".
	 */
	public function register_shared_chunks( string $manifest ): void {
		$file = $this->context->path( "build/{$manifest}" );
		$list = is_readable( $file ) ? require $file : array();
		foreach ( is_array( $list ) ? $list : array() as $handle => $entry ) {
			if ( is_string( $handle ) && is_string( $entry ) && str_starts_with( $handle, Names::HANDLE_PREFIX ) ) {
				$this->register( $handle, $entry );
			}
		}
	}

	/**
	 * The built script of an entry, for printing inline.
	 *
	 * @param string $entry Entry name, e.g. "lib/mount/loader".
	 * @return string|null Null when the entry is not built.
	 */
	public function source( string $entry ): ?string {
		$file = $this->context->path( "build/{$entry}.js" );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of the plugin.
		$code = is_readable( $file ) ? file_get_contents( $file ) : false;
		return false === $code ? null : $code;
	}
}

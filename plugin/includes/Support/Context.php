<?php
/**
 * Plugin paths and URLs.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

/**
 * Where the plugin lives on disk and on the web.
 */
final class Context {

	/**
	 * Creates the context.
	 *
	 * @param string $main_file Absolute path of plugin/farol.php.
	 */
	public function __construct( public readonly string $main_file ) {
	}

	/**
	 * Absolute path inside the plugin folder.
	 *
	 * @param string $relative Path relative to the plugin folder, without a leading slash.
	 */
	public function path( string $relative = '' ): string {
		return plugin_dir_path( $this->main_file ) . ltrim( $relative, '/' );
	}

	/**
	 * URL inside the plugin folder.
	 *
	 * @param string $relative Path relative to the plugin folder, without a leading slash.
	 */
	public function url( string $relative = '' ): string {
		return plugins_url( ltrim( $relative, '/' ), $this->main_file );
	}

	/**
	 * Plugin version from the main file's header.
	 */
	public function version(): string {
		$data = get_file_data( $this->main_file, array( 'Version' => 'Version' ) );
		return (string) $data['Version'];
	}
}

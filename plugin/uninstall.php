<?php
/**
 * Deleting the plugin (WordPress runs this file from uninstall_plugin(), the plugin not loaded).
 *
 * Keeps every Farol data unless the site's owner turned on "Remove all Farol data when the
 * plugin is deleted" (Tools › Farol data); see docs/lifecycle.md.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

if ( version_compare( PHP_VERSION, '8.1', '<' ) ) {
	return;
}

if ( ! class_exists( Farol\Plugin::class ) ) {
	if ( is_readable( __DIR__ . '/vendor/autoload.php' ) ) {
		require_once __DIR__ . '/vendor/autoload.php';
	} else {
		spl_autoload_register(
			static function ( string $class_name ): void {
				if ( ! str_starts_with( $class_name, 'Farol\\' ) ) {
					return;
				}
				$file = __DIR__ . '/includes/' . str_replace( '\\', '/', substr( $class_name, 6 ) ) . '.php';
				if ( is_readable( $file ) ) {
					require_once $file;
				}
			}
		);
	}
}

( new Farol\Plugin( __DIR__ . '/farol.php' ) )->uninstall();

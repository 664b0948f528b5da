<?php
/**
 * Farol's class loading, for the plugin and for its uninstall.php (which WordPress runs without
 * loading the plugin): Composer's autoloader when there is one, else Farol\ mapped to includes/,
 * and the bundled third-party code under Farol\Vendor\.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_autoload = __DIR__ . '/vendor/autoload.php';
if ( is_readable( $farol_autoload ) ) {
	require_once $farol_autoload;
} else {
	// Without Composer's autoloader (a plugin zip or the Playground mount), map Farol\ to includes/.
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

// Bundled third-party code, namespace-prefixed under Farol\Vendor\ (lib/<package>/), loaded with
// or without Composer: a plugin zip carries it and Composer's autoloader does not know it.
spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'Farol\\Vendor\\libphonenumber\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$file = __DIR__ . '/lib/libphonenumber/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
		if ( is_readable( $file ) ) {
			require_once $file;
		}
	}
);

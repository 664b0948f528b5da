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
	// Without Composer's autoloader (a plugin zip or the Playground mount), map Farol\ to includes/:
	// the build's classmap (tools/build/classmap.js) names the file of every class, so a class
	// loads with one require_once; a class it lacks (a file added since the build) is looked for
	// at its PSR-4 path.
	$farol_classmap = __DIR__ . '/build/classmap.php';
	$farol_classmap = is_readable( $farol_classmap ) ? require $farol_classmap : array();
	spl_autoload_register(
		static function ( string $class_name ) use ( $farol_classmap ): void {
			if ( isset( $farol_classmap[ $class_name ] ) ) {
				require_once __DIR__ . '/' . $farol_classmap[ $class_name ];
				return;
			}
			if ( ! str_starts_with( $class_name, 'Farol\\' ) || str_starts_with( $class_name, 'Farol\\Vendor\\' ) ) {
				return;
			}
			$file = __DIR__ . '/includes/' . str_replace( '\\', '/', substr( $class_name, 6 ) ) . '.php';
			if ( is_readable( $file ) ) {
				require_once $file;
			}
		},
		true,
		// First in line: core's loaders (the Requests library's, registered before any plugin)
		// are not asked for each of Farol's classes; any other class costs this loader one isset().
		true
	);
	unset( $farol_classmap );
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

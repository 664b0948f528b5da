<?php
/**
 * Plugin Name:       Farol
 * Description:       Lead and contact forms, countdown, box-shadow generator, sticky elements and threaded comments for the Farol site.
 * Version:           0.1.0
 * Requires at least: 6.5
 * Requires PHP:      8.1
 * Author:            Farol
 * License:           GPL-2.0-or-later
 * Text Domain:       farol
 * Domain Path:       /languages
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

if ( version_compare( PHP_VERSION, '8.1', '<' ) ) {
	add_action(
		'admin_notices',
		static function (): void {
			echo '<div class="notice notice-error"><p>' . esc_html__( 'Farol requires PHP 8.1 or newer.', 'farol' ) . '</p></div>';
		}
	);
	return;
}

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

( new Farol\Plugin( __FILE__ ) )->register();

<?php
/**
 * Plugin Name: Farol native runtime
 * Description: Fits WordPress to the native runtime: the web server (nginx, tools/runtime/native/nginx.conf.in) rewrites URLs, and the site stays offline. Linked into wp-content/mu-plugins by tools/runtime/native.sh; never shipped.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

// nginx sends every path that is not a file to index.php, as mod_rewrite would, so the
// Permalinks screen keeps /%postname%/ instead of falling back to /index.php/%postname%/.
add_filter( 'got_url_rewrite', '__return_true' );

// wp-config.php blocks requests to other hosts; do not even try the WordPress.org update checks
// (each failure logs a warning in debug.log and slows wp-admin down).
remove_action( 'admin_init', '_maybe_update_core' );
remove_action( 'admin_init', '_maybe_update_plugins' );
remove_action( 'admin_init', '_maybe_update_themes' );
remove_action( 'wp_version_check', 'wp_version_check' );
remove_action( 'wp_update_plugins', 'wp_update_plugins' );
remove_action( 'wp_update_themes', 'wp_update_themes' );
remove_action( 'init', 'wp_schedule_update_checks' );
remove_action( 'wp_maybe_auto_update', 'wp_maybe_auto_update' );
foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php' ) as $farol_screen ) {
	remove_action( $farol_screen, 'wp_update_plugins' );
}
foreach ( array( 'load-themes.php', 'load-update.php', 'load-update-core.php' ) as $farol_screen ) {
	remove_action( $farol_screen, 'wp_update_themes' );
}
unset( $farol_screen );

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

require_once __DIR__ . '/autoload.php';

( new Farol\Plugin( __FILE__ ) )->register();

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

require_once __DIR__ . '/autoload.php';

( new Farol\Plugin( __DIR__ . '/farol.php' ) )->uninstall();

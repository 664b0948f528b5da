<?php
/**
 * Run by PageChromeScriptTest inside a loaded test site: deactivates the Farol plugin.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

require_once ABSPATH . 'wp-admin/includes/plugin.php';

deactivate_plugins( 'farol/farol.php', true );
echo is_plugin_active( 'farol/farol.php' ) ? 'still active' : 'inactive';

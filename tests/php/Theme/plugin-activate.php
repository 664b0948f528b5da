<?php
/**
 * Run by PageChromeScriptTest inside a loaded test site: activates the Farol plugin.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

require_once ABSPATH . 'wp-admin/includes/plugin.php';

$farol_activated = activate_plugin( 'farol/farol.php' );
echo esc_html( is_wp_error( $farol_activated ) ? $farol_activated->get_error_message() : 'active' );

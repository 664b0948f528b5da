<?php
/**
 * Run by PageChromeScriptTest inside a loaded test site: renders the home page as a request to
 * "/" would (the main query, then WordPress' template loader with the block theme's template)
 * and prints, as JSON, the HTML and whether the Farol plugin was loaded.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

// A visitor's request to the home page, through the theme (index.php defines this too).
define( 'WP_USE_THEMES', true );
$_SERVER['REQUEST_URI']    = '/';
$_SERVER['REQUEST_METHOD'] = 'GET';
wp_set_current_user( 0 );
wp();

ob_start();
require ABSPATH . WPINC . '/template-loader.php';
$farol_html = (string) ob_get_clean();

echo wp_json_encode(
	array(
		'plugin_loaded' => class_exists( 'Farol\\Plugin', false ),
		'html'          => $farol_html,
	)
);

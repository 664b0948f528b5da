<?php
/**
 * Plugin Name: Farol native runtime
 * Description: Fits WordPress to the native runtime: the web server (nginx, tools/runtime/native/nginx.conf.in) rewrites URLs, and the site stays offline (tools/runtime/offline.php). Linked into wp-content/mu-plugins by tools/runtime/native.sh; never shipped.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

// nginx sends every path that is not a file to index.php, as mod_rewrite would, so the
// Permalinks screen keeps /%postname%/ instead of falling back to /index.php/%postname%/.
add_filter( 'got_url_rewrite', '__return_true' );

// Offline and quiet (no update checks, no outbound request): tools/runtime/offline.php, linked
// beside this file as farol-offline.php.

// No mail leaves the machine: the plugin's development mail sink (Farol\Support\Mail\MailSink)
// keeps every wp_mail() in the option farol_mail_sink, shown at Tools › Mail sink. The demo
// site, the e2e site and the bench sites all get it.
defined( 'FAROL_MAIL_SINK' ) || define( 'FAROL_MAIL_SINK', true );

<?php
/**
 * The stock site's router for PHP's built-in server when the site is a subdirectory network
 * (tools/test/dist-stock.sh --multisite): the rules a web server gets for one (WordPress's
 * network setup screen prints them for Apache and nginx). A site's own prefix in front of
 * wp-admin, wp-includes, wp-content or a root PHP file is dropped; a file that exists is served
 * (PHP files run, others sent with their type); everything else goes to index.php.
 *
 * Runs at the top level of the server's request, as index.php would: WordPress's globals are
 * globals here too.
 *
 * @package Farol
 */

// phpcs:disable WordPress.Security.ValidatedSanitizedInput, WordPress.WP.AlternativeFunctions -- a web server's rules, before WordPress.

$farol_root = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' );
$farol_path = (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH ); // phpcs:ignore WordPress.WP.AlternativeFunctions.parse_url_parse_url -- WordPress is not loaded.
$farol_own  = $farol_path;

if ( ! file_exists( $farol_root . $farol_path ) && preg_match( '#^/[_0-9a-zA-Z-]+(/(?:wp-(?:admin|includes|content)(?:/.*)?|[^/]+\.php))$#', $farol_path, $farol_match ) ) {
	$farol_path = $farol_match[1];
}
if ( is_dir( $farol_root . $farol_path ) ) {
	$farol_path = rtrim( $farol_path, '/' ) . '/index.php';
}

$farol_file = $farol_root . $farol_path;
if ( ! is_file( $farol_file ) ) {
	$farol_path = '/index.php';
	$farol_file = $farol_root . '/index.php';
}

if ( str_ends_with( $farol_file, '.php' ) ) {
	$_SERVER['SCRIPT_NAME']     = $farol_path;
	$_SERVER['PHP_SELF']        = $farol_path;
	$_SERVER['SCRIPT_FILENAME'] = $farol_file;
	chdir( dirname( $farol_file ) );
	require $farol_file;
	return true;
}
if ( $farol_path === $farol_own ) {
	return false; // The built-in server serves the file as asked.
}

$farol_types = array(
	'css'   => 'text/css',
	'js'    => 'application/javascript',
	'json'  => 'application/json',
	'svg'   => 'image/svg+xml',
	'png'   => 'image/png',
	'gif'   => 'image/gif',
	'jpg'   => 'image/jpeg',
	'jpeg'  => 'image/jpeg',
	'webp'  => 'image/webp',
	'woff'  => 'font/woff',
	'woff2' => 'font/woff2',
	'ttf'   => 'font/ttf',
);
header( 'Content-Type: ' . ( $farol_types[ strtolower( pathinfo( $farol_file, PATHINFO_EXTENSION ) ) ] ?? 'application/octet-stream' ) );
header( 'Content-Length: ' . filesize( $farol_file ) );
readfile( $farol_file );
return true;

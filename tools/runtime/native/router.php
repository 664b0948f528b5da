<?php
/**
 * Router for `php -S` (the native runtime): does what a web server's rewrite rules do for
 * WordPress.
 *
 * - an existing text asset (.js, .css, .svg, .json, ...) is served here, compressed when the
 *   browser accepts it and cacheable, as a production web server does (the built-in server
 *   compresses nothing, which would skew every page-weight and Lighthouse measurement);
 * - any other existing file (images, fonts, .php scripts, also behind the plugin and theme
 *   symlinks) is handed back to the built-in server, which serves it or runs it;
 * - a directory without its trailing slash is redirected to it (as Apache does), so
 *   /wp-admin becomes /wp-admin/ and relative links work; a directory with an index.php runs it;
 * - a file or folder under a folder whose .htaccess says `Require all denied` (as Farol's
 *   private folder of kept contact form files) is refused with 403, as Apache would;
 * - anything else (pretty permalinks, /wp-json/...) runs WordPress's index.php.
 *
 * @package Farol
 */

declare(strict_types=1);

/**
 * Decides how to answer the current request.
 *
 * @param string $root Document root, without a trailing slash.
 * @return string "server" (the built-in server sends a static file), "php" (the built-in
 *                server runs a PHP script), "done" (answered here), "asset" (a text asset to
 *                serve compressed) or "index" (WordPress).
 */
function farol_native_route( string $root ): string {
	$uri  = (string) ( $_SERVER['REQUEST_URI'] ?? '/' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- routing only; WordPress sanitizes what it uses.
	$path = rawurldecode( (string) parse_url( $uri, PHP_URL_PATH ) );

	// No way out of the document root, no hidden files.
	if ( str_contains( $path, "\0" ) || preg_match( '#(^|/)\.#', $path ) ) {
		http_response_code( 404 );
		return 'done';
	}

	$target = $root . $path;
	if ( ( is_file( $target ) || is_dir( $target ) ) && farol_native_denied( $root, $target ) ) {
		http_response_code( 403 );
		return 'done';
	}
	if ( is_file( $target ) ) {
		if ( str_ends_with( $target, '.php' ) ) {
			return 'php';
		}
		return null !== farol_native_text_type( $target ) ? 'asset' : 'server';
	}
	if ( is_dir( $target ) ) {
		if ( ! str_ends_with( $path, '/' ) ) {
			$query = (string) parse_url( $uri, PHP_URL_QUERY );
			header( 'Location: ' . $path . '/' . ( '' !== $query ? '?' . $query : '' ), true, 301 );
			return 'done';
		}
		if ( is_file( $target . 'index.php' ) ) {
			return 'php';
		}
	}
	// /some/script.php/extra/path: the built-in server runs the script with PATH_INFO.
	if ( preg_match( '#^(.*?\.php)(/.*)?$#', $path, $match ) && is_file( $root . $match[1] ) ) {
		return 'php';
	}
	return 'index';
}

/**
 * Whether a folder on the way from the document root to a path denies every request in its
 * .htaccess (`Require all denied`), as Apache honours it.
 *
 * @param string $root   Document root, without a trailing slash.
 * @param string $target The requested file or folder.
 */
function farol_native_denied( string $root, string $target ): bool {
	$dir = is_dir( $target ) ? rtrim( $target, '/' ) : dirname( $target );
	while ( str_starts_with( $dir, $root . '/' ) ) {
		$rules = $dir . '/.htaccess';
		if ( is_file( $rules ) && str_contains( (string) file_get_contents( $rules ), 'Require all denied' ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions -- a web server reading its configuration.
			return true;
		}
		$dir = dirname( $dir );
	}
	return false;
}

/**
 * The Content-Type of a text asset worth compressing, or null.
 *
 * @param string $file File path.
 */
function farol_native_text_type( string $file ): ?string {
	$types = array(
		'js'   => 'application/javascript; charset=UTF-8',
		'mjs'  => 'application/javascript; charset=UTF-8',
		'css'  => 'text/css; charset=UTF-8',
		'svg'  => 'image/svg+xml',
		'json' => 'application/json',
		'map'  => 'application/json',
		'txt'  => 'text/plain; charset=UTF-8',
		'xml'  => 'application/xml',
	);
	return $types[ strtolower( pathinfo( $file, PATHINFO_EXTENSION ) ) ] ?? null;
}

/**
 * Serves a text asset with a validator and a cache lifetime; the body is compressed by
 * zlib.output_compression (native.sh turns it on) when the browser accepts gzip.
 *
 * @param string $file File path.
 */
function farol_native_serve_asset( string $file ): void {
	$etag = '"' . dechex( (int) filemtime( $file ) ) . '-' . dechex( (int) filesize( $file ) ) . '"';
	header( 'Content-Type: ' . farol_native_text_type( $file ) );
	header( 'Cache-Control: public, max-age=3600' );
	header( 'ETag: ' . $etag );
	header( 'Vary: Accept-Encoding' );
	if ( ( $_SERVER['HTTP_IF_NONE_MATCH'] ?? '' ) === $etag ) { // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- compared, never printed.
		http_response_code( 304 );
		return;
	}
	readfile( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a web server serving a file.
}

$farol_root  = rtrim( (string) $_SERVER['DOCUMENT_ROOT'], '/' ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- set by the built-in server.
$farol_route = farol_native_route( $farol_root );
if ( 'php' === $farol_route ) {
	// The script runs in this request, inside the gzip handler: compressed like WordPress' pages.
	return false;
}
if ( 'server' === $farol_route ) {
	// The built-in server writes a static file itself, outside PHP's output layer: the gzip
	// handler that zlib.output_compression started for the request would corrupt it.
	while ( ob_get_level() > 0 ) {
		ob_end_clean();
	}
	return false;
}
if ( 'asset' === $farol_route ) {
	farol_native_serve_asset( $farol_root . rawurldecode( (string) parse_url( (string) $_SERVER['REQUEST_URI'], PHP_URL_PATH ) ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- checked by farol_native_route().
	return true;
}
if ( 'index' === $farol_route ) {
	// WordPress must load in the global scope (wp-config.php's $table_prefix, template globals).
	$_SERVER['SCRIPT_NAME']     = '/index.php';
	$_SERVER['PHP_SELF']        = '/index.php';
	$_SERVER['SCRIPT_FILENAME'] = $farol_root . '/index.php';
	unset( $farol_route );
	chdir( $farol_root );
	require $farol_root . '/index.php';
}
return true;

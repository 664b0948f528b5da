<?php
/**
 * The test site's configuration, shared by the installer (includes/install.php, its own
 * process) and the PHPUnit bootstrap: what wp-tests-config.php is to the WordPress test library.
 *
 * WordPress runs from the pinned core tree (.farol/wordpress-<version>, read-only) with its
 * own content folder .farol/tests/wp-content, where plugins/farol and themes/farol are
 * symlinks to the repository's plugin/ and theme/, exactly as on a site. The database is
 * farol_tests on the private MariaDB of tools/runtime/native.sh.
 *
 * @package Farol
 */

declare(strict_types=1);

define( 'FAROL_TESTS_ROOT', dirname( __DIR__, 3 ) );

/**
 * The WordPress version the runtimes pin, read from tools/runtime/wordpress-version.json (its
 * one source).
 *
 * @throws RuntimeException When the version is not found there.
 */
function farol_tests_wordpress_version(): string {
	$pinned = json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/tools/runtime/wordpress-version.json' ), true );
	if ( ! is_array( $pinned ) || ! is_string( $pinned['version'] ?? null ) ) {
		throw new RuntimeException( 'version not found in tools/runtime/wordpress-version.json' );
	}
	return $pinned['version'];
}

define( 'FAROL_TESTS_CORE_DIR', FAROL_TESTS_ROOT . '/.farol/wordpress-' . farol_tests_wordpress_version() );
define( 'FAROL_TESTS_CONTENT_DIR', FAROL_TESTS_ROOT . '/.farol/tests/wp-content' );
define( 'FAROL_TESTS_DOMAIN', 'example.org' );
define( 'FAROL_TESTS_DB_PORT', (int) ( getenv( 'FAROL_DB_PORT' ) ? getenv( 'FAROL_DB_PORT' ) : 3307 ) );

define( 'ABSPATH', FAROL_TESTS_CORE_DIR . '/' );
define( 'WP_CONTENT_DIR', FAROL_TESTS_CONTENT_DIR );
// The upgrade test's plugins folder (tests/php/Lifecycle/UpgradeTest): a release unpacked there,
// then replaced by the current zip, as wp-admin's upload does.
if ( getenv( 'FAROL_TESTS_PLUGIN_DIR' ) ) {
	define( 'WP_PLUGIN_DIR', (string) getenv( 'FAROL_TESTS_PLUGIN_DIR' ) );
}
// A wp-admin request (is_admin()): the upgrade test's first admin visit after the upload.
if ( '1' === getenv( 'FAROL_TESTS_ADMIN' ) ) {
	define( 'WP_ADMIN', true );
}
define( 'WP_CONTENT_URL', 'http://' . FAROL_TESTS_DOMAIN . '/wp-content' );
define( 'WP_HOME', 'http://' . FAROL_TESTS_DOMAIN );
define( 'WP_SITEURL', 'http://' . FAROL_TESTS_DOMAIN );

define( 'DB_NAME', 'farol_tests' );
define( 'DB_USER', 'farol' );
define( 'DB_PASSWORD', 'farol' );
define( 'DB_HOST', '127.0.0.1:' . FAROL_TESTS_DB_PORT );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'FAROL_TESTS_DEFAULT_PREFIX', 'wptests_' );
$GLOBALS['table_prefix'] = getenv( 'FAROL_TESTS_TABLE_PREFIX' ) ? (string) getenv( 'FAROL_TESTS_TABLE_PREFIX' ) : FAROL_TESTS_DEFAULT_PREFIX;

// A multisite test site (tests/php/Lifecycle/MultisiteTest): a subdirectory network, once
// site.php install has made it one (the install itself loads WordPress as a single site, as
// core's test installer does).
if ( '1' === getenv( 'FAROL_TESTS_MULTISITE' ) && 'install' !== ( $GLOBALS['farol_task'] ?? '' ) ) {
	define( 'WP_ALLOW_MULTISITE', true );
	define( 'MULTISITE', true );
	define( 'SUBDOMAIN_INSTALL', false );
	define( 'DOMAIN_CURRENT_SITE', FAROL_TESTS_DOMAIN );
	define( 'PATH_CURRENT_SITE', '/' );
	define( 'SITE_ID_CURRENT_SITE', 1 );
	define( 'BLOG_ID_CURRENT_SITE', 1 );
}

define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', true );
define( 'WP_DEBUG_LOG', false );
define( 'SCRIPT_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'FS_METHOD', 'direct' );
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'WP_DEFAULT_THEME', 'farol' );
define( 'WP_MEMORY_LIMIT', '512M' );
define( 'WP_MAX_MEMORY_LIMIT', '512M' );

// Fixed keys: nothing secret lives in a throwaway test database.
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as $farol_key ) {
	define( $farol_key, 'farol-tests-' . strtolower( $farol_key ) );
}
unset( $farol_key );

// What a request to the test site sets; WordPress reads these while loading.
$_SERVER['HTTP_HOST']       = FAROL_TESTS_DOMAIN;
$_SERVER['SERVER_NAME']     = FAROL_TESTS_DOMAIN;
$_SERVER['SERVER_PORT']     = '80';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
$_SERVER['HTTP_USER_AGENT'] = 'Farol PHPUnit';

/**
 * Connects to the test database as the site does, or returns the reason it cannot.
 *
 * @return mysqli|string
 */
function farol_tests_connect() {
	mysqli_report( MYSQLI_REPORT_OFF );
	$link = mysqli_init();
	if ( false === $link ) {
		return 'mysqli_init failed';
	}
	$link->options( MYSQLI_OPT_CONNECT_TIMEOUT, 3 );
	if ( ! @$link->real_connect( '127.0.0.1', DB_USER, DB_PASSWORD, DB_NAME, FAROL_TESTS_DB_PORT ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- the reason is reported below.
		return (string) mysqli_connect_error();
	}
	return $link;
}

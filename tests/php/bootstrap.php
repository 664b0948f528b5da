<?php
/**
 * PHPUnit bootstrap: a real WordPress on a real MariaDB, installed fresh for every run.
 *
 * 1. checks that the private MariaDB of the native runtime answers (tools/test/php.sh starts it);
 * 2. links plugin/ and theme/ into the test site's wp-content (.farol/tests/wp-content);
 * 3. installs WordPress into farol_tests from scratch in a separate PHP process (every table
 *    dropped first), with the Farol theme switched on and the Farol plugin activated;
 * 4. loads WordPress here (wp-settings.php), so the plugin is loaded the way WordPress loads it:
 *    from the active_plugins option, through the symlinked plugin folder.
 *
 * Each test then runs inside a database transaction that Farol\Tests\TestCase rolls back.
 *
 * @package Farol
 */

declare(strict_types=1);

// PHPUnit includes this file from inside a method: WordPress's globals must be declared global.
global $wpdb, $current_site, $current_blog, $wp_rewrite, $shortcode_tags, $wp, $phpmailer, $wp_theme_directories, $wp_filter, $wp_actions, $wp_current_filter, $table_prefix;

require dirname( __DIR__, 2 ) . '/vendor/autoload.php';

// A git worktree may share another checkout's vendor/ through a symlink, and Composer's class
// map then points at that checkout: Farol's own classes and tests load from this one first.
spl_autoload_register(
	static function ( string $class_name ): void {
		foreach ( array(
			'Farol\\Tests\\' => dirname( __DIR__, 2 ) . '/tests/php/',
			'Farol\\'        => dirname( __DIR__, 2 ) . '/plugin/includes/',
		) as $prefix => $folder ) {
			if ( str_starts_with( $class_name, $prefix ) ) {
				$file = $folder . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
				if ( is_readable( $file ) ) {
					require_once $file;
				}
				return;
			}
		}
	},
	true,
	true
);
require __DIR__ . '/includes/config.php';

/**
 * Stops the run before any test with a message that says what to do.
 *
 * @param string $message What is wrong and how to fix it.
 */
function farol_tests_abort( string $message ): void {
	fwrite( STDERR, "\nFarol PHPUnit bootstrap: {$message}\n\n" );
	exit( 1 );
}

if ( ! is_file( FAROL_TESTS_CORE_DIR . '/.farol-complete' ) ) {
	farol_tests_abort( 'WordPress core is not prepared in ' . FAROL_TESTS_CORE_DIR . '; run `node tools/runtime/wordpress.mjs` (tools/test/php.sh does).' );
}

// One run at a time: a run re-installs farol_tests and would pull the tables from under another.
if ( ! is_dir( FAROL_TESTS_ROOT . '/.farol' ) ) {
	mkdir( FAROL_TESTS_ROOT . '/.farol', 0777, true );
}
$GLOBALS['farol_tests_lock'] = fopen( FAROL_TESTS_ROOT . '/.farol/phpunit.lock', 'c' );
if ( false === $GLOBALS['farol_tests_lock'] ) {
	farol_tests_abort( 'cannot open .farol/phpunit.lock' );
}
if ( ! flock( $GLOBALS['farol_tests_lock'], LOCK_EX | LOCK_NB ) ) {
	fwrite( STDERR, "Farol PHPUnit bootstrap: another PHPUnit run uses farol_tests; waiting for it to finish...\n" );
	$farol_deadline = time() + 900;
	while ( ! flock( $GLOBALS['farol_tests_lock'], LOCK_EX | LOCK_NB ) ) {
		if ( time() > $farol_deadline ) {
			farol_tests_abort( 'another PHPUnit run has held .farol/phpunit.lock for 15 minutes.' );
		}
		usleep( 200000 );
	}
}

$farol_link = farol_tests_connect();
if ( is_string( $farol_link ) ) {
	farol_tests_abort(
		'cannot reach the test database farol_tests on 127.0.0.1:' . FAROL_TESTS_DB_PORT . " ({$farol_link}).\n"
		. 'Start MariaDB with `bash tools/runtime/native.sh start` (or `db-start`), or run the tests with `bash tools/test/php.sh`.'
	);
}
$farol_link->close();

// The test site's wp-content: the Farol plugin and theme, linked as on a developer's site.
foreach (
	array(
		FAROL_TESTS_CONTENT_DIR . '/plugins/farol' => FAROL_TESTS_ROOT . '/plugin',
		FAROL_TESTS_CONTENT_DIR . '/themes/farol'  => FAROL_TESTS_ROOT . '/theme',
	) as $farol_link_path => $farol_link_target
) {
	if ( is_link( $farol_link_path ) && readlink( $farol_link_path ) === $farol_link_target ) {
		continue;
	}
	if ( ! is_dir( dirname( $farol_link_path ) ) ) {
		mkdir( dirname( $farol_link_path ), 0777, true );
	}
	if ( is_link( $farol_link_path ) || is_file( $farol_link_path ) ) {
		unlink( $farol_link_path );
	}
	if ( ! symlink( $farol_link_target, $farol_link_path ) ) {
		farol_tests_abort( "cannot link {$farol_link_path} to {$farol_link_target}" );
	}
}

// A fresh install for every run, in its own process (WordPress cannot be installed and then
// loaded again in one process).
$farol_output = array();
$farol_status = 0;
putenv( 'FAROL_TESTS_TABLE_PREFIX' );
exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/includes/site.php' ) . ' install 2>&1', $farol_output, $farol_status );
if ( 0 !== $farol_status || 'installed' !== trim( implode( "\n", $farol_output ) ) ) {
	farol_tests_abort( "installing WordPress into farol_tests failed:\n" . implode( "\n", $farol_output ) );
}

// Each tests/php/<Feature>/ folder is its own testsuite; an undeclared folder would not run.
$farol_declared = (string) file_get_contents( FAROL_TESTS_ROOT . '/phpunit.xml.dist' );
foreach ( (array) glob( __DIR__ . '/*', GLOB_ONLYDIR ) as $farol_folder ) {
	$farol_feature = basename( (string) $farol_folder );
	if ( 'includes' !== $farol_feature && glob( $farol_folder . '/*Test.php' ) && ! preg_match( '#<directory[^>]*>\s*(\./)?tests/php/' . preg_quote( $farol_feature, '#' ) . '/?\s*</directory>#', $farol_declared ) ) {
		farol_tests_abort( "tests/php/{$farol_feature}/ has tests but no <testsuite name=\"{$farol_feature}\"> in phpunit.xml.dist." );
	}
}

unset( $farol_deadline, $farol_link, $farol_link_path, $farol_link_target, $farol_output, $farol_status, $farol_declared, $farol_folder, $farol_feature );

require ABSPATH . 'wp-settings.php';

// Requests made in tests are not admin, ajax or REST requests unless a test says so.
wp_set_current_user( 0 );

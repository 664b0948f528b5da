<?php
/**
 * The test of the object-cache drop-in (tests/object-cache/object-cache.php, test scaffolding)
 * against a real redis-server: starts a private one on a unix socket in a temporary folder, runs
 * the wp_cache_*() API through two "requests" (two cache objects, as two PHP processes or two
 * servers would have), then stops Redis mid-request and checks that the cache degrades to memory
 * without an error and says so once in the log.
 *
 * Usage: php tests/object-cache/test.php   (npm run test:object-cache; run by the servers layer)
 *
 * @package Farol
 */

declare(strict_types=1);

// phpcs:disable WordPress.WP.AlternativeFunctions, WordPress.Security.EscapeOutput.OutputNotEscaped, WordPress.PHP.NoSilencedErrors, WordPress.PHP.IniSet, WordPress.PHP.DiscouragedPHPFunctions, WordPress.PHP.DevelopmentFunctions, Generic.CodeAnalysis.ForLoopWithTestFunctionCall -- a command-line test outside WordPress: it runs redis-server, captures PHP's log and prints plain text.

$dir = sys_get_temp_dir() . '/farol-redis-test-' . getmypid();
@mkdir( $dir, 0700, true );
$socket = $dir . '/redis.sock';
$log    = $dir . '/php.log';
ini_set( 'error_log', $log );
ini_set( 'log_errors', '1' );
ini_set( 'display_errors', 'stderr' );

$server = proc_open(
	array( 'redis-server', '--port', '0', '--unixsocket', $socket, '--save', '', '--appendonly', 'no', '--dir', $dir ),
	array(
		0 => array( 'file', '/dev/null', 'r' ),
		1 => array( 'file', $dir . '/redis.log', 'a' ),
		2 => array( 'file', $dir . '/redis.log', 'a' ),
	),
	$pipes
);
if ( ! is_resource( $server ) ) {
	fwrite( STDERR, "object-cache test: could not start redis-server (Debian: apt-get install redis-server)\n" );
	exit( 1 );
}
for ( $i = 0; $i < 100 && ! file_exists( $socket ); $i++ ) {
	usleep( 50000 );
}
$stop = static function () use ( $server, $dir ): void {
	if ( is_resource( $server ) && proc_get_status( $server )['running'] ) {
		proc_terminate( $server );
		proc_close( $server );
	}
	array_map( 'unlink', (array) glob( $dir . '/*' ) );
	@rmdir( $dir );
};
register_shutdown_function( $stop );

define( 'FAROL_REDIS_SOCKET', $socket );
define( 'DB_NAME', 'farol_cache_test' );
$GLOBALS['table_prefix'] = 'wp_';
require __DIR__ . '/object-cache.php';

$failures = 0;
$checks   = 0;
/**
 * Records one check.
 *
 * @param bool   $ok   Whether it held.
 * @param string $what What was checked.
 */
function check( bool $ok, string $what ): void {
	global $failures, $checks;
	++$checks;
	if ( ! $ok ) {
		++$failures;
		echo "FAIL: {$what}\n";
	}
}

/** A new request: a fresh cache object (empty runtime cache) on the same Redis. */
function new_request(): Farol_Redis_Object_Cache {
	wp_cache_init();
	wp_cache_add_global_groups( array( 'users', 'site-options' ) );
	wp_cache_add_non_persistent_groups( array( 'counts', 'plugins' ) );
	return $GLOBALS['wp_object_cache'];
}

$cache = new_request();
check( $cache->is_persistent(), 'the cache reaches Redis' );
wp_cache_flush();

// Get and set, types kept.
$object = (object) array( 'a' => 1 );
check( wp_cache_set( 'k', array( 'x' => 1 ) ) && wp_cache_set( 'n', 5 ) && wp_cache_set( 's', '5' ) && wp_cache_set( 'o', $object ) && wp_cache_set( 'f', false ), 'set answers true' );
$object->a = 2;
new_request();
check( array( 'x' => 1 ) === wp_cache_get( 'k' ), 'an array set in one request is read in the next' );
check( 5 === wp_cache_get( 'n' ) && '5' === wp_cache_get( 's' ), 'integers and numeric strings keep their type' );
check( 1 === wp_cache_get( 'o' )->a, 'an object is stored as it was when set' );
$found = null;
check( false === wp_cache_get( 'f', '', false, $found ) && true === $found, 'a stored false is found' );
check( false === wp_cache_get( 'missing', '', false, $found ) && false === $found, 'a missing key is not found' );

// Groups, add, replace, delete.
wp_cache_set( 'k', 'posts value', 'posts' );
check( 'posts value' === wp_cache_get( 'k', 'posts' ) && array( 'x' => 1 ) === wp_cache_get( 'k' ), 'groups keep keys apart' );
check( ! wp_cache_add( 'k', 'other', 'posts' ) && wp_cache_add( 'new', 'v', 'posts' ), 'add only when absent' );
check( ! wp_cache_replace( 'absent', 'v', 'posts' ) && wp_cache_replace( 'k', 'replaced', 'posts' ), 'replace only when present' );
new_request();
check( 'replaced' === wp_cache_get( 'k', 'posts' ), 'a replaced value reaches Redis' );
check( ! wp_cache_add( 'new', 'again', 'posts' ), 'add sees a key another request added' );
check( wp_cache_delete( 'k', 'posts' ) && false === wp_cache_get( 'k', 'posts' ), 'delete' );
new_request();
check( false === wp_cache_get( 'k', 'posts', false, $found ) && ! $found, 'a deleted key is gone for the next request' );

// Expiry.
wp_cache_set( 'short', 'v', 'posts', 1 );
check( 'v' === wp_cache_get( 'short', 'posts', true ), 'an expiring value is there before its time' );
usleep( 2100000 );
check( false === wp_cache_get( 'short', 'posts', true ), 'an expired value is gone from Redis' );

// Non-persistent and global groups, blogs.
wp_cache_set( 'c', 3, 'counts' );
check( 3 === wp_cache_get( 'c', 'counts' ), 'a non-persistent group works within the request' );
wp_cache_set( 'u', 'user', 'users' );
wp_cache_set( 'p', 'blog 1', 'posts' );
wp_cache_switch_to_blog( 2 );
check( 'user' === wp_cache_get( 'u', 'users' ), 'a global group is shared by every blog' );
check( false === wp_cache_get( 'p', 'posts' ), 'a blog group is not shared with another blog' );
wp_cache_set( 'p', 'blog 2', 'posts' );
new_request();
check( false === wp_cache_get( 'c', 'counts' ), 'a non-persistent group never reaches Redis' );
check( 'blog 1' === wp_cache_get( 'p', 'posts' ), 'blog 1 keeps its own value' );
wp_cache_switch_to_blog( 2 );
check( 'blog 2' === wp_cache_get( 'p', 'posts' ), 'blog 2 keeps its own value' );
wp_cache_switch_to_blog( 1 );

// Multiple.
wp_cache_set_multiple(
	array(
		'm1' => 'one',
		'm2' => 2,
	),
	'posts'
);
check(
	array( true, false ) === array_values(
		wp_cache_add_multiple(
			array(
				'm3' => 3,
				'm1' => 'x',
			),
			'posts'
		)
	),
	'add_multiple answers per key'
);
new_request();
check(
	array(
		'm1' => 'one',
		'm2' => 2,
		'm3' => 3,
		'mx' => false,
	) === wp_cache_get_multiple(
		array(
			'm1',
			'm2',
			'm3',
			'mx',
		),
		'posts'
	),
	'get_multiple reads what another request set, false when missing'
);
wp_cache_delete_multiple( array( 'm1', 'm2' ), 'posts' );
new_request();
check(
	array(
		'm1' => false,
		'm2' => false,
		'm3' => 3,
	) === wp_cache_get_multiple(
		array(
			'm1',
			'm2',
			'm3',
		),
		'posts'
	),
	'delete_multiple'
);

// Incr and decr: atomic in Redis, never below 0.
wp_cache_set( 'votes', 10, 'posts' );
$other = new_request();
check( 11 === wp_cache_incr( 'votes', 1, 'posts' ), 'incr' );
new_request();
check( 14 === wp_cache_incr( 'votes', 3, 'posts' ) && 14 === wp_cache_get( 'votes', 'posts' ), 'incr from two requests adds up' );
check( 0 === wp_cache_decr( 'votes', 99, 'posts' ), 'decr stops at 0' );
check( false === wp_cache_incr( 'nothing', 1, 'posts' ), 'incr of a missing key is false' );

// Flush group, runtime, all.
wp_cache_set( 'a', 1, 'comment' );
wp_cache_set( 'b', 2, 'comment' );
wp_cache_set( 'keep', 'kept', 'posts' );
check( wp_cache_supports( 'flush_group' ) && wp_cache_supports( 'get_multiple' ) && ! wp_cache_supports( 'unknown' ), 'supports()' );
check( wp_cache_flush_group( 'comment' ), 'flush_group answers true' );
check( false === wp_cache_get( 'a', 'comment' ), 'flush_group empties the runtime cache of the group' );
new_request();
check( false === wp_cache_get( 'b', 'comment' ) && 'kept' === wp_cache_get( 'keep', 'posts' ), 'flush_group empties Redis of that group only' );
wp_cache_set( 'r', 'v', 'counts' );
wp_cache_flush_runtime();
check( false === wp_cache_get( 'r', 'counts' ) && 'kept' === wp_cache_get( 'keep', 'posts' ), 'flush_runtime empties memory, not Redis' );
$redis = new Redis();
$redis->connect( $socket );
$redis->set( 'another-site:posts:1:keep', 'theirs' );
wp_cache_flush();
new_request();
check( false === wp_cache_get( 'keep', 'posts' ), 'flush empties the site' );
check( 'theirs' === $redis->get( 'another-site:posts:1:keep' ), "flush leaves another site's keys" );

// Redis stopped mid-request: the request carries on in memory, says so once, no error.
wp_cache_set( 'before', 'b', 'posts' );
try {
	$redis->rawCommand( 'SHUTDOWN', 'NOSAVE' );
} catch ( RedisException $e ) {
	unset( $e ); // The server went away, as asked.
}
proc_close( $server );
$errors = array();
set_error_handler(
	static function ( int $no, string $message ) use ( &$errors ): bool {
		$errors[] = $message;
		return true;
	}
);
try {
	check( wp_cache_set( 'during', 'd', 'posts' ) && 'd' === wp_cache_get( 'during', 'posts' ), 'set and get still work without Redis' );
	check( 'b' === wp_cache_get( 'before', 'posts' ), 'what the request read stays readable' );
	check( 1 === wp_cache_incr( 'during-n', 1, 'posts' ) || false === wp_cache_incr( 'during-n', 1, 'posts' ), 'incr without Redis answers' );
	wp_cache_get_multiple( array( 'x', 'y' ), 'posts' );
	wp_cache_flush_group( 'posts' );
	new_request();
	check( wp_cache_set( 'later', 'l' ) && 'l' === wp_cache_get( 'later' ), 'a request starting while Redis is down runs on memory' );
} catch ( Throwable $e ) {
	check( false, 'no exception escapes when Redis is down: ' . $e->getMessage() );
}
restore_error_handler();
check( array() === $errors, 'no PHP warning when Redis is down: ' . implode( ' | ', $errors ) );
check( ! $GLOBALS['wp_object_cache']->is_persistent(), 'the cache knows it is not persistent' );
$logged = (string) @file_get_contents( $log );
check( 2 === substr_count( $logged, 'farol object cache: Redis unavailable' ), 'each request logs the loss once: ' . $logged );

echo "object-cache: {$checks} checks, {$failures} failed\n";
exit( $failures > 0 ? 1 : 0 );

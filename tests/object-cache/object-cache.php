<?php
/**
 * The object-cache drop-in (wp-content/object-cache.php) of Farol's native runtime with
 * FAROL_NATIVE_OBJECT_CACHE=redis: core's wp_cache_*() API on Farol_Redis_Object_Cache.
 *
 * TEST SCAFFOLDING, NEVER SHIPPED (tests/ is outside plugin/ and theme/, which ship). On a production site use
 * a maintained drop-in instead: Redis Object Cache (Till Krüss), Object Cache Pro, or a
 * Memcached equivalent (docs/load-and-servers.md).
 *
 * Configuration (wp-config.php): FAROL_REDIS_SOCKET (a unix socket) or FAROL_REDIS_HOST and
 * FAROL_REDIS_PORT; WP_CACHE_KEY_SALT, else DB_NAME and the table prefix, keeps sites apart.
 *
 * @package Farol
 */

declare(strict_types=1);

require_once __DIR__ . '/RedisObjectCacheSupport.php';
require_once __DIR__ . '/RedisObjectCache.php';

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals -- core's own API names.

/**
 * Which optional features this cache has.
 *
 * @param string $feature Feature name.
 */
function wp_cache_supports( $feature ) {
	return in_array( $feature, array( 'add_multiple', 'set_multiple', 'get_multiple', 'delete_multiple', 'flush_runtime', 'flush_group' ), true );
}

/**
 * Sets up the cache (wp-settings.php).
 */
function wp_cache_init() {
	global $wp_object_cache, $table_prefix;
	$salt            = defined( 'WP_CACHE_KEY_SALT' ) && '' !== WP_CACHE_KEY_SALT
		? (string) WP_CACHE_KEY_SALT
		: ( defined( 'DB_NAME' ) ? DB_NAME : 'wp' ) . '.' . ( is_string( $table_prefix ) ? $table_prefix : '' );
	$wp_object_cache = new Farol_Redis_Object_Cache( $salt, function_exists( 'get_current_blog_id' ) ? get_current_blog_id() : 1 );
}

/**
 * Adds a value unless the key exists.
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds to live.
 */
function wp_cache_add( $key, $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	if ( function_exists( 'wp_suspend_cache_addition' ) && wp_suspend_cache_addition() ) {
		return false;
	}
	return $wp_object_cache->set( $key, $data, $group, (int) $expire, 'add' );
}

/**
 * Adds several values.
 *
 * @param array  $data   Key → value.
 * @param string $group  Group.
 * @param int    $expire Seconds to live.
 */
function wp_cache_add_multiple( array $data, $group = '', $expire = 0 ) {
	$done = array();
	foreach ( $data as $key => $value ) {
		$done[ $key ] = wp_cache_add( $key, $value, $group, $expire );
	}
	return $done;
}

/**
 * Replaces a value only when the key exists.
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds to live.
 */
function wp_cache_replace( $key, $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	return $wp_object_cache->set( $key, $data, $group, (int) $expire, 'replace' );
}

/**
 * Sets a value.
 *
 * @param int|string $key    Key.
 * @param mixed      $data   Value.
 * @param string     $group  Group.
 * @param int        $expire Seconds to live.
 */
function wp_cache_set( $key, $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	return $wp_object_cache->set( $key, $data, $group, (int) $expire );
}

/**
 * Sets several values.
 *
 * @param array  $data   Key → value.
 * @param string $group  Group.
 * @param int    $expire Seconds to live.
 */
function wp_cache_set_multiple( array $data, $group = '', $expire = 0 ) {
	global $wp_object_cache;
	$done = array();
	foreach ( $data as $key => $value ) {
		$done[ $key ] = $wp_object_cache->set( $key, $value, $group, (int) $expire );
	}
	return $done;
}

/**
 * Reads a value.
 *
 * @param int|string $key   Key.
 * @param string     $group Group.
 * @param bool       $force Skip the runtime cache.
 * @param bool|null  $found Set to whether it was found.
 */
function wp_cache_get( $key, $group = '', $force = false, &$found = null ) {
	global $wp_object_cache;
	return $wp_object_cache->get( $key, $group, $force, $found );
}

/**
 * Reads several values.
 *
 * @param array  $keys  Keys.
 * @param string $group Group.
 * @param bool   $force Skip the runtime cache.
 */
function wp_cache_get_multiple( $keys, $group = '', $force = false ) {
	global $wp_object_cache;
	return $wp_object_cache->get_multiple( $keys, $group, $force );
}

/**
 * Deletes a value.
 *
 * @param int|string $key   Key.
 * @param string     $group Group.
 */
function wp_cache_delete( $key, $group = '' ) {
	global $wp_object_cache;
	return $wp_object_cache->delete( $key, $group );
}

/**
 * Deletes several values.
 *
 * @param array  $keys  Keys.
 * @param string $group Group.
 */
function wp_cache_delete_multiple( array $keys, $group = '' ) {
	global $wp_object_cache;
	$done = array();
	foreach ( $keys as $key ) {
		$done[ $key ] = $wp_object_cache->delete( $key, $group );
	}
	return $done;
}

/**
 * Increments a number.
 *
 * @param int|string $key    Key.
 * @param int        $offset Amount.
 * @param string     $group  Group.
 */
function wp_cache_incr( $key, $offset = 1, $group = '' ) {
	global $wp_object_cache;
	return $wp_object_cache->incr( $key, (int) $offset, $group );
}

/**
 * Decrements a number (never below 0).
 *
 * @param int|string $key    Key.
 * @param int        $offset Amount.
 * @param string     $group  Group.
 */
function wp_cache_decr( $key, $offset = 1, $group = '' ) {
	global $wp_object_cache;
	return $wp_object_cache->incr( $key, - (int) $offset, $group );
}

/**
 * Empties the site's cache.
 */
function wp_cache_flush() {
	global $wp_object_cache;
	return $wp_object_cache->flush();
}

/**
 * Empties the runtime cache only.
 */
function wp_cache_flush_runtime() {
	global $wp_object_cache;
	return $wp_object_cache->flush_runtime();
}

/**
 * Empties one group.
 *
 * @param string $group Group.
 */
function wp_cache_flush_group( $group ) {
	global $wp_object_cache;
	return $wp_object_cache->flush_group( $group );
}

/**
 * Ends the request's use of the cache.
 */
function wp_cache_close() {
	global $wp_object_cache;
	return $wp_object_cache->close();
}

/**
 * Declares global groups.
 *
 * @param string|string[] $groups Groups.
 */
function wp_cache_add_global_groups( $groups ) {
	global $wp_object_cache;
	$wp_object_cache->add_global_groups( $groups );
}

/**
 * Declares non-persistent groups.
 *
 * @param string|string[] $groups Groups.
 */
function wp_cache_add_non_persistent_groups( $groups ) {
	global $wp_object_cache;
	$wp_object_cache->add_non_persistent_groups( $groups );
}

/**
 * Switches the blog.
 *
 * @param int $blog_id Blog id.
 */
function wp_cache_switch_to_blog( $blog_id ) {
	global $wp_object_cache;
	$wp_object_cache->switch_to_blog( (int) $blog_id );
}

/**
 * Resets the cache's blog (deprecated in core since 3.5; kept for callers).
 */
function wp_cache_reset() {
	global $wp_object_cache;
	$wp_object_cache->flush_runtime();
}

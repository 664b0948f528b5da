<?php
/**
 * Farol's test-scaffolding object cache: core's WP_Object_Cache API on phpredis.
 *
 * NOT SHIPPED and not meant for production (what ships is plugin/ and theme/; tests/ is neither). It
 * exists so the native runtime and the servers layer can run WordPress with a real shared
 * object cache (FAROL_NATIVE_OBJECT_CACHE=redis). Production sites use a maintained drop-in:
 * Redis Object Cache (Till Krüss), Object Cache Pro, or a Memcached one (docs/load-and-servers.md).
 *
 * Keys: "<salt>:<group>:<blog>:<key>", salt = WP_CACHE_KEY_SALT or DB_NAME + table prefix, blog
 * = the blog id, or "g" for a global group. Integers are stored as plain digits (so incr and decr
 * are Redis's atomic INCRBY), everything else serialized. Every value read or written is kept in
 * an in-request runtime cache too. When Redis cannot be reached (short connect timeout), or fails
 * mid-request, the cache says so once in PHP's log and carries on as a non-persistent in-memory
 * cache: no error page.
 *
 * @package Farol
 */

declare(strict_types=1);

/**
 * The object cache (global $wp_object_cache).
 */
final class Farol_Redis_Object_Cache {

	use Farol_Redis_Object_Cache_Support;

	/**
	 * The connection.
	 *
	 * @var Redis|null The connection; null once Redis is unavailable.
	 */
	private ?Redis $redis = null;

	/**
	 * The runtime cache.
	 *
	 * @var array<string, array<string, mixed>> Runtime cache: group → "<blog>:<key>" → value.
	 */
	private array $cache = array();

	/**
	 * The global groups.
	 *
	 * @var array<string, true> Global groups (shared by every blog).
	 */
	private array $global_groups = array();

	/**
	 * The non-persistent groups.
	 *
	 * @var array<string, true> Groups never sent to Redis.
	 */
	private array $non_persistent_groups = array();

	/**
	 * The key prefix.
	 *
	 * @var string Key prefix of this site.
	 */
	private string $salt;

	/**
	 * The current blog.
	 *
	 * @var int The current blog.
	 */
	private int $blog_id;

	/**
	 * Whether the loss of Redis was logged.
	 *
	 * @var bool Whether the unavailability was logged already.
	 */
	private bool $logged = false;

	/**
	 * Cache hits.
	 *
	 * @var int Hits, for debugging.
	 */
	public int $cache_hits = 0;

	/**
	 * Cache misses.
	 *
	 * @var int Misses, for debugging.
	 */
	public int $cache_misses = 0;

	/**
	 * Connects (or degrades) at once.
	 *
	 * @param string $salt    Key prefix of the site.
	 * @param int    $blog_id Current blog id.
	 * @throws RedisException Caught here: a failed connection degrades the cache.
	 */
	public function __construct( string $salt, int $blog_id ) {
		$this->salt    = $salt;
		$this->blog_id = $blog_id;
		if ( ! class_exists( 'Redis' ) ) {
			$this->unavailable( 'the phpredis extension is not loaded' );
			return;
		}
		try {
			$redis  = new Redis();
			$socket = defined( 'FAROL_REDIS_SOCKET' ) ? (string) FAROL_REDIS_SOCKET : '';
			$ok     = '' !== $socket
				? $redis->connect( $socket, 0, 0.5 )
				: $redis->connect( defined( 'FAROL_REDIS_HOST' ) ? (string) FAROL_REDIS_HOST : '127.0.0.1', defined( 'FAROL_REDIS_PORT' ) ? (int) FAROL_REDIS_PORT : 6379, 0.5 );
			if ( ! $ok ) {
				throw new RedisException( 'connect failed' );
			}
			$redis->setOption( Redis::OPT_READ_TIMEOUT, 1.0 );
			$this->redis = $redis;
		} catch ( Throwable $e ) {
			$this->unavailable( $e->getMessage() );
		}
	}

	/**
	 * Whether values are sent to Redis now (false once degraded).
	 */
	public function is_persistent(): bool {
		return null !== $this->redis;
	}

	/**
	 * Reads a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 * @param bool       $force Skip the runtime cache.
	 * @param bool|null  $found Whether it was found.
	 * @return mixed False when not found.
	 */
	public function get( $key, $group = 'default', $force = false, &$found = null ) {
		$group = $this->group( $group );
		$found = false;
		if ( ! $this->valid_key( $key ) ) {
			return false;
		}
		$local = $this->local_key( $key, $group );
		if ( ( ! $force || ! $this->persistent( $group ) ) && array_key_exists( $local, $this->cache[ $group ] ?? array() ) ) {
			$found = true;
			++$this->cache_hits;
			$value = $this->cache[ $group ][ $local ];
			return is_object( $value ) ? clone $value : $value;
		}
		if ( $this->persistent( $group ) ) {
			$raw = $this->remote( fn( Redis $r ) => $r->get( $this->redis_key( $key, $group ) ), false );
			if ( is_string( $raw ) ) {
				$found = true;
				++$this->cache_hits;
				$value = $this->decode( $raw );
				$this->remember( $local, $group, $value );
				return $value;
			}
		}
		++$this->cache_misses;
		return false;
	}

	/**
	 * Reads several values of one group (one MGET).
	 *
	 * @param array  $keys  Keys.
	 * @param string $group Group.
	 * @param bool   $force Skip the runtime cache.
	 * @return array Key → value, false for each one not found.
	 */
	public function get_multiple( $keys, $group = 'default', $force = false ): array {
		$group  = $this->group( $group );
		$values = array();
		$remote = array();
		foreach ( $keys as $key ) {
			$local = $this->valid_key( $key ) ? $this->local_key( $key, $group ) : null;
			if ( null !== $local && ( ! $force || ! $this->persistent( $group ) ) && array_key_exists( $local, $this->cache[ $group ] ?? array() ) ) {
				$value          = $this->cache[ $group ][ $local ];
				$values[ $key ] = is_object( $value ) ? clone $value : $value;
				++$this->cache_hits;
				continue;
			}
			$values[ $key ] = false;
			if ( null !== $local && $this->persistent( $group ) ) {
				$remote[] = $key;
			}
		}
		if ( $remote ) {
			$raws = $this->remote( fn( Redis $r ) => $r->mGet( array_map( fn( $k ) => $this->redis_key( $k, $group ), $remote ) ), array() );
			foreach ( $remote as $i => $key ) {
				if ( is_array( $raws ) && isset( $raws[ $i ] ) && is_string( $raws[ $i ] ) ) {
					$values[ $key ] = $this->decode( $raws[ $i ] );
					$this->remember( $this->local_key( $key, $group ), $group, $values[ $key ] );
					++$this->cache_hits;
				} else {
					++$this->cache_misses;
				}
			}
		}
		return $values;
	}

	/**
	 * Stores a value.
	 *
	 * @param int|string $key    Key.
	 * @param mixed      $value  Value.
	 * @param string     $group  Group.
	 * @param int        $expire Seconds to live; 0 for no expiry.
	 * @param string     $mode   '' (set), 'add' (only when absent) or 'replace' (only when present).
	 */
	public function set( $key, $value, $group = 'default', $expire = 0, string $mode = '' ): bool {
		$group = $this->group( $group );
		if ( ! $this->valid_key( $key ) ) {
			return false;
		}
		$local = $this->local_key( $key, $group );
		if ( $this->persistent( $group ) ) {
			$options = array();
			if ( 'add' === $mode ) {
				$options[] = 'nx';
			} elseif ( 'replace' === $mode ) {
				$options[] = 'xx';
			}
			if ( (int) $expire > 0 ) {
				$options['ex'] = (int) $expire;
			}
			$sent = $this->remote( fn( Redis $r ) => $r->set( $this->redis_key( $key, $group ), $this->encode( $value ), $options ), null );
			if ( false === $sent ) {
				return false; // Refused by NX or XX.
			}
			if ( null !== $sent ) {
				$this->remember( $local, $group, $value );
				return true;
			}
		}
		$present = array_key_exists( $local, $this->cache[ $group ] ?? array() );
		if ( ( 'add' === $mode && $present ) || ( 'replace' === $mode && ! $present ) ) {
			return false;
		}
		$this->remember( $local, $group, $value );
		return true;
	}

	/**
	 * Deletes a value.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	public function delete( $key, $group = 'default' ): bool {
		$group = $this->group( $group );
		if ( ! $this->valid_key( $key ) ) {
			return false;
		}
		$local   = $this->local_key( $key, $group );
		$present = array_key_exists( $local, $this->cache[ $group ] ?? array() );
		unset( $this->cache[ $group ][ $local ] );
		if ( $this->persistent( $group ) ) {
			$deleted = $this->remote( fn( Redis $r ) => $r->del( $this->redis_key( $key, $group ) ), 0 );
			return $present || $deleted > 0;
		}
		return $present;
	}

	/**
	 * Adds $offset to a number (atomic in Redis); never below 0, as core.
	 *
	 * @param int|string $key    Key.
	 * @param int        $offset Amount (negative to decrement).
	 * @param string     $group  Group.
	 * @return int|false The new value, or false when the key does not exist.
	 */
	public function incr( $key, $offset = 1, $group = 'default' ) {
		$group = $this->group( $group );
		if ( ! $this->valid_key( $key ) ) {
			return false;
		}
		$local = $this->local_key( $key, $group );
		if ( $this->persistent( $group ) ) {
			$rkey  = $this->redis_key( $key, $group );
			$value = $this->remote(
				function ( Redis $r ) use ( $rkey, $offset ) {
					$raw = $r->get( $rkey );
					if ( ! is_string( $raw ) ) {
						return false;
					}
					if ( ! preg_match( '/^-?\d+$/', $raw ) ) {
						$r->set( $rkey, '0', array( 'xx', 'keepttl' ) );
					}
					$new = (int) $r->incrBy( $rkey, (int) $offset );
					if ( $new < 0 ) {
						$r->set( $rkey, '0', array( 'xx', 'keepttl' ) );
						$new = 0;
					}
					return $new;
				},
				null
			);
			if ( null !== $value ) {
				if ( false !== $value ) {
					$this->cache[ $group ][ $local ] = $value;
				}
				return $value;
			}
		}
		if ( ! array_key_exists( $local, $this->cache[ $group ] ?? array() ) ) {
			return false;
		}
		$current                         = $this->cache[ $group ][ $local ];
		$new                             = max( 0, ( is_numeric( $current ) ? (int) $current : 0 ) + (int) $offset );
		$this->cache[ $group ][ $local ] = $new;
		return $new;
	}

	/**
	 * Empties the whole cache of this site (its keys in Redis and the runtime cache).
	 */
	public function flush(): bool {
		$this->cache = array();
		return $this->delete_matching( $this->glob_escape( $this->salt ) . ':*' );
	}

	/**
	 * Empties one group, on every blog.
	 *
	 * @param string $group Group.
	 */
	public function flush_group( $group ): bool {
		$group = $this->group( $group );
		unset( $this->cache[ $group ] );
		if ( isset( $this->non_persistent_groups[ $group ] ) ) {
			return true;
		}
		return $this->delete_matching( $this->glob_escape( $this->salt . ':' . $group ) . ':*' );
	}

	/**
	 * Empties the runtime cache only.
	 */
	public function flush_runtime(): bool {
		$this->cache = array();
		return true;
	}
}

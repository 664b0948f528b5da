<?php
/**
 * Keys, encoding, the connection's failure handling and the group and blog settings of
 * Farol_Redis_Object_Cache (test scaffolding, never shipped; see RedisObjectCache.php).
 *
 * @package Farol
 */

declare(strict_types=1);

/**
 * The helpers of Farol_Redis_Object_Cache, which declares the properties used here.
 */
trait Farol_Redis_Object_Cache_Support {

	/**
	 * Goes on without Redis, saying so once.
	 *
	 * @param string $why What happened.
	 */
	private function unavailable( string $why ): void {
		$this->redis = null;
		if ( ! $this->logged ) {
			$this->logged = true;
			// phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- said once per request.
			error_log( 'farol object cache: Redis unavailable (' . $why . '); this request runs on an in-memory cache only' );
		}
	}

	/**
	 * Runs a Redis call; on failure, degrades and returns $fallback.
	 *
	 * @param callable $call     Receives the connection.
	 * @param mixed    $fallback What to return without Redis.
	 * @return mixed
	 */
	private function remote( callable $call, $fallback ) {
		if ( null === $this->redis ) {
			return $fallback;
		}
		try {
			return $call( $this->redis );
		} catch ( Throwable $e ) {
			$this->unavailable( $e->getMessage() );
			return $fallback;
		}
	}

	/**
	 * Normalises a group name.
	 *
	 * @param mixed $group Group.
	 */
	private function group( $group ): string {
		return ( '' === (string) $group ) ? 'default' : (string) $group;
	}

	/**
	 * The runtime key of $key in $group ("<blog>:<key>").
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	private function local_key( $key, string $group ): string {
		return ( isset( $this->global_groups[ $group ] ) ? 'g' : (string) $this->blog_id ) . ':' . $key;
	}

	/**
	 * The Redis key.
	 *
	 * @param int|string $key   Key.
	 * @param string     $group Group.
	 */
	private function redis_key( $key, string $group ): string {
		return $this->salt . ':' . $group . ':' . $this->local_key( $key, $group );
	}

	/**
	 * Whether $group goes to Redis.
	 *
	 * @param string $group Group.
	 */
	private function persistent( string $group ): bool {
		return null !== $this->redis && ! isset( $this->non_persistent_groups[ $group ] );
	}

	/**
	 * A key must be an integer or a non-empty string, as core's cache requires.
	 *
	 * @param mixed $key Key.
	 */
	private function valid_key( $key ): bool {
		return is_int( $key ) || ( is_string( $key ) && '' !== trim( $key ) );
	}

	/**
	 * Encodes a value for Redis: integers as digits, everything else serialized.
	 *
	 * @param mixed $value Value.
	 */
	private function encode( $value ): string {
		return is_int( $value ) ? (string) $value : serialize( $value ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- a cache holds any PHP value, objects included (WP_Post, WP_Comment), as core's own cache does.
	}

	/**
	 * Decodes a value read from Redis.
	 *
	 * @param string $raw Stored string.
	 * @return mixed
	 */
	private function decode( string $raw ) {
		if ( preg_match( '/^-?\d+$/', $raw ) ) {
			return (int) $raw;
		}
		return unserialize( $raw ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- only what encode() wrote into the site's own private Redis; objects must come back as objects.
	}

	/**
	 * Keeps a value in the runtime cache (objects copied, as core does).
	 *
	 * @param string $local Runtime key.
	 * @param string $group Group.
	 * @param mixed  $value Value.
	 */
	private function remember( string $local, string $group, $value ): void {
		$this->cache[ $group ][ $local ] = is_object( $value ) ? clone $value : $value;
	}

	/**
	 * Deletes every Redis key matching a pattern (SCAN, so Redis is never blocked).
	 *
	 * @param string $pattern Glob pattern.
	 */
	private function delete_matching( string $pattern ): bool {
		return (bool) $this->remote(
			function ( Redis $r ) use ( $pattern ) {
				$r->setOption( Redis::OPT_SCAN, Redis::SCAN_RETRY );
				$cursor = null;
				do {
					$keys = $r->scan( $cursor, $pattern, 500 );
					if ( is_array( $keys ) && $keys ) {
						$r->unlink( $keys );
					}
				} while ( $cursor > 0 );
				return true;
			},
			true
		);
	}

	/**
	 * Escapes a literal for a Redis glob pattern.
	 *
	 * @param string $text Literal.
	 */
	private function glob_escape( string $text ): string {
		return addcslashes( $text, '*?[]\\' );
	}

	/**
	 * Declares global groups.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_global_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->global_groups[ (string) $group ] = true;
		}
	}

	/**
	 * Declares non-persistent groups.
	 *
	 * @param string|string[] $groups Groups.
	 */
	public function add_non_persistent_groups( $groups ): void {
		foreach ( (array) $groups as $group ) {
			$this->non_persistent_groups[ (string) $group ] = true;
		}
	}

	/**
	 * Switches the blog the non-global keys belong to.
	 *
	 * @param int $blog_id Blog id.
	 */
	public function switch_to_blog( $blog_id ): void {
		$this->blog_id = (int) $blog_id;
	}

	/**
	 * The end of the request (wp_cache_close): phpredis closes the connection itself; kept open
	 * so that anything cached later in the request still reaches Redis.
	 */
	public function close(): bool {
		return true;
	}
}

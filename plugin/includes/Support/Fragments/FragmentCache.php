<?php
/**
 * Server markup kept in the persistent object cache for anonymous readers.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Fragments;

/**
 * A fragment (a block's server markup) rendered once and served from the site's persistent object
 * cache (Redis, Memcached: `wp_using_ext_object_cache()`) to the next anonymous readers, never to
 * anyone whose page may be their own. Nothing is cached without a persistent object cache (the
 * per-request cache would only cost memory).
 *
 * - **Who**: a GET or HEAD of the front end, nobody logged in, no query string but campaign tags,
 *   and no cookie the server reads to print someone's own page (`wordpress_*`, `wp-postpass_*`,
 *   `comment_author_*`, any `farol_` cookie except the ones only browsers read) — the page
 *   cache's rules (docs/load-and-servers.md).
 * - **The key**: the caller's parts (a thread's version, …) plus the site's generation (a random
 *   value renewed on every change of an option, a user, a theme, a plugin or an upgrade), the
 *   post's generation (renewed when the post, or one of its meta, changes), the locale, the
 *   site's and home's addresses, HTTPS, and the plugin's files' times.
 * - **Lifetime**: at most the caller's `valid_until` (a relative date's next change) and never
 *   more than MAX_TTL.
 * - **Side effects**: FragmentRecorder records them with the markup and replays them on a hit.
 */
final class FragmentCache {

	/**
	 * The object cache group.
	 */
	public const GROUP = 'farol_fragments';

	/**
	 * Longest a fragment is kept (seconds).
	 */
	public const MAX_TTL = 3600;

	/**
	 * Options whose changes say nothing about a page (written by readers, cron, the caches).
	 */
	private const QUIET_OPTIONS = '/^(?:_site_transient_|_transient_|cron$|_farol_thread_|farol_mail_sink$|farol_queue|doing_cron$|recently_edited$|recovery_)/';

	/**
	 * The cookies only browsers read (they change nothing the server prints).
	 */
	private const BROWSER_COOKIES = '/^farol_(?:trf|cid|consent|agreement|social_agreement)$|^_form_fields$/';

	/**
	 * Campaign tags, which change nothing the server prints.
	 */
	private const CAMPAIGN_ARGS = '/^(?:utm_[a-z]+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid)$/';

	/**
	 * The generations read in this request (site, post ids).
	 *
	 * @var array<string,string>
	 */
	private array $generations = array();

	/**
	 * Hooks the changes that renew a generation.
	 */
	public function register(): void {
		foreach ( array( 'added_option', 'updated_option', 'deleted_option' ) as $hook ) {
			add_action( $hook, array( $this, 'option_changed' ) );
		}
		foreach ( array( 'upgrader_process_complete', 'switch_theme', 'activated_plugin', 'deactivated_plugin', 'profile_update', 'user_register', 'deleted_user', 'set_user_role', 'wp_update_nav_menu' ) as $hook ) {
			add_action( $hook, array( $this, 'site_changed' ) );
		}
		add_action( 'clean_post_cache', array( $this, 'post_changed' ) );
		foreach ( array( 'added_post_meta', 'updated_post_meta', 'deleted_post_meta' ) as $hook ) {
			add_action( $hook, fn ( $meta_ids, $post_id ) => $this->post_changed( $post_id ), 10, 2 );
		}
	}

	/**
	 * Whether this request may be served a cached fragment (and fill one).
	 */
	public function usable(): bool {
		if ( ! wp_using_ext_object_cache() || is_admin() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || is_preview() || is_customize_preview() ) {
			return false;
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) ) : 'GET';
		if ( ( 'GET' !== $method && 'HEAD' !== $method ) || is_user_logged_in() ) {
			return false;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only the names are read, to decide not to cache.
		foreach ( array_keys( $_GET ) as $name ) {
			if ( 1 !== preg_match( self::CAMPAIGN_ARGS, (string) $name ) ) {
				return false;
			}
		}
		foreach ( array_keys( $_COOKIE ) as $name ) {
			$name = (string) $name;
			if ( 1 === preg_match( '/^(?:wordpress_|wp-postpass_|comment_author_|wp-settings-)/', $name ) ) {
				return false;
			}
			if ( str_starts_with( $name, 'farol_' ) && 1 !== preg_match( self::BROWSER_COOKIES, $name ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The cache key of a fragment.
	 *
	 * @param string                  $name  What the fragment is (e.g. 'comments-area').
	 * @param int                     $post  The post it belongs to (0: none).
	 * @param array<string|int,mixed> $parts Whatever else its markup depends on.
	 */
	public function key( string $name, int $post, array $parts ): string {
		if ( 0 < $post ) {
			$this->prefetch( array( 'site', 'post:' . $post ) );
		}
		$site = array(
			$this->generation( 'site' ),
			0 < $post ? $this->generation( 'post:' . $post ) : '',
			determine_locale(),
			home_url(),
			site_url(),
			is_ssl(),
			self::code_version(),
		);
		return $name . ':' . $post . ':' . md5( (string) wp_json_encode( array( $site, $parts ) ) );
	}

	/**
	 * A stored fragment, or null.
	 *
	 * @param string $key The key (key()).
	 * @return array<string,mixed>|null
	 */
	public function get( string $key ): ?array {
		$found = wp_cache_get( $key, self::GROUP );
		if ( ! is_array( $found ) || ! isset( $found['html'], $found['until'] ) || ! is_string( $found['html'] ) || (int) $found['until'] <= time() ) {
			return null;
		}
		return $found;
	}

	/**
	 * Keeps a fragment.
	 *
	 * @param string              $key   The key.
	 * @param array<string,mixed> $entry The markup (`html`) and what its caller replays.
	 * @param int                 $until Unix time it is good until.
	 */
	public function set( string $key, array $entry, int $until ): void {
		$ttl = min( self::MAX_TTL, $until - time() );
		if ( $ttl < 1 ) {
			return;
		}
		$entry['until'] = time() + $ttl;
		wp_cache_set( $key, $entry, self::GROUP, $ttl );
	}

	/**
	 * An option changed: every fragment of the site is renewed, unless the option is one that
	 * readers, cron or the caches write.
	 *
	 * @param mixed $option The option's name.
	 */
	public function option_changed( $option ): void {
		if ( is_string( $option ) && 1 !== preg_match( self::QUIET_OPTIONS, $option ) ) {
			$this->site_changed();
		}
	}

	/**
	 * Something every page may show changed: a new site generation.
	 */
	public function site_changed(): void {
		$this->renew( 'site' );
	}

	/**
	 * A post or one of its meta changed: a new generation for the post.
	 *
	 * @param mixed $post_id The post.
	 */
	public function post_changed( $post_id ): void {
		if ( is_numeric( $post_id ) && (int) $post_id > 0 ) {
			$this->renew( 'post:' . (int) $post_id );
		}
	}

	/**
	 * Reads generations not read yet in one round trip (`wp_cache_get_multiple`).
	 *
	 * @param string[] $names Generation names.
	 */
	private function prefetch( array $names ): void {
		$missing = array_values( array_filter( $names, fn ( string $name ): bool => ! isset( $this->generations[ $name ] ) ) );
		if ( count( $missing ) < 2 ) {
			return;
		}
		$found = wp_cache_get_multiple( array_map( static fn ( string $name ): string => 'gen:' . $name, $missing ), self::GROUP );
		foreach ( $missing as $name ) {
			$value = $found[ 'gen:' . $name ] ?? false;
			if ( is_string( $value ) && '' !== $value ) {
				$this->generations[ $name ] = $value;
			}
		}
	}

	/**
	 * A generation's value (made when missing).
	 *
	 * @param string $name `site` or `post:<id>`.
	 */
	private function generation( string $name ): string {
		if ( ! isset( $this->generations[ $name ] ) ) {
			$found = wp_cache_get( 'gen:' . $name, self::GROUP );
			if ( ! is_string( $found ) || '' === $found ) {
				$found = $this->renew( $name );
			}
			$this->generations[ $name ] = $found;
		}
		return $this->generations[ $name ];
	}

	/**
	 * Gives a generation a new value.
	 *
	 * @param string $name `site` or `post:<id>`.
	 */
	private function renew( string $name ): string {
		$value                      = bin2hex( random_bytes( 8 ) );
		$this->generations[ $name ] = $value;
		wp_cache_set( 'gen:' . $name, $value, self::GROUP );
		return $value;
	}

	/**
	 * The plugin's code, as far as its markup goes: the times of this file and of the plugin's
	 * main file (an update rewrites both).
	 */
	private static function code_version(): string {
		static $version = null;
		if ( null === $version ) {
			$version = (string) filemtime( __FILE__ ) . '.' . (string) filemtime( dirname( __DIR__, 3 ) . '/farol.php' );
		}
		return $version;
	}
}

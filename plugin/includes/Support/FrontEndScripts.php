<?php
/**
 * Keeps WordPress's legacy polyfills away from the scripts Farol prints for visitors.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

use Farol\Module;
use WP_Scripts;

/**
 * WordPress 6.5 registers `react` and most of its own packages (wp-i18n, wp-hooks, wp-dom-ready,
 * …) with a dependency on `wp-polyfill`, which brings `regenerator-runtime` and
 * `wp-polyfill-inert` along: about 19 KB gzip of code for browsers Farol does not serve (its
 * bundles target the browsers of @wordpress/browserslist-config, which need none of them).
 *
 * On a front-end request, just before the head's and the footer's scripts print, this module
 * walks the dependency closure of every queued Farol script (handle prefix `farol-`: block
 * view scripts, the loader, the sticky bar, the theme's page chrome) and takes those three
 * handles out of the dependencies of each script in it. A script outside that closure (another
 * plugin's own script that depends on `wp-polyfill` directly) keeps its dependency, and so
 * still gets the polyfills. wp-admin and the block editor are left as WordPress made them.
 */
final class FrontEndScripts implements Module {

	/** The legacy polyfills a visitor's page does without. */
	public const POLYFILLS = array( 'wp-polyfill', 'regenerator-runtime', 'wp-polyfill-inert' );

	/**
	 * Adds the hooks: before the head's scripts print, and before the footer's (ahead of
	 * DeferredScripts, which copies the deferred closures into templates at priority 9).
	 */
	public function register(): void {
		add_action( 'wp_print_scripts', array( $this, 'drop_polyfills' ), 1 );
		add_action( 'wp_print_footer_scripts', array( $this, 'drop_polyfills' ), 1 );
	}

	/**
	 * Takes the polyfills out of the dependencies of the queued Farol scripts' closure; nothing
	 * in wp-admin (the block editor included).
	 */
	public function drop_polyfills(): void {
		if ( is_admin() ) {
			return;
		}
		$scripts = wp_scripts();
		$pending = array_values(
			array_filter(
				$scripts->queue,
				static fn( string $handle ): bool => str_starts_with( $handle, Names::HANDLE_PREFIX )
			)
		);
		$this->strip( $scripts, $pending );
	}

	/**
	 * Walks the closure of the given handles and strips the polyfills from each script in it
	 * (so the walk never enters them).
	 *
	 * @param WP_Scripts $scripts Scripts registry.
	 * @param string[]   $pending Handles to start from.
	 */
	private function strip( WP_Scripts $scripts, array $pending ): void {
		$seen = array();
		while ( array() !== $pending ) {
			$handle = array_pop( $pending );
			if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			$script          = $scripts->registered[ $handle ];
			$script->deps    = array_values( array_diff( $script->deps, self::POLYFILLS ) );
			array_push( $pending, ...$script->deps );
		}
	}
}

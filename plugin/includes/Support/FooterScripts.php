<?php
/**
 * Moves Farol's front-end scripts, and what only they need, out of the head.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

use Farol\Module;

/**
 * Block view scripts are registered for the head, and so are the core scripts they depend on
 * (react, react-dom, wp-element, wp-i18n, ...), which WordPress then prints as blocking
 * scripts before the first paint. On the front end, this puts every Farol script and its
 * dependency closure in the footer group instead, so the server-rendered page paints first
 * and the scripts take over after. WordPress' own grouping keeps a dependency in the head
 * when any head script still needs it (a dependency's group is the lowest of its
 * dependents'), so no other plugin's head script is left without what it needs.
 */
final class FooterScripts implements Module {

	/**
	 * Adds the hook that runs just before the head's scripts print.
	 */
	public function register(): void {
		add_action( 'wp_print_scripts', array( $this, 'move_to_footer' ) );
	}

	/**
	 * Puts enqueued Farol scripts and their dependencies in the footer group.
	 */
	public function move_to_footer(): void {
		if ( is_admin() || wp_is_json_request() ) {
			return;
		}
		$scripts = wp_scripts();
		$pending = array_values(
			array_filter(
				$scripts->queue,
				static fn( string $handle ): bool => str_starts_with( $handle, Names::HANDLE_PREFIX )
			)
		);
		$seen    = array();
		while ( array() !== $pending ) {
			$handle = array_pop( $pending );
			if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			$scripts->add_data( $handle, 'group', 1 );
			array_push( $pending, ...$scripts->registered[ $handle ]->deps );
		}
	}
}

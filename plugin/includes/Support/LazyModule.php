<?php
/**
 * A module built only on a request whose hooks can reach it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

use Closure;
use Farol\Module;

/**
 * Most requests are a visitor's page: they never reach wp-admin's screens, the block editor or
 * the REST API, so a module that only answers there is not built on them (its classes are not
 * even loaded). The composition root wraps such a module with the places it answers:
 *
 * - in wp-admin (admin pages, admin-ajax, admin-post: is_admin(), known before plugins load)
 *   the module is built and registered at once, as any other;
 * - on any other request, it is built and registered when the first of its entry actions
 *   fires (`rest_api_init`, `enqueue_block_editor_assets`...), as that action's first callback,
 *   so the module's own callbacks on that action, at any priority, still run on that same
 *   firing. Nothing is built when none fires.
 *
 * A module wrapped here must add no hook that fires elsewhere: the composition root says why
 * for each one. The wrapped module is built once per request.
 *
 * A module with a WP-CLI command (the import and settings-file screens and commands) is built at
 * once on the command line too (`$command_line`): WP-CLI needs its command, and its tests take
 * the runner from the hooked screen.
 */
final class LazyModule implements Module {

	/**
	 * The module, once built.
	 *
	 * @var Module|null
	 */
	private ?Module $module = null;

	/**
	 * Wraps a module.
	 *
	 * @param Closure       $build        Builds the module (returns a Module).
	 * @param array<string> $entries      The actions that reach it outside wp-admin.
	 * @param bool          $command_line Built at once on the command line too (a module with a
	 *                                    WP-CLI command, whose tests take it from its hooks).
	 */
	public function __construct( private readonly Closure $build, private readonly array $entries = array(), private readonly bool $command_line = false ) {
	}

	/**
	 * Registers the module now in wp-admin (and on the command line when asked), else when one
	 * of its entry actions fires.
	 */
	public function register(): void {
		if ( is_admin() || ( $this->command_line && Reach::command_line() ) ) {
			$this->module()->register();
			return;
		}
		foreach ( $this->entries as $entry ) {
			add_action( $entry, array( $this, 'arrive' ), PHP_INT_MIN );
		}
	}

	/**
	 * Builds the module and adds its hooks, then unhooks itself from every entry action, so that
	 * the module's hooks are added once however often its entries fire (a test suite that puts
	 * the hooks back as they were before a test gets it hooked again). In that order: removing
	 * the last callback of the running action first would drop its WP_Hook, and the module's
	 * callbacks would go to a new one that this firing never runs.
	 *
	 * @internal Action callback (the entry actions).
	 */
	public function arrive(): void {
		$this->module()->register();
		foreach ( $this->entries as $entry ) {
			remove_action( $entry, array( $this, 'arrive' ), PHP_INT_MIN );
		}
	}

	/**
	 * The module, built on first use.
	 */
	public function module(): Module {
		$this->module ??= ( $this->build )();
		return $this->module;
	}
}

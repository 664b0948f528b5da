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
 * Most requests are a visitor's page: they never reach wp-admin's screens, the REST API or
 * WP-CLI, so a module that only answers there is not built on them (its classes are not even
 * loaded). The composition root wraps such a module with the places it answers:
 *
 * - `admin`: wp-admin, admin-ajax and admin-post (is_admin(), known before plugins load): the
 *   module is built and registered at once, as any other;
 * - `cli`: WP-CLI (commands are added as the plugin loads): built and registered at once;
 * - `rest`: on any other request, built and registered when `rest_api_init` fires (first of its
 *   callbacks, so the module's own `rest_api_init` callbacks, at any priority, still run on that
 *   same firing). Nothing is built when the REST API is not used.
 *
 * A module wrapped here must add no hook that fires elsewhere: the composition root says why
 * for each one. The wrapped module is built once per request.
 *
 * Not for a module that tests or other code find through its hooks outside those places (the
 * import and settings-file screens: their tests take the runner from the hooked screen).
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
	 * @param Closure $build Builds the module (returns a Module).
	 * @param bool    $admin Answers in wp-admin.
	 * @param bool    $rest  Answers on the REST API.
	 * @param bool    $cli   Answers on WP-CLI.
	 */
	public function __construct( private readonly Closure $build, private readonly bool $admin = true, private readonly bool $rest = false, private readonly bool $cli = false ) {
	}

	/**
	 * Registers the module now when this request can reach it, else when the REST API starts.
	 */
	public function register(): void {
		if ( ( $this->admin && is_admin() ) || ( $this->cli && defined( 'WP_CLI' ) && WP_CLI ) ) {
			$this->arrive();
			return;
		}
		if ( $this->rest ) {
			add_action( 'rest_api_init', array( $this, 'arrive' ), PHP_INT_MIN );
		}
	}

	/**
	 * Builds the module and adds its hooks. As a `rest_api_init` callback it unhooks itself
	 * first, so that the module's hooks are added once however often the REST API starts (a
	 * test suite that puts the hooks back as they were before a test gets it hooked again).
	 *
	 * @internal Action callback (rest_api_init) and register().
	 */
	public function arrive(): void {
		remove_action( 'rest_api_init', array( $this, 'arrive' ), PHP_INT_MIN );
		$this->module()->register();
	}

	/**
	 * The module, built on first use.
	 */
	public function module(): Module {
		$this->module ??= ( $this->build )();
		return $this->module;
	}
}

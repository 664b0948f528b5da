<?php
/**
 * Where a request can reach: what a module builds only for the requests that use it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

/**
 * Most requests are a visitor's page. A module builds its wp-admin screens, notices and
 * admin-post actions only where they can answer: in wp-admin (admin pages, admin-ajax,
 * admin-post: is_admin(), known before plugins load) and on the command line (WP-CLI, and the
 * test suites, which fire admin hooks outside wp-admin). docs/architecture.md, "Built on use".
 */
final class Reach {

	/**
	 * Whether admin hooks (admin_menu, admin_notices, admin_post_*, the profile screens) can fire.
	 */
	public static function admin(): bool {
		return is_admin() || self::command_line();
	}

	/**
	 * Whether this is the command line (WP-CLI, the test suites).
	 */
	public static function command_line(): bool {
		return 'cli' === PHP_SAPI;
	}
}

<?php
/**
 * What a React admin page says about itself.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Admin;

/**
 * The facts of one React admin page, given by name in its `screen()`: where it hangs, who may
 * open it, its title, its bundle and container, and the optional menu label, menu position,
 * heading attributes and DataViews stylesheet.
 */
final class AdminScreen {

	/**
	 * Describes the page.
	 *
	 * @param string      $parent          Parent menu slug ('edit-comments.php', another page's slug).
	 * @param string      $capability      Capability needed to see and open it.
	 * @param string      $title           Its title (heading and browser title), translated.
	 * @param string      $entry           Bundle entry under build/, e.g. "apps/sticky/admin".
	 * @param string      $container       Id of the container the app mounts into.
	 * @param string|null $menu_title      Menu label (the title when null).
	 * @param int         $priority        Priority of the admin_menu callback (order among siblings).
	 * @param string      $heading_class   Class of the heading ('' for none).
	 * @param string      $dataviews_style DataViews' stylesheet the build splits out ('' for none).
	 */
	public function __construct(
		public readonly string $parent,
		public readonly string $capability,
		public readonly string $title,
		public readonly string $entry,
		public readonly string $container,
		public readonly ?string $menu_title = null,
		public readonly int $priority = 10,
		public readonly string $heading_class = '',
		public readonly string $dataviews_style = '',
	) {
	}
}

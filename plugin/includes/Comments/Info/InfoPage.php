<?php
/**
 * One page of an info tab.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

/**
 * A page of a tab: its items' markup (escaped by the tab) and the pager's numbers.
 */
final class InfoPage {

	/**
	 * Creates the page.
	 *
	 * @param string $html  The items, escaped HTML (a list; an empty-state text when none).
	 * @param int    $page  This page, 1-based.
	 * @param int    $pages How many pages there are (at least 1).
	 * @param int    $total How many items in all.
	 */
	public function __construct(
		public readonly string $html,
		public readonly int $page,
		public readonly int $pages,
		public readonly int $total
	) {
	}
}

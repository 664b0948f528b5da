<?php
/**
 * The comment area's toolbar as the server prints it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Render;

use Farol\Comments\Phrases;
use Farol\Comments\Thread\Sorting;

/**
 * The filter buttons and the sort menu button, printed in the toolbar slot: the bar's one
 * renderer. The widget draws no copy of it; src/comments/toolbar.ts takes these very elements
 * over (delegated listeners on the slot; the state written onto them: `aria-pressed`,
 * `aria-checked`, `disabled`, `aria-expanded`, the menu's `hidden`, and the current sorting's
 * name copied from its menu item into `.farol-comments__sort-current`), finding them by the ids
 * and `data-farol-filter` / `data-farol-sort` hooks printed here. So the bar is on the page
 * before the widget's scripts (nothing moves when they come), and a click on it before they come
 * is replayed by the deferred loader on the same button. The sort menu's items stay hidden until
 * the widget opens the menu. Without JavaScript the bar is invisible (the block's stylesheet,
 * `@media (scripting: none)`; its place is kept). tests/fixtures/comments/toolbar.json holds
 * this markup for the client's tests (ToolbarViewTest keeps the two equal).
 */
final class ToolbarView {

	/** The sort menu button's id (src/comments/toolbar.ts SORT_ID); its menu is `<id>-menu`. */
	public const SORT_ID = 'farol-comments-sort';

	/** The filters (the wire's `wpdType` values, src/comments/props-contract.ts FILTERS). */
	private const FILTERS = array(
		'most_reacted' => 'filter_most_reacted',
		'hottest'      => 'filter_hottest',
	);

	/** The sortings (the wire's `sorting` values, SORTINGS). */
	private const SORTINGS = array(
		'newest'  => 'sort_newest',
		'oldest'  => 'sort_oldest',
		'by_vote' => 'sort_by_vote',
	);

	/**
	 * The toolbar's markup, escaped.
	 *
	 * @param Sorting $sorting The thread's sorting.
	 */
	public static function html( Sorting $sorting ): string {
		$filters = '';
		foreach ( self::FILTERS as $value => $phrase ) {
			$filters .= '<button type="button" class="farol-comments__filter" id="' . esc_attr( 'farol-comments-filter-' . $value ) . '" data-farol-filter="' . esc_attr( $value ) . '" aria-pressed="false">' . esc_html( Phrases::get( $phrase ) ) . '</button>';
		}
		$items = '';
		foreach ( self::SORTINGS as $value => $phrase ) {
			$items .= '<li role="none"><button type="button" role="menuitemradio" tabindex="-1" id="' . esc_attr( self::SORT_ID . '-' . $value ) . '" aria-checked="' . ( $sorting->value === $value ? 'true' : 'false' ) . '" data-farol-sort="' . esc_attr( $value ) . '">' . esc_html( Phrases::get( $phrase ) ) . '</button></li>';
		}
		$current = self::SORTINGS[ $sorting->value ] ?? 'sort_newest';
		return '<div class="farol-comments__bar"><div class="farol-comments__filters" role="group" aria-label="' . esc_attr( Phrases::get( 'filters_label' ) ) . '">' . $filters . '</div>'
			. '<div class="farol-comments__sort"><button type="button" class="farol-comments__sort-button" id="' . esc_attr( self::SORT_ID ) . '" aria-haspopup="menu" aria-expanded="false" aria-controls="' . esc_attr( self::SORT_ID . '-menu' ) . '">'
			. '<span class="farol-comments__sort-label">' . esc_html( Phrases::get( 'sort_label' ) ) . '</span> <span class="farol-comments__sort-current">' . esc_html( Phrases::get( $current ) ) . '</span>'
			. '<svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false"><path d="M3 6l5 5 5-5z"/></svg></button>'
			. '<ul class="farol-comments__sort-menu" id="' . esc_attr( self::SORT_ID . '-menu' ) . '" role="menu" aria-label="' . esc_attr( Phrases::get( 'sort_label' ) ) . '" hidden>' . $items . '</ul></div></div>';
	}
}

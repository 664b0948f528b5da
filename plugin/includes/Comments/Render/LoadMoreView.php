<?php
/**
 * The comment area's load-more button as the server prints it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Render;

use Farol\Comments\Phrases;

/**
 * The load-more button, printed in the load-more slot: the button's one renderer. The widget
 * draws no copy of it; src/comments/load-more.ts takes this very element over (a listener on
 * the slot; the store's state written onto it: `hidden` when nothing is left, `disabled` and
 * `aria-busy` while a page loads, the "Loading…" text shown in place of the label meanwhile,
 * the "(N more conversations)" text of each page's answer), finding it by the id and classes
 * printed here. Both texts are the configured phrases (`load_more`, `loading`), the second one
 * hidden until a page loads, so the client types none of them. The button is always printed,
 * hidden when nothing is left: a later sorting or filter may bring a list with more to load.
 * So it is on the page before the widget's scripts (nothing moves when they come), and a click
 * on it before they come is replayed by the deferred loader on the same button.
 * tests/fixtures/comments/load-more.json holds this markup for the client's tests
 * (LoadMoreViewTest keeps the two equal).
 */
final class LoadMoreView {

	/** The button's id (src/comments/load-more.ts LOAD_MORE_ID). */
	public const ID = 'farol-comments-load-more';

	/**
	 * The button's markup, escaped.
	 *
	 * @param int    $last_parent_id The last thread shown (`data-lastparentid`).
	 * @param string $left_text      "N more conversations", '' when nothing is left (the button is then hidden).
	 */
	public static function html( int $last_parent_id, string $left_text ): string {
		return '<button type="button" class="farol-comments__load-more" id="' . esc_attr( self::ID ) . '" data-farol-action="load-more" data-lastparentid="' . esc_attr( (string) $last_parent_id ) . '" aria-busy="false"' . ( '' === $left_text ? ' hidden' : '' ) . '>'
			. '<span class="farol-comments__load-more-label">' . esc_html( Phrases::get( 'load_more' ) ) . '</span>'
			. '<span class="farol-comments__load-more-busy" hidden>' . esc_html( Phrases::get( 'loading' ) ) . '</span>'
			. '<span class="farol-comments__left"> (<span class="farol-comments__left-text">' . esc_html( $left_text ) . '</span>)</span></button>';
	}
}

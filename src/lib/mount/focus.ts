/**
 * Keeping the visitor's place when React replaces the server's markup: the container was
 * touched (a click, a Tab into a slider), the script arrived, and the element that had the
 * focus is gone. The focus moves to the element of the new tree that plays the same part
 * (match.ts finds it), with the caret where it was.
 */

/**
 * Internal dependencies
 */
import {
	counterpart,
	describe,
	focusAt,
	selectionOf,
	type ElementMemo,
} from './match';

/** Where the focus was inside a container. */
export interface FocusMemo extends ElementMemo {
	/** The focused server element. */
	element: HTMLElement;
	/** The caret or selection of a text field, when it has one. */
	selection: [ number, number ] | null;
}

/**
 * Notes where the focus is, if it is inside the container.
 *
 * @param container Server-rendered container.
 */
export function rememberFocus( container: HTMLElement ): FocusMemo | null {
	const active = container.ownerDocument.activeElement;
	if (
		! ( active instanceof HTMLElement ) ||
		active === container ||
		! container.contains( active )
	) {
		return null;
	}
	return {
		...describe( container, active ),
		element: active,
		selection: selectionOf( active ),
	};
}

/**
 * Moves the focus into the new tree, unless the visitor has put it somewhere else meanwhile.
 *
 * @param container Container with the new tree.
 * @param memo      Where the focus was (null: it was not inside).
 */
export function moveFocus(
	container: HTMLElement,
	memo: FocusMemo | null
): void {
	if ( ! memo ) {
		return;
	}
	const doc = container.ownerDocument;
	const active = doc.activeElement;
	if ( active && active !== doc.body && active !== memo.element ) {
		return;
	}
	const target = counterpart( container, memo );
	if ( target === memo.element && active === memo.element ) {
		return;
	}
	focusAt( target, memo.selection );
}

/**
 * Keeping the visitor's place when React replaces the server's markup: the container was
 * touched (a click, a Tab into a slider), the script arrived, and the element that had the
 * focus is gone. The focus moves to the element of the new tree that plays the same part.
 */

/** Where the focus was inside a container. */
export interface FocusMemo {
	/** The focused server element. */
	element: HTMLElement;
	/** Its id ('' when none). */
	id: string;
	/** Its name attribute (form controls), or null. */
	name: string | null;
	/** Child indexes from the container down to it. */
	path: number[];
	/** The caret or selection of a text field, when it has one. */
	selection: [ number, number ] | null;
}

/**
 * The caret of a text field, or null (number inputs, buttons and others have none and throw
 * when asked).
 *
 * @param element Focused element.
 */
function selectionOf( element: HTMLElement ): [ number, number ] | null {
	try {
		const field = element as HTMLInputElement;
		if (
			typeof field.selectionStart === 'number' &&
			typeof field.selectionEnd === 'number'
		) {
			return [ field.selectionStart, field.selectionEnd ];
		}
	} catch {
		// No selection API for this kind of input.
	}
	return null;
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
	const path: number[] = [];
	for (
		let node: Element = active;
		node !== container && node.parentElement;
		node = node.parentElement
	) {
		path.unshift(
			Array.from( node.parentElement.children ).indexOf( node )
		);
	}
	return {
		element: active,
		id: active.id,
		name: active.getAttribute( 'name' ),
		path,
		selection: selectionOf( active ),
	};
}

/**
 * The element of the new tree matching the remembered one: same id, else same name (and
 * type and value, for radio buttons sharing a name), else the same place in the tree.
 *
 * @param container Container with the new tree.
 * @param memo      Where the focus was.
 */
function counterpart(
	container: HTMLElement,
	memo: FocusMemo
): Element | null {
	const all = Array.from( container.querySelectorAll( '*' ) );
	if ( memo.id !== '' ) {
		const byId = all.find( ( element ) => element.id === memo.id );
		if ( byId ) {
			return byId;
		}
	}
	if ( memo.name !== null ) {
		const type = memo.element.getAttribute( 'type' );
		const value = memo.element.getAttribute( 'value' );
		const byName = all.find(
			( element ) =>
				element.getAttribute( 'name' ) === memo.name &&
				element.tagName === memo.element.tagName &&
				element.getAttribute( 'type' ) === type &&
				( type !== 'radio' ||
					element.getAttribute( 'value' ) === value )
		);
		if ( byName ) {
			return byName;
		}
	}
	let node: Element | undefined = container;
	for ( const index of memo.path ) {
		node = node?.children[ index ];
	}
	return node && node.tagName === memo.element.tagName ? node : null;
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
	if ( ! ( target instanceof HTMLElement ) ) {
		return;
	}
	target.focus( { preventScroll: true } );
	if ( memo.selection ) {
		try {
			( target as HTMLInputElement ).setSelectionRange(
				...memo.selection
			);
		} catch {
			// The new element keeps no selection: the caret goes where the browser puts it.
		}
	}
}

/**
 * Finding, in a container's new tree, the element that plays the part a server element
 * played: the event replay (replay.ts) and the focus hand-over (focus.ts) both need it, and
 * the loader carries it, so it stays small.
 */

/** An element of a container, as the replay and the focus remember it. */
export interface ElementMemo {
	/** The element itself (the server's, possibly replaced later). */
	element: Element;
	/** Its id ('' when none). */
	id: string;
	/** Its name attribute (form controls), or null. */
	name: string | null;
	/** Child indexes from the container down to it. */
	path: number[];
}

/**
 * Notes what identifies an element of a container (the container itself has an empty path).
 *
 * @param container Server-rendered container.
 * @param element   An element inside it.
 */
export function describe( container: Element, element: Element ): ElementMemo {
	const path: number[] = [];
	for (
		let node = element;
		node !== container && node.parentElement;
		node = node.parentElement
	) {
		path.unshift( [ ...node.parentElement.children ].indexOf( node ) );
	}
	return {
		element,
		id: element.id,
		name: element.getAttribute( 'name' ),
		path,
	};
}

/**
 * The element of the container's current tree matching the remembered one: the same element
 * if it is still there, else the same id, else the same name (and tag and type, and value for
 * radio buttons sharing a name), else the same place in the tree with the same tag.
 *
 * @param container Container, with its server tree or a new one.
 * @param memo      What was remembered.
 */
export function counterpart(
	container: Element,
	memo: ElementMemo
): Element | null {
	const { element: old, id, name } = memo;
	if ( old === container || container.contains( old ) ) {
		return old;
	}
	const attr = ( element: Element, key: string ) =>
		element.getAttribute( key );
	const all = [ ...container.querySelectorAll( '*' ) ];
	const found =
		( id && all.find( ( element ) => element.id === id ) ) ||
		( name !== null &&
			all.find(
				( element ) =>
					attr( element, 'name' ) === name &&
					element.tagName === old.tagName &&
					attr( element, 'type' ) === attr( old, 'type' ) &&
					( attr( old, 'type' ) !== 'radio' ||
						attr( element, 'value' ) === attr( old, 'value' ) )
			) );
	if ( found ) {
		return found;
	}
	let node: Element | undefined = container;
	for ( const index of memo.path ) {
		node = node?.children[ index ];
	}
	return node && node.tagName === old.tagName ? node : null;
}

/**
 * The caret of a text field, or null (number inputs, buttons and others have none and throw
 * when asked).
 *
 * @param element An element.
 */
export function selectionOf( element: Element ): [ number, number ] | null {
	try {
		const { selectionStart: start, selectionEnd: end } =
			element as HTMLInputElement;
		if ( typeof start === 'number' && typeof end === 'number' ) {
			return [ start, end ];
		}
	} catch {
		// No selection API for this kind of input.
	}
	return null;
}

/**
 * Focuses an element without scrolling and puts a caret or selection back in it.
 *
 * @param target    Element to focus.
 * @param selection Caret or selection, or null.
 */
export function focusAt(
	target: Element | null,
	selection: [ number, number ] | null
): void {
	if ( ! ( target instanceof HTMLElement ) ) {
		return;
	}
	target.focus( { preventScroll: true } );
	if ( selection ) {
		try {
			( target as HTMLInputElement ).setSelectionRange( ...selection );
		} catch {
			// The new element keeps no selection: the caret goes where the browser puts it.
		}
	}
}

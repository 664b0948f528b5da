/**
 * A modal dialog over the page, the server's markup inside: the rest of the page is made inert
 * while it is open (assistive technology and the keyboard stay inside), Tab and Shift+Tab cycle
 * through its controls, Escape and the close button and a click on the backdrop close it, and
 * focus returns to the element that opened it.
 */

const FOCUSABLE =
	'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface Dialog {
	/** The element with role="dialog". */
	element: HTMLElement;
	/** Closes it (focus returns to the opener). */
	close: () => void;
}

/**
 * The controls a keyboard reaches in a container, in order (hidden ones left out).
 *
 * @param container The container.
 */
export function focusables( container: HTMLElement ): HTMLElement[] {
	return Array.from(
		container.querySelectorAll< HTMLElement >( FOCUSABLE )
	).filter( ( element ) => ! element.closest( '[hidden]' ) );
}

/**
 * Shows a dialog.
 *
 * @param dialog  The dialog element (role="dialog", aria-modal, labelled), not yet in the page.
 * @param opener  Where focus returns.
 * @param initial The control focused first (else the first control).
 */
export function showDialog(
	dialog: HTMLElement,
	opener: HTMLElement,
	initial: HTMLElement | null = null
): Dialog {
	const doc = opener.ownerDocument;
	const layer = doc.createElement( 'div' );
	layer.className = 'farol-info-layer';
	layer.append( dialog );
	const madeInert = Array.from( doc.body.children ).filter(
		( element ): element is HTMLElement =>
			element instanceof HTMLElement && ! element.inert
	);
	madeInert.forEach( ( element ) => ( element.inert = true ) );
	doc.body.append( layer );

	let open = true;
	const close = () => {
		if ( ! open ) {
			return;
		}
		open = false;
		doc.removeEventListener( 'keydown', onKey, true );
		layer.remove();
		madeInert.forEach( ( element ) => ( element.inert = false ) );
		opener.focus();
	};
	const onKey = ( event: KeyboardEvent ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close();
			return;
		}
		if ( event.key !== 'Tab' ) {
			return;
		}
		const controls = focusables( dialog );
		const first = controls[ 0 ];
		const last = controls[ controls.length - 1 ];
		if ( ! first || ! last ) {
			event.preventDefault();
			dialog.focus();
			return;
		}
		const active = doc.activeElement;
		if (
			event.shiftKey &&
			( active === first || ! dialog.contains( active ) )
		) {
			event.preventDefault();
			last.focus();
		} else if (
			! event.shiftKey &&
			( active === last || ! dialog.contains( active ) )
		) {
			event.preventDefault();
			first.focus();
		}
	};
	doc.addEventListener( 'keydown', onKey, true );
	layer.addEventListener( 'click', ( event ) => {
		const target = event.target as Element;
		if (
			target === layer ||
			target.closest( '[data-farol-info="close"]' )
		) {
			close();
		}
	} );
	( initial ?? focusables( dialog )[ 0 ] ?? dialog ).focus();
	return { element: dialog, close };
}

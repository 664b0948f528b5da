/**
 * Copying text to the clipboard, with the old route kept for where the new one is refused.
 *
 * `navigator.clipboard.writeText` needs a secure context and may reject (NotAllowedError);
 * the fallback copies a selected, off-screen textarea with `document.execCommand( 'copy' )`.
 */

/** How long the "copied" confirmation stays on screen (spec: clipboard copy message 5 s). */
export const COPY_MESSAGE_MS = 5000;

/**
 * Copies by selecting a temporary textarea; puts the focus back where it was.
 *
 * @param text Text to copy.
 * @param doc  The document to copy in.
 * @return Whether the browser reports the copy done.
 */
export function copyWithSelection( text: string, doc: Document ): boolean {
	const previous = doc.activeElement;
	const area = doc.createElement( 'textarea' );
	area.value = text;
	area.setAttribute( 'readonly', '' );
	area.setAttribute( 'aria-hidden', 'true' );
	Object.assign( area.style, {
		position: 'fixed',
		top: '0',
		left: '-9999px',
		opacity: '0',
	} );
	doc.body.appendChild( area );
	area.select();
	let copied = false;
	try {
		copied =
			typeof doc.execCommand === 'function' && doc.execCommand( 'copy' );
	} catch {
		copied = false;
	}
	area.remove();
	if ( previous && 'focus' in previous ) {
		( previous as HTMLElement ).focus();
	}
	return copied;
}

/**
 * Copies text to the clipboard.
 *
 * @param text Text to copy.
 * @param doc  The document to copy in (the fallback needs one).
 * @return Whether it was copied.
 */
export async function copyText(
	text: string,
	doc: Document
): Promise< boolean > {
	if ( typeof navigator !== 'undefined' && navigator.clipboard?.writeText ) {
		try {
			await navigator.clipboard.writeText( text );
			return true;
		} catch {
			// Refused (insecure context, no permission): try the selection route.
		}
	}
	return copyWithSelection( text, doc );
}

/**
 * Selects an element's text so the visitor can copy it by hand.
 *
 * @param element Element whose text to select.
 */
export function selectContents( element: Element ): void {
	const selection = element.ownerDocument.defaultView?.getSelection();
	if ( ! selection ) {
		return;
	}
	const range = element.ownerDocument.createRange();
	range.selectNodeContents( element );
	selection.removeAllRanges();
	selection.addRange( range );
}

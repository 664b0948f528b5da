/**
 * The server's invalid_fields beside their fields: each message goes into the field's error
 * element (`error_id`; the server's markup may hold it, else one is added after the control),
 * the control gets `aria-invalid="true"` and `aria-describedby` pointing at it, and focus moves
 * to the first invalid control, so a screen reader reads its message as it lands there.
 * clearInvalidFields() undoes all of it before the next send.
 */
/**
 * Internal dependencies
 */
import type { InvalidFieldEntry } from '../feedback-contract';

/** Marks what this module added or changed, so clearing touches nothing else. */
const ADDED = 'data-farol-error-for';
const DESCRIBED = 'data-farol-described-by';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The controls of a field: by `idref` when the form has that element, else by name (a group
 * posts as `name[]`).
 *
 * @param form  The form.
 * @param entry The invalid field.
 * @return Its controls, in document order.
 */
function controlsOf(
	form: HTMLFormElement,
	entry: InvalidFieldEntry
): Control[] {
	if ( entry.idref !== null ) {
		const byId = form.ownerDocument.getElementById( entry.idref );
		if ( byId !== null && form.contains( byId ) ) {
			return [ byId as Control ];
		}
	}
	return Array.from( form.elements ).filter(
		( element ): element is Control =>
			'name' in element &&
			( ( element as Control ).name === entry.field ||
				( element as Control ).name === `${ entry.field }[]` )
	);
}

/**
 * The element that holds a field's message: the server's, or a new one after the control.
 *
 * @param form    The form.
 * @param entry   The invalid field.
 * @param control Its (last) control.
 * @return The element.
 */
function errorSlot(
	form: HTMLFormElement,
	entry: InvalidFieldEntry,
	control: Control
): HTMLElement {
	const existing = form.ownerDocument.getElementById( entry.error_id );
	if ( existing !== null && form.contains( existing ) ) {
		return existing;
	}
	const slot = form.ownerDocument.createElement( 'span' );
	slot.id = entry.error_id;
	slot.className = 'farol-contact-form__error';
	slot.setAttribute( ADDED, entry.field );
	control.insertAdjacentElement( 'afterend', slot );
	return slot;
}

/**
 * Removes every message and mark a previous showInvalidFields() left.
 *
 * @param form The form.
 */
export function clearInvalidFields( form: HTMLFormElement ): void {
	form.querySelectorAll( `[${ ADDED }]` ).forEach( ( slot ) =>
		slot.remove()
	);
	form.querySelectorAll< HTMLElement >( `[${ DESCRIBED }]` ).forEach(
		( control ) => {
			const added = control.getAttribute( DESCRIBED ) ?? '';
			const rest = ( control.getAttribute( 'aria-describedby' ) ?? '' )
				.split( /\s+/ )
				.filter( ( id ) => id !== '' && id !== added );
			if ( rest.length > 0 ) {
				control.setAttribute( 'aria-describedby', rest.join( ' ' ) );
			} else {
				control.removeAttribute( 'aria-describedby' );
			}
			control.removeAttribute( DESCRIBED );
		}
	);
	form.querySelectorAll( '[aria-invalid="true"]' ).forEach( ( control ) =>
		control.removeAttribute( 'aria-invalid' )
	);
	form.querySelectorAll< HTMLElement >(
		'.farol-contact-form__error'
	).forEach( ( slot ) => {
		slot.textContent = '';
	} );
}

/**
 * Shows the messages beside their fields and focuses the first invalid control.
 *
 * @param form          The form.
 * @param invalidFields The answer's invalid_fields.
 * @return The controls marked invalid; the first of them in the page has focus.
 */
export function showInvalidFields(
	form: HTMLFormElement,
	invalidFields: readonly InvalidFieldEntry[]
): Control[] {
	clearInvalidFields( form );
	const marked: Control[] = [];
	for ( const entry of invalidFields ) {
		const controls = controlsOf( form, entry );
		const last = controls[ controls.length - 1 ];
		if ( last === undefined ) {
			continue;
		}
		const slot = errorSlot( form, entry, last );
		slot.textContent = entry.message;
		for ( const control of controls ) {
			control.setAttribute( 'aria-invalid', 'true' );
			const ids = ( control.getAttribute( 'aria-describedby' ) ?? '' )
				.split( /\s+/ )
				.filter( ( id ) => id !== '' );
			if ( ! ids.includes( slot.id ) ) {
				control.setAttribute(
					'aria-describedby',
					[ ...ids, slot.id ].join( ' ' )
				);
				control.setAttribute( DESCRIBED, slot.id );
			}
			marked.push( control );
		}
	}
	// The first in the page, whatever order the answer lists them in.
	Array.from( form.elements )
		.find( ( element ): element is Control =>
			marked.includes( element as Control )
		)
		?.focus();
	return marked;
}

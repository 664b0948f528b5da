/**
 * Autofill: after a successful submission the visitor's answers are remembered in the cookie
 * `_form_fields` (see autofill-data.ts) and refill the next lead form they meet
 * (autofill-restore.ts: the part a page needs on load, apart from the saving a submit needs).
 *
 * Only fields a visitor types or picks are remembered: hidden inputs, passwords, files, the
 * honeypot, consent checkboxes (consent must be given anew each time, freely and knowingly)
 * and the excluded names never are. Restoring never overwrites what the visitor already
 * typed or picked: a control is filled only while it still holds its initial value.
 *
 * Functional consent gates the cookie: without it nothing is read or written, and saving
 * deletes a cookie left from before (consent withdrawn).
 */

/**
 * Internal dependencies
 */
import {
	AUTOFILL_COOKIE,
	AUTOFILL_MAX_AGE,
	type AutofillData,
	decodeAutofill,
	encodeAutofill,
	isRememberedName,
} from './autofill-data';
import { hasConsent } from './consent';
import { deleteCookie, readCookie, writeCookie } from './cookies';

/** A control whose value may be remembered. */
export type Control =
	| HTMLInputElement
	| HTMLSelectElement
	| HTMLTextAreaElement;

const NEVER_TYPES = /* @__PURE__ */ new Set( [
	'hidden',
	'password',
	'file',
	'submit',
	'button',
	'reset',
	'image',
] );

/**
 * The form's controls that may be remembered, in document order.
 *
 * @param form The form.
 */
export function rememberedControls( form: HTMLFormElement ): Control[] {
	const controls: Control[] = [];
	for ( const element of Array.from( form.elements ) ) {
		if (
			! (
				element instanceof HTMLInputElement ||
				element instanceof HTMLSelectElement ||
				element instanceof HTMLTextAreaElement
			)
		) {
			continue;
		}
		if (
			element.disabled ||
			NEVER_TYPES.has( element.type ) ||
			! isRememberedName( element.name ) ||
			element.closest(
				'.farol-lead-form__hp, [data-field-type="consent"], [data-field-type="hidden"]'
			)
		) {
			continue;
		}
		controls.push( element );
	}
	return controls;
}

/**
 * The values of the form worth remembering (empty ones are left out).
 *
 * @param form The form.
 */
export function collectAutofill( form: HTMLFormElement ): AutofillData {
	const data: AutofillData = {};
	for ( const control of rememberedControls( form ) ) {
		const name = control.name;
		if (
			control instanceof HTMLInputElement &&
			control.type === 'checkbox'
		) {
			if ( name.endsWith( '[]' ) ) {
				const list = data[ name ];
				const values = Array.isArray( list ) ? list : [];
				data[ name ] = control.checked
					? [ ...values, control.value ]
					: values;
			} else if ( control.checked ) {
				data[ name ] = control.value;
			}
		} else if (
			control instanceof HTMLInputElement &&
			control.type === 'radio'
		) {
			if ( control.checked ) {
				data[ name ] = control.value;
			}
		} else if ( control instanceof HTMLSelectElement && control.multiple ) {
			data[ name ] = Array.from(
				control.selectedOptions,
				( o ) => o.value
			);
		} else if ( control.value.trim() !== '' ) {
			data[ name ] = control.value;
		}
	}
	for ( const [ name, entry ] of Object.entries( data ) ) {
		if ( Array.isArray( entry ) && entry.length === 0 ) {
			delete data[ name ];
		}
	}
	return data;
}

/**
 * Remembers the form's answers (merged over what is already remembered), when functional
 * consent allows; otherwise deletes any autofill cookie.
 *
 * @param form The submitted form.
 */
export function saveAutofill( form: HTMLFormElement ): void {
	if ( ! hasConsent( 'functional' ) ) {
		if ( readCookie( AUTOFILL_COOKIE ) !== null ) {
			deleteCookie( AUTOFILL_COOKIE );
		}
		return;
	}
	const data = {
		...decodeAutofill( readCookie( AUTOFILL_COOKIE ) ),
		...collectAutofill( form ),
	};
	const value = encodeAutofill( data );
	if ( value !== '' ) {
		writeCookie( AUTOFILL_COOKIE, value, AUTOFILL_MAX_AGE );
	}
}

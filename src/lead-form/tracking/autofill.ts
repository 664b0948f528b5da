/**
 * Autofill: after a successful submission the visitor's answers are remembered in the cookie
 * `_form_fields` (see autofill-data.ts) and refill the next lead form they meet.
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

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const NEVER_TYPES = new Set( [
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
function rememberedControls( form: HTMLFormElement ): Control[] {
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

/**
 * Sets a control's value so that listeners (masks, React) see it as typed: through the
 * native setter, then `input` and `change` events.
 *
 * @param control The control.
 * @param apply   Changes the control.
 */
function fill( control: Control, apply: () => void ): void {
	apply();
	control.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	control.dispatchEvent( new Event( 'change', { bubbles: true } ) );
}

/**
 * Sets a text control's value through the prototype's setter (React tracks the own one).
 *
 * @param control The control.
 * @param value   The value.
 */
function setValue( control: Control, value: string ): void {
	const proto = Object.getPrototypeOf( control ) as object;
	const setter = Object.getOwnPropertyDescriptor( proto, 'value' )?.set;
	if ( setter ) {
		setter.call( control, value );
	} else {
		control.value = value;
	}
}

/**
 * Whether a select still shows its initial choice(s).
 *
 * @param select The select.
 */
function selectUntouched( select: HTMLSelectElement ): boolean {
	const options = Array.from( select.options );
	if ( select.multiple ) {
		return options.every( ( o ) => o.selected === o.defaultSelected );
	}
	const initial =
		options.filter( ( o ) => o.defaultSelected ).pop() ?? options[ 0 ];
	return initial === undefined || initial.selected;
}

/**
 * Restores one group of checkboxes or radios sharing a name, if none was changed.
 *
 * @param boxes The group's boxes.
 * @param entry The remembered value(s).
 */
function restoreBoxes(
	boxes: HTMLInputElement[],
	entry: string | string[]
): void {
	if ( ! boxes.every( ( box ) => box.checked === box.defaultChecked ) ) {
		return;
	}
	const wanted = Array.isArray( entry ) ? entry : [ entry ];
	for ( const box of boxes ) {
		const checked = wanted.includes( box.value );
		if (
			box.checked !== checked &&
			( checked || box.type === 'checkbox' )
		) {
			fill( box, () => {
				box.checked = checked;
			} );
		}
	}
}

/**
 * Refills the form from the autofill cookie, when functional consent allows. Controls the
 * visitor already changed are left alone.
 *
 * @param form The form to refill.
 */
export function restoreAutofill( form: HTMLFormElement ): void {
	if ( ! hasConsent( 'functional' ) ) {
		return;
	}
	const data = decodeAutofill( readCookie( AUTOFILL_COOKIE ) );
	if ( Object.keys( data ).length === 0 ) {
		return;
	}
	const groups = new Map< string, HTMLInputElement[] >();
	for ( const control of rememberedControls( form ) ) {
		const entry = data[ control.name ];
		if ( entry === undefined ) {
			continue;
		}
		if (
			control instanceof HTMLInputElement &&
			( control.type === 'checkbox' || control.type === 'radio' )
		) {
			groups.set( control.name, [
				...( groups.get( control.name ) ?? [] ),
				control,
			] );
		} else if ( control instanceof HTMLSelectElement ) {
			if ( ! selectUntouched( control ) ) {
				continue;
			}
			const wanted = Array.isArray( entry ) ? entry : [ entry ];
			const options = Array.from( control.options );
			if ( ! options.some( ( o ) => wanted.includes( o.value ) ) ) {
				continue;
			}
			fill( control, () => {
				if ( ! control.multiple ) {
					setValue( control, wanted[ 0 ] ?? '' );
					return;
				}
				for ( const option of options ) {
					option.selected = wanted.includes( option.value );
				}
			} );
		} else if (
			typeof entry === 'string' &&
			( control.value === '' ||
				control.value === control.defaultValue ) &&
			control.value !== entry
		) {
			fill( control, () => setValue( control, entry ) );
		}
	}
	groups.forEach( ( boxes, name ) =>
		restoreBoxes( boxes, data[ name ] ?? [] )
	);
}

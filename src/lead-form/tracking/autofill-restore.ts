/**
 * Refilling a lead form from the autofill cookie (autofill.ts says what it holds and what is
 * never remembered): what a page needs as it loads (the seed script, src/lead-form/seed/),
 * apart from the saving a submit needs.
 *
 * Restoring never overwrites what the visitor already typed or picked: a control is filled
 * only while it still holds its initial value. A form is refilled once per page view, by
 * whichever comes first (the seed's refill script, the embed, the runtime: bundles with a copy
 * of this module each, so the mark is on the form): a later call leaves alone what the first
 * refilled and what the visitor changed since, even a field they emptied. Without functional
 * consent nothing is read (and the form is not marked: a later call may still refill it).
 */

/**
 * Internal dependencies
 */
import { type Control, rememberedControls } from './autofill';
import { AUTOFILL_COOKIE, decodeAutofill } from './autofill-data';
import { hasConsent } from './consent';
import { readCookie } from './cookies';

/** The mark of a form already refilled in this page view. */
export const AUTOFILLED_ATTRIBUTE = 'data-farol-autofilled';

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
 * Whether a control is a checkbox or a radio button.
 *
 * @param control The control.
 */
function isBox( control: Control ): control is HTMLInputElement {
	return control.type === 'checkbox' || control.type === 'radio';
}

/**
 * Whether a control no longer holds its initial value: text neither empty nor its `value`
 * attribute, a box ticked or unticked, a select off its initially selected option(s) (a
 * single select without a `selected` option starts on its first).
 *
 * @param control The control.
 */
function changed( control: Control ): boolean {
	if ( control instanceof HTMLSelectElement ) {
		const options = Array.from( control.options );
		return control.multiple || options.some( ( o ) => o.defaultSelected )
			? options.some( ( o ) => o.selected !== o.defaultSelected )
			: control.selectedIndex > 0;
	}
	return isBox( control )
		? control.checked !== control.defaultChecked
		: control.value !== '' && control.value !== control.defaultValue;
}

/**
 * Refills the form from the autofill cookie, when functional consent allows and the form was
 * not refilled before in this page view. Controls the visitor already changed are left alone.
 *
 * @param form The form to refill.
 */
export function restoreAutofill( form: HTMLFormElement ): void {
	if (
		! hasConsent( 'functional' ) ||
		form.hasAttribute( AUTOFILLED_ATTRIBUTE )
	) {
		return;
	}
	form.setAttribute( AUTOFILLED_ATTRIBUTE, '' );
	const data = decodeAutofill( readCookie( AUTOFILL_COOKIE ) );
	const controls = rememberedControls( form );
	// Read before anything is refilled: a group of boxes is left alone when one box changed.
	const touched = new Set(
		controls.filter( changed ).map( ( control ) => control.name )
	);
	for ( const control of controls ) {
		const entry = data[ control.name ];
		if ( entry === undefined || touched.has( control.name ) ) {
			continue;
		}
		const wanted = typeof entry === 'string' ? [ entry ] : entry;
		if ( isBox( control ) ) {
			const checked = wanted.includes( control.value );
			// A radio button is only ticked: ticking another one of its group unticks it.
			if (
				control.checked !== checked &&
				( checked || control.type === 'checkbox' )
			) {
				fill( control, () => {
					control.checked = checked;
				} );
			}
		} else if ( control instanceof HTMLSelectElement ) {
			const options = Array.from( control.options );
			if (
				options.some( ( option ) => wanted.includes( option.value ) )
			) {
				fill( control, () =>
					options.forEach( ( option ) => {
						option.selected = wanted.includes( option.value );
					} )
				);
			}
		} else if ( typeof entry === 'string' && control.value !== entry ) {
			fill( control, () => setValue( control, entry ) );
		}
	}
}

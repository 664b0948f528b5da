/**
 * What the phone fields send: the fields module's rule (the masked text, an optional
 * international phone holding only its calling code sent empty); and the phone library's
 * early start when a phone field is focused.
 */

/**
 * Internal dependencies
 */
import { preloadPhone } from '../../lib/phone';
import { valueForSubmit } from '../fields';
import type { LeadFormRules } from '../rules-contract';
import type { FieldValues } from './collect';

/**
 * The values with each phone field's value as it is sent.
 *
 * @param form   The form.
 * @param fields Its values.
 * @param rules  Its published rules (null: values as typed).
 */
export function withPhoneValues(
	form: HTMLFormElement,
	fields: FieldValues,
	rules: LeadFormRules | null
): FieldValues {
	if ( ! rules ) {
		return fields;
	}
	const values = { ...fields };
	// A disabled phone field is not sent (collectFields leaves it out).
	form.querySelectorAll< HTMLInputElement >(
		'input[data-phone-mask][name]:not(:disabled)'
	).forEach( ( input ) => {
		values[ input.name ] = valueForSubmit( input, rules );
	} );
	return values;
}

/**
 * Starts loading the phone library and the metadata of the field's country when `target` is
 * a phone field's input or country select.
 *
 * @param target The element the focus went to.
 * @return Whether it is one.
 */
export function preloadPhoneOf( target: EventTarget | null ): boolean {
	const wrapper =
		target instanceof Element
			? target.closest< HTMLElement >( '.farol-lead-form__field--phone' )
			: null;
	const input = wrapper?.querySelector< HTMLInputElement >(
		'input[data-phone-mask]'
	);
	if ( ! wrapper || ! input ) {
		return false;
	}
	const select = wrapper.querySelector< HTMLSelectElement >( 'select' );
	preloadPhone(
		input.dataset.phoneMask === 'BRAZILIAN_MASK'
			? 'BR'
			: select?.value || input.dataset.phoneCountry || null
	);
	return true;
}

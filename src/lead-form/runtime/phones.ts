/**
 * What the phone fields send: the fields module's rule (the masked text, an optional
 * international phone holding only its calling code sent empty).
 */

/**
 * Internal dependencies
 */
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

/**
 * Acceptance boxes, judged as the server judges them (Farol\ContactForm\Rules\Acceptance): a
 * box is checked when it posts a value that is not blank and not "0".
 */
/**
 * Internal dependencies
 */
import type { FeedbackSchema } from '../schema-contract';
import { valuesOf, type FormValues } from './values';

/**
 * Whether a box posted "checked".
 *
 * @param values The form's values.
 * @param field  The box's name.
 * @return Whether it is checked.
 */
export function isChecked( values: FormValues, field: string ): boolean {
	if ( ! Object.prototype.hasOwnProperty.call( values, field ) ) {
		return false;
	}
	return valuesOf( values[ field ] ).some( ( value ) => value !== '0' );
}

/**
 * The boxes that are not optional and not in their required state (checked, or unchecked when
 * inverted). The form may be sent when there are none; the submit button stays disabled until
 * then.
 *
 * @param schema The published schema.
 * @param values The form's values.
 * @return Their field names, in schema order.
 */
export function acceptanceMissing(
	schema: FeedbackSchema,
	values: FormValues
): string[] {
	return schema.acceptance
		.filter(
			( box ) =>
				! box.optional && isChecked( values, box.field ) === box.invert
		)
		.map( ( box ) => box.field );
}

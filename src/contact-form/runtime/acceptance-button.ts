/**
 * The submit button's acceptance state: disabled until every acceptance box that is not
 * optional is in its required state (checked, or unchecked when inverted), judged by the
 * rules engine's acceptanceMissing() on the published schema, as the server judges them.
 */
/**
 * Internal dependencies
 */
import { acceptanceMissing } from '../rules/acceptance';
import type { FormValues } from '../rules/values';
import type { FeedbackSchema } from '../schema-contract';

/**
 * Whether the form may be sent as far as its acceptance boxes go.
 *
 * @param schema The published schema (its `acceptance` list).
 * @param values The form's values.
 * @return True when no required box is missing.
 */
export function acceptanceSatisfied(
	schema: FeedbackSchema,
	values: FormValues
): boolean {
	return acceptanceMissing( schema, values ).length === 0;
}

/**
 * Enables or disables every submit button of the form by its acceptance boxes.
 *
 * @param form   The form.
 * @param schema The published schema.
 * @param values The form's values now.
 * @return Whether the buttons are enabled.
 */
export function syncSubmitButtons(
	form: HTMLFormElement,
	schema: FeedbackSchema,
	values: FormValues
): boolean {
	const enabled = acceptanceSatisfied( schema, values );
	form.querySelectorAll< HTMLButtonElement | HTMLInputElement >(
		'button[type="submit"], input[type="submit"], button:not([type])'
	).forEach( ( button ) => {
		button.disabled = ! enabled;
	} );
	return enabled;
}

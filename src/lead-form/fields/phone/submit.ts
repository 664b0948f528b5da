/**
 * What a phone field sends: its text as the visitor sees it (masked), except that an
 * optional international phone holding only its calling code counts as empty.
 */
/**
 * Internal dependencies
 */
import type { LeadFormRules } from '../../rules-contract';

/**
 * The value to send for a phone input.
 *
 * @param input The phone input (server markup: `data-phone-mask`, `required`).
 * @param rules The form's published rules (their `calling_code_only` pattern).
 */
export function valueForSubmit(
	input: HTMLInputElement,
	rules: Pick< LeadFormRules, 'patterns' >
): string {
	const value = input.value.trim();
	if (
		input.dataset.phoneMask === 'INTERNATIONAL_MASK' &&
		! input.required &&
		new RegExp( rules.patterns.calling_code_only ).test( value )
	) {
		return '';
	}
	return value;
}

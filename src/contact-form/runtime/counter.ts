/**
 * Character counters: how many characters a text field holds or has left, and whether it is
 * too long or too short, counted as the rules engine counts (Unicode code points of the value
 * with line ends normalized and edge whitespace trimmed), so the counter and the minlength /
 * maxlength rules never disagree. An empty field is not too short: the minlength rule skips it
 * (required says whether it may be empty).
 */
/**
 * Internal dependencies
 */
import { codePoints, normalizeValue } from '../rules/values';
import type { FeedbackSchema } from '../schema-contract';

/** A field's length limits, in code points. */
export type LengthLimits = { min?: number; max?: number };

/**
 * A field's limits as its published minlength / maxlength rules say (not re-typed here).
 *
 * @param schema The published schema.
 * @param field  The field's name.
 * @return Its limits; none when it has no such rule.
 */
export function lengthLimits(
	schema: FeedbackSchema,
	field: string
): LengthLimits {
	const limits: LengthLimits = {};
	for ( const rule of schema.rules ) {
		if ( rule.field !== field ) {
			continue;
		}
		if ( rule.rule === 'minlength' ) {
			limits.min = rule.threshold;
		} else if ( rule.rule === 'maxlength' ) {
			limits.max = rule.threshold;
		}
	}
	return limits;
}

export type CharacterCount = {
	/** Characters counted. */
	count: number;
	/** Characters left (max − count; negative when over); null without a maximum. */
	remaining: number | null;
	tooLong: boolean;
	tooShort: boolean;
};

/**
 * Counts a value against its limits.
 *
 * @param value  The field's value.
 * @param limits Its limits.
 * @return The count and its flags.
 */
export function characterCount(
	value: string,
	limits: LengthLimits
): CharacterCount {
	const count = codePoints( normalizeValue( value ) );
	return {
		count,
		remaining: limits.max === undefined ? null : limits.max - count,
		tooLong: limits.max !== undefined && count > limits.max,
		tooShort: limits.min !== undefined && count > 0 && count < limits.min,
	};
}

/**
 * Shows a count in a counter element: its text (the remaining count when the field has a
 * maximum, else the count) and the classes `too-long` / `too-short`.
 *
 * @param counter The counter element.
 * @param result  The count.
 */
export function renderCount(
	counter: HTMLElement,
	result: CharacterCount
): void {
	counter.textContent = String( result.remaining ?? result.count );
	counter.classList.toggle( 'too-long', result.tooLong );
	counter.classList.toggle( 'too-short', result.tooShort );
}

/**
 * The countdown's words in the browser: render.php hands them over in the site's language
 * (`words` in data-farol-props) and this module only puts numbers into them, composing the
 * captions and the screen-reader sentence exactly as render.php does. No translation library
 * is loaded for a ticking clock; tests/fixtures/countdown/text.json proves both sides agree.
 */

/**
 * Internal dependencies
 */
import type { Remaining } from './time';

export type Unit = 'days' | 'hours' | 'minutes' | 'seconds';

/** The units of the sentence (seconds are left out: it reads to the minute). */
export type SpanUnit = Exclude< Unit, 'seconds' >;

export const UNITS: readonly Unit[] = [ 'days', 'hours', 'minutes', 'seconds' ];

const SPAN_UNITS: readonly SpanUnit[] = [ 'days', 'hours', 'minutes' ];

/** A time span's plural forms ("%d dia", "%d dias") and which one each count 0–199 takes. */
export interface SpanForms {
	forms: string[];
	/** One digit per count: the index into `forms`. */
	pick: string;
}

/** What render.php prints in `words`. */
export interface Words {
	/** Per unit: the caption for exactly one, then for any other number. */
	captions: Record< Unit, [ string, string ] >;
	spans: Record< SpanUnit, SpanForms >;
	ended: string;
	underAMinute: string;
	/** "Time remaining: %s." */
	remaining: string;
	/** "%1$s and %2$s" */
	two: string;
	/** "%1$s, %2$s and %3$s" */
	three: string;
}

/**
 * Fills printf-style placeholders (`%s`, `%d`, `%1$s`…) with arguments, positional ones where
 * the translation reorders them.
 *
 * @param template Translated template.
 * @param args     Values, in the source string's order.
 */
export function format(
	template: string,
	...args: Array< string | number >
): string {
	let next = 0;
	return template.replace(
		/%(?:(\d+)\$)?[sd]/g,
		( _match, position?: string ) =>
			String( args[ position ? Number( position ) - 1 : next++ ] ?? '' )
	);
}

/**
 * The caption under a unit's digits: singular for exactly one, plural otherwise.
 *
 * Deliberately not the language's plural rule: Portuguese puts 0 in the singular ("0 dia"),
 * but a caption under "00" reads "00 dias" in Brazil; the sentence uses the plural rule.
 *
 * @param words Words from the server.
 * @param unit  Unit.
 * @param value Value shown above the caption.
 */
export function unitCaption( words: Words, unit: Unit, value: number ): string {
	return words.captions[ unit ][ value === 1 ? 0 : 1 ];
}

/**
 * "3 dias": a count with its plural form. Plural rules look only at the count, its last digit
 * and its last two digits, so a count of 200 or more takes the form of 100 + count % 100.
 *
 * @param words Words from the server.
 * @param unit  Unit.
 * @param count Count.
 */
function span( words: Words, unit: SpanUnit, count: number ): string {
	const { forms, pick } = words.spans[ unit ];
	const index = Number( pick[ count < 200 ? count : 100 + ( count % 100 ) ] );
	return format( forms[ index ] ?? forms[ 0 ] ?? '%d', count );
}

/**
 * A sentence for screen readers, to the minute: it changes once a minute, not every second.
 *
 * @param words     Words from the server.
 * @param remaining Time left.
 */
export function summary( words: Words, remaining: Remaining ): string {
	if ( remaining.ended ) {
		return words.ended;
	}
	const parts = SPAN_UNITS.filter( ( unit ) => remaining[ unit ] > 0 ).map(
		( unit ) => span( words, unit, remaining[ unit ] )
	);
	if ( parts.length === 0 ) {
		return words.underAMinute;
	}
	let list = parts[ 0 ] ?? '';
	if ( parts.length > 1 ) {
		list = format( parts.length === 2 ? words.two : words.three, ...parts );
	}
	return format( words.remaining, list );
}

/**
 * Checks that a value has the shape of `words` (the server wrote it; a page cache or another
 * plugin might have mangled it).
 *
 * @param value Parsed JSON.
 */
export function isWords( value: unknown ): value is Words {
	if ( typeof value !== 'object' || value === null ) {
		return false;
	}
	const words = value as Record< string, unknown >;
	const strings = [ 'ended', 'underAMinute', 'remaining', 'two', 'three' ];
	const captions = words.captions as Record< string, unknown > | undefined;
	const spans = words.spans as Record< string, unknown > | undefined;
	return (
		strings.every( ( key ) => typeof words[ key ] === 'string' ) &&
		typeof captions === 'object' &&
		captions !== null &&
		UNITS.every(
			( unit ) =>
				Array.isArray( captions[ unit ] ) &&
				( captions[ unit ] as unknown[] ).length === 2 &&
				( captions[ unit ] as unknown[] ).every(
					( caption ) => typeof caption === 'string'
				)
		) &&
		typeof spans === 'object' &&
		spans !== null &&
		SPAN_UNITS.every( ( unit ) => {
			const forms = spans[ unit ] as Partial< SpanForms > | undefined;
			return (
				Array.isArray( forms?.forms ) &&
				forms.forms.length > 0 &&
				typeof forms.pick === 'string' &&
				/^\d{200}$/.test( forms.pick )
			);
		} )
	);
}

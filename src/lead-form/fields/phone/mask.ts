/**
 * The phone mask engine: pure functions from what is in the input (its text and caret) to
 * what should be there. Every edit is reduced to the digits the visitor meant and the number
 * of digits before the caret, the digits are formatted again, and the caret is put back after
 * the same number of digits: so it never jumps, whatever separators the mask adds or takes
 * away. Validation is not done here (the published rules do it).
 */

export type PhoneMaskMode = 'NO_MASK' | 'BRAZILIAN_MASK' | 'INTERNATIONAL_MASK';

export type MaskOptions = {
	mode: PhoneMaskMode;
	/** INTERNATIONAL_MASK: the selected country's calling code, e.g. '55' ('' when unknown). */
	callingCode: string;
};

/** What an input holds: its text and its caret (selection start). */
export type MaskedState = { value: string; caret: number };

/** Digits of a Brazilian number: area code (2) and subscriber (8 or 9). */
const BR_MAX_DIGITS = 11;
/** Longest number E.164 allows, calling code included. */
const E164_MAX_DIGITS = 15;

const onlyDigits = ( text: string ): string => text.replace( /\D/g, '' );

/**
 * `(DD) NNNN-NNNN` for landlines, `(DD) NNNNN-NNNN` for mobiles, partial while typing.
 *
 * @param digits Area code and subscriber digits.
 */
export function formatBrazilian( digits: string ): string {
	const d = digits.slice( 0, BR_MAX_DIGITS );
	if ( d.length === 0 ) {
		return '';
	}
	const area = d.slice( 0, 2 );
	const rest = d.slice( 2 );
	if ( rest.length === 0 ) {
		return '(' + area;
	}
	const split = rest.length > 8 ? 5 : 4;
	const subscriber =
		rest.length > split
			? rest.slice( 0, split ) + '-' + rest.slice( split )
			: rest;
	return '(' + area + ') ' + subscriber;
}

/**
 * `+<calling code> <national>`: the national part with the Brazilian mask for Brazil, bare
 * digits for any other country.
 *
 * @param callingCode The calling code.
 * @param national    National digits.
 */
export function formatInternational(
	callingCode: string,
	national: string
): string {
	if ( callingCode === '' ) {
		return national === '' ? '' : '+' + national;
	}
	const body =
		callingCode === '55'
			? formatBrazilian( national )
			: national.slice( 0, E164_MAX_DIGITS - callingCode.length );
	return '+' + callingCode + ( body === '' ? '' : ' ' + body );
}

/**
 * Where the editable digits start: after `+<calling code>` for an international mask.
 *
 * @param value   The text.
 * @param options The mask.
 */
function prefixLength( value: string, options: MaskOptions ): number {
	if ( options.mode !== 'INTERNATIONAL_MASK' || options.callingCode === '' ) {
		return 0;
	}
	const prefix = '+' + options.callingCode;
	return value.startsWith( prefix ) ? prefix.length : 0;
}

/**
 * The editable digits of a text, and how many of them come before `caret`.
 *
 * @param value   The text.
 * @param caret   Caret position in it.
 * @param options The mask.
 */
function editable(
	value: string,
	caret: number,
	options: MaskOptions
): { digits: string; before: number } {
	const start = prefixLength( value, options );
	const body = value.slice( start );
	const at = Math.max( 0, caret - start );
	return {
		digits: onlyDigits( body ),
		before: onlyDigits( body.slice( 0, at ) ).length,
	};
}

/**
 * The most editable digits the mask holds.
 *
 * @param options The mask.
 */
export function maxDigits( options: MaskOptions ): number {
	if ( options.mode === 'BRAZILIAN_MASK' ) {
		return BR_MAX_DIGITS;
	}
	if ( options.callingCode === '55' ) {
		return BR_MAX_DIGITS;
	}
	return E164_MAX_DIGITS - options.callingCode.length;
}

/**
 * The masked text of editable digits.
 *
 * @param digits  The digits.
 * @param options The mask.
 */
export function formatDigits( digits: string, options: MaskOptions ): string {
	return options.mode === 'BRAZILIAN_MASK'
		? formatBrazilian( digits )
		: formatInternational( options.callingCode, digits );
}

/**
 * The caret position after the `count`-th editable digit of a masked text.
 *
 * @param value   Masked text.
 * @param count   Digits before the caret.
 * @param options The mask.
 */
export function caretAfterDigits(
	value: string,
	count: number,
	options: MaskOptions
): number {
	const start = prefixLength( value, options );
	let seen = 0;
	for ( let index = start; index < value.length; index++ ) {
		if ( /\d/.test( value[ index ] ?? '' ) ) {
			if ( count === 0 ) {
				return index;
			}
			seen++;
			if ( seen === count ) {
				return index + 1;
			}
		}
	}
	return value.length;
}

/**
 * Masks editable digits and puts the caret after `before` of them.
 *
 * @param digits    The digits.
 * @param before    Digits before the caret.
 * @param options   The mask.
 * @param preferred Where the browser put the caret: kept when it still sits after as many
 *                  digits (e.g. after a separator the visitor placed it behind).
 */
function masked(
	digits: string,
	before: number,
	options: MaskOptions,
	preferred?: number
): MaskedState {
	const limited = digits.slice( 0, maxDigits( options ) );
	const value = formatDigits( limited, options );
	const count = Math.min( before, limited.length );
	if (
		preferred !== undefined &&
		preferred <= value.length &&
		editable( value, preferred, options ).before === count
	) {
		return { value, caret: preferred };
	}
	return {
		value,
		caret:
			count === limited.length
				? value.length
				: caretAfterDigits( value, count, options ),
	};
}

/**
 * The input's new state after the browser changed its text (typing, cutting, dropping):
 * formatted again, the caret after as many digits as before. An edit that would overflow
 * the mask is refused (the previous state is kept).
 *
 * @param previous What the input held before the edit.
 * @param current  What the browser made of it.
 * @param options  The mask.
 */
export function afterInput(
	previous: MaskedState,
	current: MaskedState,
	options: MaskOptions
): MaskedState {
	if ( options.mode === 'NO_MASK' ) {
		return current;
	}
	const { digits, before } = editable(
		current.value,
		current.caret,
		options
	);
	if (
		digits.length > maxDigits( options ) &&
		digits.length > editable( previous.value, 0, options ).digits.length
	) {
		return previous;
	}
	return masked( digits, before, options, current.caret );
}

/**
 * Backspace (direction -1) or Delete (1) with no selection: removes the nearest editable
 * digit that way, stepping over separators.
 *
 * @param state     What the input holds.
 * @param direction -1 for Backspace, 1 for Delete.
 * @param options   The mask.
 */
export function deleteDigit(
	state: MaskedState,
	direction: -1 | 1,
	options: MaskOptions
): MaskedState {
	if ( options.mode === 'NO_MASK' ) {
		const at = direction < 0 ? state.caret - 1 : state.caret;
		if ( at < 0 || at >= state.value.length ) {
			return state;
		}
		return {
			value: state.value.slice( 0, at ) + state.value.slice( at + 1 ),
			caret: at,
		};
	}
	const { digits, before } = editable( state.value, state.caret, options );
	const removed = direction < 0 ? before - 1 : before;
	if ( removed < 0 || removed >= digits.length ) {
		return state;
	}
	return masked(
		digits.slice( 0, removed ) + digits.slice( removed + 1 ),
		removed,
		options
	);
}

/**
 * The digits a pasted text means for the mask: a Brazilian mask drops a leading +55 or
 * trunk 0; an international one drops its own calling code when the text starts with it.
 *
 * @param text    Pasted text.
 * @param options The mask.
 */
export function pastedDigits( text: string, options: MaskOptions ): string {
	const trimmed = text.trim();
	const digits = onlyDigits( trimmed );
	const code = options.mode === 'BRAZILIAN_MASK' ? '55' : options.callingCode;
	const international =
		trimmed.startsWith( '+' ) || trimmed.startsWith( '00' );
	const plain = trimmed.startsWith( '00' ) ? digits.slice( 2 ) : digits;
	if ( code !== '' && international && plain.startsWith( code ) ) {
		return plain.slice( code.length );
	}
	if ( code === '55' && plain.length > BR_MAX_DIGITS ) {
		return plain.startsWith( '55' ) ? plain.slice( 2 ) : plain.slice( -11 );
	}
	return code === '55' && plain.startsWith( '0' ) ? plain.slice( 1 ) : plain;
}

/**
 * Pasting `text` over the selection [start, end).
 *
 * @param state   What the input holds (caret unused).
 * @param start   Selection start.
 * @param end     Selection end.
 * @param text    Pasted text.
 * @param options The mask.
 */
export function paste(
	state: MaskedState,
	start: number,
	end: number,
	text: string,
	options: MaskOptions
): MaskedState {
	if ( options.mode === 'NO_MASK' ) {
		return {
			value:
				state.value.slice( 0, start ) + text + state.value.slice( end ),
			caret: start + text.length,
		};
	}
	const head = editable( state.value, start, options );
	const tail = editable( state.value, end, options );
	const inserted = pastedDigits( text, options );
	const digits =
		head.digits.slice( 0, head.before ) +
		inserted +
		tail.digits.slice( tail.before );
	const room = maxDigits( options );
	// What does not fit is cut from the pasted digits, not from what followed them.
	const kept =
		digits.length > room
			? inserted.slice(
					0,
					Math.max( 0, inserted.length - ( digits.length - room ) )
			  )
			: inserted;
	return masked(
		head.digits.slice( 0, head.before ) +
			kept +
			tail.digits.slice( tail.before ),
		head.before + kept.length,
		options
	);
}

/**
 * A value masked again from its digits (a value typed before the mask arrived, or a new
 * calling code): the caret at the end.
 *
 * @param value   The text.
 * @param options The mask.
 */
export function reformat( value: string, options: MaskOptions ): string {
	if ( options.mode === 'NO_MASK' || value.trim() === '' ) {
		return value;
	}
	return masked( pastedDigits( value, options ), Infinity, options ).value;
}

/**
 * Replaces an international value's calling code, keeping its national digits.
 *
 * @param value   The text.
 * @param from    The old calling code.
 * @param options The mask with the new one.
 */
export function switchCallingCode(
	value: string,
	from: string,
	options: MaskOptions
): string {
	const old = { ...options, callingCode: from };
	const national = editable( value, value.length, old ).digits;
	const digits =
		prefixLength( value, old ) > 0 || from === ''
			? national
			: pastedDigits( value, old );
	return masked( digits, Infinity, options ).value;
}

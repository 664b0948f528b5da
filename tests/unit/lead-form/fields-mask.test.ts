/**
 * The phone mask engine: what a visitor sees in the input and where the caret is after
 * typing, deleting and pasting, in each mode.
 */
/**
 * Internal dependencies
 */
import {
	afterInput,
	deleteDigit,
	formatBrazilian,
	paste,
	reformat,
	switchCallingCode,
	type MaskOptions,
	type MaskedState,
} from '../../../src/lead-form/fields/phone/mask';
import { valueForSubmit } from '../../../src/lead-form/fields/phone/submit';

const BR: MaskOptions = { mode: 'BRAZILIAN_MASK', callingCode: '55' };
const INTL_BR: MaskOptions = { mode: 'INTERNATIONAL_MASK', callingCode: '55' };
const INTL_PT: MaskOptions = { mode: 'INTERNATIONAL_MASK', callingCode: '351' };
const NONE: MaskOptions = { mode: 'NO_MASK', callingCode: '' };

/**
 * Types `text` one character at a time at the caret, as a browser's input event would.
 * @param start
 * @param text
 * @param options
 */
function type(
	start: MaskedState,
	text: string,
	options: MaskOptions
): MaskedState {
	let state = start;
	for ( const char of text ) {
		const raw =
			state.value.slice( 0, state.caret ) +
			char +
			state.value.slice( state.caret );
		state = afterInput(
			state,
			{ value: raw, caret: state.caret + 1 },
			options
		);
	}
	return state;
}

const empty: MaskedState = { value: '', caret: 0 };

describe( 'BRAZILIAN_MASK', () => {
	it( 'formats mobiles and landlines while typing', () => {
		expect( formatBrazilian( '1' ) ).toBe( '(1' );
		expect( formatBrazilian( '119' ) ).toBe( '(11) 9' );
		expect( formatBrazilian( '1133334444' ) ).toBe( '(11) 3333-4444' );
		expect( formatBrazilian( '11999998888' ) ).toBe( '(11) 99999-8888' );
		const typed = type( empty, '11999998888', BR );
		expect( typed ).toEqual( { value: '(11) 99999-8888', caret: 15 } );
		expect( type( empty, '1133334444', BR ).value ).toHaveLength( 14 );
	} );

	it( 'refuses a twelfth digit and keeps the caret', () => {
		const full = type( empty, '11999998888', BR );
		expect( type( { ...full, caret: 6 }, '7', BR ) ).toEqual( {
			...full,
			caret: 6,
		} );
	} );

	it( 'keeps the caret after the same digit when typing in the middle', () => {
		// "(11) 3333-4444", caret after "(11) 33".
		const start = { value: '(11) 3333-4444', caret: 7 };
		expect( type( start, '9', BR ) ).toEqual( {
			value: '(11) 33933-4444',
			caret: 8,
		} );
	} );

	it( 'removes the digit before a separator on Backspace and the one after on Delete', () => {
		const value = '(11) 99999-8888';
		// Caret right after "-": Backspace deletes the 9 before it.
		expect( deleteDigit( { value, caret: 11 }, -1, BR ) ).toEqual( {
			value: '(11) 9999-8888',
			caret: 9,
		} );
		// Caret right before "-": Delete deletes the 8 after it.
		expect( deleteDigit( { value, caret: 10 }, 1, BR ) ).toEqual( {
			value: '(11) 9999-9888',
			caret: 11,
		} );
		// Caret after ") ": Backspace deletes the area code's last digit.
		expect( deleteDigit( { value, caret: 5 }, -1, BR ) ).toEqual( {
			value: '(19) 9999-8888',
			caret: 2,
		} );
		// Nothing before the caret: nothing happens.
		expect( deleteDigit( { value, caret: 1 }, -1, BR ) ).toEqual( {
			value,
			caret: 1,
		} );
	} );

	it( 'reformats what the browser left after deleting a selection', () => {
		const previous = { value: '(11) 99999-8888', caret: 15 };
		// "99999-" selected and cut: "(11) 8888".
		expect(
			afterInput( previous, { value: '(11) 8888', caret: 5 }, BR )
		).toEqual( {
			value: '(11) 8888',
			caret: 5,
		} );
	} );

	it( 'pastes numbers written any way, dropping +55 and a trunk 0', () => {
		for ( const text of [
			'+55 11 99999-8888',
			'011999998888',
			'5511999998888',
			'(11) 99999 8888',
		] ) {
			expect( paste( empty, 0, 0, text, BR ) ).toEqual( {
				value: '(11) 99999-8888',
				caret: 15,
			} );
		}
		// Pasted in the middle: the caret lands after the pasted digits.
		expect(
			paste( { value: '(11) 8888', caret: 5 }, 5, 5, '3333', BR )
		).toEqual( {
			value: '(11) 3333-8888',
			caret: 9,
		} );
	} );

	it( 'masks a value typed before the mask arrived', () => {
		expect( reformat( '11999998888', BR ) ).toBe( '(11) 99999-8888' );
	} );
} );

describe( 'INTERNATIONAL_MASK', () => {
	it( 'formats +<calling code> <national>, Brazil with its mask', () => {
		const typed = type(
			{ value: '+55', caret: 3 },
			'11999998888',
			INTL_BR
		);
		expect( typed ).toEqual( { value: '+55 (11) 99999-8888', caret: 19 } );
		// Minimum length: calling code + 14 national + 2.
		expect(
			type( { value: '+55', caret: 3 }, '1133334444', INTL_BR ).value
		).toHaveLength( 2 + 14 + 2 );
		const pt = type( { value: '+351', caret: 4 }, '912345678', INTL_PT );
		expect( pt ).toEqual( { value: '+351 912345678', caret: 14 } );
		expect( pt.value.length ).toBeGreaterThanOrEqual( 3 + 8 + 2 );
	} );

	it( 'never deletes into the calling code', () => {
		const state = { value: '+351 9', caret: 6 };
		const once = deleteDigit( state, -1, INTL_PT );
		expect( once ).toEqual( { value: '+351', caret: 4 } );
		expect( deleteDigit( once, -1, INTL_PT ) ).toEqual( once );
	} );

	it( 'keeps the caret when typing in the middle of the national part', () => {
		const state = { value: '+351 912345678', caret: 7 };
		expect( type( state, '0', INTL_PT ) ).toEqual( {
			value: '+351 9102345678',
			caret: 8,
		} );
	} );

	it( 'pastes a full international number of the same country', () => {
		expect(
			paste(
				{ value: '+351', caret: 4 },
				4,
				4,
				'+351 912 345 678',
				INTL_PT
			)
		).toEqual( {
			value: '+351 912345678',
			caret: 14,
		} );
	} );

	it( 'switches the calling code and keeps the national digits', () => {
		expect( switchCallingCode( '+351 912345678', '351', INTL_BR ) ).toBe(
			'+55 (91) 2345-678'
		);
		expect( switchCallingCode( '', '', INTL_PT ) ).toBe( '+351' );
	} );

	it( 'clears an optional phone holding only its calling code before sending', () => {
		const rules = {
			patterns: { calling_code_only: '^\\+[0-9]{1,3}$' },
		} as Parameters< typeof valueForSubmit >[ 1 ];
		const input = document.createElement( 'input' );
		input.dataset.phoneMask = 'INTERNATIONAL_MASK';
		input.value = '+351';
		expect( valueForSubmit( input, rules ) ).toBe( '' );
		input.required = true;
		expect( valueForSubmit( input, rules ) ).toBe( '+351' );
		input.required = false;
		input.value = '+351 912345678';
		expect( valueForSubmit( input, rules ) ).toBe( '+351 912345678' );
		input.dataset.phoneMask = 'NO_MASK';
		input.value = '+351';
		expect( valueForSubmit( input, rules ) ).toBe( '+351' );
	} );
} );

describe( 'NO_MASK', () => {
	it( 'leaves the text as typed', () => {
		expect( type( empty, '+1 (202) 555', NONE ) ).toEqual( {
			value: '+1 (202) 555',
			caret: 12,
		} );
		expect( deleteDigit( { value: '12-3', caret: 3 }, -1, NONE ) ).toEqual(
			{ value: '123', caret: 2 }
		);
		expect( reformat( '202 555', NONE ) ).toBe( '202 555' );
		expect( paste( { value: '12', caret: 1 }, 1, 1, 'ab', NONE ) ).toEqual(
			{ value: '1ab2', caret: 3 }
		);
	} );
} );

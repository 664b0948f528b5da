/**
 * The phone rules, as the server applies them (Farol\LeadForm\Rules\PhoneCheck): by mask
 * mode, after the field's length limits; the phone library answers validity.
 */
/**
 * Internal dependencies
 */
import type { ParsedPhone, PhoneReader } from '../../lib/phone/types';
import { length, matches, message } from './text';
import type { FieldRule, LeadFormRules, RuleError } from './types';

/**
 * An international phone holding only its calling code counts as empty.
 *
 * @param rules The form's rules.
 * @param rule  The field's rule.
 * @param text  The trimmed value.
 */
export function isCleared(
	rules: LeadFormRules,
	rule: FieldRule,
	text: string
): boolean {
	return (
		rule.phone?.mask === 'INTERNATIONAL_MASK' &&
		matches( rules.patterns.calling_code_only, text ) !== null
	);
}

/**
 * A Brazilian national number: an area code in use, then 9 digits starting with 9 (mobile)
 * or 8 digits starting with 2 to 5 (landline).
 *
 * @param rules    The form's rules.
 * @param national Area code and subscriber digits.
 */
function brazilian( rules: LeadFormRules, national: string ): boolean {
	if ( ! rules.phone.br_area_codes.includes( national.slice( 0, 2 ) ) ) {
		return false;
	}
	const subscriber = national.slice( 2 );
	return (
		( subscriber.length === 9 && subscriber[ 0 ] === '9' ) ||
		( subscriber.length === 8 && '2345'.includes( subscriber[ 0 ] ?? 'x' ) )
	);
}

/**
 * The number to ask the library about, or the error found before asking.
 *
 * @param rules   The form's rules.
 * @param rule    The field's rule.
 * @param text    The trimmed value.
 * @param library The phone library.
 */
function parsedOrError(
	rules: LeadFormRules,
	rule: FieldRule,
	text: string,
	library: PhoneReader
): ParsedPhone | RuleError | null {
	const { patterns } = rules;
	// Every separator the patterns allow dropped: what the library reads.
	const digits = ( value: string ) => value.replace( /[^0-9]/g, '' );
	switch ( rule.phone?.mask ?? 'NO_MASK' ) {
		case 'BRAZILIAN_MASK':
			if ( ! matches( patterns.br_phone, text ) ) {
				return null;
			}
			return library.parse( '+55' + digits( text ), 'BR' );
		case 'INTERNATIONAL_MASK': {
			if ( ! matches( patterns.international_phone, text ) ) {
				return null;
			}
			const code = library.callingCode( digits( text ) );
			if ( code === null ) {
				return null;
			}
			const national =
				code === '55'
					? rules.phone.national_length_br
					: rules.phone.national_length_other;
			const min = code.length + national + 2;
			if ( length( text ) < min ) {
				return [
					'TOO_SHORT',
					message( rules.messages.minlength, min ),
				];
			}
			return library.parse( '+' + digits( text ), null );
		}
		default:
			if ( ! matches( patterns.phone, text ) ) {
				return null;
			}
			return library.parse(
				( text.startsWith( '+' ) ? '+' : '' ) + digits( text ),
				rule.phone?.country ?? null
			);
	}
}

/**
 * The phone error of a non-empty value within its length limits, or null.
 *
 * @param rules   The form's rules.
 * @param rule    The field's rule.
 * @param text    The trimmed value.
 * @param library The phone library.
 */
export function phoneError(
	rules: LeadFormRules,
	rule: FieldRule,
	text: string,
	library: PhoneReader
): RuleError | null {
	const number = parsedOrError( rules, rule, text, library );
	if ( Array.isArray( number ) ) {
		return number;
	}
	if (
		! number ||
		! number.valid ||
		( number.callingCode === '55' && ! brazilian( rules, number.national ) )
	) {
		return [ 'INVALID_PHONE', rules.messages.phone ];
	}
	return null;
}

/**
 * The phone rules, as the server applies them (Farol\LeadForm\Rules\PhoneCheck): by mask
 * mode, after the field's length limits; the phone library answers validity.
 */
/**
 * Internal dependencies
 */
import type { PhoneLibrary } from '../../lib/phone/types';
import { length, matches, message } from './text';
import type { FieldRule, LeadFormRules, RuleError } from './types';

/** An international phone holding only its calling code counts as empty. */
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
 */
function brazilian( rules: LeadFormRules, national: string ): boolean {
	const subscriber = national.slice( 2 );
	if ( ! rules.phone.br_area_codes.includes( national.slice( 0, 2 ) ) ) {
		return false;
	}
	return (
		( subscriber.length === 9 && subscriber[ 0 ] === '9' ) ||
		( subscriber.length === 8 && '2345'.includes( subscriber[ 0 ] ?? 'x' ) )
	);
}

/** The phone error of a non-empty value within its length limits, or null. */
export function phoneError(
	rules: LeadFormRules,
	rule: FieldRule,
	text: string,
	library: PhoneLibrary
): RuleError | null {
	const invalid: RuleError = [ 'INVALID_PHONE', rules.messages.phone ];
	const { patterns } = rules;
	const digits = text.replace( /[^0-9]/g, '' );
	let number;
	switch ( rule.phone?.mask ?? 'NO_MASK' ) {
		case 'BRAZILIAN_MASK': {
			if ( ! matches( patterns.br_phone, text ) ) {
				return invalid;
			}
			const parsed = library.parse( '+55' + digits, 'BR' );
			return brazilian( rules, digits ) && parsed?.valid ? null : invalid;
		}
		case 'INTERNATIONAL_MASK': {
			if ( ! matches( patterns.international_phone, text ) ) {
				return invalid;
			}
			const code = library.callingCode( digits );
			if ( code === null ) {
				return invalid;
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
			number = library.parse( '+' + digits, null );
			break;
		}
		default:
			if ( ! matches( patterns.phone, text ) ) {
				return invalid;
			}
			number = library.parse(
				( text.startsWith( '+' ) ? '+' : '' ) + digits,
				rule.phone?.country ?? null
			);
	}
	if ( ! number || ! number.valid ) {
		return invalid;
	}
	if ( number.callingCode === '55' && ! brazilian( rules, number.national ) ) {
		return invalid;
	}
	return null;
}

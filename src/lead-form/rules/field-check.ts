/**
 * One field, one verdict, as the server gives it (Farol\LeadForm\Rules\FieldCheck): the typed
 * value and at most one error, the first rule broken, checked in the same order — shape (a
 * list only for a checkbox group) → trim → empty (REQUIRED) → TOO_LONG → TOO_SHORT → format
 * (email, CORPORATE_EMAIL_ONLY, url, number, option, phone, city id) → value type.
 */
/**
 * Internal dependencies
 */
import { isCleared, phoneError } from './phone-check';
import { fromScalar, length, matches, message } from './text';
import {
	SERVER_CHECKS_PHONES,
	type FieldRule,
	type LeadFormRules,
	type PhoneChecker,
	type RuleError,
	type RuleValue,
} from './types';

export type Verdict = [ RuleValue, RuleError | null ];

function emptyValue( rule: FieldRule ): RuleValue {
	return rule.value_type === 'string' ? '' : null;
}

function checkList(
	rules: LeadFormRules,
	rule: FieldRule,
	raw: unknown
): Verdict {
	const { messages } = rules;
	const items: string[] = [];
	for ( const item of Array.isArray( raw ) ? raw : [ raw ] ) {
		const text = fromScalar( item );
		if ( text === null ) {
			return [ [], [ 'INVALID_FORMAT', messages.invalid ] ];
		}
		if ( text.trim() !== '' ) {
			items.push( text.trim() );
		}
	}
	if ( items.length === 0 ) {
		return [
			[],
			rule.required ? [ 'REQUIRED', messages.checkbox_group ] : null,
		];
	}
	for ( const item of items ) {
		if ( length( item ) > rule.max_length ) {
			return [
				items,
				[ 'TOO_LONG', message( messages.maxlength, rule.max_length ) ],
			];
		}
		if ( rule.options.length > 0 && ! rule.options.includes( item ) ) {
			return [ items, [ 'INVALID_OPTION', messages.option ] ];
		}
	}
	return [ items, null ];
}

function checkBox(
	rules: LeadFormRules,
	rule: FieldRule,
	text: string
): Verdict {
	const checked =
		text !== '' &&
		! rules.boolean_words.false.includes( text.toLowerCase() );
	const error: RuleError | null =
		rule.required && ! checked
			? [ 'REQUIRED', rules.messages.checkbox ]
			: null;
	switch ( rule.value_type ) {
		case 'boolean':
			return [ checked, error ];
		case 'integer':
		case 'float':
			return [ checked ? 1 : 0, error ];
		default:
			return [ checked ? text : '', error ];
	}
}

function formatError(
	rules: LeadFormRules,
	rule: FieldRule,
	text: string,
	phones: PhoneChecker
): RuleError | null {
	const { messages, patterns } = rules;
	switch ( rule.format ) {
		case 'email': {
			if ( ! matches( patterns.email, text ) ) {
				return [ 'INVALID_FORMAT', messages.email ];
			}
			const domain = text
				.slice( text.lastIndexOf( '@' ) + 1 )
				.toLowerCase();
			return rule.corporate_email_only &&
				rules.free_email_domains.includes( domain )
				? [ 'CORPORATE_EMAIL_ONLY', messages.corporate_email ]
				: null;
		}
		case 'url':
			return matches( patterns.url, text )
				? null
				: [ 'INVALID_FORMAT', messages.url ];
		case 'number':
			return matches( patterns.decimal, text )
				? null
				: [ 'INVALID_FORMAT', messages.number ];
		case 'city_id':
			return matches( patterns.city_id, text )
				? null
				: [ 'INVALID_FORMAT', messages.invalid ];
		case 'choice':
			return rule.options.length === 0 || rule.options.includes( text )
				? null
				: [ 'INVALID_OPTION', messages.option ];
		case 'phone':
			if ( phones === SERVER_CHECKS_PHONES ) {
				return null;
			}
			if ( ! phones ) {
				throw new Error(
					`The phone field "${ rule.name }" needs the phone library.`
				);
			}
			return phoneError( rules, rule, text, phones );
	}
	return null;
}

/**
 * Integers JavaScript holds exactly (up to 2^53 - 1), as the server also requires.
 * @param text The trimmed value.
 */
function isSafeInteger( text: string ): boolean {
	const digits = text.replace( /^[+-]+/, '' ).replace( /^0+/, '' );
	return (
		digits.length < 16 ||
		( digits.length === 16 && digits <= '9007199254740991' )
	);
}

function typed( rules: LeadFormRules, rule: FieldRule, text: string ): Verdict {
	const { messages, patterns } = rules;
	switch ( rule.value_type ) {
		case 'integer':
			if (
				! matches( patterns.integer, text ) ||
				! isSafeInteger( text )
			) {
				return [ text, [ 'INVALID_FORMAT', messages.integer ] ];
			}
			return [ Number( text ), null ];
		case 'float': {
			const number = matches( patterns.decimal, text )
				? Number( text.replace( ',', '.' ) )
				: Infinity;
			if ( ! Number.isFinite( number ) ) {
				return [ text, [ 'INVALID_FORMAT', messages.number ] ];
			}
			return [ number, null ];
		}
		case 'boolean': {
			const word = text.toLowerCase();
			if ( rules.boolean_words.true.includes( word ) ) {
				return [ true, null ];
			}
			if ( rules.boolean_words.false.includes( word ) ) {
				return [ false, null ];
			}
			return [ text, [ 'INVALID_FORMAT', messages.invalid ] ];
		}
	}
	return [ text, null ];
}

/**
 * The verdict on one field's submitted value (undefined when absent).
 * @param rules  The form's rules.
 * @param rule   The field's rule.
 * @param raw    The submitted value.
 * @param phones The phone library, when the form has a phone field (SERVER_CHECKS_PHONES
 *               while it is not there).
 */
export function checkField(
	rules: LeadFormRules,
	rule: FieldRule,
	raw: unknown,
	phones: PhoneChecker
): Verdict {
	const { messages } = rules;
	if ( rule.multiple ) {
		return checkList( rules, rule, raw );
	}
	const scalar = fromScalar( raw );
	if ( rule.type === 'hidden' && rule.format !== 'city_id' ) {
		// Not validated: kept as sent when it is text, else empty.
		return [ scalar === null ? '' : scalar.trim(), null ];
	}
	if ( scalar === null ) {
		return [ emptyValue( rule ), [ 'INVALID_FORMAT', messages.invalid ] ];
	}
	let text = scalar.trim();
	if ( rule.format === 'checkbox' ) {
		return checkBox( rules, rule, text );
	}
	if ( rule.format === 'phone' && isCleared( rules, rule, text ) ) {
		text = '';
	}
	if ( text === '' ) {
		return [
			emptyValue( rule ),
			rule.required ? [ 'REQUIRED', messages.required ] : null,
		];
	}
	const chars = length( text );
	if ( chars > rule.max_length ) {
		return [
			text,
			[ 'TOO_LONG', message( messages.maxlength, rule.max_length ) ],
		];
	}
	if ( chars < rule.min_length ) {
		return [
			text,
			[ 'TOO_SHORT', message( messages.minlength, rule.min_length ) ],
		];
	}
	const error = formatError( rules, rule, text, phones );
	if ( error ) {
		return [ text, error ];
	}
	return typed( rules, rule, text );
}

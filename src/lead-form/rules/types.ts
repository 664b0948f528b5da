/**
 * Internal dependencies
 */
import type { PhoneReader } from '../../lib/phone/types';
import type {
	FieldRule,
	LeadFormRules,
	RuleErrorType,
} from '../rules-contract';

export type { FieldRule, LeadFormRules, RuleErrorType };

/** A rule's verdict: an error type and its message in the form's locale. */
export type RuleError = [ RuleErrorType, string ];

/** A field's typed value. */
export type RuleValue = string | number | boolean | null | string[] | unknown[];

/** One error as the server's ValidationResult lists it. */
export type FieldError = {
	field: string;
	error_type: RuleErrorType;
	error_message: string;
};

/**
 * Phone numbers are left to the server: a form's validator while the phone library is not
 * there (its chunk failed or is late), so a submit still goes on with every other rule checked
 * here. The server checks every submission anyway.
 */
export const SERVER_CHECKS_PHONES = 'server-checks-phones';

/**
 * What checks phone numbers: the library, the server alone (SERVER_CHECKS_PHONES), or nothing
 * (null: a form without phone fields; a phone value then throws, as a missing library is a bug).
 */
export type PhoneChecker = PhoneReader | typeof SERVER_CHECKS_PHONES | null;

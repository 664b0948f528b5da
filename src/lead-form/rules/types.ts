/**
 * Internal dependencies
 */
import type { FieldRule, LeadFormRules, RuleErrorType } from '../rules-contract';

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

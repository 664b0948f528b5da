/**
 * The browser's validator of a lead form, built from the rules the server publishes with the
 * form (parsed with the rules contract): a zod schema whose verdicts and messages are the
 * server's (Farol\LeadForm\Rules\FormValidator), because both run the same published rules
 * in the same order — the fixture table tests/fixtures/lead-form/rules-cases.json holds them
 * to it. Unknown keys are dropped; the known extras are kept.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { leadFormRules } from '../rules-contract';
import { extraValue } from './extras';
import { checkField } from './field-check';
import type {
	FieldError,
	LeadFormRules,
	PhoneChecker,
	RuleErrorType,
	RuleValue,
} from './types';

export type LeadFormValues = Record< string, RuleValue >;

export type LeadFormValidator = {
	rules: LeadFormRules;
	/** Drops unknown keys, types the values; its issues carry `params.error_type`. */
	schema: z.ZodType<
		LeadFormValues,
		z.ZodTypeDef,
		Record< string, unknown >
	>;
	/** The server's verdict shape: typed values and errors (a corporate-email error first). */
	validate: ( input: Record< string, unknown > ) => {
		values: LeadFormValues;
		errors: FieldError[];
	};
};

/**
 * Whether the rules need the phone library (a form with a phone field).
 * @param rules The form's rules.
 */
export function needsPhoneLibrary( rules: LeadFormRules ): boolean {
	return rules.fields.some( ( field ) => field.format === 'phone' );
}

/**
 * The validator of a form.
 *
 * @param published The rules as the server published them (checked against the contract).
 * @param phones    The phone library, when the form has a phone field (see loadPhoneLibrary);
 *                  SERVER_CHECKS_PHONES leaves the numbers to the server while it is not there.
 */
export function buildValidator(
	published: unknown,
	phones: PhoneChecker = null
): LeadFormValidator {
	const rules = leadFormRules.parse( published );
	const schema = z.record( z.unknown() ).transform( ( input, context ) => {
		const values: LeadFormValues = {};
		const report = (
			field: string,
			[ type, text ]: [ RuleErrorType, string ]
		) =>
			context.addIssue( {
				code: z.ZodIssueCode.custom,
				path: [ field ],
				message: text,
				params: { error_type: type },
			} );
		for ( const rule of rules.fields ) {
			const [ value, error ] = checkField(
				rules,
				rule,
				input[ rule.name ],
				phones
			);
			values[ rule.name ] = value;
			if ( error ) {
				report( rule.name, error );
			}
		}
		for ( const key of rules.extras ) {
			if ( key in values || ! ( key in input ) ) {
				continue;
			}
			const [ value, error ] = extraValue( rules, key, input[ key ] );
			if ( error ) {
				report( key, error );
			} else if ( value !== null ) {
				values[ key ] = value;
			}
		}
		return values;
	} );

	const validate = ( input: Record< string, unknown > ) => {
		const result = schema.safeParse( input );
		if ( result.success ) {
			return { values: result.data, errors: [] };
		}
		const errors: FieldError[] = result.error.issues.map( ( issue ) => ( {
			field: String( issue.path[ 0 ] ),
			error_type: ( issue as z.ZodCustomIssue ).params
				?.error_type as RuleErrorType,
			error_message: issue.message,
		} ) );
		const corporate = errors.filter(
			( error ) => error.error_type === 'CORPORATE_EMAIL_ONLY'
		);
		return {
			values: {},
			errors: [
				...corporate,
				...errors.filter( ( error ) => ! corporate.includes( error ) ),
			],
		};
	};

	return { rules, schema, validate };
}

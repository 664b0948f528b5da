/**
 * The lead form's published field rules, written once: the shape of what the server builds
 * from a form (Farol\LeadForm\Rules\FieldRules::for_form) and publishes with the form, and what
 * the browser turns into its zod validators (src/lead-form/rules/). The rules themselves are
 * data made on the server — maximum lengths, formats, options, phone modes, the messages in
 * the form's locale, the free-mail domains of a corporate-only form, the patterns of the
 * email and url checks — so the client re-types none of them.
 *
 * `npm run contracts` turns `leadFormRules` into
 * plugin/includes/LeadForm/lead-form-rules.schema.json; PHPUnit checks FieldRules' output
 * against it with rest_validate_value_from_schema().
 *
 * The locales, value types and phone masks are the form contract's own lists.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import {
	LEAD_FORM_LOCALES,
	LEAD_VALUE_TYPES,
	PHONE_MASKS,
} from './form-contract';

/**
 * The check a field's value gets beyond its length: email and url by the published
 * patterns, number as a decimal, phone by its mask mode and the phone library, choice for a
 * select or a group (membership of `options`), checkbox for a single box, city_id for the
 * city picker's IBGE code (the one hidden field checked), none for free text.
 */
export const RULE_FORMATS = [
	'none',
	'email',
	'url',
	'number',
	'phone',
	'choice',
	'checkbox',
	'city_id',
] as const;

/** The error types the validators report, in the wire contract's words. */
export const RULE_ERROR_TYPES = [
	'REQUIRED',
	'INVALID_FORMAT',
	'TOO_LONG',
	'TOO_SHORT',
	'INVALID_OPTION',
	'INVALID_PHONE',
	'CORPORATE_EMAIL_ONLY',
] as const;

/**
 * The message keys every locale of the messages table has. `maxlength` and `minlength` hold
 * `{n}`, replaced by the limit.
 */
export const RULE_MESSAGE_KEYS = [
	'required',
	'email',
	'url',
	'maxlength',
	'minlength',
	'corporate_email',
	'checkbox',
	'checkbox_group',
	'phone',
	'option',
	'number',
	'integer',
	'invalid',
] as const;

/** The patterns the rules publish (see Farol\LeadForm\Rules\Patterns). */
export const RULE_PATTERN_KEYS = [
	'email',
	'url',
	'city_id',
	'integer',
	'decimal',
	'br_phone',
	'international_phone',
	'phone',
	'calling_code_only',
] as const;

const messages = z
	.object(
		Object.fromEntries(
			RULE_MESSAGE_KEYS.map( ( key ) => [ key, z.string().min( 1 ) ] )
		) as Record< ( typeof RULE_MESSAGE_KEYS )[ number ], z.ZodString >
	)
	.strict();

/** A phone field's mode and what its length and area checks need. */
export const phoneRule = z
	.object( {
		mask: z.enum( PHONE_MASKS ),
		/** ISO 3166-1 alpha-2 country the field starts with (NO_MASK parses national numbers as it). */
		country: z.string().regex( /^[A-Z]{2}$/ ),
	} )
	.strict();

export const fieldRule = z
	.object( {
		name: z.string().min( 1 ),
		/** The field's type in the form contract (text, email, ..., hidden). */
		type: z.string().min( 1 ),
		required: z.boolean(),
		value_type: z.enum( LEAD_VALUE_TYPES ),
		/** Most characters (Unicode code points, not bytes or UTF-16 units). */
		max_length: z.number().int().min( 1 ),
		/** Fewest characters of a non-empty value; 0 for no minimum. */
		min_length: z.number().int().min( 0 ),
		format: z.enum( RULE_FORMATS ),
		/** Allowed values of a select or checkbox group; empty when any value goes. */
		options: z.array( z.string() ),
		/** Whether the value may be a list (a checkbox group only). */
		multiple: z.boolean(),
		/** An email field of a corporate-only form refuses `free_email_domains`. */
		corporate_email_only: z.boolean(),
		/** Present on phone fields only. */
		phone: phoneRule.optional(),
	} )
	.strict();

/** Fixed rules of phone numbers, published so the browser does not repeat them. */
export const phoneConstants = z
	.object( {
		/** The Brazilian area codes (DDD) in use. */
		br_area_codes: z.array( z.string().regex( /^[1-9][0-9]$/ ) ),
		/** BRAZILIAN_MASK lengths: `(DD) NNNN-NNNN` to `(DD) NNNNN-NNNN`. */
		br_mask_min_length: z.number().int(),
		br_mask_max_length: z.number().int(),
		/** INTERNATIONAL_MASK: national part's length for Brazil and for any other country. */
		national_length_br: z.number().int(),
		national_length_other: z.number().int(),
	} )
	.strict();

export const leadFormRules = z
	.object( {
		/** The form's own locale (the messages are in it, falling back to en). */
		locale: z.enum( LEAD_FORM_LOCALES ),
		/** The messages table of that locale. */
		messages,
		/** Regular expression sources, identical in PCRE and JavaScript (no flags). */
		patterns: z
			.object(
				Object.fromEntries(
					RULE_PATTERN_KEYS.map( ( key ) => [
						key,
						z.string().min( 1 ),
					] )
				) as Record<
					( typeof RULE_PATTERN_KEYS )[ number ],
					z.ZodString
				>
			)
			.strict(),
		/** Words (lower case) a boolean value accepts as true and as false. */
		boolean_words: z
			.object( {
				true: z.array( z.string() ),
				false: z.array( z.string() ),
			} )
			.strict(),
		/** Free-mail domains refused by a corporate-only form; empty otherwise. */
		free_email_domains: z.array( z.string() ),
		/** Keys kept besides the fields (hidden fields of the page, tracking and location). */
		extras: z.array( z.string() ),
		phone: phoneConstants,
		fields: z.array( fieldRule ),
	} )
	.strict();

export type LeadFormRules = z.output< typeof leadFormRules >;
export type FieldRule = z.output< typeof fieldRule >;
export type RuleErrorType = ( typeof RULE_ERROR_TYPES )[ number ];
export type RuleMessageKey = ( typeof RULE_MESSAGE_KEYS )[ number ];

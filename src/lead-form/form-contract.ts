/**
 * The lead form contract, written once: what a lead form is made of (its settings and its
 * fields), as an editor saves it and as the server reads it.
 *
 * `npm run contracts` turns `leadFormDefinition` into the JSON Schema committed as
 * plugin/includes/LeadForm/lead-form.schema.json. PHP registers the form's post meta with that
 * schema (so the REST API validates every save) and reads stored forms through it
 * (Farol\LeadForm\Forms). The form editor in wp-admin takes its defaults and choices from
 * here. The validation rules a form publishes are derived from a definition on the server;
 * they are a separate contract.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/** Locales a lead form speaks; anything else falls back to `en`. */
export const LEAD_FORM_LOCALES = [
	'pt-BR',
	'en',
	'en-US',
	'es',
	'es-ES',
] as const;

/** How the browser sends a conversion: a JSON POST, or the legacy GET with a query string. */
export const LEAD_FORM_VARIANTS = [ 'typed', 'legacy' ] as const;

/**
 * What a field is, which decides its markup and its rules:
 * - text, email, url, number, textarea: a single value, checked by kind and length;
 * - phone: a telephone number with a country and a mask mode;
 * - select: one of `options`; checkbox: a single box (`value_type` boolean by default);
 * - checkbox_group: one or more of `options`;
 * - state, city, country: where the lead lives (Brazilian state select, city search by the
 *   cities API, country select; free text outside Brazil);
 * - consent: the optional communications consent box, stored with its label and time;
 * - hidden: a fixed value sent as it is (never validated).
 */
export const LEAD_FIELD_TYPES = [
	'text',
	'email',
	'url',
	'number',
	'textarea',
	'phone',
	'select',
	'checkbox',
	'checkbox_group',
	'state',
	'city',
	'country',
	'consent',
	'hidden',
] as const;

/** Types a value is sent as: the browser converts, the server checks. */
export const LEAD_VALUE_TYPES = [
	'string',
	'integer',
	'float',
	'boolean',
] as const;

/** Phone mask modes. */
export const PHONE_MASKS = [
	'NO_MASK',
	'BRAZILIAN_MASK',
	'INTERNATIONAL_MASK',
] as const;

export const LEAD_FORM_LIMITS = {
	/** Most fields one form may have. */
	maxFields: 60,
	/** Most options of a select or checkbox group. */
	maxOptions: 200,
	/** Longest label, option or placeholder. */
	maxLabelLength: 512,
	/** Longest thank-you message. */
	maxMessageLength: 2000,
	/** Longest redirect address. */
	maxUrlLength: 2048,
} as const;

/**
 * A field's name: a standard name (name, email, company, job_title, twitter, facebook,
 * linkedin, website, personal_phone, mobile_phone, city, state, country...), a custom field
 * (`cf_` followed by lower-case letters, digits and underscores, or `custom_fields[…]`), or
 * another plain name. Names are what the conversion payload is keyed by.
 */
export const FIELD_NAME_PATTERN =
	/^(?:[a-z][a-z0-9_]{0,63}|custom_fields\[[A-Za-z0-9_]{1,64}\])$/;

const label = z.string().max( LEAD_FORM_LIMITS.maxLabelLength );

export const leadFormOption = z
	.object( {
		value: z.string().min( 1 ).max( LEAD_FORM_LIMITS.maxLabelLength ),
		label,
	} )
	.strict();

export const leadFormField = z
	.object( {
		name: z.string().regex( FIELD_NAME_PATTERN ),
		type: z.enum( LEAD_FIELD_TYPES ),
		label,
		placeholder: label.default( '' ),
		required: z.boolean().default( false ),
		value_type: z.enum( LEAD_VALUE_TYPES ).default( 'string' ),
		/** Choices of a select or checkbox group. */
		options: z
			.array( leadFormOption )
			.max( LEAD_FORM_LIMITS.maxOptions )
			.default( [] ),
		/** A phone field's mask mode. */
		phone_mask: z.enum( PHONE_MASKS ).default( 'BRAZILIAN_MASK' ),
		/** A phone field's initial country (ISO 3166-1 alpha-2). */
		phone_country: z
			.string()
			.regex( /^[A-Z]{2}$/ )
			.default( 'BR' ),
		/** A hidden field's value. */
		value: z.string().max( LEAD_FORM_LIMITS.maxUrlLength ).default( '' ),
	} )
	.strict();

export const leadFormDefinition = z
	.object( {
		locale: z.enum( LEAD_FORM_LOCALES ).default( 'pt-BR' ),
		variant: z.enum( LEAD_FORM_VARIANTS ).default( 'typed' ),
		/** The identifier each conversion carries (the provider's "conversion identifier"). */
		conversion_identifier: z.string().min( 1 ).max( 256 ),
		/** Refuse free-mail addresses (gmail, hotmail...). */
		corporate_email_only: z.boolean().default( false ),
		/** Shown to the visitor after a conversion; empty for none. */
		thankyou_message: z
			.string()
			.max( LEAD_FORM_LIMITS.maxMessageLength )
			.default( '' ),
		/** Where the visitor goes after a conversion; empty to stay. */
		redirect_to: z
			.string()
			.max( LEAD_FORM_LIMITS.maxUrlLength )
			.default( '' ),
		/** The submit button's text. */
		submit_label: label.default( '' ),
		fields: z
			.array( leadFormField )
			.min( 1 )
			.max( LEAD_FORM_LIMITS.maxFields ),
	} )
	.strict();

export type LeadFormField = z.output< typeof leadFormField >;
export type LeadFormDefinition = z.output< typeof leadFormDefinition >;
export type LeadFormDefinitionInput = z.input< typeof leadFormDefinition >;

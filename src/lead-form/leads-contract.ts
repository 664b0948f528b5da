/**
 * The Leads screen's contract, written once: what the read-only routes under
 * `farol/v1/leads/` accept and what they answer.
 *
 * `npm run contracts` turns `leadsRouteArguments` into the JSON Schema committed as
 * plugin/includes/LeadForm/leads-routes.schema.json; Farol\LeadForm\Admin\LeadsController
 * builds each route's REST arguments from its property there. The Leads app
 * (src/lead-form/admin-leads/) builds its queries with the same names and parses every
 * answer with the answer schemas below, so its types are inferred from this file.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { FORWARD_STATUSES } from '../lib/contracts/rd-station-fields';

export { FORWARD_STATUSES };

/** Columns the contacts list sorts by. */
export const CONTACT_ORDERBY = [
	'last_conversion_at',
	'first_conversion_at',
	'email',
	'name',
	'conversions_count',
] as const;

/** Columns the conversions list sorts by. */
export const CONVERSION_ORDERBY = [ 'created_at', 'email', 'form_id' ] as const;

/** What a CSV export holds. */
export const EXPORT_KINDS = [ 'contacts', 'conversions' ] as const;

export const LEADS_LIMITS = {
	/** Longest search text, in characters. */
	maxSearchLength: 200,
	/** Most rows one page of a list holds. */
	maxPerPage: 100,
	/** Rows per page when the client does not say. */
	defaultPerPage: 20,
} as const;

/** A calendar day in the site's time zone, `YYYY-MM-DD`. */
const day = z.string().regex( /^\d{4}-\d{2}-\d{2}$/ );

/** Filters every list and export shares. */
const filters = {
	/** Part of the e-mail address or of the name (a whole address is looked up exactly). */
	search: z.string().max( LEADS_LIMITS.maxSearchLength ).optional(),
	/** Only leads of this lead form (post ID). */
	form: z.number().int().min( 1 ).optional(),
	/** From this day on (inclusive). */
	after: day.optional(),
	/** Up to this day (inclusive). */
	before: day.optional(),
};

const paging = {
	page: z.number().int().min( 1 ).default( 1 ),
	per_page: z
		.number()
		.int()
		.min( 1 )
		.max( LEADS_LIMITS.maxPerPage )
		.default( LEADS_LIMITS.defaultPerPage ),
	order: z.enum( [ 'asc', 'desc' ] ).default( 'desc' ),
};

export const contactsQuery = z
	.object( {
		...filters,
		...paging,
		orderby: z.enum( CONTACT_ORDERBY ).default( 'last_conversion_at' ),
	} )
	.strict();

export const conversionsQuery = z
	.object( {
		...filters,
		...paging,
		forward_status: z.enum( FORWARD_STATUSES ).optional(),
		orderby: z.enum( CONVERSION_ORDERBY ).default( 'created_at' ),
	} )
	.strict();

export const statsQuery = z
	.object( { after: filters.after, before: filters.before } )
	.strict();

export const exportQuery = z
	.object( {
		kind: z.enum( EXPORT_KINDS ),
		...filters,
		forward_status: z.enum( FORWARD_STATUSES ).optional(),
	} )
	.strict();

/** Every route's arguments, one property per route: the JSON file PHP reads. */
export const leadsRouteArguments = z.object( {
	contacts: contactsQuery,
	conversions: conversionsQuery,
	stats: statsQuery,
	export: exportQuery,
} );

/* Answers. Times are ISO 8601 in UTC (`2026-11-23T14:05:00Z`); the app shows them in the
 * site's time zone. */

const time = z.string();

/** A lead form as the lists name it (its title may be empty once the form is deleted). */
const formRef = z.object( { id: z.number().int(), title: z.string() } );

export const contactSummary = z.object( {
	id: z.number().int(),
	email: z.string(),
	name: z.string(),
	conversions_count: z.number().int(),
	first_conversion_at: time,
	last_conversion_at: time,
	last_form: formRef,
} );

export const conversionSummary = z.object( {
	id: z.number().int(),
	uuid: z.string(),
	form: formRef,
	contact_id: z.number().int(),
	email: z.string(),
	name: z.string(),
	created_at: time,
	conversion_url: z.string(),
	traffic_source: z.string(),
	forward_status: z.enum( FORWARD_STATUSES ),
	forward_attempts: z.number().int(),
	forward_error: z.string(),
} );

/** Submitted values: field name → what was sent (text, number, boolean or a list). */
const values = z.record( z.unknown() );

export const contactDetail = contactSummary.extend( {
	fields: values,
	consent: z.object( { text: z.string(), at: time } ).nullable(),
	conversions: z.array( conversionSummary ),
} );

export const conversionDetail = conversionSummary.extend( {
	variant: z.string(),
	payload: values,
	conversion_domain: z.string(),
	c_utmz: z.string(),
	client_id: z.string(),
	consent: z.object( { text: z.string(), at: time } ).nullable(),
	next_attempt_at: time.nullable(),
	forwarded_at: time.nullable(),
} );

export const formStats = z.object( {
	form: formRef,
	views: z.number().int(),
	conversions: z.number().int(),
	/** conversions / views, or null when the form had no recorded view. */
	conversion_rate: z.number().nullable(),
	rejected: z.number().int(),
} );

export const statsAnswer = z.object( { forms: z.array( formStats ) } );

export type ContactsQuery = z.input< typeof contactsQuery >;
export type ConversionsQuery = z.input< typeof conversionsQuery >;
export type StatsQuery = z.input< typeof statsQuery >;
export type ExportQuery = z.input< typeof exportQuery >;
export type ContactSummary = z.output< typeof contactSummary >;
export type ConversionSummary = z.output< typeof conversionSummary >;
export type ContactDetail = z.output< typeof contactDetail >;
export type ConversionDetail = z.output< typeof conversionDetail >;
export type FormStats = z.output< typeof formStats >;
export type ForwardStatus = ( typeof FORWARD_STATUSES )[ number ];

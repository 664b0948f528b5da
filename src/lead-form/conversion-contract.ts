/**
 * The conversion API contract, written once: the envelope of a conversion (the keys every
 * submission may carry besides the form's own fields), the view event, and the answers.
 *
 * `npm run contracts` turns `conversionEnvelope`, `legacyConversionQuery`, `viewEvent` and
 * `requestSize` into the JSON Schemas committed under plugin/includes/LeadForm/
 * (conversion-envelope, conversion-legacy-query, view-event and request-size .schema.json), from which PHP builds and checks the
 * arguments of POST farol/v1/conversions, GET farol/v1/api/1.2/conversions.json and
 * POST farol/v1/events (Farol\LeadForm\Conversions\ConversionContract). The form's own fields
 * are checked by the form's published field rules, not here: the envelope lets them through.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

export const CONVERSION_LIMITS = {
	/** Largest request body, in bytes (the provider's own limit is 0.2 MB). */
	maxBodyBytes: 200 * 1024,
	/** Largest view event body, in bytes. */
	maxEventBytes: 4096,
	/** Longest page address sent as conversion_url or redirect_to. */
	maxUrlLength: 2048,
	/** Longest host sent as conversion_domain. */
	maxDomainLength: 255,
	/** Longest traffic source or UTM cookie. */
	maxTrackingLength: 1024,
	/** Longest client (visitor) id. */
	maxClientIdLength: 128,
} as const;

/**
 * A client-generated id of one submission (e.g. a UUID): the same key sent twice for the
 * same form stores one conversion and answers the first answer again. 8 to 64 characters
 * among letters, digits and `_ . : -`.
 */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_.:-]{8,64}$';

export const idempotencyKey = z
	.string()
	.regex( new RegExp( IDEMPOTENCY_KEY_PATTERN ) );

const url = z.string().max( CONVERSION_LIMITS.maxUrlLength );
const tracking = z.string().max( CONVERSION_LIMITS.maxTrackingLength );
const clientId = z.string().max( CONVERSION_LIMITS.maxClientIdLength );

/**
 * The keys a conversion may carry besides the form's fields (which pass through). The
 * honeypot (`farol_hp`, empty for people) and the signed render time (`farol_started`) are
 * the spam guard's.
 */
export const conversionEnvelope = z
	.object( {
		idempotency_key: idempotencyKey.optional(),
		conversion_url: url.optional(),
		conversion_domain: z
			.string()
			.max( CONVERSION_LIMITS.maxDomainLength )
			.optional(),
		client_tracking_id: clientId.optional(),
		client_id: clientId.optional(),
		traffic_source: tracking.optional(),
		c_utmz: tracking.optional(),
		redirect_to: url.optional(),
		farol_hp: z.string().max( 256 ).optional(),
		farol_started: z.string().max( 128 ).optional(),
	} )
	.passthrough();

/** The legacy GET's query: the envelope plus the form's public token as a field. */
export const legacyConversionQuery = conversionEnvelope
	.extend( {
		token_rdstation: z.string().max( 64 ),
	} )
	.passthrough();

/** The categories of a view event (only the lead form's view is counted). */
export const VIEW_EVENT_CATEGORIES = [ 'lead_form', 'conversion' ] as const;

/**
 * A view of a lead form: sent once per page view, 5 s after load and with analytics consent.
 * asset_id is the form's id or its public token.
 */
export const viewEvent = z
	.object( {
		category: z.enum( VIEW_EVENT_CATEGORIES ),
		asset_id: z.string().regex( /^(?:[0-9]{1,19}|[a-f0-9]{32})$/ ),
		filter: z.string().max( 256 ).default( '' ),
		action: z.enum( [ 'viewed' ] ),
	} )
	.strict();

/**
 * The size of a request body, in bytes, per route: its `maximum`s are the limits PHP enforces
 * (413 above them), generated as request-size.schema.json.
 */
export const requestSize = z
	.object( {
		conversion: z
			.number()
			.int()
			.min( 0 )
			.max( CONVERSION_LIMITS.maxBodyBytes ),
		event: z.number().int().min( 0 ).max( CONVERSION_LIMITS.maxEventBytes ),
	} )
	.strict();

/** One error of an answer; `field` names the field it is about, when it is about one. */
export const conversionError = z.object( {
	error_type: z.string(),
	error_message: z.string(),
	field: z.string().optional(),
} );

/** Every non-2xx answer of the conversion and event routes. */
export const conversionErrorAnswer = z.object( {
	errors: z.array( conversionError ),
} );

/** The 200 answer of a conversion (the same again for a repeated idempotency key). */
export const conversionAnswer = z.object( {
	conversion: z.object( { uuid: z.string() } ),
	thankyou_message: z.string(),
	redirect_to: z.string(),
} );

/** The 200 answer of a view event. */
export const viewEventAnswer = z.object( { recorded: z.literal( true ) } );

export type ConversionEnvelope = z.input< typeof conversionEnvelope >;
export type ViewEvent = z.input< typeof viewEvent >;
export type ConversionAnswer = z.output< typeof conversionAnswer >;
export type ConversionErrorAnswer = z.output< typeof conversionErrorAnswer >;

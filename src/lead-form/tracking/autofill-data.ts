/**
 * What the autofill cookie holds and which fields never go into it.
 *
 * The cookie `_form_fields` holds a JSON object `{ "<field name>": "value" | ["values"] }`
 * (a checkbox group keeps its `name[]` key and the list of ticked values; a single ticked
 * checkbox its value) whose UTF-8 bytes are base32-encoded. It lives 180 days. The whole
 * cookie (`_form_fields=` + value) stays under 4 KB, the size every browser keeps: when the
 * data is larger, the longest values are dropped first.
 */

/**
 * Internal dependencies
 */
import { base32Decode, base32Encode } from './base32';

/** The autofill cookie. */
export const AUTOFILL_COOKIE = '_form_fields';
/** Its lifetime: 180 days. */
export const AUTOFILL_MAX_AGE = 180 * 24 * 60 * 60;
/** Largest `name=value` of the cookie, in bytes (browsers keep 4096). */
export const AUTOFILL_MAX_BYTES = 4000;

/**
 * Names never remembered: the provider's and Farol's envelope (tokens, ids, tracking, the
 * spam guard, the idempotency key), captcha answers, and names of the provider's own forms.
 * (Marked pure: a bundle that needs only the cookie's name, the seed script, leaves it out.)
 */
export const AUTOFILL_EXCLUDED = /* @__PURE__ */ new Set( [
	'token_rdstation',
	'identificador',
	'c_utmz',
	'traffic_source',
	'captcha',
	'redirect_to',
	'list_id',
	'provider',
	'conversion_identifier',
	'_doe',
	'farol_hp',
	'farol_started',
	'idempotency_key',
	'client_id',
	'client_tracking_id',
	'conversion_url',
	'conversion_domain',
] );

/** Data remembered per field name. */
export type AutofillData = Record< string, string | string[] >;

/**
 * Whether a field name may be remembered.
 *
 * @param name The control's name (a group's `name[]` included).
 */
export function isRememberedName( name: string ): boolean {
	const bare = name.replace( /\[\]$/, '' ).toLowerCase();
	return (
		bare !== '' &&
		! AUTOFILL_EXCLUDED.has( bare ) &&
		! bare.includes( 'captcha' ) &&
		! bare.includes( 'idempotency' ) &&
		! bare.startsWith( 'farol_' )
	);
}

/**
 * The data in a cookie value, or {} when it is missing, not base32, or not the expected shape
 * (entries of another shape are ignored, never trusted).
 *
 * @param value The cookie value.
 */
export function decodeAutofill( value: string | null ): AutofillData {
	if ( ! value ) {
		return {};
	}
	let parsed: unknown;
	try {
		parsed = JSON.parse( base32Decode( value ) || 'null' );
	} catch {
		return {};
	}
	if (
		typeof parsed !== 'object' ||
		parsed === null ||
		Array.isArray( parsed )
	) {
		return {};
	}
	const data: AutofillData = {};
	for ( const [ name, entry ] of Object.entries( parsed ) ) {
		if ( ! isRememberedName( name ) ) {
			continue;
		}
		if ( typeof entry === 'string' ) {
			data[ name ] = entry;
		} else if (
			Array.isArray( entry ) &&
			entry.every( ( item ) => typeof item === 'string' )
		) {
			data[ name ] = entry as string[];
		}
	}
	return data;
}

/**
 * The length of a value, for dropping the longest first.
 *
 * @param entry A remembered value.
 */
function weight( entry: string | string[] ): number {
	return Array.isArray( entry ) ? entry.join( '' ).length : entry.length;
}

/**
 * The cookie value of the data, dropping the longest values until `_form_fields=<value>`
 * fits AUTOFILL_MAX_BYTES (base32 is ASCII: one byte per character). '' when nothing fits.
 *
 * @param data     The data to remember.
 * @param maxBytes The limit (tests lower it).
 */
export function encodeAutofill(
	data: AutofillData,
	maxBytes: number = AUTOFILL_MAX_BYTES
): string {
	const kept: AutofillData = { ...data };
	const budget = maxBytes - AUTOFILL_COOKIE.length - 1;
	for (;;) {
		const names = Object.keys( kept );
		if ( names.length === 0 ) {
			return '';
		}
		const encoded = base32Encode( JSON.stringify( kept ) );
		if ( encoded.length <= budget ) {
			return encoded;
		}
		const longest = names.reduce( ( a, b ) =>
			weight( kept[ b ] ?? '' ) > weight( kept[ a ] ?? '' ) ? b : a
		);
		delete kept[ longest ];
	}
}

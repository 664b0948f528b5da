/**
 * What a submission sends, for each variant of the conversion API:
 * - typed: a JSON body with every field typed, the place of the conversion (page address
 *   without its query string, host without protocol or `www`), the tracking values
 *   (traffic_source, c_utmz, client_id, also sent as client_tracking_id), redirect_to,
 *   city/state/country and company_name, and one idempotency key per attempt; the public
 *   token travels in the Authorization header, never in the body;
 * - legacy: the same fields serialized as a query string (checkbox groups as `name[]`),
 *   the token as the `token_rdstation` field, plus conversion_url and conversion_domain.
 */

/**
 * Internal dependencies
 */
import type { FieldValue, FieldValues } from './collect';

/** The name of the hidden field holding the form's public token. */
export const TOKEN_FIELD = 'token_rdstation';

/** Values that come from the page, not from the visitor. */
export interface PageContext {
	conversion_url: string;
	conversion_domain: string;
	traffic_source: string;
	c_utmz: string;
	client_id: string;
	/** Where the visitor goes after converting ('' when nowhere in particular). */
	redirect_to: string;
}

/** A request ready for fetch. */
export interface ConversionRequest {
	url: string;
	init: RequestInit;
}

/**
 * The fields with the page's values laid over the hidden ones the server printed empty.
 *
 * @param fields The form's values.
 * @param page   The page's values.
 */
function withPage( fields: FieldValues, page: PageContext ): FieldValues {
	const merged: FieldValues = { ...fields };
	for ( const key of [
		'traffic_source',
		'c_utmz',
		'client_id',
		'redirect_to',
	] as const ) {
		if ( page[ key ] !== '' || ! ( key in merged ) ) {
			merged[ key ] = page[ key ];
		}
	}
	merged.conversion_url = page.conversion_url;
	merged.conversion_domain = page.conversion_domain;
	return merged;
}

/**
 * The typed variant's JSON body (without the token).
 *
 * @param fields         The form's values (collectFields).
 * @param page           The page's values.
 * @param idempotencyKey The attempt's key.
 */
export function typedBody(
	fields: FieldValues,
	page: PageContext,
	idempotencyKey: string
): Record< string, FieldValue > {
	const { [ TOKEN_FIELD ]: _token, ...rest } = withPage( fields, page );
	const body: Record< string, FieldValue > = {
		...rest,
		client_tracking_id: page.client_id,
		idempotency_key: idempotencyKey,
	};
	for ( const key of [ 'city', 'state', 'country' ] ) {
		if ( ! ( key in body ) ) {
			body[ key ] = '';
		}
	}
	body.company_name =
		typeof rest.company_name === 'string' && rest.company_name !== ''
			? rest.company_name
			: String( rest.company ?? '' );
	return body;
}

/**
 * The typed variant's request.
 *
 * @param endpoint       The typed endpoint.
 * @param fields         The form's values.
 * @param page           The page's values.
 * @param idempotencyKey The attempt's key.
 */
export function typedRequest(
	endpoint: string,
	fields: FieldValues,
	page: PageContext,
	idempotencyKey: string
): ConversionRequest {
	return {
		url: endpoint,
		init: {
			method: 'POST',
			headers: {
				'Content-Type': 'application/json',
				Accept: 'application/json',
				Authorization: String( fields[ TOKEN_FIELD ] ?? '' ),
			},
			body: JSON.stringify( typedBody( fields, page, idempotencyKey ) ),
		},
	};
}

/**
 * The legacy variant's query string.
 *
 * @param fields The form's values (the token among them).
 * @param page   The page's values.
 */
export function legacyQuery( fields: FieldValues, page: PageContext ): string {
	const query = new URLSearchParams();
	for ( const [ name, value ] of Object.entries(
		withPage( fields, page )
	) ) {
		if ( Array.isArray( value ) ) {
			value.forEach( ( item ) => query.append( `${ name }[]`, item ) );
		} else if ( typeof value === 'boolean' ) {
			query.append( name, value ? '1' : '' );
		} else {
			query.append( name, String( value ) );
		}
	}
	return query.toString();
}

/**
 * The legacy variant's request: `GET {endpoint}?{fields}`.
 *
 * @param endpoint The legacy endpoint.
 * @param fields   The form's values.
 * @param page     The page's values.
 */
export function legacyRequest(
	endpoint: string,
	fields: FieldValues,
	page: PageContext
): ConversionRequest {
	const separator = endpoint.includes( '?' ) ? '&' : '?';
	return {
		url: `${ endpoint }${ separator }${ legacyQuery( fields, page ) }`,
		init: { method: 'GET', headers: { Accept: 'application/json' } },
	};
}

/**
 * What Farol's wp-admin apps (the Leads screen, the contact form inbox) share to call their
 * REST routes through api-fetch (root and nonce come from WordPress' own middlewares): the
 * message of a failed call, queries without empty arguments, and pages of a list route with
 * core's X-WP-Total and X-WP-TotalPages headers, every item parsed with its contract.
 */
/**
 * External dependencies
 */
import { z } from 'zod';
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/** One page of a list and the totals of the whole list. */
export interface Page< Item > {
	items: Item[];
	total: number;
	totalPages: number;
}

/**
 * The message to show for a failed call.
 *
 * @param error What api-fetch threw: the server's error object, or a Response.
 */
export async function errorMessage( error: unknown ): Promise< string > {
	if ( error instanceof Response ) {
		try {
			return errorMessage( await error.json() );
		} catch {
			return `${ error.status } ${ error.statusText }`;
		}
	}
	if (
		error &&
		typeof error === 'object' &&
		'message' in error &&
		typeof error.message === 'string'
	) {
		return error.message;
	}
	return String( error );
}

/**
 * Leaves out empty arguments.
 *
 * @param query Query arguments.
 */
export function cleanQuery< Query extends object >( query: Query ): Query {
	return Object.fromEntries(
		Object.entries( query ).filter(
			( [ , value ] ) => value !== undefined && value !== ''
		)
	) as Query;
}

/**
 * A page of a list route.
 *
 * @param path   Route, e.g. `/farol/v1/leads/contacts`.
 * @param query  Arguments.
 * @param schema Shape of one item.
 */
export async function fetchPage< Item >(
	path: string,
	query: object,
	schema: z.ZodType< Item >
): Promise< Page< Item > > {
	const response = await apiFetch< Response >( {
		path: addQueryArgs( path, cleanQuery( query ) ),
		parse: false,
	} );
	return {
		items: z.array( schema ).parse( await response.json() ),
		total: Number( response.headers.get( 'X-WP-Total' ) ?? 0 ),
		totalPages: Number( response.headers.get( 'X-WP-TotalPages' ) ?? 0 ),
	};
}

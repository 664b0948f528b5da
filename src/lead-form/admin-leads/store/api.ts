/**
 * The Leads routes, called through api-fetch (root and nonce come from WordPress' own
 * middlewares); every answer is parsed with the leads contract.
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

/**
 * Internal dependencies
 */
import {
	contactDetail,
	contactSummary,
	conversionDetail,
	conversionSummary,
	statsAnswer,
	type ContactDetail,
	type ContactsQuery,
	type ConversionDetail,
	type ConversionsQuery,
	type FormStats,
	type StatsQuery,
} from '../../leads-contract';

const BASE = '/farol/v1/leads';

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
 * A page of a list route, with X-WP-Total and X-WP-TotalPages.
 *
 * @param path   Route under farol/v1/leads.
 * @param query  Arguments.
 * @param schema Shape of one item.
 */
async function fetchPage< Item >(
	path: string,
	query: object,
	schema: z.ZodType< Item >
): Promise< Page< Item > > {
	const response = await apiFetch< Response >( {
		path: addQueryArgs( BASE + path, cleanQuery( query ) ),
		parse: false,
	} );
	return {
		items: z.array( schema ).parse( await response.json() ),
		total: Number( response.headers.get( 'X-WP-Total' ) ?? 0 ),
		totalPages: Number( response.headers.get( 'X-WP-TotalPages' ) ?? 0 ),
	};
}

export const fetchContacts = ( query: ContactsQuery ) =>
	fetchPage( '/contacts', query, contactSummary );

export const fetchConversions = ( query: ConversionsQuery ) =>
	fetchPage( '/conversions', query, conversionSummary );

export async function fetchContact( id: number ): Promise< ContactDetail > {
	return contactDetail.parse(
		await apiFetch( { path: `${ BASE }/contacts/${ id }` } )
	);
}

export async function fetchConversion(
	id: number
): Promise< ConversionDetail > {
	return conversionDetail.parse(
		await apiFetch( { path: `${ BASE }/conversions/${ id }` } )
	);
}

export async function fetchStats( query: StatsQuery ): Promise< FormStats[] > {
	const answer = statsAnswer.parse(
		await apiFetch( {
			path: addQueryArgs( `${ BASE }/stats`, cleanQuery( query ) ),
		} )
	);
	return answer.forms;
}

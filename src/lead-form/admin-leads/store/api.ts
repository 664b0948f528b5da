/**
 * The Leads routes, called through api-fetch (root and nonce come from WordPress' own
 * middlewares, helpers in src/lib/admin/api.ts); every answer is parsed with the leads
 * contract.
 */
/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import { cleanQuery, fetchPage } from '../../../lib/admin/api';
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

export const fetchContacts = ( query: ContactsQuery ) =>
	fetchPage( `${ BASE }/contacts`, query, contactSummary );

export const fetchConversions = ( query: ConversionsQuery ) =>
	fetchPage( `${ BASE }/conversions`, query, conversionSummary );

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

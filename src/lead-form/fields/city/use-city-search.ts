/**
 * The city suggestions for what the visitor typed: asked ~250 ms after the last keystroke,
 * from the contract's minimum term length on; an answer to an older term than the latest is
 * dropped, so a slow answer never replaces a newer one.
 */
/**
 * External dependencies
 */
import { useEffect, useRef, useState } from 'react';

/**
 * Internal dependencies
 */
import { CITY_SEARCH_LIMITS, type City } from '../../cities-contract';
import type { CitiesClient } from './cities-client';

export const SEARCH_DELAY_MS = 250;

export type CitySearch = {
	cities: City[];
	/** 'idle' before a search, 'loading', 'done' or 'error'. */
	status: 'idle' | 'loading' | 'done' | 'error';
};

/**
 * Suggestions for `term` in `state`.
 *
 * @param client The cities client.
 * @param term   The typed text (null: do not search, e.g. right after a choice).
 * @param state  The selected state acronym ('' for any).
 */
export function useCitySearch(
	client: CitiesClient,
	term: string | null,
	state: string
): CitySearch {
	const [ result, setResult ] = useState< CitySearch >( {
		cities: [],
		status: 'idle',
	} );
	const latest = useRef( 0 );

	useEffect( () => {
		const ticket = ++latest.current;
		const text = ( term ?? '' ).trim();
		if ( term === null || text.length < CITY_SEARCH_LIMITS.minTermLength ) {
			setResult( { cities: [], status: 'idle' } );
			return;
		}
		const query = text.slice( 0, CITY_SEARCH_LIMITS.maxTermLength );
		const timer = window.setTimeout( () => {
			setResult( ( previous ) => ( { ...previous, status: 'loading' } ) );
			client.search( query, state ).then(
				( cities ) => {
					if ( ticket === latest.current ) {
						setResult( { cities, status: 'done' } );
					}
				},
				() => {
					if ( ticket === latest.current ) {
						setResult( { cities: [], status: 'error' } );
					}
				}
			);
		}, SEARCH_DELAY_MS );
		return () => window.clearTimeout( timer );
	}, [ client, term, state ] );

	return result;
}

/**
 * The city field's client of the cities API: a search by term (and state) and a city by
 * its IBGE code, answers parsed with the cities contract and kept for the page's life, so
 * typing back a term asks nothing again.
 */
/**
 * Internal dependencies
 */
import {
	cityAnswer,
	citySearchAnswer,
	STATE_ACRONYMS,
	type City,
} from '../../cities-contract';

export type CitiesClient = {
	search: ( term: string, state: string ) => Promise< City[] >;
	byId: ( id: string ) => Promise< City | null >;
};

function isState( value: string ): boolean {
	return ( STATE_ACRONYMS as readonly string[] ).includes( value );
}

/**
 * The address of a search or of one city.
 *
 * @param endpoint The cities endpoint (`.../api/cidades/`).
 * @param id       A city's code, for the address of that city.
 */
function address( endpoint: string, id?: string ): URL {
	const url = new URL( endpoint, window.location.href );
	if ( id !== undefined ) {
		const route = url.searchParams.get( 'rest_route' );
		if ( route !== null ) {
			url.searchParams.set(
				'rest_route',
				route.replace( /\/?$/, '/' + id )
			);
		} else {
			url.pathname = url.pathname.replace( /\/?$/, '/' + id );
		}
	}
	return url;
}

async function getJson( url: URL ): Promise< unknown > {
	const response = await fetch( url.toString(), {
		headers: { Accept: 'application/json' },
	} );
	if ( ! response.ok ) {
		throw new Error( `cities: HTTP ${ response.status }` );
	}
	return response.json();
}

/**
 * A client for one endpoint.
 *
 * @param endpoint The cities endpoint.
 */
export function citiesClient( endpoint: string ): CitiesClient {
	const searches = new Map< string, Promise< City[] > >();
	const cities = new Map< string, Promise< City | null > >();
	return {
		search( term, state ) {
			const uf = isState( state ) ? state : '';
			const key = uf + '|' + term.toLocaleLowerCase();
			let answer = searches.get( key );
			if ( ! answer ) {
				const url = address( endpoint );
				url.searchParams.set( 'term', term );
				if ( uf !== '' ) {
					url.searchParams.set( 'state_acronym', uf );
				}
				answer = getJson( url ).then(
					( json ) => citySearchAnswer.parse( json ).cities
				);
				// A failed search is asked again next time.
				answer.catch( () => searches.delete( key ) );
				searches.set( key, answer );
			}
			return answer;
		},
		byId( id ) {
			let answer = cities.get( id );
			if ( ! answer ) {
				answer = getJson( address( endpoint, id ) ).then(
					( json ) => cityAnswer.parse( json ).city,
					() => null
				);
				cities.set( id, answer );
			}
			return answer;
		},
	};
}

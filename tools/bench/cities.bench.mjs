/**
 * Cities search: how long GET farol/v1/api/cidades/ takes, seen from a client on loopback.
 *
 * Site: FAROL_URL (the native runtime by default), as a visitor, no cache in between.
 * 50 sequential requests (after 5 warm-up ones) cycling over terms that exercise both parts of
 * the search (a name prefix, a term found inside names, an accented capital term, one with a
 * state filter); the time is the whole HTTP round trip measured with performance.now(), so it
 * includes WordPress' boot for the REST request, not only the search's queries. For scale, the
 * same count of requests to a core route that reads no table (GET wp/v2/types/post): the floor
 * any REST answer of this site pays.
 */
/**
 * External dependencies
 */
import { performance } from 'node:perf_hooks';

/**
 * Internal dependencies
 */
import { percentile } from './stats.mjs';

export const name = 'cities search (GET farol/v1/api/cidades/)';

const REQUESTS = 50;
const WARM_UP = 5;
const QUERIES = [
	{ term: 'sao pa' },
	{ term: 'paulo' },
	{ term: 'SÃO' },
	{ term: 'campo', state_acronym: 'MS' },
	{ term: 'rio' },
];

async function timedUrl( url, isValid ) {
	const start = performance.now();
	const response = await fetch( url );
	const body = await response.json();
	const elapsed = performance.now() - start;
	if ( ! response.ok || ! isValid( body ) ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	return elapsed;
}

function timed( baseURL, query ) {
	return timedUrl(
		`${ baseURL }/wp-json/farol/v1/api/cidades/?${ new URLSearchParams(
			query
		) }`,
		( body ) => Array.isArray( body.cities )
	);
}

export async function run( { baseURL } ) {
	for ( let i = 0; i < WARM_UP; i++ ) {
		await timed( baseURL, QUERIES[ i % QUERIES.length ] );
	}
	const times = [];
	for ( let i = 0; i < REQUESTS; i++ ) {
		times.push( await timed( baseURL, QUERIES[ i % QUERIES.length ] ) );
	}
	const floor = [];
	for ( let i = 0; i < REQUESTS; i++ ) {
		floor.push(
			await timedUrl(
				`${ baseURL }/wp-json/wp/v2/types/post`,
				( body ) => body.slug === 'post'
			)
		);
	}
	const round = ( value ) => Number( value.toFixed( 1 ) );
	const p50 = round( percentile( times, 0.5 ) );
	return [
		{
			metric: `search p50 (${ REQUESTS } sequential requests)`,
			value: p50,
			unit: 'ms',
			target: '< 20 ms',
			ok: p50 < 20,
		},
		{
			metric: 'search p95',
			value: round( percentile( times, 0.95 ) ),
			unit: 'ms',
		},
		{
			metric: 'for scale: GET wp/v2/types/post p50',
			value: round( percentile( floor, 0.5 ) ),
			unit: 'ms',
		},
	];
}

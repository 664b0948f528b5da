/**
 * Cities search (GET farol/v1/api/cidades/), as a visitor, one request at a time over loopback,
 * cycling over terms that exercise both parts of the search (a name prefix, a term inside
 * names, an accented capital term, one with a state filter). For scale, a core route that reads
 * no table (GET wp/v2/types/post): the floor any REST answer of this site pays.
 */
/**
 * Internal dependencies
 */
import { sample, timed } from './lib/http.mjs';
import { timing } from './lib/rows.mjs';

export const name = 'cities search (GET farol/v1/api/cidades/)';

const QUERIES = [
	{ term: 'sao pa' },
	{ term: 'paulo' },
	{ term: 'SÃO' },
	{ term: 'campo', state_acronym: 'MS' },
	{ term: 'rio' },
];

const json = ( answer, check ) => {
	try {
		return answer.status === 200 && check( JSON.parse( answer.body ) );
	} catch {
		return false;
	}
};

/**
 * Runs the benchmark.
 *
 * @param {Object} ctx The run's context ({ baseURL, counts }).
 * @return {Promise<Object[]>} Rows.
 */
export async function run( ctx ) {
	const { baseURL, counts } = ctx;
	return [
		await timing( 'cities.search', 'cities search (GET api/cidades/)', () =>
			sample(
				counts.requests,
				( i ) =>
					timed(
						`${ baseURL }/wp-json/farol/v1/api/cidades/?${ new URLSearchParams(
							QUERIES[ i % QUERIES.length ]
						) }`
					),
				( a ) => json( a, ( body ) => Array.isArray( body.cities ) )
			)
		),
		await timing(
			'rest.floor',
			'for scale: GET wp/v2/types/post (core, no table read)',
			() =>
				sample(
					counts.requests,
					() => timed( `${ baseURL }/wp-json/wp/v2/types/post` ),
					( a ) => json( a, ( body ) => body.slug === 'post' )
				)
		),
	];
}

/**
 * `node tools/data/cities.mjs`: writes plugin/data/cities.tsv, every Brazilian municipality
 * (IBGE 7-digit code, name, state acronym), from the pinned npm package `brazil-cities`.
 * `--check` writes nothing and fails when the committed file differs from what the package
 * gives (`npm run lint` runs it).
 *
 * The file is committed rather than built: the plugin imports it into its cities table on
 * activation and upgrade, which must work from a checkout without a build (PHPUnit, a plugin
 * zip) and the data changes only when the pinned package does.
 *
 * Checks made before writing: every code has 7 digits and starts with its state's IBGE
 * code, no code repeats, and the states are exactly the 27 of the cities contract.
 * Format: one header line `id	name	state`, then one line per city sorted by code, UTF-8,
 * tab-separated, `\n` line ends.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The package's `main` is CommonJS under `"type": "module"`, so Node cannot load it: use its ESM build.
import { utils } from 'brazil-cities/dist/esm/index.js';

const REPO = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
export const OUTPUT = 'plugin/data/cities.tsv';
const SCHEMA = 'plugin/includes/LeadForm/city-search.schema.json';

/**
 * The file's contents, from the package's states.
 *
 * @param {Array<{id: number, abbr: string, cities: Array<{id: number, name: string}>}>} states   The package's states.
 * @param {string[]}                                                                     acronyms The contract's state acronyms.
 * @return {string} TSV text.
 */
export function citiesTsv( states, acronyms ) {
	const found = states.map( ( state ) => state.abbr ).sort();
	if ( found.join( ',' ) !== [ ...acronyms ].sort().join( ',' ) ) {
		throw new Error(
			`the package's states (${ found.join(
				' '
			) }) are not the contract's 27`
		);
	}
	const rows = [];
	const seen = new Set();
	for ( const state of states ) {
		for ( const city of state.cities ) {
			const code = String( city.id );
			if (
				! /^\d{7}$/.test( code ) ||
				! code.startsWith( String( state.id ) )
			) {
				throw new Error( `bad IBGE code ${ code } in ${ state.abbr }` );
			}
			if ( seen.has( code ) ) {
				throw new Error( `IBGE code ${ code } appears twice` );
			}
			const name = city.name.trim();
			if ( name === '' || /[\t\n]/.test( name ) ) {
				throw new Error( `bad name for ${ code }` );
			}
			seen.add( code );
			rows.push( [ city.id, name, state.abbr ] );
		}
	}
	rows.sort( ( a, b ) => a[ 0 ] - b[ 0 ] );
	return [ 'id\tname\tstate', ...rows.map( ( row ) => row.join( '\t' ) ) ]
		.map( ( line ) => line + '\n' )
		.join( '' );
}

function main( args ) {
	const schema = JSON.parse(
		fs.readFileSync( path.join( REPO, SCHEMA ), 'utf8' )
	);
	const expected = citiesTsv(
		utils.getStatesWithCities(),
		schema.properties.state_acronym.enum
	);
	const file = path.join( REPO, OUTPUT );
	const current = fs.existsSync( file )
		? fs.readFileSync( file, 'utf8' )
		: null;
	const count = expected.split( '\n' ).length - 2;
	if ( current === expected ) {
		console.log( `cities: ${ OUTPUT } is up to date (${ count } cities)` );
	} else if ( args.includes( '--check' ) ) {
		console.error(
			`cities: ${ OUTPUT } is stale: it does not match the brazil-cities package. Run \`node tools/data/cities.mjs\` and commit the result.`
		);
		process.exitCode = 1;
	} else {
		fs.mkdirSync( path.dirname( file ), { recursive: true } );
		fs.writeFileSync( file, expected );
		console.log( `cities: wrote ${ OUTPUT } (${ count } cities)` );
	}
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	try {
		main( process.argv.slice( 2 ) );
	} catch ( error ) {
		console.error( `cities: ${ error.message }` );
		process.exitCode = 1;
	}
}

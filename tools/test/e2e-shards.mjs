#!/usr/bin/env node
/**
 * Splits the e2e suite's spec files into shards of about equal time (tools/test/e2e.sh).
 *
 *   node tools/test/e2e-shards.mjs <shards> <i>     prints shard i's spec files (1-based), one per
 *                                                   line, in the suite's order
 *   node tools/test/e2e-shards.mjs --record <report.json>...
 *                                                   rewrites tests/e2e/spec-seconds.json from
 *                                                   Playwright JSON reports of a whole run
 *
 * Playwright's own --shard cuts the file list into consecutive runs of equal test counts, and
 * this suite's heavy comment specs sit together: the first shard ran 4–5 minutes longer than the
 * second. Here each file weighs the seconds it took in a recorded run (spec-seconds.json; a file
 * not recorded yet weighs the median), the heaviest files go first, each to the lightest shard so
 * far (longest-processing-time first), and each shard then runs its files in the suite's
 * (alphabetical) order, as before. Deterministic: the same table and files give the same shards.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const specDir = path.join( root, 'tests/e2e' );
const table = path.join( specDir, 'spec-seconds.json' );

/** The suite's spec files, relative to the repository, in Playwright's (sorted) order. */
function specFiles() {
	return fs
		.readdirSync( specDir )
		.filter( ( name ) => name.endsWith( '.spec.ts' ) )
		.sort()
		.map( ( name ) => `tests/e2e/${ name }` );
}

/**
 * Seconds per spec file from Playwright JSON reports (every result's duration, retries included).
 *
 * @param {string[]} reports Report files.
 */
function record( reports ) {
	const seconds = {};
	const walk = ( suite, file ) => {
		const own = suite.file ?? file;
		for ( const spec of suite.specs ?? [] ) {
			for ( const test of spec.tests ?? [] ) {
				for ( const result of test.results ?? [] ) {
					seconds[ own ] =
						( seconds[ own ] ?? 0 ) + result.duration / 1000;
				}
			}
		}
		for ( const child of suite.suites ?? [] ) {
			walk( child, own );
		}
	};
	for ( const report of reports ) {
		const json = JSON.parse( fs.readFileSync( report, 'utf8' ) );
		for ( const suite of json.suites ?? [] ) {
			walk( suite, suite.file );
		}
	}
	const sorted = Object.fromEntries(
		Object.keys( seconds )
			.sort()
			.map( ( file ) => [
				`tests/e2e/${ path.basename( file ) }`,
				Math.round( seconds[ file ] ),
			] )
	);
	fs.writeFileSync( table, JSON.stringify( sorted, null, '\t' ) + '\n' );
	console.log(
		`e2e-shards: ${
			Object.keys( sorted ).length
		} spec files recorded in ${ path.relative( root, table ) }`
	);
}

/**
 * The spec files of each shard.
 *
 * @param {number} count Shards.
 * @return {string[][]} Files per shard, each in the suite's order.
 */
export function shards( count ) {
	const weights = fs.existsSync( table )
		? JSON.parse( fs.readFileSync( table, 'utf8' ) )
		: {};
	const known = Object.values( weights ).sort( ( a, b ) => a - b );
	const median = known.length ? known[ Math.floor( known.length / 2 ) ] : 1;
	const files = specFiles();
	const weight = ( file ) => weights[ file ] ?? median;
	const order = [ ...files ].sort(
		( a, b ) => weight( b ) - weight( a ) || a.localeCompare( b )
	);
	const load = Array.from( { length: count }, () => 0 );
	const assigned = Array.from( { length: count }, () => new Set() );
	for ( const file of order ) {
		const lightest = load.indexOf( Math.min( ...load ) );
		load[ lightest ] += weight( file );
		assigned[ lightest ].add( file );
	}
	return assigned.map( ( set ) =>
		files.filter( ( file ) => set.has( file ) )
	);
}

const [ first, ...rest ] = process.argv.slice( 2 );
if ( first === '--record' ) {
	record( rest );
} else if ( first !== undefined ) {
	const count = Number( first );
	const index = Number( rest[ 0 ] );
	if (
		! Number.isInteger( count ) ||
		count < 1 ||
		! Number.isInteger( index ) ||
		index < 1 ||
		index > count
	) {
		console.error(
			'usage: e2e-shards.mjs <shards> <i> | --record <report.json>...'
		);
		process.exit( 2 );
	}
	console.log( shards( count )[ index - 1 ].join( '\n' ) );
}

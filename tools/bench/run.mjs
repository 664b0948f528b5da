/**
 * `npm run bench`: runs every tools/bench/*.bench.mjs in name order against a running site
 * (FAROL_URL, default the native runtime at http://localhost:8889) and prints what each one
 * measured next to its target. A benchmark module exports `name` and `async run( { baseURL } )`
 * returning rows `{ metric, value, unit, target?, ok? }`.
 *
 * Benchmarks report; they do not fail the test suite. A missed target is printed as MISS.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname( fileURLToPath( import.meta.url ) );
const baseURL = process.env.FAROL_URL ?? 'http://localhost:8889';
const only = process.argv.slice( 2 );

const files = fs
	.readdirSync( here )
	.filter( ( f ) => f.endsWith( '.bench.mjs' ) )
	.filter(
		( f ) => only.length === 0 || only.some( ( o ) => f.includes( o ) )
	)
	.sort();

let misses = 0;
for ( const file of files ) {
	const bench = await import( pathToFileURL( path.join( here, file ) ).href );
	console.log( `\n## ${ bench.name ?? file }` );
	const rows = await bench.run( { baseURL } );
	for ( const row of rows ) {
		const target = row.target ? `  (target ${ row.target })` : '';
		let verdict = '';
		if ( row.ok !== undefined ) {
			verdict = row.ok ? '  ok' : '  MISS';
		}
		if ( row.ok === false ) {
			misses++;
		}
		console.log(
			`${ row.metric.padEnd( 48 ) } ${ String( row.value ).padStart(
				10
			) } ${ row.unit ?? '' }${ target }${ verdict }`
		);
	}
}
console.log(
	`\nbench: ${ files.length } benchmark file(s), ${ misses } target(s) missed`
);

/**
 * The security suite's count of cases: how many each part tried, and the total, from the
 * lines the specs append (tests/security/site.ts countCases()).
 *
 *   node tools/test/security-summary.mjs <counts.jsonl>
 */
/**
 * External dependencies
 */
import fs from 'node:fs';

const [ file = 'artifacts/security-counts.jsonl' ] = process.argv.slice( 2 );
if ( ! fs.existsSync( file ) ) {
	console.log( `security: no case counts at ${ file }` );
	process.exit( 1 );
}
const parts = new Map();
for ( const line of fs.readFileSync( file, 'utf8' ).split( '\n' ) ) {
	if ( line.trim() ) {
		const { part, cases } = JSON.parse( line );
		parts.set( part, ( parts.get( part ) ?? 0 ) + cases );
	}
}
let total = 0;
for ( const [ part, cases ] of parts ) {
	console.log( `security cases: ${ part }: ${ cases }` );
	total += cases;
}
console.log( `security cases: total: ${ total }` );

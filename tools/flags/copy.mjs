/**
 * Copies the flags the lead form's phone country selector shows into plugin/assets/flags/:
 * one 4:3 SVG per country of plugin/data/countries.json, from the pinned npm package
 * flag-icons (MIT; its licence is copied alongside). Run after updating flag-icons:
 * `node tools/flags/copy.mjs` (`--check` fails when the copies are stale).
 */
/**
 * External dependencies
 */
import { copyFileSync, mkdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join( dirname( fileURLToPath( import.meta.url ) ), '..', '..' );
const source = join( root, 'node_modules', 'flag-icons' );
const target = join( root, 'plugin', 'assets', 'flags' );
const check = process.argv.includes( '--check' );

const countries = JSON.parse(
	readFileSync( join( root, 'plugin', 'data', 'countries.json' ), 'utf8' )
);
const codes = new Set(
	Object.values( countries ).flatMap( ( list ) =>
		list.map( ( [ code ] ) => code.toLowerCase() )
	)
);

mkdirSync( target, { recursive: true } );
const stale = [];
const files = [ ...codes ].map( ( code ) => [
	join( source, 'flags', '4x3', `${ code }.svg` ),
	join( target, `${ code }.svg` ),
] );
files.push( [ join( source, 'LICENSE' ), join( target, 'LICENSE' ) ] );
for ( const [ from, to ] of files ) {
	if ( ! existsSync( from ) ) {
		console.error( `flags: no flag for ${ from }` );
		continue;
	}
	if ( check ) {
		if (
			! existsSync( to ) ||
			! readFileSync( from ).equals( readFileSync( to ) )
		) {
			stale.push( to );
		}
	} else {
		copyFileSync( from, to );
	}
}
if ( stale.length > 0 ) {
	console.error( `flags: stale copies: ${ stale.join( ', ' ) }` );
	process.exit( 1 );
}
console.log(
	`flags: ${ files.length - 1 } flags ${ check ? 'checked' : 'copied' }`
);

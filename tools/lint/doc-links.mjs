/**
 * House rule: the docs' links hold. Every relative Markdown link in README.md and docs/*.md
 * names a file that exists, and every `#anchor` on a Markdown page matches one of its headings
 * (GitHub's slugs: lower case, punctuation dropped except `-` and `_`, spaces to `-`, repeats
 * numbered `-1`, `-2`…). Code spans and fenced blocks are not read. Exits 1 on a broken link.
 *
 * Usage: node tools/lint/doc-links.mjs   (npm run lint:docs; part of npm run lint)
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/**
 * A page's lines outside fenced blocks, with their numbers.
 *
 * @param {string} file Absolute path.
 * @return {Array<[number, string]>} Line number and text.
 */
function proseLines( file ) {
	let fenced = false;
	const lines = [];
	fs.readFileSync( file, 'utf8' )
		.split( '\n' )
		.forEach( ( line, index ) => {
			if ( line.startsWith( '```' ) ) {
				fenced = ! fenced;
				return;
			}
			if ( ! fenced ) {
				lines.push( [ index + 1, line ] );
			}
		} );
	return lines;
}

/**
 * GitHub's slug of a heading.
 *
 * @param {string} heading The heading's text.
 * @return {string} The anchor.
 */
export function slug( heading ) {
	return heading
		.trim()
		.toLowerCase()
		.replace( /[^\p{L}\p{N}_\- ]/gu, '' )
		.replace( / /g, '-' );
}

const anchorsOf = new Map();

/**
 * The anchors a page's headings make.
 *
 * @param {string} file Absolute path.
 * @return {Set<string>} Anchors.
 */
function anchors( file ) {
	if ( ! anchorsOf.has( file ) ) {
		const seen = new Map();
		const found = new Set();
		for ( const [ , line ] of proseLines( file ) ) {
			const match = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec( line );
			if ( match ) {
				const base = slug( match[ 1 ] );
				const count = seen.get( base ) ?? 0;
				seen.set( base, count + 1 );
				found.add( count ? `${ base }-${ count }` : base );
			}
		}
		anchorsOf.set( file, found );
	}
	return anchorsOf.get( file );
}

const pages = [
	path.join( ROOT, 'README.md' ),
	...fs
		.readdirSync( path.join( ROOT, 'docs' ) )
		.filter( ( name ) => name.endsWith( '.md' ) )
		.map( ( name ) => path.join( ROOT, 'docs', name ) ),
];
const broken = [];
for ( const page of pages ) {
	for ( const [ number, line ] of proseLines( page ) ) {
		const prose = line.replace( /`[^`]*`/g, '' );
		for ( const [ , target ] of prose.matchAll( /\]\(([^)\s]+)\)/g ) ) {
			if ( /^[a-z]+:/i.test( target ) ) {
				continue;
			}
			const [ file, anchor ] = target.split( '#' );
			const resolved = file
				? path.resolve( path.dirname( page ), decodeURI( file ) )
				: page;
			const where = `${ path.relative( ROOT, page ) }:${ number }`;
			if ( ! fs.existsSync( resolved ) ) {
				broken.push( `${ where }: no file ${ target }` );
			} else if (
				anchor &&
				resolved.endsWith( '.md' ) &&
				! anchors( resolved ).has( anchor )
			) {
				broken.push( `${ where }: no heading for #${ anchor }` );
			}
		}
	}
}
if ( broken.length ) {
	process.stdout.write( broken.join( '\n' ) + '\n' );
	process.stdout.write( `doc-links: ${ broken.length } broken link(s)\n` );
	process.exit( 1 );
}
process.stdout.write(
	`doc-links: ${ pages.length } pages, every link holds\n`
);

/**
 * Finds every translatable string of the `farol` text domain in the sources: PHP and
 * TypeScript gettext calls, block.json titles/descriptions/keywords and theme pattern titles.
 * A simple scanner, not a parser: it reads calls whose arguments are string literals, which
 * is the only form WordPress' own tools can extract too.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOTS = [ 'plugin', 'theme', 'blocks', 'src' ];
const SKIP = new Set( [ 'node_modules', 'vendor', 'build', 'languages' ] );
const CODE = /\.(php|ts|tsx|js)$/;

// A quoted literal: '...' or "..." with backslash escapes.
const LIT = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
const SEP = String.raw`\s*,\s*`;
const DOMAIN = String.raw`['"]farol['"]`;
const CALLS = [
	// name( 'text', 'farol' )
	{
		re: new RegExp(
			String.raw`\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\(\s*` +
				LIT +
				SEP +
				DOMAIN,
			'g'
		),
		map: ( m ) => ( { msgid: m[ 1 ] } ),
	},
	// name( 'text', 'context', 'farol' )
	{
		re: new RegExp(
			String.raw`\b(?:_x|_ex|esc_html_x|esc_attr_x)\(\s*` +
				LIT +
				SEP +
				LIT +
				SEP +
				DOMAIN,
			'g'
		),
		map: ( m ) => ( { msgid: m[ 1 ], msgctxt: m[ 2 ] } ),
	},
	// _n( 'one', 'many', n, 'farol' )
	{
		re: new RegExp(
			String.raw`\b_n\(\s*` +
				LIT +
				SEP +
				LIT +
				SEP +
				String.raw`[^,]+` +
				SEP +
				DOMAIN,
			'g'
		),
		map: ( m ) => ( { msgid: m[ 1 ], plural: m[ 2 ] } ),
	},
];

/**
 * Turns a source literal into its string value.
 *
 * @param {string} literal Quoted literal.
 * @return {string} Value.
 */
function unquote( literal ) {
	const quote = literal[ 0 ];
	const body = literal.slice( 1, -1 );
	if ( quote === "'" ) {
		return body.replace( /\\(['\\])/g, '$1' );
	}
	return JSON.parse( '"' + body.replace( /\\\$/g, '$' ) + '"' );
}

function* walk( dir ) {
	if ( ! fs.existsSync( dir ) ) {
		return;
	}
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		if ( SKIP.has( entry.name ) ) {
			continue;
		}
		const full = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			yield* walk( full );
		} else {
			yield full;
		}
	}
}

/**
 * @typedef {{msgid: string, msgctxt?: string, plural?: string, where: string}} Entry
 */

/**
 * Extracts the strings under the project root.
 *
 * @param {string} root Project root.
 * @return {Entry[]} Strings found, with the file that holds each.
 */
export function extract( root ) {
	/** @type {Entry[]} */
	const found = [];
	for ( const top of ROOTS ) {
		for ( const file of walk( path.join( root, top ) ) ) {
			const where = path.relative( root, file );
			if ( file.endsWith( 'block.json' ) ) {
				const meta = JSON.parse( fs.readFileSync( file, 'utf8' ) );
				if ( meta.textdomain !== 'farol' ) {
					continue;
				}
				if ( meta.title ) {
					found.push( {
						msgid: meta.title,
						msgctxt: 'block title',
						where,
					} );
				}
				if ( meta.description ) {
					found.push( {
						msgid: meta.description,
						msgctxt: 'block description',
						where,
					} );
				}
				for ( const keyword of meta.keywords ?? [] ) {
					found.push( {
						msgid: keyword,
						msgctxt: 'block keyword',
						where,
					} );
				}
				continue;
			}
			if ( ! CODE.test( file ) ) {
				continue;
			}
			const text = fs.readFileSync( file, 'utf8' );
			if ( where.startsWith( 'theme/patterns/' ) ) {
				const title = /^\s*\*\s*Title:\s*(.+)$/m.exec( text );
				if ( title ) {
					found.push( {
						msgid: title[ 1 ].trim(),
						msgctxt: 'Pattern title',
						where,
					} );
				}
			}
			for ( const { re, map } of CALLS ) {
				for ( const m of text.matchAll( re ) ) {
					const raw = map( m );
					found.push( {
						msgid: unquote( raw.msgid ),
						...( raw.msgctxt
							? { msgctxt: unquote( raw.msgctxt ) }
							: {} ),
						...( raw.plural
							? { plural: unquote( raw.plural ) }
							: {} ),
						where,
					} );
				}
			}
		}
	}
	return found;
}

/**
 * Loads a pt_BR fragment (plugin/languages/pt_BR/<feature>.po) into @wordpress/i18n, so a test
 * sees the Portuguese a visitor sees. A small reader for the subset of PO the fragments use.
 */

/**
 * External dependencies
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * WordPress dependencies
 */
import { setLocaleData } from '@wordpress/i18n';

/**
 * Parses PO text into Jed locale data.
 *
 * @param text PO file contents.
 * @return Locale data keyed by "context\u0004msgid" (or msgid).
 */
export function parsePo( text: string ): Record< string, string[] > {
	const data: Record< string, string[] > = {};
	let entry: Record< string, string > = {};
	let last = '';
	const flush = () => {
		if ( entry.msgid ) {
			const key = entry.msgctxt
				? `${ entry.msgctxt }\u0004${ entry.msgid }`
				: entry.msgid;
			data[ key ] = Object.keys( entry )
				.filter( ( name ) => name.startsWith( 'msgstr' ) )
				.sort()
				.map( ( name ) => entry[ name ] ?? '' );
		}
		entry = {};
	};
	for ( const line of text.split( '\n' ) ) {
		const keyword =
			/^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d\])?)\s+(".*")$/.exec(
				line
			);
		const continued = /^(".*")$/.exec( line );
		if ( keyword ) {
			// A context, or a msgid after a complete entry, starts a new entry.
			if (
				keyword[ 1 ] === 'msgctxt' ||
				( keyword[ 1 ] === 'msgid' && entry.msgid !== undefined )
			) {
				flush();
			}
			last = keyword[ 1 ] as string;
			entry[ last ] = JSON.parse( keyword[ 2 ] as string );
		} else if ( continued && last ) {
			entry[ last ] += JSON.parse( continued[ 1 ] as string );
		}
	}
	flush();
	return data;
}

/**
 * Switches @wordpress/i18n's "farol" domain to a pt_BR fragment.
 *
 * @param feature Fragment name, e.g. "countdown".
 */
export function loadPortuguese( feature: string ): void {
	const file = path.join(
		__dirname,
		'../../../plugin/languages/pt_BR',
		`${ feature }.po`
	);
	setLocaleData(
		{
			'': { plural_forms: 'nplurals=2; plural=(n > 1);' },
			...parsePo( readFileSync( file, 'utf8' ) ),
		},
		'farol'
	);
}

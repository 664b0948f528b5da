/**
 * Builds Farol's translations from the per-feature fragments in plugin/languages/<locale>/*.po:
 *
 *   plugin/languages/farol-<locale>.po / .mo   PHP strings of the plugin
 *   plugin/languages/farol-<locale>-scripts.json   Jed JSON for every Farol script
 *   theme/languages/<locale>.po / .mo          the theme's copy (same `farol` domain)
 *
 * With --check it also extracts every string of the `farol` domain from the sources and fails
 * when one has no translation, so an untranslated string cannot land.
 *
 * Usage: node tools/i18n/build.mjs [--check]
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';
/**
 * Internal dependencies
 */
import { extract } from './extract.mjs';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const fragmentsRoot = path.join( root, 'plugin/languages' );
const PLURAL_FORMS = { pt_BR: 'nplurals=2; plural=(n > 1);' };

/**
 * Merges all fragments of one locale.
 *
 * @param {string} locale e.g. pt_BR.
 */
function merge( locale ) {
	const dir = path.join( fragmentsRoot, locale );
	const translations = { '': {} };
	for ( const name of fs
		.readdirSync( dir )
		.filter( ( f ) => f.endsWith( '.po' ) )
		.sort() ) {
		const po = gettextParser.po.parse(
			fs.readFileSync( path.join( dir, name ) )
		);
		for ( const [ ctx, entries ] of Object.entries( po.translations ) ) {
			translations[ ctx ] ??= {};
			for ( const [ id, entry ] of Object.entries( entries ) ) {
				if ( id === '' ) {
					continue;
				}
				const known = translations[ ctx ][ id ];
				if ( known && known.msgstr.join() !== entry.msgstr.join() ) {
					throw new Error(
						`${ locale }: "${ id }" is translated differently in ${ name } and another fragment`
					);
				}
				translations[ ctx ][ id ] = entry;
			}
		}
	}
	translations[ '' ][ '' ] = {
		msgid: '',
		msgstr: [
			[
				'Project-Id-Version: Farol',
				`Language: ${ locale }`,
				'MIME-Version: 1.0',
				'Content-Type: text/plain; charset=UTF-8',
				'Content-Transfer-Encoding: 8bit',
				`Plural-Forms: ${
					PLURAL_FORMS[ locale ] ?? 'nplurals=2; plural=(n != 1);'
				}`,
				'X-Domain: farol',
				'',
			].join( '\n' ),
		],
	};
	return {
		charset: 'utf-8',
		headers: {
			'Content-Type': 'text/plain; charset=UTF-8',
			Language: locale,
			'Plural-Forms':
				PLURAL_FORMS[ locale ] ?? 'nplurals=2; plural=(n != 1);',
		},
		translations,
	};
}

/**
 * Jed 1.x JSON, the format wp.i18n reads.
 *
 * @param {Object} catalog Merged catalog.
 * @param {string} locale  Locale.
 */
function jed( catalog, locale ) {
	const messages = {
		'': {
			domain: 'messages',
			lang: locale,
			plural_forms: catalog.headers[ 'Plural-Forms' ],
		},
	};
	for ( const [ ctx, entries ] of Object.entries( catalog.translations ) ) {
		for ( const [ id, entry ] of Object.entries( entries ) ) {
			if ( id === '' ) {
				continue;
			}
			messages[ ctx ? `${ ctx }\u0004${ id }` : id ] = entry.msgstr;
		}
	}
	return {
		'translation-revision-date': '',
		generator: 'farol-i18n',
		domain: 'messages',
		locale_data: { messages },
	};
}

function write( file, data ) {
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	fs.writeFileSync( file, data );
}

const locales = fs
	.readdirSync( fragmentsRoot, { withFileTypes: true } )
	.filter( ( d ) => d.isDirectory() )
	.map( ( d ) => d.name );

let missing = 0;
for ( const locale of locales ) {
	const catalog = merge( locale );
	const po = gettextParser.po.compile( catalog );
	const mo = gettextParser.mo.compile( catalog );
	write( path.join( root, `plugin/languages/farol-${ locale }.po` ), po );
	write( path.join( root, `plugin/languages/farol-${ locale }.mo` ), mo );
	write(
		path.join( root, `plugin/languages/farol-${ locale }-scripts.json` ),
		JSON.stringify( jed( catalog, locale ) )
	);
	write( path.join( root, `theme/languages/${ locale }.po` ), po );
	write( path.join( root, `theme/languages/${ locale }.mo` ), mo );

	if ( process.argv.includes( '--check' ) ) {
		for ( const entry of extract( root ) ) {
			const known =
				catalog.translations[ entry.msgctxt ?? '' ]?.[ entry.msgid ];
			if ( ! known || ! known.msgstr[ 0 ] ) {
				missing++;
				const ctx = entry.msgctxt
					? ` (context "${ entry.msgctxt }")`
					: '';
				console.error(
					`${ locale }: no translation for "${ entry.msgid }"${ ctx } — ${ entry.where }`
				);
			}
		}
	}
}

if ( missing > 0 ) {
	console.error( `i18n: ${ missing } string(s) without a translation` );
	process.exit( 1 );
}
console.log(
	`i18n: built ${ locales.join( ', ' ) }${
		process.argv.includes( '--check' ) ? ', every string translated' : ''
	}`
);

/**
 * Builds Farol's translations from the per-feature fragments in plugin/languages/<locale>/*.po:
 *
 *   plugin/languages/farol-<locale>.po / .mo   PHP strings of the plugin
 *   plugin/languages/farol-<locale>.l10n.php   the same as a PHP array, which WordPress (6.5+)
 *                                              prefers to the .mo: the opcode cache keeps it,
 *                                              so no request parses a .mo file
 *   plugin/languages/farol-<locale>-<md5>.json  Jed JSON for one built script, md5 of its path
 *                                              in the plugin (build/countdown/view.js), as
 *                                              WordPress names them; only the strings that
 *                                              script uses (so run it after `npm run build`)
 *   theme/languages/<locale>.po / .mo / .l10n.php  the theme's copy (same `farol` domain)
 *
 * With --check it also extracts every string of the `farol` domain from the sources and fails
 * when one has no translation, so an untranslated string cannot land.
 *
 * Usage: node tools/i18n/build.mjs [--check]
 */
/**
 * External dependencies
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';
/**
 * Internal dependencies
 */
import { extract } from './extract.mjs';
import { l10nPhp } from './l10n-php.mjs';
import scriptCatalogs from './script-catalogs.js';

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const fragmentsRoot = path.join( root, 'plugin/languages' );
const pluginRoot = path.join( root, 'plugin' );
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
 * @param {Object} catalog      Merged catalog (for its headers).
 * @param {string} locale       Locale.
 * @param {Object} translations Context → msgid → entry to put in.
 * @param {string} source       Script the file is for, relative to the plugin folder.
 */
function jed( catalog, locale, translations, source ) {
	const messages = {
		'': {
			domain: 'messages',
			lang: locale,
			plural_forms: catalog.headers[ 'Plural-Forms' ],
		},
	};
	for ( const [ ctx, entries ] of Object.entries( translations ) ) {
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
		source,
		domain: 'messages',
		locale_data: { messages },
	};
}

/**
 * The built scripts of the plugin that import @wordpress/i18n, with their path relative to
 * the plugin folder (forward slashes: what WordPress hashes).
 *
 * @return {{relative: string, code: string}[]} Scripts, by path.
 */
function builtScripts() {
	const buildDir = path.join( pluginRoot, 'build' );
	if ( ! fs.existsSync( buildDir ) ) {
		return [];
	}
	return fs
		.readdirSync( buildDir, { recursive: true } )
		.map( String )
		.filter( ( name ) => name.endsWith( '.js' ) )
		.sort()
		.map( ( name ) => {
			const file = path.join( buildDir, name );
			const assetFile = file.replace( /\.js$/, '.asset.php' );
			return {
				relative: path
					.relative( pluginRoot, file )
					.split( path.sep )
					.join( '/' ),
				code: fs.readFileSync( file, 'utf8' ),
				asset: fs.existsSync( assetFile )
					? fs.readFileSync( assetFile, 'utf8' )
					: null,
			};
		} )
		.filter( ( script ) =>
			scriptCatalogs.importsI18n( script.code, script.asset )
		)
		.map( ( { relative, code } ) => ( { relative, code } ) );
}

/**
 * Writes farol-<locale>-<md5>.json for every built script that uses translated strings,
 * after removing the script JSON files of earlier builds.
 *
 * @param {Object} catalog Merged catalog.
 * @param {string} locale  Locale.
 * @return {{relative: string, file: string, strings: number, bytes: number}[]} Files written.
 */
function writeScriptCatalogs( catalog, locale ) {
	const prefix = `farol-${ locale }-`;
	for ( const name of fs.readdirSync( fragmentsRoot ) ) {
		if ( name.startsWith( prefix ) && name.endsWith( '.json' ) ) {
			fs.rmSync( path.join( fragmentsRoot, name ) );
		}
	}
	const written = [];
	for ( const { relative, code } of builtScripts() ) {
		const used = scriptCatalogs.entriesUsedBy( code, catalog.translations );
		const strings = Object.values( used ).reduce(
			( sum, entries ) => sum + Object.keys( entries ).length,
			0
		);
		if ( strings === 0 ) {
			continue;
		}
		const md5 = createHash( 'md5' ).update( relative ).digest( 'hex' );
		const file = `${ prefix }${ md5 }.json`;
		const json = JSON.stringify( jed( catalog, locale, used, relative ) );
		write( path.join( fragmentsRoot, file ), json );
		written.push( {
			relative,
			file,
			strings,
			bytes: Buffer.byteLength( json ),
		} );
	}
	return written;
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
	const php = l10nPhp( catalog );
	write(
		path.join( root, `plugin/languages/farol-${ locale }.l10n.php` ),
		php
	);
	const scripts = writeScriptCatalogs( catalog, locale );
	if ( ! fs.existsSync( path.join( pluginRoot, 'build' ) ) ) {
		console.warn(
			`i18n: ${ locale }: plugin/build is missing, so no script translations (run npm run build, then this again)`
		);
	}
	for ( const script of scripts ) {
		console.log(
			`i18n: ${ locale } ${ script.relative } → ${ script.file } (${ script.strings } strings, ${ script.bytes } bytes)`
		);
	}
	write( path.join( root, `theme/languages/${ locale }.po` ), po );
	write( path.join( root, `theme/languages/${ locale }.mo` ), mo );
	write( path.join( root, `theme/languages/${ locale }.l10n.php` ), php );

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

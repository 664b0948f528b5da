/**
 * Prepares the pinned WordPress core once, offline, from the npm package
 * `@wp-playground/wordpress-builds` (exact version in package-lock.json):
 * its src/wordpress/wp-<ver>.zip holds the PHP, its public/wp-<ver>/ the static assets
 * (the zip alone would fetch those from the internet). The result is a complete core tree in
 * .farol/wordpress-<version>/ that both runtimes copy from.
 *
 * Usage as a module: `await prepareWordPress()` → absolute path of the tree.
 * Usage as a script:  node tools/runtime/wordpress.mjs  (prints the path)
 *
 * Another branch of the same package (the stock-site layer also runs on the release candidate
 * the package holds as `beta`): `prepareWordPress( 'beta' )`, or
 * `node tools/runtime/wordpress.mjs beta`; its version is the package's wp-versions.json entry.
 */
/**
 * External dependencies
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { unzipSync } from 'fflate';
import gettextParser from 'gettext-parser';
/**
 * Internal dependencies
 */
import { l10nPhp } from '../i18n/l10n-php.mjs';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
/**
 * The WordPress release Farol runs on, named once in wordpress-version.json for every runtime
 * (.wp-env.json's core must name the same; a unit test checks it). The branch must exist in
 * the pinned wordpress-builds package.
 */
const pinned = JSON.parse(
	fs.readFileSync( path.join( ROOT, 'tools/runtime/wordpress-version.json' ) )
);
export const WP_BRANCH = String( pinned.branch );
export const WP_VERSION = String( pinned.version );
const LANGUAGES = path.join( ROOT, 'tools/runtime/languages' );
/** What the prepared tree holds: core, and the core translations with their front supplement. */
const STAMP_TAIL = ` with core pt_BR (.mo and .l10n.php) ${ createHash( 'md5' )
	.update(
		fs
			.readdirSync( LANGUAGES )
			.filter( ( file ) => /\.(mo|po)$/.test( file ) )
			.sort()
			.map( ( file ) => fs.readFileSync( path.join( LANGUAGES, file ) ) )
			.join( '\0' )
	)
	.digest( 'hex' )
	.slice( 0, 8 ) }\n`;

const builds = path.join(
	ROOT,
	'node_modules/@wp-playground/wordpress-builds'
);

/**
 * The exact release a branch of the pinned package holds.
 *
 * @param {string} branch A branch of the package ("6.5", "beta", …).
 * @return {string} Its version ("6.5.5", "6.6-RC3", …).
 */
export function branchVersion( branch ) {
	if ( branch === WP_BRANCH ) {
		return WP_VERSION;
	}
	const versions = JSON.parse(
		fs.readFileSync( path.join( builds, 'src/wordpress/wp-versions.json' ) )
	);
	if ( ! versions[ branch ] ) {
		throw new Error( `The pinned package has no WordPress "${ branch }".` );
	}
	return String( versions[ branch ] );
}

/**
 * Extracts core if it is not there yet.
 *
 * @param {string} branch A branch of the package; the pinned one by default.
 * @return {string} Absolute path of the core tree.
 */
export function prepareWordPress( branch = WP_BRANCH ) {
	const WP_VERSION = branchVersion( branch ); // eslint-disable-line no-shadow
	const WP_BRANCH = branch; // eslint-disable-line no-shadow
	const target = path.join( ROOT, '.farol', `wordpress-${ WP_VERSION }` );
	const STAMP = WP_VERSION + STAMP_TAIL;
	// Bump the stamp's content when what goes into the tree changes.
	const stamp = path.join( target, '.farol-complete' );
	if (
		fs.existsSync( stamp ) &&
		fs.readFileSync( stamp, 'utf8' ) === STAMP
	) {
		return target;
	}
	const zipFile = path.join(
		builds,
		'src/wordpress',
		`wp-${ WP_BRANCH }.zip`
	);
	const assets = path.join( builds, 'public', `wp-${ WP_BRANCH }` );
	if ( ! fs.existsSync( zipFile ) || ! fs.existsSync( assets ) ) {
		throw new Error(
			`WordPress ${ WP_VERSION } is not in node_modules; run "npm ci" first.`
		);
	}
	fs.rmSync( target, { recursive: true, force: true } );
	const files = unzipSync( fs.readFileSync( zipFile ) );
	for ( const [ name, data ] of Object.entries( files ) ) {
		if ( name.endsWith( '/' ) ) {
			continue;
		}
		const out = path.join( target, name );
		fs.mkdirSync( path.dirname( out ), { recursive: true } );
		fs.writeFileSync( out, data );
	}
	fs.cpSync( assets, target, { recursive: true } );
	const version = fs.readFileSync(
		path.join( target, 'wp-includes/version.php' ),
		'utf8'
	);
	if ( ! version.includes( `'${ WP_VERSION }'` ) ) {
		throw new Error( `Expected WordPress ${ WP_VERSION } in ${ zipFile }` );
	}
	// Playground's own sample config is not ours.
	fs.rmSync( path.join( target, 'wp-config.php' ), { force: true } );
	// Core's pt_BR translations, from the repository (see tools/runtime/languages/README.md).
	const languages = path.join( target, 'wp-content/languages' );
	fs.mkdirSync( languages, { recursive: true } );
	for ( const file of fs.readdirSync( LANGUAGES ) ) {
		if ( file.endsWith( '.mo' ) ) {
			fs.copyFileSync(
				path.join( LANGUAGES, file ),
				path.join( languages, file )
			);
		}
	}
	for ( const file of fs.readdirSync( LANGUAGES ) ) {
		if ( file.endsWith( '-front.po' ) ) {
			mergeSupplement(
				path.join( LANGUAGES, file ),
				path.join( languages, file.replace( /-front\.po$/, '.mo' ) )
			);
		}
	}
	// Each catalogue also as PHP, which WordPress prefers and the opcode cache keeps.
	for ( const file of fs.readdirSync( languages ) ) {
		if ( file.endsWith( '.mo' ) ) {
			const catalog = gettextParser.mo.parse(
				fs.readFileSync( path.join( languages, file ) )
			);
			fs.writeFileSync(
				path.join( languages, file.replace( /\.mo$/, '.l10n.php' ) ),
				l10nPhp( catalog )
			);
		}
	}
	fs.writeFileSync( stamp, STAMP );
	return target;
}

/**
 * Puts the strings of a supplement over a core catalogue: the shipped catalogue is older than
 * the core we run, so strings added or reworded since are taken from the supplement.
 *
 * @param {string} poFile Supplement (`<locale>-front.po`).
 * @param {string} moFile Core catalogue (`<locale>.mo`), rewritten in place.
 */
function mergeSupplement( poFile, moFile ) {
	const supplement = gettextParser.po.parse( fs.readFileSync( poFile ) );
	const catalog = gettextParser.mo.parse( fs.readFileSync( moFile ) );
	for ( const [ context, entries ] of Object.entries(
		supplement.translations
	) ) {
		catalog.translations[ context ] ??= {};
		for ( const [ id, entry ] of Object.entries( entries ) ) {
			if ( id !== '' ) {
				catalog.translations[ context ][ id ] = entry;
			}
		}
	}
	fs.writeFileSync( moFile, gettextParser.mo.compile( catalog ) );
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	console.log( prepareWordPress( process.argv[ 2 ] || WP_BRANCH ) );
}

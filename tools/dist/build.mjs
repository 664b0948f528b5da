/**
 * `npm run dist`: the two release zips a site owner uploads, from the production build.
 *
 *   dist/farol-<version>.zip        the plugin, folder `farol/` (wp-content/plugins/farol)
 *   dist/farol-theme-<version>.zip  the theme, folder `farol/` (wp-content/themes/farol)
 *
 * <version> is package.json's "version", the one source of the release's version (the headers
 * and readmes must agree: tools/dist/version.mjs, tests/dist). Each zip holds what the site runs
 * and nothing else (RELEASES below); tests/dist checks the lists against
 * tests/fixtures/dist/allow-list.json. Reproducible: entries sorted, one modification time (the
 * commit's time, or SOURCE_DATE_EPOCH), fixed permissions (tools/dist/zip.mjs), so two runs on
 * one commit give byte-identical zips. Needs `npm run build` first (the build/ folders and the
 * compiled translations); it fails when they are missing rather than ship a zip without them.
 *
 * Usage: node tools/dist/build.mjs [--out <dir>] [--quiet]
 * As a module: `release()` returns the zips' paths, sizes and file counts (the bench prints them).
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { zip } from './zip.mjs';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/**
 * What each zip takes from the checkout: `include` lists paths under `source` (files or folders,
 * taken whole), `exclude` drops paths (regular expressions on the path inside the zip, folder
 * included) from them, `required` must be there (the build's output, the translations).
 */
export const RELEASES = [
	{
		id: 'plugin',
		file: ( v ) => `farol-${ v }.zip`,
		folder: 'farol',
		source: 'plugin',
		include: [
			'farol.php',
			'autoload.php',
			'uninstall.php',
			'readme.txt',
			'includes',
			'build',
			'languages',
			'lib',
			'data',
		],
		exclude: [
			// The per-feature translation sources; the compiled catalogues ship (docs/i18n.md).
			// and the merged .po beside them (the .mo and .l10n.php hold the same).
			/^farol\/languages\/[^/]+\/.*\.po$/,
			/^farol\/languages\/[^/]+\/$/,
			/^farol\/languages\/.*\.po$/,
		],
		required: [
			'farol/farol.php',
			'farol/autoload.php',
			'farol/uninstall.php',
			'farol/readme.txt',
			'farol/build/comments/block.json',
			// Every block.json as one PHP array (Blocks\BlockRegistry reads it).
			'farol/build/blocks-manifest.php',
			// Farol's classes → their files (plugin/autoload.php reads it).
			'farol/build/classmap.php',
			'farol/languages/farol-pt_BR.l10n.php',
			'farol/languages/farol-pt_BR.mo',
		],
	},
	{
		id: 'theme',
		file: ( v ) => `farol-theme-${ v }.zip`,
		folder: 'farol',
		source: 'theme',
		include: [
			'style.css',
			'functions.php',
			'theme.json',
			'readme.txt',
			'screenshot.png',
			'parts',
			'patterns',
			'templates',
			'assets',
			'build',
			'languages',
		],
		// The merged .po: the .mo and .l10n.php beside it hold the same.
		exclude: [ /^farol\/languages\/.*\.po$/ ],
		required: [
			'farol/style.css',
			'farol/readme.txt',
			'farol/build/page-chrome/index.js',
			'farol/languages/pt_BR.l10n.php',
			'farol/languages/pt_BR.mo',
		],
	},
];

/** Never in a zip, whatever the include list says. */
const ALWAYS_EXCLUDED = [
	/(^|\/)\.[^/]+\/?$/, // Dot files and folders (.DS_Store, .gitkeep, .cache).
	/(^|\/)node_modules\//,
	/\.map$/,
	/\.tsx?$/,
	/\.scss$/,
	/~$/,
];

/**
 * The release's version: package.json's.
 *
 * @return {string} e.g. 0.1.0.
 */
export function version() {
	return JSON.parse(
		fs.readFileSync( path.join( ROOT, 'package.json' ), 'utf8' )
	).version;
}

/**
 * The one modification time of every entry: SOURCE_DATE_EPOCH when set, else the commit's time
 * (so a rebuild of a tag gives the tag's zips), else 1980-01-01 (no git).
 *
 * @return {Date} The time.
 */
export function sourceDate() {
	if ( /^\d+$/.test( process.env.SOURCE_DATE_EPOCH ?? '' ) ) {
		return new Date( Number( process.env.SOURCE_DATE_EPOCH ) * 1000 );
	}
	try {
		const seconds = execFileSync( 'git', [ 'log', '-1', '--format=%ct' ], {
			cwd: ROOT,
			encoding: 'utf8',
			stdio: [ 'ignore', 'pipe', 'ignore' ],
		} ).trim();
		if ( /^\d+$/.test( seconds ) ) {
			return new Date( Number( seconds ) * 1000 );
		}
	} catch {
		// No git: the zip epoch.
	}
	return new Date( Date.UTC( 1980, 0, 1 ) );
}

/**
 * The entries of one release, sorted by name (folders end in `/`).
 *
 * @param {Object} r One of RELEASES.
 * @return {Array<{name: string, file?: string}>} Entries with their source file.
 */
export function entries( r ) {
	const found = new Map();
	const excluded = ( name ) =>
		[ ...ALWAYS_EXCLUDED, ...r.exclude ].some( ( re ) => re.test( name ) );
	const walk = ( file, name ) => {
		const stat = fs.statSync( file );
		if ( stat.isDirectory() ) {
			if ( excluded( `${ name }/` ) && name !== r.folder ) {
				return;
			}
			found.set( `${ name }/`, { name: `${ name }/` } );
			for ( const child of fs.readdirSync( file ) ) {
				walk( path.join( file, child ), `${ name }/${ child }` );
			}
		} else if ( stat.isFile() && ! excluded( name ) ) {
			found.set( name, { name, file } );
		}
	};
	found.set( `${ r.folder }/`, { name: `${ r.folder }/` } );
	for ( const item of r.include ) {
		const file = path.join( ROOT, r.source, item );
		if ( fs.existsSync( file ) ) {
			walk( file, `${ r.folder }/${ item }` );
		}
	}
	// A folder left empty by the exclusions is not shipped.
	const names = [ ...found.keys() ];
	for ( const name of names ) {
		if (
			name.endsWith( '/' ) &&
			name !== `${ r.folder }/` &&
			! names.some( ( n ) => n !== name && n.startsWith( name ) )
		) {
			found.delete( name );
		}
	}
	const missing = r.required.filter( ( name ) => ! found.has( name ) );
	if ( missing.length ) {
		throw new Error(
			`dist: ${ r.id } zip would miss ${ missing.join(
				', '
			) } (run \`npm run build\` first)`
		);
	}
	// Byte order, not locale order: the same on every machine.
	return [ ...found.values() ].sort( ( a, b ) =>
		Buffer.compare( Buffer.from( a.name ), Buffer.from( b.name ) )
	);
}

/**
 * Builds both zips.
 *
 * @param {Object} [options]     Options.
 * @param {string} [options.out] Output folder (default dist/).
 * @return {Array<{id: string, file: string, bytes: number, files: number, sha256: string}>} The zips.
 */
export function release( { out = path.join( ROOT, 'dist' ) } = {} ) {
	const when = sourceDate();
	const v = version();
	fs.mkdirSync( out, { recursive: true } );
	return RELEASES.map( ( r ) => {
		const list = entries( r );
		const archive = zip(
			list.map( ( e ) => ( {
				name: e.name,
				data: e.file ? fs.readFileSync( e.file ) : undefined,
			} ) ),
			when
		);
		const file = path.join( out, r.file( v ) );
		fs.writeFileSync( file, archive );
		return {
			id: r.id,
			file,
			bytes: archive.length,
			files: list.filter( ( e ) => e.file ).length,
			unpackedBytes: list.reduce(
				( sum, e ) => sum + ( e.file ? fs.statSync( e.file ).size : 0 ),
				0
			),
			sha256: crypto
				.createHash( 'sha256' )
				.update( archive )
				.digest( 'hex' ),
		};
	} );
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	const args = process.argv.slice( 2 );
	const outAt = args.indexOf( '--out' );
	const out =
		outAt >= 0 && args[ outAt + 1 ]
			? path.resolve( args[ outAt + 1 ] )
			: undefined;
	try {
		for ( const z of release( { out } ) ) {
			if ( ! args.includes( '--quiet' ) ) {
				console.log(
					`${ path.relative( process.cwd(), z.file ) }: ${ (
						z.bytes / 1024
					).toFixed( 0 ) } KB, ${ z.files } files, sha256 ${
						z.sha256
					}`
				);
			}
		}
	} catch ( error ) {
		console.error( error.message );
		process.exit( 1 );
	}
}

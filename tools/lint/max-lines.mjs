/**
 * House rule: no PHP class or TypeScript/JavaScript module over about 400 lines, tests
 * included (a long spec is split by the behaviour it tests). Lists every source file of
 * plugin/, theme/, blocks/, src/, tests/ and tools/ longer than the limit and exits 1 when
 * there is one. Build output, dependencies, runtime state and fixture data are not sources.
 *
 * Usage: node tools/lint/max-lines.mjs [--limit N]   (npm run lint:size; part of npm run lint)
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { filesUnder } from './lib/files-under.mjs';

const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);
const FOLDERS = [ 'plugin', 'theme', 'blocks', 'src', 'tests', 'tools' ];
const EXTENSIONS = new Set( [ '.php', '.ts', '.tsx', '.js', '.mjs' ] );
/** Folder names that hold generated code, dependencies, runtime state or fixture data. */
const SKIPPED = new Set( [
	'build',
	'node_modules',
	'vendor',
	'.farol',
	'fixtures',
] );
/** Third-party code copied into the plugin by a tool (tools/vendoring/), not written here. */
const SKIPPED_PATHS = new Set( [ path.join( ROOT, 'plugin/lib' ) ] );

const flag = process.argv.indexOf( '--limit' );
const LIMIT = flag > 0 ? Number( process.argv[ flag + 1 ] ) : 400;

/**
 * Source files under a folder, skipping generated and vendored ones.
 *
 * @param {string} dir Absolute folder.
 * @return {string[]} Absolute files.
 */
function sources( dir ) {
	return filesUnder( dir, {
		skipDir: ( name, full ) =>
			SKIPPED.has( name ) || SKIPPED_PATHS.has( full ),
		// Compiled translations (tools/i18n) are generated PHP arrays, not sources.
		keepFile: ( name ) =>
			EXTENSIONS.has( path.extname( name ) ) &&
			! name.endsWith( '.l10n.php' ),
	} );
}

/**
 * Lines of a file: a final line without a newline counts, a trailing newline does not add one.
 *
 * @param {string} file Absolute file.
 * @return {number} Line count.
 */
function lines( file ) {
	const text = fs.readFileSync( file, 'utf8' );
	if ( text === '' ) {
		return 0;
	}
	return text.split( '\n' ).length - ( text.endsWith( '\n' ) ? 1 : 0 );
}

const offenders = FOLDERS.flatMap( ( folder ) =>
	sources( path.join( ROOT, folder ) )
)
	.map( ( file ) => ( {
		file: path.relative( ROOT, file ),
		count: lines( file ),
	} ) )
	.filter( ( { count } ) => count > LIMIT )
	.sort( ( a, b ) => b.count - a.count );

for ( const { file, count } of offenders ) {
	console.error( `${ file }: ${ count } lines (limit ${ LIMIT })` );
}
if ( offenders.length > 0 ) {
	console.error(
		`max-lines: ${ offenders.length } file(s) over ${ LIMIT } lines; split them by reason to change`
	);
	process.exit( 1 );
}
console.log( `max-lines: every source file is within ${ LIMIT } lines` );

/**
 * The release's version, written once: package.json's "version". Every other place that says
 * it (the plugin header, the theme's style.css header, both readme.txt "Stable tag:") is
 * stamped from it here, and tests/dist checks they agree, with the newest changelog entry of
 * each readme too (a changelog is written by hand, so it is checked, never stamped).
 *
 *   node tools/dist/version.mjs          stamps the files from package.json
 *   node tools/dist/version.mjs --check  only lists the disagreements (exit 1 when any)
 *
 * `npm version <new>` runs the stamp through package.json's "version" script and commits the
 * stamped files with package.json (docs/release.md).
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

/** The files that carry the version and the header line that says it. */
export const STAMPED = [
	{ file: 'plugin/farol.php', pattern: /^(\s*\*\s*Version:\s*)(\S+)$/m },
	{ file: 'theme/style.css', pattern: /^(Version:\s*)(\S+)$/m },
	{ file: 'plugin/readme.txt', pattern: /^(Stable tag:\s*)(\S+)$/m },
	{ file: 'theme/readme.txt', pattern: /^(Stable tag:\s*)(\S+)$/m },
];

/**
 * Reads a file of the checkout.
 *
 * @param {string} file Path from the root.
 * @return {string} Its text.
 */
const read = ( file ) => fs.readFileSync( path.join( ROOT, file ), 'utf8' );

/**
 * package.json's version.
 *
 * @return {string} The version.
 */
export function sourceVersion() {
	return JSON.parse( read( 'package.json' ) ).version;
}

/**
 * The newest changelog entry's version of a readme.txt (the first `= x.y.z =` under
 * `== Changelog ==`).
 *
 * @param {string} text The readme.
 * @return {string|null} The version, or null without one.
 */
export function newestChangelogEntry( text ) {
	const changelog = text.split( /^== Changelog ==\s*$/m )[ 1 ];
	if ( changelog === undefined ) {
		return null;
	}
	const section = changelog.split( /^== /m )[ 0 ];
	return section.match( /^= *([^=\s]+) *=\s*$/m )?.[ 1 ] ?? null;
}

/**
 * Where the files disagree with package.json.
 *
 * @return {string[]} One line per disagreement.
 */
export function disagreements() {
	const version = sourceVersion();
	const problems = [];
	for ( const { file, pattern } of STAMPED ) {
		const found = read( file ).match( pattern )?.[ 2 ];
		if ( found !== version ) {
			problems.push(
				`${ file }: says ${
					found ?? 'no version'
				}, package.json ${ version }`
			);
		}
	}
	for ( const file of [ 'plugin/readme.txt', 'theme/readme.txt' ] ) {
		const entry = newestChangelogEntry( read( file ) );
		if ( entry !== version ) {
			problems.push(
				`${ file }: newest changelog entry is ${
					entry ?? 'missing'
				}, package.json ${ version } (write the entry)`
			);
		}
	}
	return problems;
}

/**
 * Writes package.json's version into every stamped file.
 *
 * @return {string[]} The files changed.
 */
export function stamp() {
	const version = sourceVersion();
	const changed = [];
	for ( const { file, pattern } of STAMPED ) {
		const text = read( file );
		const next = text.replace( pattern, `$1${ version }` );
		if ( next !== text ) {
			fs.writeFileSync( path.join( ROOT, file ), next );
			changed.push( file );
		}
	}
	return changed;
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	if ( ! process.argv.includes( '--check' ) ) {
		for ( const file of stamp() ) {
			console.log(
				`version: stamped ${ sourceVersion() } into ${ file }`
			);
		}
	}
	const problems = disagreements();
	for ( const line of problems ) {
		console.error( `version: ${ line }` );
	}
	process.exit( problems.length ? 1 : 0 );
}

/**
 * The readme.txt files and the headers a site owner and WordPress read: every required header
 * and section is there, and they agree with each other and with the one sources (package.json's
 * version, composer.json's PHP, the pinned core of tools/runtime/wordpress-version.json: "Tested
 * up to" says only the release the project tests on).
 *
 * Run: node --test tests/dist/
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';

/**
 * Internal dependencies
 */
import { ROOT } from '../../tools/dist/build.mjs';
import {
	disagreements,
	newestChangelogEntry,
	sourceVersion,
} from '../../tools/dist/version.mjs';

const read = ( file ) => fs.readFileSync( path.join( ROOT, file ), 'utf8' );

/**
 * `Name: value` header lines of a file's top (a readme's header block, a plugin's docblock, a
 * style.css comment).
 *
 * @param {string} text The text.
 * @return {Record<string,string>} Values by header name.
 */
function headers( text ) {
	const found = {};
	for ( const line of text.split( '\n' ).slice( 0, 30 ) ) {
		const m = line.match( /^[\s*]*([A-Z][A-Za-z ]+):\s*(.+?)\s*$/ );
		if ( m && ! ( m[ 1 ] in found ) ) {
			found[ m[ 1 ] ] = m[ 2 ];
		}
	}
	return found;
}

/**
 * A readme.txt's parts: its name, header block, short description and sections.
 *
 * @param {string} text The readme.
 */
function parseReadme( text ) {
	const [ head, ...rest ] = text.split( /^== /m );
	const lines = head.trim().split( '\n' );
	const name = lines[ 0 ].match( /^=== (.+) ===$/ )?.[ 1 ] ?? null;
	const blank = lines.indexOf( '' );
	return {
		name,
		headers: headers( lines.slice( 1, blank ).join( '\n' ) ),
		short: lines
			.slice( blank + 1 )
			.join( ' ' )
			.trim(),
		sections: rest.map( ( s ) => s.split( ' ==' )[ 0 ] ),
	};
}

const composerPhp = JSON.parse( read( 'composer.json' ) ).require.php.replace(
	/^>=\s*/,
	''
);
const pinned = JSON.parse( read( 'tools/runtime/wordpress-version.json' ) );
const testedUpTo = pinned.version.split( '.' ).slice( 0, 2 ).join( '.' );
const plugin = headers( read( 'plugin/farol.php' ) );
const style = headers( read( 'theme/style.css' ) );

const README_HEADERS = [
	'Contributors',
	'Tags',
	'Requires at least',
	'Tested up to',
	'Requires PHP',
	'Stable tag',
	'License',
	'License URI',
];
const SECTIONS = [
	'Description',
	'Installation',
	'Frequently Asked Questions',
	'Screenshots',
	'Changelog',
	'Upgrade Notice',
];

describe( 'the version', () => {
	test( 'package.json’s version is in every header, Stable tag and changelog', () => {
		assert.deepEqual( disagreements(), [] );
	} );

	test( 'the newest changelog entry is the first under == Changelog ==', () => {
		const text =
			'== Changelog ==\n\n= 1.2.0 =\n* b\n\n= 1.1.0 =\n* a\n\n== Upgrade Notice ==\n\n= 9.9.9 =\n';
		assert.equal( newestChangelogEntry( text ), '1.2.0' );
		assert.equal(
			newestChangelogEntry( '== Upgrade Notice ==\n= 1 =' ),
			null
		);
	} );
} );

for ( const [ id, file, required ] of [
	[ 'plugin', 'plugin/readme.txt', [ ...SECTIONS, 'Privacy' ] ],
	[ 'theme', 'theme/readme.txt', SECTIONS ],
] ) {
	describe( `${ id }/readme.txt`, () => {
		const readme = parseReadme( read( file ) );

		test( 'has a name, every header and a short description under 150 characters', () => {
			assert.equal( readme.name, 'Farol' );
			assert.deepEqual(
				README_HEADERS.filter( ( h ) => ! readme.headers[ h ] ),
				[]
			);
			assert.ok( readme.short.length > 0 && readme.short.length <= 150 );
		} );

		test( 'has every required section', () => {
			assert.deepEqual(
				required.filter( ( s ) => ! readme.sections.includes( s ) ),
				[]
			);
		} );

		test( 'agrees with the headers, composer.json and the pinned core', () => {
			const header = id === 'plugin' ? plugin : style;
			assert.equal( readme.headers[ 'Requires PHP' ], composerPhp );
			assert.equal(
				readme.headers[ 'Requires PHP' ],
				header[ 'Requires PHP' ]
			);
			assert.equal(
				readme.headers[ 'Requires at least' ],
				header[ 'Requires at least' ]
			);
			assert.equal( readme.headers[ 'Tested up to' ], testedUpTo );
			assert.equal( readme.headers[ 'Stable tag' ], sourceVersion() );
			assert.equal( readme.headers.License, header.License );
		} );
	} );
}

test( 'the plugin and theme headers agree with each other and the pinned core', () => {
	assert.equal( plugin[ 'Requires PHP' ], composerPhp );
	assert.equal( style[ 'Requires PHP' ], plugin[ 'Requires PHP' ] );
	assert.equal( style[ 'Requires at least' ], plugin[ 'Requires at least' ] );
	assert.equal( style[ 'Tested up to' ], testedUpTo );
	assert.equal( plugin[ 'Text Domain' ], 'farol' );
	assert.equal( style[ 'Text Domain' ], 'farol' );
	// WordPress 6.5 is the oldest core the plugin supports and the pinned core is not older.
	assert.ok(
		Number( pinned.branch ) >= Number( plugin[ 'Requires at least' ] )
	);
} );

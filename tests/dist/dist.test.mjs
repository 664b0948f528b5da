/**
 * The release zips (`npm run dist`, tools/dist/build.mjs): each holds only what its allow-list
 * (tests/fixtures/dist/allow-list.json) permits and everything it requires, with fixed
 * permissions, under the one top folder; and two builds of the same checkout are
 * byte-identical. Needs `npm run build` first (the build layer runs this after it).
 *
 * Run: node --test tests/dist/
 */
/**
 * External dependencies
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

/**
 * Internal dependencies
 */
import { release, ROOT, version } from '../../tools/dist/build.mjs';
import { unzip } from '../../tools/dist/zip.mjs';

const allowList = JSON.parse(
	fs.readFileSync(
		path.join( ROOT, 'tests/fixtures/dist/allow-list.json' ),
		'utf8'
	)
);

/**
 * A glob as a regular expression: `**` any run of characters, `*` any run without `/`.
 *
 * @param {string} glob The glob.
 * @return {RegExp} The expression, anchored.
 */
function globToRegExp( glob ) {
	let re = '';
	for ( let i = 0; i < glob.length; i++ ) {
		const c = glob[ i ];
		if ( c === '*' && glob[ i + 1 ] === '*' ) {
			re += '.*';
			i++;
		} else if ( c === '*' ) {
			re += '[^/]*';
		} else {
			re += c.replace( /[.+?^${}()|[\]\\]/g, '\\$&' );
		}
	}
	return new RegExp( `^${ re }$` );
}

/**
 * The entries a list refuses: matched by no allow glob, or by a deny glob.
 *
 * @param {string[]} names Entry names.
 * @param {Object}   list  { allow, deny }.
 * @return {string[]} The refused names.
 */
function refused( names, list ) {
	const allow = list.allow.map( globToRegExp );
	const deny = list.deny.map( globToRegExp );
	return names.filter(
		( name ) =>
			! allow.some( ( re ) => re.test( name ) ) ||
			deny.some( ( re ) => re.test( name ) )
	);
}

describe( 'the allow-list globs', () => {
	test( 'refuse what must never ship and allow the plugin’s files', () => {
		const names = [
			'farol/farol.php',
			'farol/includes/Comments/Settings.php',
			'farol/build/comments/view.js',
			'farol/build/comments/view.js.map',
			'farol/includes/Comments/thing.ts',
			'farol/build/node_modules/x/index.js',
			'farol/languages/pt_BR/comments.po',
			'farol/tests/php/SomeTest.php',
			'farol/includes/.DS_Store',
			'farol/src/comments/index.tsx',
		];
		assert.deepEqual(
			refused( names, allowList.plugin ),
			names.slice( 3 )
		);
	} );
} );

describe( 'npm run dist', () => {
	let out;
	let zips;
	before( () => {
		out = fs.mkdtempSync( path.join( os.tmpdir(), 'farol-dist-' ) );
		zips = release( { out } );
	} );
	after( () => fs.rmSync( out, { recursive: true, force: true } ) );

	test( 'names the zips after package.json’s version', () => {
		assert.deepEqual(
			zips.map( ( z ) => path.basename( z.file ) ),
			[ `farol-${ version() }.zip`, `farol-theme-${ version() }.zip` ]
		);
	} );

	for ( const id of [ 'plugin', 'theme' ] ) {
		test( `the ${ id } zip holds only what the allow-list permits, and all it requires`, () => {
			const entries = unzip(
				fs.readFileSync( zips.find( ( z ) => z.id === id ).file )
			);
			const names = entries.map( ( e ) => e.name );
			assert.deepEqual( refused( names, allowList[ id ] ), [] );
			assert.deepEqual(
				allowList[ id ].required.filter(
					( n ) => ! names.includes( n )
				),
				[]
			);
			assert.ok( names.every( ( n ) => n.startsWith( 'farol/' ) ) );
			assert.deepEqual(
				names,
				[ ...names ].sort( ( a, b ) =>
					Buffer.compare( Buffer.from( a ), Buffer.from( b ) )
				),
				'entries sorted'
			);
			for ( const e of entries ) {
				assert.equal(
					e.mode,
					e.name.endsWith( '/' ) ? 0o40755 : 0o100644,
					e.name
				);
			}
			// The unzipped files are the checkout's own (the build's output, byte for byte).
			const source = path.join( ROOT, id );
			const header = entries.find( ( e ) =>
				[ 'farol/farol.php', 'farol/style.css' ].includes( e.name )
			);
			assert.deepEqual(
				header.data,
				fs.readFileSync(
					path.join(
						source,
						id === 'plugin' ? 'farol.php' : 'style.css'
					)
				)
			);
		} );
	}

	test( 'a second build gives byte-identical zips', () => {
		const again = fs.mkdtempSync( path.join( os.tmpdir(), 'farol-dist-' ) );
		try {
			const second = release( { out: again } );
			assert.deepEqual(
				second.map( ( z ) => z.sha256 ),
				zips.map( ( z ) => z.sha256 )
			);
			for ( const z of zips ) {
				assert.ok(
					fs
						.readFileSync( z.file )
						.equals(
							fs.readFileSync(
								path.join( again, path.basename( z.file ) )
							)
						)
				);
			}
		} finally {
			fs.rmSync( again, { recursive: true, force: true } );
		}
	} );
} );

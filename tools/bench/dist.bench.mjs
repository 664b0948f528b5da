/**
 * The release zips' sizes and file counts (`npm run dist`, tools/dist/build.mjs), built into a
 * temporary folder from the current build: a block of the bench's "extra" rows in every mode
 * (it takes about a second), and `npm run bench -- dist` alone. Needs `npm run build` first.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { release } from '../dist/build.mjs';

export const name = 'release zips (npm run dist)';

/**
 * Builds the zips and measures them.
 *
 * @return {Promise<Array<{metric: string, value: string, unit: string}>>} Rows.
 */
export async function run() {
	const out = fs.mkdtempSync( path.join( os.tmpdir(), 'farol-bench-dist-' ) );
	try {
		return release( { out } ).flatMap( ( z ) => [
			{
				metric: `${ path.basename( z.file ) }: size`,
				value: ( z.bytes / 1024 ).toFixed( 0 ),
				unit: 'KB',
			},
			{
				metric: `${ path.basename( z.file ) }: unpacked`,
				value: ( z.unpackedBytes / 1024 ).toFixed( 0 ),
				unit: 'KB',
			},
			{
				metric: `${ path.basename( z.file ) }: files`,
				value: String( z.files ),
				unit: '',
			},
		] );
	} finally {
		fs.rmSync( out, { recursive: true, force: true } );
	}
}

/**
 * `npm run bench -- dist`: prints the rows.
 *
 * @return {Promise<number>} Exit status.
 */
export async function main() {
	try {
		for ( const row of await run() ) {
			console.log(
				`${ row.metric.padEnd( 36 ) } ${ row.value.padStart( 6 ) } ${
					row.unit
				}`.trimEnd()
			);
		}
		return 0;
	} catch ( error ) {
		console.error( `bench dist: ${ error.message }` );
		return 1;
	}
}

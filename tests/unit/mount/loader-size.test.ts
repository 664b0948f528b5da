/**
 * The eager loader is on every page with a deferred block, before anything else of Farol's:
 * it stays at most 2 KB gzip. This reads the built file (`npm test` builds before the unit
 * layer; run `npm run build` first when running this alone) and fails when it grows over.
 */

/**
 * External dependencies
 */
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { gzipSync } from 'zlib';

const LOADER = join( __dirname, '../../../plugin/build/lib/mount/loader.js' );

/** 2 KB. */
const BUDGET = 2048;

it( 'the built loader is at most 2 KB gzip', () => {
	expect( existsSync( LOADER ) ).toBe( true );
	const size = gzipSync( readFileSync( LOADER ), { level: 9 } ).length;
	expect( size ).toBeLessThanOrEqual( BUDGET );
} );

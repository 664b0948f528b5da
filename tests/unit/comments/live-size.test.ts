/**
 * The live updates' poll script is what a reader with live updates downloads besides the page:
 * plain TypeScript, no React, no zod, no WordPress package (its asset file names no
 * dependency), at most 5 KB gzip. Reads the built file (`npm run build` first when run alone).
 */

/**
 * External dependencies
 */
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { gzipSync } from 'zlib';

const BUILD = join( __dirname, '../../../plugin/build/apps/comments' );

/** 5 KB. */
const BUDGET = 5 * 1024;

it( 'the built poll script is at most 5 KB gzip and depends on nothing', () => {
	const script = join( BUILD, 'live.js' );
	expect( existsSync( script ) ).toBe( true );
	const code = readFileSync( script );
	expect( gzipSync( code, { level: 9 } ).length ).toBeLessThanOrEqual(
		BUDGET
	);
	expect( readFileSync( join( BUILD, 'live.asset.php' ), 'utf8' ) ).toContain(
		"'dependencies' => array()"
	);
	expect( code.toString() ).not.toMatch(
		/preact|ZodError|useState|__SECRET_INTERNALS/
	);
} );

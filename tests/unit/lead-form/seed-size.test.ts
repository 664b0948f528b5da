/**
 * The lead form's seed script is what every visitor of a page with a lead form downloads
 * besides the page before touching anything, and its refill script what a returning visitor
 * adds: plain TypeScript, no React, no zod, no WordPress package (their asset files name no
 * dependency), about 1 KB and 1.5 KB gzip. Reads the built files (`npm run build` first when
 * run alone).
 */

/**
 * External dependencies
 */
import { existsSync, readFileSync } from 'fs';
import { join } from 'path';
import { gzipSync } from 'zlib';

const BUILD = join( __dirname, '../../../plugin/build/apps/lead-form' );

it.each( [
	// 1,196 B on 2026-12-02.
	[ 'seed', 1280 ],
	// 1,495 B on 2026-12-02.
	[ 'refill', 1600 ],
] )(
	'the built %s script is at most %i B gzip and depends on nothing',
	( name, budget ) => {
		const script = join( BUILD, `${ name }.js` );
		expect( existsSync( script ) ).toBe( true );
		const code = readFileSync( script );
		expect( gzipSync( code, { level: 9 } ).length ).toBeLessThanOrEqual(
			budget
		);
		expect(
			readFileSync( join( BUILD, `${ name }.asset.php` ), 'utf8' )
		).toContain( "'dependencies' => array()" );
		expect( code.toString() ).not.toMatch(
			/preact|ZodError|useState|__SECRET_INTERNALS|wp\.i18n/
		);
	}
);

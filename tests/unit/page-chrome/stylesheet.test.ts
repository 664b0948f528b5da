/**
 * The stylesheet lays out the masonry columns before any script runs; the script computes
 * the same count. Both read one table only if this test keeps them equal.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

import {
	MASONRY_BREAKPOINTS,
	MOBILE_MENU_MAX_WIDTH_PX,
} from '@farol/page-chrome/constants';

const scss = fs.readFileSync(
	path.join( __dirname, '../../../src/page-chrome/style.scss' ),
	'utf8'
);

describe( 'page chrome stylesheet', () => {
	it( 'gives the masonry grid the same columns per breakpoint as the script', () => {
		const found = Array.from(
			scss.matchAll(
				/@media \(min-width: (\d+)px\) \{\s*--farol-masonry-columns: (\d+);\s*\}/g
			),
			( m ) => ( {
				minWidth: Number( m[ 1 ] ),
				columns: Number( m[ 2 ] ),
			} )
		);
		const expected = [ ...MASONRY_BREAKPOINTS ].sort(
			( a, b ) => a.minWidth - b.minWidth
		);
		expect( found ).toEqual( expected );
		expect( scss ).toMatch(
			/\.farol-masonry \{\n\t--farol-masonry-columns: 1;/
		);
	} );

	it( 'switches the header to the toggler at the same width as the script', () => {
		expect( scss ).toContain(
			`$mobile-max: ${ MOBILE_MENU_MAX_WIDTH_PX }px;`
		);
		expect( scss ).toContain(
			`$desktop-min: ${ MOBILE_MENU_MAX_WIDTH_PX + 1 }px;`
		);
	} );
} );

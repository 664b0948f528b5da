/**
 * External dependencies
 */
import {
	masonryColumns,
	placeMasonryItems,
	scrollTargetFor,
} from '@farol/page-chrome/geometry';

describe( 'masonryColumns', () => {
	it.each( [
		[ 320, 1 ],
		[ 575, 1 ],
		[ 576, 2 ],
		[ 767, 2 ],
		[ 768, 3 ],
		[ 991, 3 ],
		[ 992, 4 ],
		[ 1199, 4 ],
		[ 1200, 5 ],
		[ 1499, 5 ],
		[ 1500, 6 ],
		[ 2560, 6 ],
	] )( 'a %i px viewport has %i column(s)', ( width, columns ) => {
		expect( masonryColumns( width ) ).toBe( columns );
	} );
} );

describe( 'placeMasonryItems', () => {
	it( 'fills the first row left to right, then the column that ends highest', () => {
		const placements = placeMasonryItems(
			[ 100, 300, 200, 50, 50 ],
			3,
			20
		);
		expect( placements ).toEqual( [
			{ column: 1, rowStart: 1, rowSpan: 120 },
			{ column: 2, rowStart: 1, rowSpan: 320 },
			{ column: 3, rowStart: 1, rowSpan: 220 },
			// Column 1 ends at 120, the highest.
			{ column: 1, rowStart: 121, rowSpan: 70 },
			// Column 1 now ends at 190, still above column 3 (220).
			{ column: 1, rowStart: 191, rowSpan: 70 },
		] );
	} );

	it( 'takes the leftmost column on a tie and rounds heights up', () => {
		const placements = placeMasonryItems( [ 10.2, 10.2, 10.2 ], 2, 0 );
		expect( placements.map( ( p ) => p.column ) ).toEqual( [ 1, 2, 1 ] );
		expect( placements[ 0 ]?.rowSpan ).toBe( 11 );
	} );

	it( 'keeps one placement per item, in the items’ order', () => {
		const heights = [ 5, 80, 12, 44, 9, 61, 30 ];
		expect( placeMasonryItems( heights, 4, 8 ) ).toHaveLength(
			heights.length
		);
	} );

	it( 'puts everything in one column when asked for one', () => {
		const placements = placeMasonryItems( [ 10, 20, 30 ], 1, 5 );
		expect( placements ).toEqual( [
			{ column: 1, rowStart: 1, rowSpan: 15 },
			{ column: 1, rowStart: 16, rowSpan: 25 },
			{ column: 1, rowStart: 41, rowSpan: 35 },
		] );
	} );
} );

describe( 'scrollTargetFor', () => {
	it( 'stops the element 20 px below the sticky header by default', () => {
		expect(
			scrollTargetFor( {
				elementTop: 900,
				scrollY: 1000,
				stickyHeaderHeight: 72,
				maxScroll: 10000,
			} )
		).toBe( 1000 + 900 - 72 - 20 );
	} );

	it( 'works from an element above the viewport', () => {
		expect(
			scrollTargetFor( {
				elementTop: -300,
				scrollY: 2000,
				stickyHeaderHeight: 0,
				maxScroll: 10000,
				offset: 20,
			} )
		).toBe( 1680 );
	} );

	it( 'never goes above the top or past the end of the page', () => {
		expect(
			scrollTargetFor( {
				elementTop: 10,
				scrollY: 0,
				stickyHeaderHeight: 72,
				maxScroll: 500,
			} )
		).toBe( 0 );
		expect(
			scrollTargetFor( {
				elementTop: 4000,
				scrollY: 0,
				stickyHeaderHeight: 0,
				maxScroll: 1200,
			} )
		).toBe( 1200 );
	} );

	it( 'rounds to whole pixels', () => {
		expect(
			scrollTargetFor( {
				elementTop: 100.6,
				scrollY: 0,
				stickyHeaderHeight: 0,
				maxScroll: 999,
			} )
		).toBe( 81 );
	} );
} );

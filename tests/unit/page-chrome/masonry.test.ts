/**
 * External dependencies
 */
import { layoutMasonry } from '@farol/page-chrome/masonry';

/**
 * Internal dependencies
 */
import { setBox } from './helpers';

function render( heights: number[] ): HTMLElement {
	document.body.innerHTML = `<ul class="farol-masonry" style="column-gap: 16px">${ heights
		.map(
			( _, i ) =>
				`<li id="item-${ i }"><a href="#${ i }">Post ${ i }</a></li>`
		)
		.join( '' ) }</ul>`;
	const grid = document.querySelector( '.farol-masonry' ) as HTMLElement;
	Array.from( grid.children ).forEach( ( item, i ) =>
		setBox( item, 0, heights[ i ]! )
	);
	return grid;
}

describe( 'masonry layout', () => {
	it( 'packs the items in the columns of the viewport width without reordering them', () => {
		const grid = render( [ 200, 100, 150, 80 ] );
		const before = Array.from( grid.children ).map( ( el ) => el.id );

		layoutMasonry( grid, 800 );

		expect( grid.style.getPropertyValue( '--farol-masonry-columns' ) ).toBe(
			'3'
		);
		expect( grid ).toHaveClass( 'is-masonry' );
		const items = Array.from( grid.children ) as HTMLElement[];
		expect( items.map( ( el ) => el.id ) ).toEqual( before );
		expect( items.map( ( el ) => el.style.gridColumn ) ).toEqual( [
			'1',
			'2',
			'3',
			'2',
		] );
		// Item 4 goes under item 2 (column 2 ends highest at 116 px).
		expect( items[ 3 ]?.style.gridRow ).toBe( '117 / span 96' );
	} );

	it( 'leaves one column to the natural flow', () => {
		const grid = render( [ 200, 100 ] );
		layoutMasonry( grid, 800 );
		layoutMasonry( grid, 390 );
		expect( grid.style.getPropertyValue( '--farol-masonry-columns' ) ).toBe(
			'1'
		);
		expect( grid ).not.toHaveClass( 'is-masonry' );
		expect( ( grid.children[ 0 ] as HTMLElement ).style.gridColumn ).toBe(
			''
		);
	} );

	it.each( [
		[ 1600, '6' ],
		[ 1300, '5' ],
		[ 1000, '4' ],
		[ 600, '2' ],
	] )( 'uses the breakpoint columns at %i px', ( width, columns ) => {
		const grid = render( [ 10, 20 ] );
		layoutMasonry( grid, width );
		expect( grid.style.getPropertyValue( '--farol-masonry-columns' ) ).toBe(
			columns
		);
	} );
} );

/**
 * External dependencies
 */
import { initStickyHeader } from '@farol/page-chrome/sticky-header';

function scrollTo( y: number ): void {
	Object.defineProperty( window, 'scrollY', {
		configurable: true,
		value: y,
	} );
	window.dispatchEvent( new Event( 'scroll' ) );
}

describe( 'sticky header', () => {
	beforeEach( () => {
		jest.spyOn( window, 'requestAnimationFrame' ).mockImplementation(
			( cb ) => {
				cb( 0 );
				return 1;
			}
		);
		Object.defineProperty( window, 'scrollY', {
			configurable: true,
			value: 0,
		} );
	} );

	afterEach( () => jest.restoreAllMocks() );

	it( 'gets the sticky class past the top and loses it back at the top', () => {
		const header = document.createElement( 'header' );
		const stop = initStickyHeader( header );
		expect( header ).not.toHaveClass( 'is-sticky' );

		scrollTo( 1 );
		expect( header ).toHaveClass( 'is-sticky' );
		scrollTo( 640 );
		expect( header ).toHaveClass( 'is-sticky' );
		scrollTo( 0 );
		expect( header ).not.toHaveClass( 'is-sticky' );
		stop();
	} );

	it( 'starts sticky on a page restored mid-scroll', () => {
		Object.defineProperty( window, 'scrollY', {
			configurable: true,
			value: 300,
		} );
		const header = document.createElement( 'header' );
		const stop = initStickyHeader( header );
		expect( header ).toHaveClass( 'is-sticky' );
		stop();
	} );
} );

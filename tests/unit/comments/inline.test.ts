/**
 * The inline comments' icons script: the zone that counts as "scrolled into view" (0–300 px
 * under the viewport's top) and the blink that stops after 3 s.
 */

/**
 * Internal dependencies
 */
import {
	BLINK_CLASS,
	BLINK_MS,
	blink,
	inZone,
} from '../../../src/comments/inline/index';

/**
 * An icon whose top sits at the given place.
 *
 * @param top Pixels under the viewport's top.
 */
function iconAt( top: number ): HTMLButtonElement {
	const icon = document.createElement( 'button' );
	icon.getBoundingClientRect = () =>
		( { top, bottom: top + 20, left: 0, right: 20 } ) as DOMRect;
	return icon;
}

describe( 'inline comment icons', () => {
	it( 'count as scrolled into view from 0 to 300 px under the top only', () => {
		expect( inZone( iconAt( 0 ) ) ).toBe( true );
		expect( inZone( iconAt( 150 ) ) ).toBe( true );
		expect( inZone( iconAt( 300 ) ) ).toBe( true );
		expect( inZone( iconAt( -1 ) ) ).toBe( false );
		expect( inZone( iconAt( 301 ) ) ).toBe( false );
	} );

	it( 'blink for 3 s, then stop', () => {
		jest.useFakeTimers();
		const icon = iconAt( 100 );
		blink( icon );
		expect( icon.classList.contains( BLINK_CLASS ) ).toBe( true );
		jest.advanceTimersByTime( BLINK_MS - 1 );
		expect( icon.classList.contains( BLINK_CLASS ) ).toBe( true );
		jest.advanceTimersByTime( 1 );
		expect( icon.classList.contains( BLINK_CLASS ) ).toBe( false );
		jest.useRealTimers();
	} );
} );

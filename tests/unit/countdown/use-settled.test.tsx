/**
 * The countdown editor's preview follows the picked target once the picking has settled.
 */
/**
 * External dependencies
 */
import { act, render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { SETTLE_MS, useSettled } from '../../../src/lib/editor/use-settled';

function Probe( { value }: { value: string } ) {
	return <output>{ useSettled( value ) }</output>;
}

describe( 'useSettled', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'gives the first value at once', () => {
		const { container } = render( <Probe value="a" /> );
		expect( container.textContent ).toBe( 'a' );
	} );

	it( 'gives the last of quick changes only once they stop', () => {
		const { container, rerender } = render( <Probe value="a" /> );
		for ( const value of [ 'b', 'c', 'd' ] ) {
			rerender( <Probe value={ value } /> );
			act( () => {
				jest.advanceTimersByTime( SETTLE_MS - 100 );
			} );
			expect( container.textContent ).toBe( 'a' );
		}
		// A render with the same value (an answer arriving) neither restarts nor cancels it:
		// 'd' settles SETTLE_MS after it came, not after the last render.
		rerender( <Probe value="d" /> );
		act( () => {
			jest.advanceTimersByTime( 50 );
		} );
		expect( container.textContent ).toBe( 'a' );
		act( () => {
			jest.advanceTimersByTime( 50 );
		} );
		expect( container.textContent ).toBe( 'd' );
	} );
} );

/**
 * A bounded wait: the value in time, else the fallback (late or failed), never a rejection.
 */
/**
 * Internal dependencies
 */
import { settleWithin } from '../../../src/lib/bounded';

describe( 'settleWithin', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'gives the value when it comes in time', async () => {
		const value = new Promise( ( resolve ) =>
			setTimeout( () => resolve( 'ready' ), 100 )
		);
		const waited = settleWithin( value, 4000, 'late' );
		await jest.advanceTimersByTimeAsync( 100 );
		await expect( waited ).resolves.toBe( 'ready' );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'gives the fallback when the value is late', async () => {
		const waited = settleWithin( new Promise( () => {} ), 4000, 'late' );
		let settled = false;
		void waited.then( () => ( settled = true ) );
		await jest.advanceTimersByTimeAsync( 3999 );
		expect( settled ).toBe( false );
		await jest.advanceTimersByTimeAsync( 1 );
		await expect( waited ).resolves.toBe( 'late' );
	} );

	it( 'gives the fallback at once when the promise rejects', async () => {
		await expect(
			settleWithin(
				Promise.reject( new Error( 'no chunk' ) ),
				4000,
				null
			)
		).resolves.toBeNull();
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );

/**
 * A guest's form waits until the page is old enough for the server's started stamp, counted
 * from the page's first byte on the browser's own clock, and never longer than the minimum.
 */
/**
 * Internal dependencies
 */
import {
	PAGE_AGE_MARGIN_MS,
	pageAgeWait,
	untilPageAge,
} from '../../../src/lib/bounded/page-age';

function timing( firstByte: number | null, now: number ): Performance {
	return {
		now: () => now,
		getEntriesByType: () =>
			firstByte === null ? [] : [ { responseStart: firstByte } ],
	} as unknown as Performance;
}

describe( 'pageAgeWait', () => {
	it( 'waits the rest of the minimum after the first byte', () => {
		expect( pageAgeWait( 3, timing( 200, 1200 ) ) ).toBe(
			2000 + PAGE_AGE_MARGIN_MS
		);
	} );

	it( 'does not wait once the page is old enough', () => {
		expect( pageAgeWait( 3, timing( 200, 3300 ) ) ).toBe( 0 );
	} );

	it( 'never waits longer than the minimum itself', () => {
		expect( pageAgeWait( 3, timing( 90_000, 10 ) ) ).toBe(
			3000 + PAGE_AGE_MARGIN_MS
		);
	} );

	it( 'counts from the start when the browser gives no navigation timing', () => {
		expect( pageAgeWait( 3, timing( null, 1000 ) ) ).toBe(
			2000 + PAGE_AGE_MARGIN_MS
		);
	} );

	it( 'waits nothing without a minimum', () => {
		expect( pageAgeWait( 0, timing( 200, 300 ) ) ).toBe( 0 );
	} );
} );

describe( 'untilPageAge', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'resolves once the wait is over', async () => {
		let done = false;
		untilPageAge( 3, timing( 0, 2000 ) ).then( () => ( done = true ) );
		await jest.advanceTimersByTimeAsync( 1000 );
		expect( done ).toBe( false );
		await jest.advanceTimersByTimeAsync( PAGE_AGE_MARGIN_MS );
		expect( done ).toBe( true );
	} );
} );

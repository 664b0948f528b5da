/**
 * External dependencies
 */
import {
	TICK_MS,
	msUntilNextTick,
	pad,
	remainingUntil,
} from '@farol/countdown/time';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe( 'remainingUntil', () => {
	const target = Date.UTC( 2025, 2, 1, 12, 30 );

	it( 'splits the time left into days, hours, minutes and seconds', () => {
		const now = target - ( 3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND );
		expect( remainingUntil( target, now ) ).toEqual( {
			days: 3,
			hours: 4,
			minutes: 5,
			seconds: 6,
			totalSeconds: 3 * 86400 + 4 * 3600 + 5 * 60 + 6,
			ended: false,
		} );
	} );

	it( 'keeps days above 99', () => {
		expect( remainingUntil( target, target - 123 * DAY ).days ).toBe( 123 );
	} );

	it( 'rounds part seconds up, so zero comes exactly at the target', () => {
		expect( remainingUntil( target, target - 1500 ).seconds ).toBe( 2 );
		expect( remainingUntil( target, target - 1 ).seconds ).toBe( 1 );
		expect( remainingUntil( target, target - 1 ).ended ).toBe( false );
		expect( remainingUntil( target, target ).ended ).toBe( true );
	} );

	it( 'gives zeros for a target in the past', () => {
		for ( const past of [ target, target + 1, target + 400 * DAY ] ) {
			expect( remainingUntil( target, past ) ).toEqual( {
				days: 0,
				hours: 0,
				minutes: 0,
				seconds: 0,
				totalSeconds: 0,
				ended: true,
			} );
		}
	} );

	it( 'counts elapsed time across a daylight-saving change (a day is 24 hours)', () => {
		// New York springs forward on 9 March 2025: noon to noon is 23 hours.
		const before = Date.parse( '2025-03-08T12:00:00-05:00' );
		const after = Date.parse( '2025-03-09T12:00:00-04:00' );
		expect( remainingUntil( after, before ) ).toMatchObject( {
			days: 0,
			hours: 23,
			minutes: 0,
			seconds: 0,
		} );
	} );
} );

describe( 'the visitor’s time zone', () => {
	it.each( [
		[ 'São Paulo', '2025-12-30T17:58:58-03:00' ],
		[ 'Lisbon', '2025-12-30T20:58:58+00:00' ],
		[ 'Tokyo', '2025-12-31T05:58:58+09:00' ],
		[ 'Kiritimati', '2025-12-31T10:58:58+14:00' ],
		[ 'Los Angeles', '2025-12-30T12:58:58-08:00' ],
	] )(
		'does not change the count of a São Paulo target (browser clock in %s reads %s)',
		( _zone, localNow ) => {
			const target = Date.parse( '2025-12-31T23:59:59-03:00' );
			const now = Date.parse( localNow );
			expect( remainingUntil( target, now ) ).toMatchObject( {
				days: 1,
				hours: 6,
				minutes: 1,
				seconds: 1,
			} );
		}
	);
} );

describe( 'msUntilNextTick', () => {
	const target = Date.UTC( 2025, 2, 1, 12, 30 );

	it( 'waits until the next whole second before the target', () => {
		expect( msUntilNextTick( target, target - 10_300 ) ).toBe( 300 );
		expect( msUntilNextTick( target, target - 10_000 ) ).toBe( TICK_MS );
		expect( msUntilNextTick( target, target - 1 ) ).toBe( 1 );
	} );

	it( 'stops once the target is reached', () => {
		expect( msUntilNextTick( target, target ) ).toBeNull();
		expect( msUntilNextTick( target, target + 5000 ) ).toBeNull();
	} );
} );

describe( 'pad', () => {
	it( 'shows two digits at least', () => {
		expect( pad( 0 ) ).toBe( '00' );
		expect( pad( 7 ) ).toBe( '07' );
		expect( pad( 42 ) ).toBe( '42' );
		expect( pad( 365 ) ).toBe( '365' );
	} );
} );

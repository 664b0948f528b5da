/**
 * External dependencies
 */
import {
	instantToWallTime,
	offsetMinutesAt,
	toIsoWithOffset,
	wallTimeToInstant,
	zoneFromSettings,
} from '@farol/countdown/zone';

const saoPaulo = { name: 'America/Sao_Paulo' };
const berlin = { name: 'Europe/Berlin' };

/**
 * What the editor stores for a wall time picked in a zone.
 *
 * @param wall Picked wall time.
 * @param zone Site zone.
 */
function stored(
	wall: string,
	zone: Parameters< typeof toIsoWithOffset >[ 1 ]
) {
	return toIsoWithOffset( wallTimeToInstant( wall, zone ) as number, zone );
}

describe( 'zoneFromSettings', () => {
	it( 'uses the named zone when the site has one', () => {
		expect(
			zoneFromSettings( { string: 'America/Sao_Paulo', offset: -3 } )
		).toEqual( saoPaulo );
	} );

	it( 'falls back to the fixed offset (hours, maybe fractional)', () => {
		expect( zoneFromSettings( { string: '', offset: 5.5 } ) ).toEqual( {
			offsetMinutes: 330,
		} );
		expect( zoneFromSettings( { string: '', offset: '-3' } ) ).toEqual( {
			offsetMinutes: -180,
		} );
		expect(
			zoneFromSettings( { string: 'Not/AZone', offset: 1 } )
		).toEqual( {
			offsetMinutes: 60,
		} );
	} );
} );

describe( 'storing a picked wall time as an instant', () => {
	it( 'writes the site zone’s offset for that date', () => {
		expect( stored( '2025-11-20T18:00:00', saoPaulo ) ).toBe(
			'2025-11-20T18:00:00-03:00'
		);
		// Berlin is +01:00 in winter and +02:00 in summer: the target date decides, not today.
		expect( stored( '2025-01-15T09:00:00', berlin ) ).toBe(
			'2025-01-15T09:00:00+01:00'
		);
		expect( stored( '2025-07-15T09:00:00', berlin ) ).toBe(
			'2025-07-15T09:00:00+02:00'
		);
	} );

	it( 'uses the offset São Paulo had when it still observed daylight saving', () => {
		expect( stored( '2018-12-25T10:00:00', saoPaulo ) ).toBe(
			'2018-12-25T10:00:00-02:00'
		);
	} );

	it( 'moves a skipped time (clocks set forward) past the gap', () => {
		// 4 Nov 2018: São Paulo jumped from 00:00 to 01:00; 00:30 never happened.
		expect( stored( '2018-11-04T00:30:00', saoPaulo ) ).toBe(
			'2018-11-04T01:30:00-02:00'
		);
		// 30 Mar 2025: Berlin jumped from 02:00 to 03:00.
		expect( stored( '2025-03-30T02:30:00', berlin ) ).toBe(
			'2025-03-30T03:30:00+02:00'
		);
	} );

	it( 'takes the first of a repeated time (clocks set back)', () => {
		// 16 Feb 2019: São Paulo went from 00:00 back to 23:00; 23:30 happened twice.
		expect( stored( '2019-02-16T23:30:00', saoPaulo ) ).toBe(
			'2019-02-16T23:30:00-02:00'
		);
		// 26 Oct 2025: Berlin went from 03:00 back to 02:00.
		expect( stored( '2025-10-26T02:30:00', berlin ) ).toBe(
			'2025-10-26T02:30:00+02:00'
		);
	} );

	it( 'works with a fixed offset', () => {
		const zone = { offsetMinutes: 330 };
		expect( stored( '2025-06-01T12:00:00', zone ) ).toBe(
			'2025-06-01T12:00:00+05:30'
		);
		expect( stored( '2025-06-01T12:00:00', { offsetMinutes: -570 } ) ).toBe(
			'2025-06-01T12:00:00-09:30'
		);
	} );

	it( 'refuses what is not a wall time', () => {
		expect( wallTimeToInstant( 'soon', saoPaulo ) ).toBeNull();
	} );

	it( 'round-trips through the picker: stored instant → wall time → same instant', () => {
		const iso = '2026-02-14T20:15:00-03:00';
		const instant = Date.parse( iso );
		const wall = instantToWallTime( instant, saoPaulo );
		expect( wall ).toBe( '2026-02-14T20:15:00' );
		expect( wallTimeToInstant( wall, saoPaulo ) ).toBe( instant );
		// An editor whose browser is elsewhere still shows the site's wall time.
		expect( instantToWallTime( instant, { name: 'Asia/Tokyo' } ) ).toBe(
			'2026-02-15T08:15:00'
		);
	} );
} );

describe( 'offsetMinutesAt', () => {
	it( 'reads the zone’s offset at an instant', () => {
		expect( offsetMinutesAt( Date.UTC( 2025, 5, 1 ), saoPaulo ) ).toBe(
			-180
		);
		expect( offsetMinutesAt( Date.UTC( 2025, 5, 1 ), berlin ) ).toBe( 120 );
		expect( offsetMinutesAt( Date.UTC( 2025, 0, 1 ), berlin ) ).toBe( 60 );
	} );
} );

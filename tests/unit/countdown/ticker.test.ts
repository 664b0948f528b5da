/**
 * The ticker on the server's markup: ticks on whole seconds counted from the target, stops at
 * 00, rewrites only what changes, and leaves the markup readable when something is wrong.
 */

/// <reference types="@wordpress/jest-console" />

/**
 * External dependencies
 */
import { readProps, startTicker } from '@farol/countdown/ticker';

/**
 * Internal dependencies
 */
import {
	captions,
	digits,
	propsOf,
	sentence,
	serverMarkup,
} from './server-markup';

const NOW = Date.UTC( 2025, 5, 1, 12, 0, 0 );
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let stop = () => {};

/**
 * Starts the ticker on fresh server markup.
 *
 * @param target Target instant, epoch ms.
 * @return The block's wrapper.
 */
function start( target: number ): HTMLElement {
	const element = serverMarkup( target );
	stop = startTicker( element, propsOf( element ) );
	return element;
}

beforeEach( () => {
	jest.useFakeTimers( { now: NOW } );
} );

afterEach( () => {
	stop();
	jest.useRealTimers();
} );

describe( 'startTicker', () => {
	it( 'ticks every second', () => {
		start( NOW + 90 * SECOND );
		expect( digits() ).toEqual( [ '00', '00', '01', '30' ] );
		jest.advanceTimersByTime( SECOND );
		expect( digits() ).toEqual( [ '00', '00', '01', '29' ] );
		jest.advanceTimersByTime( SECOND );
		expect( digits() ).toEqual( [ '00', '00', '01', '28' ] );
	} );

	it( 'changes on the whole second before the target, not a second after starting', () => {
		start( NOW + 10_300 );
		expect( digits()[ 3 ] ).toBe( '11' );
		jest.advanceTimersByTime( 299 );
		expect( digits()[ 3 ] ).toBe( '11' );
		jest.advanceTimersByTime( 1 );
		expect( digits()[ 3 ] ).toBe( '10' );
		jest.advanceTimersByTime( SECOND );
		expect( digits()[ 3 ] ).toBe( '09' );
	} );

	it( 'shows 00 everywhere once the target passes, and stops', () => {
		const element = start( NOW + 2 * SECOND );
		expect(
			element.querySelector( '.farol-countdown__units' )
		).not.toHaveClass( 'is-ended' );
		jest.advanceTimersByTime( 2 * SECOND );
		expect( digits() ).toEqual( [ '00', '00', '00', '00' ] );
		expect( sentence() ).toBe( 'The countdown has ended.' );
		expect(
			element.querySelector( '.farol-countdown__units' )
		).toHaveClass( 'is-ended' );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'flips a caption between singular and plural as its number crosses one', () => {
		start( NOW + 2 * MINUTE + 2 * SECOND );
		expect( captions() ).toEqual( [
			'days',
			'hours',
			'minutes',
			'seconds',
		] );
		jest.advanceTimersByTime( SECOND );
		expect( digits() ).toEqual( [ '00', '00', '02', '01' ] );
		expect( captions() ).toEqual( [
			'days',
			'hours',
			'minutes',
			'second',
		] );
		jest.advanceTimersByTime( 62 * SECOND );
		expect( digits() ).toEqual( [ '00', '00', '00', '59' ] );
		expect( captions() ).toEqual( [
			'days',
			'hours',
			'minutes',
			'seconds',
		] );
	} );

	it( 'rewrites only what changes: the seconds every tick, the sentence once a minute', () => {
		const element = start(
			NOW + 3 * DAY + 4 * HOUR + 5 * MINUTE + 12 * SECOND
		);
		expect( sentence() ).toBe(
			'Time remaining: 3 days, 4 hours and 5 minutes.'
		);
		const observer = new MutationObserver( () => {} );
		observer.observe( element, {
			subtree: true,
			childList: true,
			characterData: true,
			attributes: true,
		} );
		// Which nodes were written since the last call, as "<unit> <class>" or "summary".
		const written = () =>
			new Set(
				observer.takeRecords().map( ( record ) => {
					const node =
						record.target instanceof Element
							? record.target
							: record.target.parentElement;
					if ( node?.matches( '.farol-countdown__summary' ) ) {
						return 'summary';
					}
					const tile = node?.closest( '.farol-countdown__unit' );
					const unit = tile?.className.split( '--' )[ 1 ] ?? '?';
					return `${ unit } ${ node?.className }`;
				} )
			);

		// Five ticks inside the same minute: only the seconds' digits change.
		jest.advanceTimersByTime( 5 * SECOND );
		expect( digits() ).toEqual( [ '03', '04', '05', '07' ] );
		expect( written() ).toEqual(
			new Set( [ 'seconds farol-countdown__value' ] )
		);

		// Across 01 and the minute: the seconds' caption flips (segundo) and back, the minutes
		// and the sentence follow; days and hours are never touched.
		jest.advanceTimersByTime( 8 * SECOND );
		expect( digits() ).toEqual( [ '03', '04', '04', '59' ] );
		expect( sentence() ).toBe(
			'Time remaining: 3 days, 4 hours and 4 minutes.'
		);
		expect( written() ).toEqual(
			new Set( [
				'seconds farol-countdown__value',
				'seconds farol-countdown__label',
				'minutes farol-countdown__value',
				'summary',
			] )
		);
		observer.disconnect();
	} );

	it( 'shows 00 everywhere for a target already in the past', () => {
		const element = start( NOW - DAY );
		expect( digits() ).toEqual( [ '00', '00', '00', '00' ] );
		expect(
			element.querySelector( '.farol-countdown__units' )
		).toHaveClass( 'is-ended' );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'logs and leaves the server markup as it is when the markup is not what it expects', () => {
		const element = serverMarkup( NOW + HOUR );
		element.querySelector( '.farol-countdown__unit--minutes' )?.remove();
		const before = element.innerHTML;
		stop = startTicker( element, propsOf( element ) );
		expect( console ).toHaveErrored();
		expect( element.innerHTML ).toBe( before );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );
} );

describe( 'readProps', () => {
	it( 'reads the target the server printed in data-farol-props', () => {
		const element = serverMarkup( 1_893_510_000_000, 'pt_BR' );
		expect( readProps( element ) ).toMatchObject( {
			target: 1_893_510_000_000,
			words: { ended: 'A contagem regressiva terminou.' },
		} );
	} );

	it( 'refuses props the server does not write', () => {
		const element = document.createElement( 'div' );
		expect( readProps( element ) ).toBeNull();
		for ( const value of [
			'',
			'{',
			'null',
			'{"target":"2030-01-01T12:00:00-03:00"}',
			'{"target":null}',
			// No words: the ticker would have nothing to say.
			'{"target":1893510000000}',
		] ) {
			element.dataset.farolProps = value;
			expect( readProps( element ) ).toBeNull();
		}
	} );
} );

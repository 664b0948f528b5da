/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { Countdown } from '@farol/countdown/countdown';

const NOW = Date.UTC( 2025, 5, 1, 12, 0, 0 );

/**
 * The four numbers shown, days to seconds.
 *
 * @param container Rendered container.
 */
function digits( container: HTMLElement ): string[] {
	return Array.from(
		container.querySelectorAll( '.farol-countdown__value' ),
		( node ) => node.textContent ?? ''
	);
}

/**
 * The four captions shown.
 *
 * @param container Rendered container.
 */
function captions( container: HTMLElement ): string[] {
	return Array.from(
		container.querySelectorAll( '.farol-countdown__label' ),
		( node ) => node.textContent ?? ''
	);
}

/**
 * Moves the fake clock and lets React apply the ticks.
 *
 * @param ms Milliseconds.
 */
function advance( ms: number ) {
	act( () => {
		jest.advanceTimersByTime( ms );
	} );
}

beforeEach( () => {
	jest.useFakeTimers( { now: NOW } );
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'Countdown', () => {
	it( 'shows days, hours, minutes and seconds with two digits', () => {
		const target = NOW + ( ( 2 * 24 + 3 ) * 3600 + 4 * 60 + 5 ) * 1000;
		const { container } = render( <Countdown target={ target } /> );
		expect( digits( container ) ).toEqual( [ '02', '03', '04', '05' ] );
		expect( captions( container ) ).toEqual( [
			'days',
			'hours',
			'minutes',
			'seconds',
		] );
	} );

	it( 'uses the singular caption for exactly one', () => {
		const target = NOW + ( ( 24 + 1 ) * 3600 + 60 + 1 ) * 1000;
		const { container } = render( <Countdown target={ target } /> );
		expect( digits( container ) ).toEqual( [ '01', '01', '01', '01' ] );
		expect( captions( container ) ).toEqual( [
			'day',
			'hour',
			'minute',
			'second',
		] );
	} );

	it( 'ticks every second', () => {
		const target = NOW + 90_000;
		const { container } = render( <Countdown target={ target } /> );
		expect( digits( container ) ).toEqual( [ '00', '00', '01', '30' ] );
		advance( 1000 );
		expect( digits( container ) ).toEqual( [ '00', '00', '01', '29' ] );
		advance( 1000 );
		expect( digits( container ) ).toEqual( [ '00', '00', '01', '28' ] );
	} );

	it( 'changes on the whole second before the target, not a second after mounting', () => {
		const target = NOW + 10_300;
		const { container } = render( <Countdown target={ target } /> );
		expect( digits( container )[ 3 ] ).toBe( '11' );
		advance( 299 );
		expect( digits( container )[ 3 ] ).toBe( '11' );
		advance( 1 );
		expect( digits( container )[ 3 ] ).toBe( '10' );
		advance( 1000 );
		expect( digits( container )[ 3 ] ).toBe( '09' );
	} );

	it( 'shows 00 everywhere once the target passes, and stops', () => {
		const target = NOW + 2000;
		const { container } = render( <Countdown target={ target } /> );
		advance( 2000 );
		expect( digits( container ) ).toEqual( [ '00', '00', '00', '00' ] );
		expect( screen.getByRole( 'timer' ) ).toHaveTextContent(
			'The countdown has ended.'
		);
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'shows 00 everywhere for a target already in the past', () => {
		const { container } = render(
			<Countdown target={ NOW - 86_400_000 } />
		);
		expect( digits( container ) ).toEqual( [ '00', '00', '00', '00' ] );
		expect(
			container.querySelector( '.farol-countdown__units' )
		).toHaveClass( 'is-ended' );
	} );

	it( 'gives screen readers a sentence to the minute and hides the ticking digits', () => {
		const target = NOW + ( ( 3 * 24 + 4 ) * 3600 + 5 * 60 + 6 ) * 1000;
		const { container } = render( <Countdown target={ target } /> );
		const timer = screen.getByRole( 'timer' );
		expect( timer ).toHaveTextContent(
			'Time remaining: 3 days, 4 hours and 5 minutes.'
		);
		expect( timer ).not.toHaveAttribute( 'aria-live', 'polite' );
		expect(
			container.querySelector( '.farol-countdown__units' )
		).toHaveAttribute( 'aria-hidden', 'true' );
		// Seconds tick; the sentence does not change until the minute does.
		advance( 6000 );
		expect( timer ).toHaveTextContent(
			'Time remaining: 3 days, 4 hours and 5 minutes.'
		);
		advance( 1000 );
		expect( timer ).toHaveTextContent(
			'Time remaining: 3 days, 4 hours and 4 minutes.'
		);
	} );

	it( 'leaves out units at zero and says when less than a minute is left', () => {
		const { rerender } = render(
			<Countdown target={ NOW + 2 * 3600_000 } />
		);
		expect( screen.getByRole( 'timer' ) ).toHaveTextContent(
			'Time remaining: 2 hours.'
		);
		rerender( <Countdown target={ NOW + 86_400_000 + 60_000 } /> );
		expect( screen.getByRole( 'timer' ) ).toHaveTextContent(
			'Time remaining: 1 day and 1 minute.'
		);
		rerender( <Countdown target={ NOW + 30_000 } /> );
		expect( screen.getByRole( 'timer' ) ).toHaveTextContent(
			'Less than a minute remaining.'
		);
	} );
} );

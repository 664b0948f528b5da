/**
 * A runtime never takes a container over in the middle of a press (src/lib/mount/press.ts):
 * a press on a server control that brings the widget, released once the widget has arrived,
 * still reaches the runtime's control, once. Taken over during the press, the release's click
 * went to an ancestor (the pressed node had left the document) and was lost: a first star
 * rating, in the engagement smoke, under load.
 */

/**
 * External dependencies
 */
import { act } from '@testing-library/react';
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { mountBlocks } from '@farol/lib/mount';
import { holdEvents } from '@farol/lib/mount/replay';
import { PRESS_WAIT_MAX_MS } from '@farol/lib/mount/press';

let container: HTMLElement;
let pressed: boolean;
let stop: () => void;
const clicked = jest.fn();

/** What the browser says of `:active` while the test's pointer is down (jsdom has no such state). */
const matches = Element.prototype.matches;

beforeEach( () => {
	jest.useFakeTimers();
	clicked.mockReset();
	pressed = false;
	stop = () => {};
	jest.spyOn( Element.prototype, 'matches' ).mockImplementation( function (
		this: Element,
		selector: string
	) {
		return selector === ':active'
			? pressed && this === container
			: matches.call( this, selector );
	} );
	document.body.innerHTML = `<div id="comments" data-farol-mount="view" data-farol-props="{}" data-farol-needed=""><button type="button" id="star">Avaliar com 4 de 5</button></div>`;
	container = document.getElementById( 'comments' )!;
	holdEvents( container, () => {} );
} );

afterEach( () => {
	act( () => stop() );
	jest.restoreAllMocks();
	jest.useRealTimers();
} );

/** The widget arrives: React renders its own star into the container. */
function arrive(): void {
	act( () => {
		stop = mountBlocks( {
			selector: '#comments',
			props: z.object( {} ),
			render: () => (
				<button type="button" id="star" onClick={ clicked }>
					Avaliar com 4 de 5
				</button>
			),
		} );
	} );
}

/**
 * The visitor lets go: pointerup on the window, then the click on what was pressed.
 * @param pressedElement
 */
function release( pressedElement: Element ): void {
	pressed = false;
	const view = container.ownerDocument.defaultView!;
	view.dispatchEvent( new Event( 'pointerup' ) );
	pressedElement.dispatchEvent(
		new MouseEvent( 'click', { bubbles: true, cancelable: true } )
	);
}

it( 'waits for the press to end, then the held click reaches the runtime once', () => {
	const server = container.querySelector( '#star' )!;
	pressed = true;
	arrive();
	// Still the server's star, in the document: the release will reach it.
	expect( container.querySelector( '#star' ) ).toBe( server );
	expect( container ).not.toHaveAttribute( 'data-farol-live' );

	release( server );
	act( () => {
		jest.runOnlyPendingTimers();
	} );
	expect( container ).toHaveAttribute( 'data-farol-live' );
	expect( container.querySelector( '#star' ) ).not.toBe( server );
	expect( clicked ).toHaveBeenCalledTimes( 1 );
} );

it( 'takes over at once when nothing is pressed', () => {
	arrive();
	expect( container ).toHaveAttribute( 'data-farol-live' );
} );

it( 'does not wait for ever for a press the page never sees end', () => {
	pressed = true;
	arrive();
	act( () => {
		jest.advanceTimersByTime( PRESS_WAIT_MAX_MS - 1 );
	} );
	expect( container ).not.toHaveAttribute( 'data-farol-live' );
	act( () => {
		jest.advanceTimersByTime( 1 );
	} );
	expect( container ).toHaveAttribute( 'data-farol-live' );
} );

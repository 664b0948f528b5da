/**
 * The loader's event replay: what a visitor clicks or submits in a deferred container before
 * its runtime takes over is held (default prevented, forms without validation meanwhile) and
 * replayed, in order and once per form submit, on the runtime's tree when it signals
 * `farol:mounted`; focus and caret come back; when the runtime failed, the native fallback
 * gives a held submit to the browser, the no-JavaScript way.
 */

/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { mountBlocks } from '@farol/lib/mount';
import { signalMounted } from '@farol/lib/mount/needed';
import { holdEvents } from '@farol/lib/mount/replay';

const SERVER = `
	<button type="button" id="sort">Mais recentes</button>
	<a href="#c1" id="link">Comentário 1</a>
	<label><input type="checkbox" name="notify"> Avisar</label>
	<form id="reply" action="/wp-comments-post.php" method="post">
		<input type="text" name="author" required>
		<button type="submit">Enviar</button>
	</form>`;

let container: HTMLElement;
let onHold: jest.Mock;

/** What the runtime's tree saw, in order. */
let seen: string[];

/**
 * Replaces the server's children with a new tree of the same shape (as React does), each
 * control recording what reaches it.
 */
function takeOver(): void {
	container.innerHTML = SERVER;
	container
		.querySelector( '#sort' )!
		.addEventListener( 'click', () => seen.push( 'sort' ) );
	// This runtime shows its own messages, as the lead form's does.
	container.querySelector( 'form' )!.noValidate = true;
	container
		.querySelector( 'button[type=submit]' )!
		.addEventListener( 'click', () => seen.push( 'click Enviar' ) );
	// (jsdom's submit events carry no submitter: the click above shows which button it was.)
	container
		.querySelector( 'form' )!
		.addEventListener( 'submit', ( event ) => {
			event.preventDefault();
			seen.push( 'submit' );
		} );
	signalMounted( container );
}

/**
 * Clicks an element as a visitor would; says whether its default went ahead.
 *
 * @param element What is clicked.
 */
function click( element: Element ): boolean {
	return element.dispatchEvent(
		new MouseEvent( 'click', { bubbles: true, cancelable: true } )
	);
}

beforeEach( () => {
	seen = [];
	document.body.innerHTML = `<div id="comments" data-farol-mount="view">${ SERVER }</div>`;
	container = document.getElementById( 'comments' )!;
	onHold = jest.fn();
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'while the runtime is on its way', () => {
	it( 'holds clicks on controls and submits, and leaves links and text fields to the browser', () => {
		holdEvents( container, onHold );
		const submitted = jest.fn();
		document.addEventListener( 'submit', submitted );

		expect( click( screen.getByText( 'Mais recentes' ) ) ).toBe( false );
		expect( click( screen.getByText( 'Enviar' ) ) ).toBe( false );
		expect( submitted ).not.toHaveBeenCalled();
		expect( onHold ).toHaveBeenCalledTimes( 2 );

		// A box ticks at once: its state stays in the control for the runtime to read.
		const checkbox = screen.getByRole( 'checkbox' );
		checkbox.click();
		expect( checkbox ).toBeChecked();
		expect( click( screen.getByText( 'Comentário 1' ) ) ).toBe( true );
		expect( click( screen.getByRole( 'textbox' ) ) ).toBe( true );
		expect( onHold ).toHaveBeenCalledTimes( 2 );
		document.removeEventListener( 'submit', submitted );
	} );

	it( 'switches the forms’ validation off, and the helper switches it back', () => {
		holdEvents( container, onHold );
		const form = container.querySelector( 'form' )!;
		expect( form.noValidate ).toBe( true );

		signalMounted( container );
		expect( form.noValidate ).toBe( false );
		expect( form ).not.toHaveAttribute( 'data-farol-held' );
	} );

	it( 'leaves a form that had no validation as it was', () => {
		container.querySelector( 'form' )!.noValidate = true;
		holdEvents( container, onHold )();
		expect( container.querySelector( 'form' )!.noValidate ).toBe( true );
	} );
} );

describe( 'on takeover', () => {
	it( 'replays the held actions in order on the new tree’s counterparts', () => {
		holdEvents( container, onHold );
		click( screen.getByText( 'Mais recentes' ) );
		click( screen.getByText( 'Enviar' ) );

		takeOver();
		expect( seen ).toEqual( [ 'sort', 'click Enviar', 'submit' ] );

		// Holding is over: the next click goes straight to the runtime.
		click( screen.getByText( 'Mais recentes' ) );
		expect( seen ).toEqual( [ 'sort', 'click Enviar', 'submit', 'sort' ] );
	} );

	it( 'replays one submit per form: a double click, and the submit a click causes, are one action', () => {
		holdEvents( container, onHold );
		const button = screen.getByText( 'Enviar' );
		click( button );
		click( button );
		container
			.querySelector( 'form' )!
			.dispatchEvent(
				new Event( 'submit', { bubbles: true, cancelable: true } )
			);
		click( screen.getByText( 'Mais recentes' ) );

		takeOver();
		expect( seen ).toEqual( [ 'click Enviar', 'submit', 'sort' ] );
	} );

	it( 'replays a submit without a button (Enter in a field with no submit button)', () => {
		holdEvents( container, onHold );
		const form = container.querySelector( 'form' )!;
		expect(
			form.dispatchEvent(
				new Event( 'submit', { bubbles: true, cancelable: true } )
			)
		).toBe( false );

		takeOver();
		expect( seen ).toEqual( [ 'submit' ] );
	} );
} );

describe( 'the native fallback (the loader calls it when the runtime failed: fallback.test.tsx)', () => {
	it( 'gives validation back, and the held submit goes on: the browser validates', () => {
		const goNative = holdEvents( container, onHold );
		const form = container.querySelector( 'form' )!;
		const invalid = jest.fn();
		form.querySelector( 'input' )!.addEventListener( 'invalid', invalid );
		click( screen.getByText( 'Enviar' ) );
		expect( form.noValidate ).toBe( true );
		expect( invalid ).not.toHaveBeenCalled();

		goNative();
		// The browser validates the empty required field, as without JavaScript.
		expect( form.noValidate ).toBe( false );
		expect( invalid ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'sends a valid held submit on natively, and holds nothing after', () => {
		const goNative = holdEvents( container, onHold );
		screen.getByRole< HTMLInputElement >( 'textbox' ).value = 'Ana';
		const native = jest.fn( ( event: Event ) => {
			// What reaches the document un-prevented is what the browser would send.
			expect( event.defaultPrevented ).toBe( false );
			event.preventDefault(); // jsdom cannot navigate.
		} );
		document.addEventListener( 'submit', native );
		click( screen.getByText( 'Enviar' ) );
		expect( native ).not.toHaveBeenCalled();

		goNative();
		expect( native ).toHaveBeenCalledTimes( 1 );
		expect( click( screen.getByText( 'Mais recentes' ) ) ).toBe( true );
		document.removeEventListener( 'submit', native );
	} );

	it( 'does not replay twice when the runtime arrived first', () => {
		const goNative = holdEvents( container, onHold );
		click( screen.getByText( 'Mais recentes' ) );
		takeOver();
		goNative();
		expect( seen ).toEqual( [ 'sort' ] );
	} );
} );

describe( 'mountBlocks', () => {
	it( 'puts the focus and the caret on the new tree’s field, and keeps what was typed', () => {
		container.setAttribute( 'data-farol-props', '{}' );
		container.setAttribute( 'data-farol-needed', '' );
		holdEvents( container, onHold );
		const field = screen.getByRole< HTMLInputElement >( 'textbox' );
		field.focus();
		field.value = 'Ana Souza';
		field.setSelectionRange( 3, 3 );

		let stop = () => {};
		act( () => {
			stop = mountBlocks( {
				selector: '#comments',
				props: z.object( {} ),
				render: ( _props, server ) => (
					<input
						type="text"
						name="author"
						defaultValue={
							server.querySelector< HTMLInputElement >(
								'input[name=author]'
							)!.value
						}
					/>
				),
			} );
		} );
		const focused = container.ownerDocument
			.activeElement as HTMLInputElement;
		expect( focused ).toBe( screen.getByRole( 'textbox' ) );
		expect( focused ).not.toBe( field );
		expect( focused ).toHaveValue( 'Ana Souza' );
		expect( [ focused.selectionStart, focused.selectionEnd ] ).toEqual( [
			3, 3,
		] );
		act( () => stop() );
	} );

	it( 'signals farol:mounted once React’s tree is committed; the held click lands on it', () => {
		container.setAttribute(
			'data-farol-props',
			'{"label":"Mais votados"}'
		);
		container.setAttribute( 'data-farol-needed', '' );
		holdEvents( container, onHold );
		click( screen.getByText( 'Mais recentes' ) );
		const clicked = jest.fn();
		const mounted = jest.fn( () =>
			expect( screen.getByText( 'Mais votados' ) ).toBeInTheDocument()
		);
		container.addEventListener( 'farol:mounted', mounted );

		let stop = () => {};
		act( () => {
			stop = mountBlocks( {
				selector: '#comments',
				props: z.object( { label: z.string() } ),
				render: ( { label } ) => (
					<button type="button" id="sort" onClick={ clicked }>
						{ label }
					</button>
				),
			} );
		} );
		expect( mounted ).toHaveBeenCalledTimes( 1 );
		expect( clicked ).toHaveBeenCalledTimes( 1 );
		act( () => stop() );
	} );
} );

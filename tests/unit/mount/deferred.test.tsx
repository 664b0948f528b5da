/**
 * mountBlocks waits for the container to be needed: near the viewport, touched, or the
 * browser idle after load — and not before. When a touch brought it, the focus moves into
 * the new tree so the visitor's next keystrokes land where they were aimed.
 */

/**
 * External dependencies
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { mountBlocks, type When } from '@farol/lib/mount';
import { fakeIdle, fakeViewport, serverBlock } from './helpers';

const SELECTOR = '.wp-block-demo';
const schema = z.object( { label: z.string() } );

let viewport: ReturnType< typeof fakeViewport >;
let idle: ReturnType< typeof fakeIdle >;
let stop: () => void = () => {};

/**
 * Mounts the demo block: two text fields and a button with the label of its props.
 *
 * @param when Triggers, when the test narrows them.
 */
function mountDemo( when?: When ) {
	act( () => {
		stop = mountBlocks( {
			selector: SELECTOR,
			props: schema,
			when,
			// The field starts from what the visitor typed in the server's one.
			render: ( { label }, container ) => (
				<form>
					<input
						id="demo-name"
						name="name"
						defaultValue={
							container.querySelector< HTMLInputElement >(
								'#demo-name'
							)?.value
						}
					/>
					<input name="email" defaultValue="" />
					<button type="button">{ label }</button>
				</form>
			),
		} );
	} );
}

const SERVER_FORM = `<form class="server">
	<input id="demo-name" name="name" value="">
	<input name="email" value="">
	<button type="button">Server</button>
</form>`;

/**
 * Whether React's tree is in the container (the server's markup is gone).
 *
 * @param container Container.
 */
function isMounted( container: HTMLElement ): boolean {
	return container.querySelector( '.server' ) === null;
}

beforeEach( () => {
	document.body.innerHTML = '';
	viewport = fakeViewport();
	idle = fakeIdle();
} );

afterEach( () => {
	act( () => stop() );
} );

describe( 'mountBlocks waits until the container is needed', () => {
	it( 'mounts when the container nears the viewport, not before', () => {
		const container = serverBlock(
			'wp-block-demo',
			{ label: 'Live' },
			SERVER_FORM
		);
		mountDemo();
		expect( isMounted( container ) ).toBe( false );
		expect(
			screen.getByRole( 'button', { name: 'Server' } )
		).toBeVisible();

		act( () => viewport.enter( document.body ) );
		expect( isMounted( container ) ).toBe( false );

		act( () => viewport.enter( container ) );
		expect( isMounted( container ) ).toBe( true );
		expect( screen.getByRole( 'button', { name: 'Live' } ) ).toBeVisible();
	} );

	it( 'mounts when the visitor first touches the container, not when they touch elsewhere', () => {
		const container = serverBlock(
			'wp-block-demo',
			{ label: 'Live' },
			SERVER_FORM
		);
		const elsewhere = document.createElement( 'button' );
		document.body.appendChild( elsewhere );
		mountDemo();

		fireEvent.pointerDown( elsewhere );
		fireEvent.keyDown( elsewhere, { key: 'a' } );
		expect( isMounted( container ) ).toBe( false );

		act( () => {
			fireEvent.pointerDown(
				screen.getByRole( 'button', { name: 'Server' } )
			);
		} );
		expect( isMounted( container ) ).toBe( true );
	} );

	it( 'mounts in the first idle period when nothing else happened', () => {
		const container = serverBlock(
			'wp-block-demo',
			{ label: 'Live' },
			SERVER_FORM
		);
		mountDemo();
		expect( idle.pending() ).toBe( 1 );
		expect( isMounted( container ) ).toBe( false );

		act( () => idle.idle() );
		expect( isMounted( container ) ).toBe( true );
	} );

	it( 'honours narrowed triggers, from the call or from data-farol-when', () => {
		const fromCall = serverBlock(
			'wp-block-demo',
			{ label: 'A' },
			SERVER_FORM
		);
		mountDemo( [ 'interaction' ] );
		act( () => {
			viewport.enter( fromCall );
			idle.idle();
		} );
		expect( isMounted( fromCall ) ).toBe( false );
		act( () => stop() );

		document.body.innerHTML = '';
		const fromServer = serverBlock(
			'wp-block-demo',
			{ label: 'B' },
			SERVER_FORM
		);
		fromServer.setAttribute( 'data-farol-when', 'visible' );
		mountDemo();
		act( () => {
			fireEvent.pointerDown( fromServer.querySelector( 'button' )! );
			idle.idle();
		} );
		expect( isMounted( fromServer ) ).toBe( false );
		act( () => viewport.enter( fromServer ) );
		expect( isMounted( fromServer ) ).toBe( true );
	} );

	it( 'mounts at once a container that already holds the focus', () => {
		const container = serverBlock(
			'wp-block-demo',
			{ label: 'Live' },
			SERVER_FORM
		);
		container.querySelector< HTMLInputElement >( 'input' )!.focus();
		mountDemo();
		expect( isMounted( container ) ).toBe( true );
	} );
} );

describe( 'the focus follows the visitor into the new tree', () => {
	it( 'moves to the element with the same id, keeping the caret', () => {
		const container = serverBlock(
			'wp-block-demo',
			{ label: 'Live' },
			SERVER_FORM
		);
		mountDemo();
		const serverField =
			container.querySelector< HTMLInputElement >( '#demo-name' )!;
		serverField.value = 'Ana';
		serverField.setSelectionRange( 1, 1 );

		// Focusing it is the touch that brings the script.
		act( () => serverField.focus() );
		expect( isMounted( container ) ).toBe( true );
		const liveField = screen.getAllByRole(
			'textbox'
		)[ 0 ] as HTMLInputElement;
		expect( liveField ).not.toBe( serverField );
		expect( liveField ).toHaveFocus();
		expect( liveField ).toHaveValue( 'Ana' );
		expect( liveField.selectionStart ).toBe( 1 );
	} );

	it( 'moves to the element with the same name when there is no id', () => {
		const container = serverBlock(
			'wp-block-demo',
			{ label: 'Live' },
			SERVER_FORM
		);
		mountDemo();
		const serverEmail =
			container.querySelector< HTMLInputElement >( '[name="email"]' )!;
		act( () => serverEmail.focus() );
		expect( isMounted( container ) ).toBe( true );
		expect( container.querySelector( '[name="email"]' ) ).toHaveFocus();
	} );

	it( 'moves to the element in the same place when it has neither', () => {
		const container = serverBlock(
			'wp-block-demo',
			{ label: 'Live' },
			SERVER_FORM
		);
		mountDemo();
		const serverButton = screen.getByRole( 'button', { name: 'Server' } );
		act( () => serverButton.focus() );
		expect( screen.getByRole( 'button', { name: 'Live' } ) ).toHaveFocus();
	} );

	it( 'leaves the focus alone when it was not inside the container', () => {
		const container = serverBlock(
			'wp-block-demo',
			{ label: 'Live' },
			SERVER_FORM
		);
		const outside = document.createElement( 'input' );
		document.body.appendChild( outside );
		outside.focus();
		mountDemo();
		act( () => viewport.enter( container ) );
		expect( isMounted( container ) ).toBe( true );
		expect( outside ).toHaveFocus();
	} );
} );

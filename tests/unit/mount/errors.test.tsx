/**
 * mountBlocks reads props from `data-farol-props` through the block's zod schema, mounts one
 * React root per container, and never leaves a block blank: bad props, a failing render or a
 * component that throws (on mount or later) put the server's markup back and log the error
 * with the block's selector.
 */

/**
 * External dependencies
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { z } from 'zod';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { mountBlocks, type MountOptions } from '@farol/lib/mount';
import { serverBlock } from './helpers';

const SELECTOR = '.wp-block-demo';
const schema = z.object( {
	label: z.string(),
	count: z.number().int().default( 3 ),
} );
type DemoProps = z.infer< typeof schema >;

const SERVER =
	'<p class="server">Server markup</p><input class="server-field" value="">';

let stop: () => void = () => {};

/**
 * Mounts the demo block at once.
 *
 * @param render The tree.
 */
function mountNow( render: MountOptions< DemoProps >[ 'render' ] ) {
	act( () => {
		stop = mountBlocks( {
			selector: SELECTOR,
			props: schema,
			when: 'now',
			render,
		} );
	} );
}

/**
 * What was passed to console.error (@wordpress/jest-console's mock; spying returns it).
 */
function errorCalls(): unknown[][] {
	return jest.spyOn( console, 'error' ).mock.calls;
}

/**
 * The messages the mount helper logged.
 */
function farolErrors(): string[] {
	return errorCalls()
		.map( ( call: unknown[] ) => String( call[ 0 ] ) )
		.filter( ( message ) => message.startsWith( '[farol]' ) );
}

/**
 * A component that throws while rendering.
 */
function Broken(): never {
	throw new Error( 'broken component' );
}

beforeEach( () => {
	document.body.innerHTML = '';
} );

afterEach( () => {
	act( () => stop() );
} );

describe( 'props', () => {
	it( 'come from data-farol-props, parsed by the schema (defaults applied)', () => {
		serverBlock( 'wp-block-demo', { label: 'Olá' }, SERVER );
		mountNow( ( { label, count } ) => (
			<p>
				{ label } × { count }
			</p>
		) );
		expect( screen.getByText( 'Olá × 3' ) ).toBeVisible();
		expect( screen.queryByText( 'Server markup' ) ).toBeNull();
	} );

	it( 'that are not JSON keep the server markup and are logged', () => {
		const container = serverBlock( 'wp-block-demo', '{oops', SERVER );
		const render = jest.fn( () => <p>Live</p> );
		mountNow( render );
		expect( render ).not.toHaveBeenCalled();
		expect( screen.getByText( 'Server markup' ) ).toBeVisible();
		expect( container.innerHTML ).toBe( SERVER );
		expect( console ).toHaveErrored();
		expect( farolErrors() ).toEqual( [
			'[farol] .wp-block-demo: data-farol-props is not JSON',
		] );
	} );

	it( 'that do not match the schema keep the server markup and are logged', () => {
		const container = serverBlock( 'wp-block-demo', { label: 7 }, SERVER );
		mountNow( () => <p>Live</p> );
		expect( container.innerHTML ).toBe( SERVER );
		expect( console ).toHaveErrored();
		const [ message, issues ] = errorCalls()[ 0 ]!;
		expect( message ).toBe(
			"[farol] .wp-block-demo: data-farol-props does not match the block's schema"
		);
		expect( issues ).toEqual( [
			expect.objectContaining( { path: [ 'label' ] } ),
		] );
	} );
} );

describe( 'the error boundary', () => {
	it( 'keeps the server markup when render() throws', () => {
		const container = serverBlock(
			'wp-block-demo',
			{ label: 'x' },
			SERVER
		);
		mountNow( () => {
			throw new Error( 'no tree' );
		} );
		expect( container.innerHTML ).toBe( SERVER );
		expect( console ).toHaveErrored();
		expect( farolErrors() ).toEqual( [
			'[farol] .wp-block-demo: render failed; the server markup stays',
		] );
	} );

	it( 'puts the server markup back, as the visitor left it, when a component throws on mount', async () => {
		const container = serverBlock(
			'wp-block-demo',
			{ label: 'x' },
			SERVER
		);
		const serverField =
			container.querySelector< HTMLInputElement >( '.server-field' )!;
		serverField.value = 'typed before the script';
		const serverNodes = Array.from( container.childNodes );

		mountNow( () => <Broken /> );

		expect( Array.from( container.childNodes ) ).toEqual( serverNodes );
		expect( screen.getByText( 'Server markup' ) ).toBeVisible();
		expect( serverField.value ).toBe( 'typed before the script' );
		// Letting go of the root afterwards leaves them in place.
		await act( async () => {} );
		expect( Array.from( container.childNodes ) ).toEqual( serverNodes );
		// React reports the error too; ours names the block.
		expect( console ).toHaveErrored();
		expect( farolErrors() ).toContain(
			'[farol] .wp-block-demo: a component threw; the server markup is back'
		);
	} );

	it( 'puts the server markup back when a component throws later, on an update', () => {
		/**
		 * Works until clicked.
		 */
		function FailsWhenClicked() {
			const [ clicked, setClicked ] = useState( false );
			if ( clicked ) {
				throw new Error( 'clicked' );
			}
			return (
				<button type="button" onClick={ () => setClicked( true ) }>
					Live
				</button>
			);
		}
		const container = serverBlock(
			'wp-block-demo',
			{ label: 'x' },
			SERVER
		);
		mountNow( () => <FailsWhenClicked /> );
		expect( screen.queryByText( 'Server markup' ) ).toBeNull();

		act( () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Live' } ) );
		} );
		expect( container.innerHTML ).toBe( SERVER );
		// React reports the error too; ours names the block.
		expect( console ).toHaveErrored();
		expect( farolErrors() ).toContain(
			'[farol] .wp-block-demo: a component threw; the server markup is back'
		);
	} );

	it( 'leaves other blocks of the page working', () => {
		const broken = serverBlock(
			'wp-block-demo',
			{ label: 'broken' },
			SERVER
		);
		const fine = serverBlock( 'wp-block-demo', { label: 'fine' }, SERVER );
		mountNow( ( { label } ) =>
			label === 'broken' ? <Broken /> : <p>{ label }</p>
		);
		expect( broken.innerHTML ).toBe( SERVER );
		expect( fine ).toHaveTextContent( 'fine' );
		expect( console ).toHaveErrored();
	} );
} );

describe( 'one root per container', () => {
	it( 'gives each container its own tree, once, however often mountBlocks runs', () => {
		const first = serverBlock(
			'wp-block-demo',
			{ label: 'first' },
			SERVER
		);
		const second = serverBlock(
			'wp-block-demo',
			{ label: 'second' },
			SERVER
		);
		const render = jest.fn( ( { label }: DemoProps ) => (
			<p className="live">{ label }</p>
		) );
		mountNow( render );
		const again = mountBlocks( {
			selector: SELECTOR,
			props: schema,
			when: 'now',
			render,
		} );

		expect( render ).toHaveBeenCalledTimes( 2 );
		expect( first.querySelectorAll( '.live' ) ).toHaveLength( 1 );
		expect( first ).toHaveTextContent( 'first' );
		expect( second.querySelectorAll( '.live' ) ).toHaveLength( 1 );
		expect( second ).toHaveTextContent( 'second' );
		act( () => again() );
	} );
} );

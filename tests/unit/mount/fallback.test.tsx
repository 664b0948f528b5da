/**
 * When the eager loader gives a container's held actions to the browser: only when its
 * runtime failed — at once when a script of its template fails to load, NATIVE_AFTER_MS after
 * the scripts have all run without the runtime taking over (it threw) — and never while the
 * scripts are still arriving, however slowly: a click held meanwhile on a button the browser
 * does nothing with is replayed on the runtime once it arrives (the generator's rule was
 * clicked on a slow server, the scripts took 15 s, the click went to the server's button at
 * 8 s and was lost).
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
import { NATIVE_AFTER_MS } from '@farol/lib/mount/replay';
import { startLoader } from '@farol/lib/mount/start-loader';
import { fakeIdle, fakeViewport } from './helpers';

/** Lets the loader's promise callbacks run (fake timers: none of them advances). */
const flush = () => act( () => jest.advanceTimersByTimeAsync( 0 ) );

/**
 * Reports an added external script as downloaded and run, or as failed.
 *
 * @param src   Its address.
 * @param event `load` or `error`.
 */
function scriptEnds( src: string, event: 'load' | 'error' = 'load' ): void {
	const script = document.body.querySelector(
		`:scope > script[src="${ src }"]`
	);
	expect( script ).not.toBeNull();
	script!.dispatchEvent( new Event( event ) );
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

let clicked: jest.Mock;
let stop = () => {};

/** The view bundle arrives and mounts the runtime: the same button, with its handler. */
function runtimeArrives(): void {
	act( () => {
		stop = mountBlocks( {
			selector: '.wp-block-demo',
			props: z.object( {} ),
			render: () => (
				<button type="button" onClick={ clicked }>
					Copiar
				</button>
			),
		} );
	} );
}

beforeEach( () => {
	jest.useFakeTimers();
	fakeViewport();
	fakeIdle();
	clicked = jest.fn();
	document.body.innerHTML = `
		<div class="wp-block-demo" id="demo" data-farol-mount="demo-view" data-farol-props="{}"><button type="button">Copiar</button></div>
		<form class="wp-block-form" id="form" data-farol-mount="form-view">
			<input name="name" required><button type="submit">Enviar</button>
		</form>
		<template data-farol-deferred="demo-view"><script src="/demo-view.js"></script></template>
		<template data-farol-deferred="form-view"><script src="/form-view.js"></script></template>`;
	startLoader( document );
} );

afterEach( () => {
	act( () => stop() );
	stop = () => {};
	jest.useRealTimers();
} );

describe( 'the loader’s native fallback', () => {
	it( 'waits for scripts that are slow to arrive: the click held meanwhile is the runtime’s', async () => {
		// The click brings the runtime (its scripts start loading) and is held.
		expect( click( screen.getByText( 'Copiar' ) ) ).toBe( false );
		await flush();

		// A slow server: the scripts take three times the fallback's delay.
		await act( () => jest.advanceTimersByTimeAsync( 3 * NATIVE_AFTER_MS ) );
		expect( document.getElementById( 'demo' ) ).not.toHaveAttribute(
			'data-farol-live'
		);

		runtimeArrives();
		scriptEnds( '/demo-view.js' );
		await flush();
		expect( clicked ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'goes native NATIVE_AFTER_MS after the scripts have run without a takeover', async () => {
		const form = document.getElementById( 'form' ) as HTMLFormElement;
		const invalid = jest.fn();
		form.querySelector( 'input' )!.addEventListener( 'invalid', invalid );
		click( screen.getByText( 'Enviar' ) );
		await flush();
		// The script is there, but its runtime threw: nothing takes the form over.
		scriptEnds( '/form-view.js' );
		await flush();

		await act( () => jest.advanceTimersByTimeAsync( NATIVE_AFTER_MS - 1 ) );
		expect( invalid ).not.toHaveBeenCalled();
		expect( form.noValidate ).toBe( true );

		await act( () => jest.advanceTimersByTimeAsync( 1 ) );
		// The browser validates the empty required field, as without JavaScript.
		expect( form.noValidate ).toBe( false );
		expect( invalid ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'goes native at once when a script fails to load', async () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation();
		const form = document.getElementById( 'form' ) as HTMLFormElement;
		const invalid = jest.fn();
		form.querySelector( 'input' )!.addEventListener( 'invalid', invalid );
		click( screen.getByText( 'Enviar' ) );
		await flush();

		scriptEnds( '/form-view.js', 'error' );
		await flush();
		expect( invalid ).toHaveBeenCalledTimes( 1 );
		expect( error ).toHaveBeenCalled();
		error.mockRestore();
	} );
} );

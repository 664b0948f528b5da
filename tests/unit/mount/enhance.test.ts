/**
 * enhanceBlocks, the mount helper of plain TypeScript views: same handshake as mountBlocks
 * (the loader decides when, the view enhances the containers it marked needed), the held
 * forms get their validation back before `enhance` runs, and `farol:mounted` follows it, so
 * the click the visitor made while the view was on its way reaches the view's own handler.
 */

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { fakeIdle, fakeViewport } from './helpers';
import { enhanceBlocks } from '../../../src/lib/mount/enhance-blocks';
import { startLoader } from '../../../src/lib/mount/start-loader';

/** Lets pending promise callbacks run. */
const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

const clickOn = ( element: Element ) =>
	element.dispatchEvent(
		new MouseEvent( 'click', { bubbles: true, cancelable: true } )
	);

let stop = () => {};

beforeEach( () => {
	fakeViewport();
	fakeIdle();
	document.body.innerHTML = `
		<form class="wp-block-farol-contact-form" id="contato" data-farol-mount="contact-view" data-farol-when="interaction">
			<input type="email" name="email" required>
			<button type="submit">Enviar</button>
		</form>
		<template data-farol-deferred="contact-view"><script src="/contact-view.js" id="contact-view-js"></script></template>`;
} );

afterEach( () => {
	stop();
} );

it( 'enhances the container the loader marked, after giving its form validation back, then replays the held submit', async () => {
	const form = document.getElementById( 'contato' ) as HTMLFormElement;
	startLoader( document );
	expect( form.noValidate ).toBe( true );

	// The visitor presses "Enviar" before the view is there: held, and the view is asked for.
	expect( clickOn( screen.getByText( 'Enviar' ) ) ).toBe( false );
	await flush();
	expect( form ).toHaveAttribute( 'data-farol-needed' );
	expect(
		document.body.querySelector( ':scope > script[src="/contact-view.js"]' )
	).not.toBeNull();

	// The view arrives and runs.
	const seen: string[] = [];
	const mounted = jest.fn();
	form.addEventListener( 'farol:mounted', mounted );
	stop = enhanceBlocks( {
		selector: '.wp-block-farol-contact-form',
		enhance: ( container ) => {
			seen.push(
				`validation ${ ! ( container as HTMLFormElement ).noValidate }`
			);
			expect( mounted ).not.toHaveBeenCalled();
			const invalid = () => seen.push( 'invalid' );
			container
				.querySelector( 'input' )!
				.addEventListener( 'invalid', invalid );
			return () => seen.push( 'cleanup' );
		},
	} );

	expect( mounted ).toHaveBeenCalledTimes( 1 );
	// The replayed click submits with the browser's validation: the empty e-mail is invalid.
	expect( seen ).toEqual( [ 'validation true', 'invalid' ] );
	stop();
	expect( seen ).toEqual( [ 'validation true', 'invalid', 'cleanup' ] );
} );

it( 'still signals the container when enhance throws, so what was held goes on natively', () => {
	const form = document.getElementById( 'contato' ) as HTMLFormElement;
	form.setAttribute( 'data-farol-needed', '' );
	startLoader( document );
	clickOn( screen.getByText( 'Enviar' ) );
	const invalid = jest.fn();
	form.querySelector( 'input' )!.addEventListener( 'invalid', invalid );

	stop = enhanceBlocks( {
		selector: '.wp-block-farol-contact-form',
		enhance: () => {
			throw new Error( 'broken view' );
		},
	} );
	expect( console ).toHaveErrored();
	expect( form.noValidate ).toBe( false );
	expect( invalid ).toHaveBeenCalledTimes( 1 );
} );

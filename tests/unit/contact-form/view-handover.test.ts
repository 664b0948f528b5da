/**
 * The contact form's view takes over a form the visitor already submitted: the loader held the
 * click on "Send" while the view was on its way, and replays it once the view has started
 * (blocks/contact-form/view.ts through enhanceBlocks). The replayed submit reaches the form's
 * own validation (its messages, from the server's props) even though a required acceptance
 * box is unticked, nothing is sent, and the buttons follow the acceptance box after.
 */
/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { fakeIdle, fakeViewport } from '../mount/helpers';
import { startLoader } from '../../../src/lib/mount/start-loader';
import serverWords from '../../fixtures/contact-form/client-words.json';

const PROPS = {
	formId: 7,
	unit: 'farol-contact-form-7',
	endpoints: {
		feedback: 'https://site.test/wp-json/farol/v1/contact-forms/7/feedback',
		refill: 'https://site.test/wp-json/farol/v1/contact-forms/7/refill',
	},
	schema: {
		version: 'farol-contact-form-rules-1',
		locale: 'pt_BR',
		rules: [
			{
				rule: 'required',
				field: 'your-name',
				error: 'Preencha este campo.',
			},
		],
		acceptance: [ { field: 'terms', invert: false, optional: false } ],
	},
	messages: {
		validation_failed: 'Um ou mais campos têm erros.',
		acceptance_missing: 'Aceite os termos.',
	},
};

/** Lets pending callbacks run. */
const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

const fetchMock = jest.fn();

beforeEach( () => {
	fakeViewport();
	fakeIdle();
	( window as { fetch?: unknown } ).fetch = fetchMock;
	const props = JSON.stringify( PROPS ).replace( /"/g, '&quot;' );
	const words = JSON.stringify( serverWords ).replace( /"/g, '&quot;' );
	document.body.innerHTML = `
		<div class="wp-block-farol-contact-form" data-farol-mount="contact-view" data-farol-when="interaction" data-farol-words="${ words }">
			<form class="farol-contact-form" novalidate data-farol-props="${ props }">
				<div data-name="your-name">
					<label for="n">Seu nome</label>
					<input id="n" name="your-name" required aria-describedby="n-error">
					<span class="farol-contact-form__error" id="n-error" hidden></span>
				</div>
				<div data-name="terms"><input type="checkbox" name="terms" value="1" id="t"><label for="t">Aceito</label></div>
				<button type="submit">Enviar</button>
				<div class="farol-contact-form__response" role="status"></div>
			</form>
		</div>
		<template data-farol-deferred="contact-view"><script src="/contact-view.js" id="contact-view-js"></script></template>`;
} );

it( 'validates the submit held before the view came, with the form’s own messages, and sends nothing', async () => {
	startLoader( document );
	const send = screen.getByRole( 'button', { name: 'Enviar' } );
	// Held: the default (a native post) is prevented and the view is asked for.
	expect(
		send.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, cancelable: true } )
		)
	).toBe( false );
	await flush();

	// The view arrives and runs.
	jest.isolateModules( () => {
		require( '../../../blocks/contact-form/view' );
	} );

	const form = document.querySelector( 'form' ) as HTMLFormElement;
	expect( screen.getByRole( 'status' ) ).toHaveTextContent(
		PROPS.messages.validation_failed
	);
	expect( screen.getByLabelText( 'Seu nome' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	expect( form.querySelector( '[data-name="your-name"]' ) ).toHaveTextContent(
		'Preencha este campo.'
	);
	expect( fetchMock ).not.toHaveBeenCalled();

	// Then the button follows the unticked acceptance box, as on a form the view started alone.
	await flush();
	expect( send ).toBeDisabled();
} );

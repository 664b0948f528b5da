/**
 * Nothing a visitor typed is ever lost: text typed before the runtime arrived stays when it
 * takes over; a server error (a 500 injected with page.route) shows the form's error
 * container with the data intact; a request that never gets an answer (aborted, as offline)
 * does the same, and the retry sends the same attempt (same idempotency key) and converts.
 */
/**
 * External dependencies
 */
import type { Route } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from './fixtures';
import { acceptNextDialog } from './dialogs';
import {
	conversionsOf,
	createFormPage,
	deleteFormPage,
	HUMAN_DELAY_MS,
	runtimeReady,
	uniqueEmail,
	visitorPage,
	type TestForm,
} from './lead-form-submit-helpers';

let made: TestForm;

test.beforeAll( async ( { requestUtils } ) => {
	made = await createFormPage( requestUtils, 'E2E Runtime failures', {
		conversion_identifier: 'e2e-runtime-failures',
		thankyou_message: 'Tudo certo!',
		fields: [
			{ name: 'name', type: 'text', label: 'Nome', required: true },
			{ name: 'email', type: 'email', label: 'E-mail', required: true },
			{ name: 'cf_msg', type: 'textarea', label: 'Mensagem' },
		],
	} );
} );

test.afterAll( async ( { requestUtils } ) => {
	if ( made ) {
		await deleteFormPage( requestUtils, made );
	}
} );

const CONVERSIONS = /\/farol\/v1\/conversions|farol%2Fv1%2Fconversions/;

test( 'a 500 shows the error container and keeps what was typed', async ( {
	browser,
	baseURL,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	await page.route( CONVERSIONS, ( route: Route ) =>
		route.fulfill( {
			status: 500,
			contentType: 'application/json',
			body: '{"code":"boom"}',
		} )
	);
	await page.goto( made.link );
	await runtimeReady( page );
	const form = page.locator( '.farol-lead-form__form' );
	await form.getByLabel( 'Nome' ).fill( 'Fabi' );
	await form.getByLabel( 'E-mail' ).fill( 'fabi@farol-e2e.com.br' );
	await form.getByLabel( 'Mensagem' ).fill( 'Linha 1\nLinha 2' );
	await form.getByRole( 'button' ).click();

	const errors = form.locator( '.farol-lead-form__errors' );
	await expect( errors ).toBeVisible();
	await expect( errors ).toHaveText(
		'Não conseguimos enviar seus dados. Verifique sua conexão e tente novamente; nada do que você digitou foi perdido.'
	);
	await expect( form.getByRole( 'button' ) ).toBeVisible();
	await expect( form.getByRole( 'button' ) ).toBeEnabled();
	await expect( form.locator( '.farol-lead-form__loader' ) ).toBeHidden();
	await expect( form.getByLabel( 'Nome' ) ).toHaveValue( 'Fabi' );
	await expect( form.getByLabel( 'E-mail' ) ).toHaveValue(
		'fabi@farol-e2e.com.br'
	);
	await expect( form.getByLabel( 'Mensagem' ) ).toHaveValue(
		'Linha 1\nLinha 2'
	);
	await page.context().close();
} );

test( 'offline keeps the data, and the retry converts once with the same key', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	const keys: string[] = [];
	page.on( 'request', ( request ) => {
		if (
			CONVERSIONS.test( request.url() ) &&
			request.method() === 'POST'
		) {
			keys.push( request.postDataJSON().idempotency_key );
		}
	} );
	await page.route( CONVERSIONS, ( route: Route ) =>
		route.abort( 'internetdisconnected' )
	);
	await page.goto( made.link );
	await runtimeReady( page );
	const form = page.locator( '.farol-lead-form__form' );
	const email = uniqueEmail( 'offline' );
	await form.getByLabel( 'Nome' ).fill( 'Gui Offline' );
	await form.getByLabel( 'E-mail' ).fill( email );
	await page.waitForTimeout( HUMAN_DELAY_MS );
	await form.getByRole( 'button' ).click();
	await expect( form.locator( '.farol-lead-form__errors' ) ).toBeVisible();
	await expect( form.getByLabel( 'Nome' ) ).toHaveValue( 'Gui Offline' );

	// Back online: the same attempt goes through.
	await page.unroute( CONVERSIONS );
	const dialog = acceptNextDialog( page );
	await form.getByRole( 'button' ).click();
	expect( ( await dialog ).message ).toBe( 'Tudo certo!' );
	await expect( form.locator( '.farol-lead-form__errors' ) ).toBeHidden();
	expect( keys ).toHaveLength( 2 );
	expect( keys[ 1 ] ).toBe( keys[ 0 ] );
	expect( await conversionsOf( requestUtils, email ) ).toHaveLength( 1 );
	await page.context().close();
} );

test( 'what the visitor typed before the runtime arrived stays', async ( {
	browser,
	baseURL,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	// The runtime's script is held back until the visitor has typed.
	let release: () => void = () => {};
	const typed = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( /lead-form\/view\.js/, async ( route: Route ) => {
		await typed;
		await route.continue();
	} );
	await page.goto( made.link );
	const form = page.locator( '.farol-lead-form__form' );
	await form.getByLabel( 'Nome' ).fill( 'Helô Antes' );
	await form.getByLabel( 'Mensagem' ).click();
	await page.keyboard.type( 'digitado cedo' );
	await expect( form ).not.toHaveAttribute( 'aria-busy', /.*/ );
	release();
	await runtimeReady( page );
	await expect( form.getByLabel( 'Nome' ) ).toHaveValue( 'Helô Antes' );
	await expect( form.getByLabel( 'Mensagem' ) ).toHaveValue(
		'digitado cedo'
	);
	// Typing goes on where it was.
	await page.keyboard.type( '!' );
	await expect( form.getByLabel( 'Mensagem' ) ).toHaveValue(
		'digitado cedo!'
	);
	// And the runtime, not the no-JS fallback, handles the submit.
	await form.getByRole( 'button' ).click();
	await expect(
		form.locator( '[data-field="email"] .farol-lead-form__error' )
	).toHaveText( 'Campo obrigatório' );
	await page.context().close();
} );

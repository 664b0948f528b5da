/**
 * The lead form's handover: its runtime loads on the first pointer press or focus inside the
 * form (`data-farol-when="interaction"`), and what the visitor did before it took over is
 * kept (the eager loader's replay, src/lib/mount/). On a phone over a slow network
 * (Lighthouse's mobile conditions; none on the Playground smoke run) and with the runtime's
 * script held back until the visitor has acted:
 * - an empty submit shows the form's own 'Campo obrigatório' — never the browser's bubble —
 *   and sends nothing;
 * - a bad e-mail typed and submitted shows the form's own e-mail message;
 * - the phone library is not downloaded until the phone field is focused;
 * - keys in a field and a select, then a click on submit, the runtime coming from a slow server
 *   (later than the loader's native fallback delay): what was typed and picked is kept and the
 *   form answers with its own message, never the browser's, and sends nothing.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from './fixtures';
import {
	LATER_THAN_THE_FALLBACK_MS,
	mobileConditions,
	neverIdle,
	scriptsLoaded,
	tookOver,
} from './handover';
import { NATIVE_AFTER_MS } from '../../src/lib/mount/replay';
import {
	createFormPage,
	deleteFormPage,
	visitorPage,
	type TestForm,
} from './lead-form-submit-helpers';

/** The lead form's view script (the runtime). */
const VIEW = /\/build\/lead-form\/view\.js/;
/** The views' on-demand chunks (the phone library and its metadata): build/views/<id>.<hash>.js. */
const CHUNK = /\/plugins\/farol\/build\/views\/\d+\.[0-9a-f]{8}\.js/;
/**
 * How long the runtime may take, once released right after the visitor's action, to arrive
 * and answer the held submit on a throttled phone.
 */
const PROMPTLY = { timeout: NATIVE_AFTER_MS - 1000 };
/** Where a submission goes: the conversions route, or the no-JavaScript post. */
const SENT = /farol\/v1\/conversions|farol%2Fv1%2Fconversions|admin-post\.php/;

let made: TestForm;

test.beforeAll( async ( { requestUtils } ) => {
	made = await createFormPage( requestUtils, 'E2E Handover lead form', {
		conversion_identifier: 'e2e-handover-lead-form',
		locale: 'pt-BR',
		fields: [
			{ name: 'name', type: 'text', label: 'Nome', required: true },
			{ name: 'email', type: 'email', label: 'E-mail', required: true },
			{
				name: 'cf_interesse',
				type: 'select',
				label: 'Interesse',
				required: false,
				options: [
					{ value: 'site', label: 'Site' },
					{ value: 'loja', label: 'Loja' },
				],
			},
			{
				name: 'mobile_phone',
				type: 'phone',
				label: 'Celular',
				required: false,
				phone_mask: 'BRAZILIAN_MASK',
				phone_country: 'BR',
			},
		],
	} );
} );

test.afterAll( async ( { requestUtils } ) => {
	if ( made ) {
		await deleteFormPage( requestUtils, made );
	}
} );

/**
 * A visitor's page on a phone, whose runtime script waits until `release()`; the browser's own
 * validation ('invalid' events) and every submission sent are counted.
 *
 * @param page The visitor's page.
 * @return Releases the runtime's script; the requests that sent the form.
 */
async function heldBack( page: Page ) {
	await mobileConditions( page );
	await neverIdle( page );
	await page.addInitScript( () => {
		( window as unknown as { farolInvalid: number } ).farolInvalid = 0;
		document.addEventListener(
			'invalid',
			() => {
				( window as unknown as { farolInvalid: number } )
					.farolInvalid++;
			},
			true
		);
	} );
	let release = () => {};
	const released = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	await page.route( VIEW, async ( route ) => {
		await released;
		await route.continue();
	} );
	const sent: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.method() === 'POST' && SENT.test( request.url() ) ) {
			sent.push( request.url() );
		}
	} );
	return { release, sent };
}

/**
 * How many times the browser validated a field itself.
 *
 * @param page The page.
 */
function browserValidations( page: Page ): Promise< number > {
	return page.evaluate(
		() => ( window as unknown as { farolInvalid: number } ).farolInvalid
	);
}

test( 'an empty submit before the runtime arrives shows Campo obrigatório and sends nothing @smoke', async ( {
	browser,
	baseURL,
} ) => {
	test.setTimeout( 90_000 );
	const page = await visitorPage( browser, baseURL! );
	const { release, sent } = await heldBack( page );
	await page.goto( made.link, { waitUntil: 'domcontentloaded' } );
	const form = page.locator( '.farol-lead-form__form' );
	await form.getByRole( 'button' ).click();
	expect( await scriptsLoaded( page, VIEW ) ).toEqual( [] );
	release();

	const name = form.locator( '.farol-lead-form__field[data-field="name"]' );
	await expect( name ).toContainText( 'Campo obrigatório', PROMPTLY );
	await expect(
		form.locator( '.farol-lead-form__field[data-field="email"]' )
	).toContainText( 'Campo obrigatório' );
	await expect( form.getByLabel( 'Nome' ) ).toBeFocused();
	expect( await browserValidations( page ) ).toBe( 0 );
	expect( sent ).toEqual( [] );
	expect( new URL( page.url() ).pathname ).toBe(
		new URL( made.link ).pathname
	);
	await page.context().close();
} );

test( 'a bad e-mail typed and submitted before the runtime arrives shows the form’s own message @smoke', async ( {
	browser,
	baseURL,
} ) => {
	test.setTimeout( 90_000 );
	const page = await visitorPage( browser, baseURL! );
	const { release, sent } = await heldBack( page );
	await page.goto( made.link, { waitUntil: 'domcontentloaded' } );
	const form = page.locator( '.farol-lead-form__form' );
	await form.getByLabel( 'Nome' ).fill( 'Ana Antes' );
	await form.getByLabel( 'E-mail' ).fill( 'ana@' );
	await form.getByRole( 'button' ).click();
	release();

	await expect(
		form.locator( '.farol-lead-form__field[data-field="email"]' )
	).toContainText( 'Endereço de e-mail inválido', PROMPTLY );
	await expect(
		form.locator( '.farol-lead-form__field[data-field="name"]' )
	).not.toContainText( 'Campo obrigatório' );
	await expect( form.getByLabel( 'E-mail' ) ).toHaveValue( 'ana@' );
	expect( await browserValidations( page ) ).toBe( 0 );
	expect( sent ).toEqual( [] );
	await page.context().close();
} );

test( 'the phone library is not downloaded until the phone field is focused @smoke', async ( {
	browser,
	baseURL,
} ) => {
	test.setTimeout( 90_000 );
	const page = await visitorPage( browser, baseURL! );
	await mobileConditions( page );
	await neverIdle( page );
	await page.goto( made.link, { waitUntil: 'domcontentloaded' } );
	const form = page.locator( '.farol-lead-form__form' );
	// Nothing of the runtime before the visitor touches the form.
	await page.waitForLoadState( 'load' );
	expect( await scriptsLoaded( page, VIEW ) ).toEqual( [] );

	await form.getByLabel( 'Nome' ).fill( 'Ana Antes' );
	await expect( form ).toHaveAttribute( 'aria-busy', 'false', {
		timeout: 45_000,
	} );
	await form.getByLabel( 'E-mail' ).fill( 'ana@example.com' );
	await page.waitForLoadState( 'networkidle' );
	expect( await scriptsLoaded( page, CHUNK ) ).toEqual( [] );

	await form.getByLabel( 'Celular' ).focus();
	// The library's code and Brazil's metadata.
	await expect
		.poll( async () => ( await scriptsLoaded( page, CHUNK ) ).length, {
			timeout: 45_000,
		} )
		.toBeGreaterThanOrEqual( 2 );
	await page.context().close();
} );

test( 'keys in a field and a select, then a submit, before a slow runtime: kept, and the form’s own message @smoke', async ( {
	browser,
	baseURL,
} ) => {
	test.setTimeout( 90_000 );
	const page = await visitorPage( browser, baseURL! );
	const { release, sent } = await heldBack( page );
	await page.goto( made.link, { waitUntil: 'domcontentloaded' } );
	const form = page.locator( '.farol-lead-form__form' );
	const name = form.getByLabel( 'Nome' );
	const interest = form.getByLabel( 'Interesse' );

	await name.focus();
	await page.keyboard.type( 'Ana Antes' );
	await interest.focus();
	await page.keyboard.press( 'ArrowDown' );
	const picked = await interest.inputValue();
	expect( [ 'site', 'loja' ] ).toContain( picked );
	await form.getByRole( 'button' ).click();
	// A slow server: the runtime comes later than the loader's fallback delay.
	await page.waitForTimeout( LATER_THAN_THE_FALLBACK_MS );
	expect( await browserValidations( page ) ).toBe( 0 );
	release();
	await tookOver( page.locator( '[data-farol-mount*="lead-form"]' ) );

	await expect(
		form.locator( '.farol-lead-form__field[data-field="email"]' )
	).toContainText( 'Campo obrigatório' );
	await expect(
		form.locator( '.farol-lead-form__field[data-field="name"]' )
	).not.toContainText( 'Campo obrigatório' );
	await expect( name ).toHaveValue( 'Ana Antes' );
	await expect( interest ).toHaveValue( picked );
	expect( await browserValidations( page ) ).toBe( 0 );
	expect( sent ).toEqual( [] );
	await page.context().close();
} );

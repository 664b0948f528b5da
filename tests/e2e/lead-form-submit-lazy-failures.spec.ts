/**
 * A submit never silently does nothing, whatever the lead form's lazy parts do. Each chunk the
 * form's script loads on demand (the phone library, the metadata of each calling code its
 * numbers need, asked when a phone field is focused) is made to fail in turn: it is asked twice, then skipped, and the
 * visitor still converts. Chunks that never answer hold a submit a few seconds at most. With
 * the library down, the server (the authority on every submission) judges the phone number,
 * beside its field. A conversion request that fails, or gets no answer, shows the error
 * container, and the retry converts.
 */
/**
 * External dependencies
 */
import type { Page, Request, Route } from '@playwright/test';

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
import {
	LIBRARY_WAIT_MS,
	SEND_DEADLINE_MS,
} from '../../src/lead-form/runtime/waits';

/** The views' on-demand chunks (webpack names them by number): build/views/<id>.<hash>.js. */
const CHUNK = /\/plugins\/farol\/build\/views\/\d+\.[0-9a-f]{8}\.js(\?|$)/;
const CONVERSIONS = /\/farol\/v1\/conversions|farol%2Fv1%2Fconversions/;
const THANKS = 'Recebemos, obrigado!';
const FAILED =
	'Não conseguimos enviar seus dados. Verifique sua conexão e tente novamente; nada do que você digitou foi perdido.';

let made: TestForm;

test.beforeAll( async ( { requestUtils } ) => {
	made = await createFormPage( requestUtils, 'E2E Runtime lazy failures', {
		conversion_identifier: 'e2e-runtime-lazy-failures',
		thankyou_message: THANKS,
		fields: [
			{ name: 'name', type: 'text', label: 'Nome', required: true },
			{ name: 'email', type: 'email', label: 'E-mail', required: true },
			{
				name: 'mobile_phone',
				type: 'phone',
				label: 'Celular',
				phone_mask: 'BRAZILIAN_MASK',
				phone_country: 'BR',
			},
			{
				name: 'personal_phone',
				type: 'phone',
				label: 'Telefone internacional',
				phone_mask: 'INTERNATIONAL_MASK',
				phone_country: 'PT',
			},
		],
	} );
} );

test.afterAll( async ( { requestUtils } ) => {
	if ( made ) {
		await deleteFormPage( requestUtils, made );
	}
} );

const isConversion = ( request: Request ) =>
	CONVERSIONS.test( request.url() ) && request.method() === 'POST';

/**
 * Opens the form as a visitor, its runtime in charge, and fills it in (the phone as the
 * Brazilian mask writes it, so the value is the same with or without the mask).
 *
 * @param page  The visitor's page.
 * @param email The address.
 * @param phone The mobile number.
 */
async function openAndFill(
	page: Page,
	email: string,
	phone = '(11) 98765-4321'
): Promise< ReturnType< Page[ 'locator' ] > > {
	await page.goto( made.link );
	await runtimeReady( page );
	const form = page.locator( '.farol-lead-form__form' );
	await form.getByLabel( 'Nome' ).fill( 'Lia Lazy' );
	await form.getByLabel( 'E-mail' ).fill( email );
	await form.getByLabel( 'Celular' ).fill( phone );
	await page.waitForTimeout( HUMAN_DELAY_MS );
	return form;
}

/**
 * Submits and expects the conversion: the request sent, the thank-you alert, the form idle.
 *
 * @param page The visitor's page.
 * @param form The form.
 * @return The conversion request.
 */
async function submitAndConvert(
	page: Page,
	form: ReturnType< Page[ 'locator' ] >
): Promise< Request > {
	const sent = page.waitForRequest( isConversion );
	const dialog = acceptNextDialog( page );
	await form.getByRole( 'button' ).click();
	const request = await sent;
	expect( ( await dialog ).message ).toBe( THANKS );
	await expect( form.locator( '.farol-lead-form__errors' ) ).toBeHidden();
	await expect( form ).toHaveAttribute( 'aria-busy', 'false' );
	return request;
}

test( 'each lazy chunk failing in turn is asked twice, then skipped, and the visitor converts', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	test.setTimeout( 180_000 );
	// The chunks a visitor's page loads for this form, found on a visit that fills it in.
	const probe = await visitorPage( browser, baseURL! );
	const chunks = new Set< string >();
	probe.on( 'request', ( request ) => {
		if ( CHUNK.test( request.url() ) ) {
			chunks.add( new URL( request.url() ).pathname );
		}
	} );
	await openAndFill( probe, uniqueEmail( 'probe' ) );
	await probe.waitForLoadState( 'networkidle' );
	await probe.context().close();
	// The phone library and Brazil's metadata at least.
	expect( chunks.size ).toBeGreaterThanOrEqual( 2 );

	for ( const chunk of chunks ) {
		await test.step( `${ chunk } fails`, async () => {
			const page = await visitorPage( browser, baseURL! );
			let asked = 0;
			await page.route(
				( url ) => url.pathname === chunk,
				( route: Route ) => {
					asked++;
					return route.abort( 'failed' );
				}
			);
			const email = uniqueEmail( 'lazy' );
			const form = await openAndFill( page, email );
			const request = await submitAndConvert( page, form );
			expect( request.postDataJSON() ).toMatchObject( {
				name: 'Lia Lazy',
				email,
				mobile_phone: '(11) 98765-4321',
			} );
			// Asked once more after the failure, then given up.
			expect( asked ).toBeGreaterThanOrEqual( 2 );
			await expect
				.poll(
					async () =>
						( await conversionsOf( requestUtils, email ) ).length
				)
				.toBe( 1 );
			await page.context().close();
		} );
	}
} );

test( 'chunks that never answer hold the submit a few seconds at most', async ( {
	browser,
	baseURL,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	// Every on-demand chunk hangs: the request is never answered.
	await page.route( CHUNK, () => undefined );
	const form = await openAndFill( page, uniqueEmail( 'hang' ) );
	const clicked = Date.now();
	const sent = page.waitForRequest( isConversion );
	const dialog = acceptNextDialog( page );
	await form.getByRole( 'button' ).click();
	await expect( form ).toHaveAttribute( 'aria-busy', 'true' );
	await sent;
	expect( Date.now() - clicked ).toBeLessThan( LIBRARY_WAIT_MS + 3000 );
	expect( ( await dialog ).message ).toBe( THANKS );
	await page.context().close();
} );

test( 'with the phone library down, the server judges the number beside its field', async ( {
	browser,
	baseURL,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	await page.route( CHUNK, ( route: Route ) => route.abort( 'failed' ) );
	// A pattern-shaped number no Brazilian line has (eight digits starting with 8): the
	// browser cannot tell without the library, the server refuses it.
	const form = await openAndFill(
		page,
		uniqueEmail( 'judged' ),
		'(11) 8765-4321'
	);
	const answered = page.waitForResponse(
		( response ) =>
			isConversion( response.request() ) && response.status() === 400
	);
	await form.getByRole( 'button' ).click();
	await answered;
	const phone = form.getByLabel( 'Celular' );
	await expect(
		form.locator( '[data-field="mobile_phone"] .farol-lead-form__error' )
	).toHaveText( 'Número de telefone inválido.' );
	await expect( phone ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( phone ).toBeFocused();
	await expect( form.getByRole( 'button' ) ).toBeEnabled();
	await page.context().close();
} );

test( 'a conversion request that fails shows the error container, and a second click converts', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	await page.route( CONVERSIONS, ( route: Route ) =>
		route.abort( 'failed' )
	);
	const email = uniqueEmail( 'aborted' );
	const form = await openAndFill( page, email );
	await form.getByRole( 'button' ).click();
	const errors = form.locator( '.farol-lead-form__errors' );
	await expect( errors ).toBeVisible();
	await expect( errors ).toHaveText( FAILED );
	await expect( form.getByRole( 'button' ) ).toBeEnabled();
	await expect( form.getByLabel( 'Celular' ) ).toHaveValue(
		'(11) 98765-4321'
	);

	await page.unroute( CONVERSIONS );
	await submitAndConvert( page, form );
	expect( await conversionsOf( requestUtils, email ) ).toHaveLength( 1 );
	await page.context().close();
} );

test( 'a conversion request with no answer shows the error container at its deadline, and a second click converts', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	test.setTimeout( 90_000 );
	const page = await visitorPage( browser, baseURL! );
	// The server never answers the first request.
	let first = true;
	await page.route( CONVERSIONS, ( route: Route ) => {
		if ( first ) {
			first = false;
			return undefined;
		}
		return route.continue();
	} );
	const email = uniqueEmail( 'silent' );
	const form = await openAndFill( page, email );
	const keys: string[] = [];
	page.on( 'request', ( request ) => {
		if ( isConversion( request ) ) {
			keys.push( request.postDataJSON().idempotency_key );
		}
	} );
	const abandoned = page.waitForEvent( 'requestfailed', isConversion );
	await form.getByRole( 'button' ).click();
	const errors = form.locator( '.farol-lead-form__errors' );
	await expect( errors ).toBeVisible( { timeout: SEND_DEADLINE_MS + 5000 } );
	await expect( errors ).toHaveText( FAILED );
	// The runtime gave the request up (aborted it) rather than leave it open.
	await abandoned;
	await expect( form.getByRole( 'button' ) ).toBeEnabled();

	await submitAndConvert( page, form );
	expect( keys ).toHaveLength( 2 );
	expect( keys[ 1 ] ).toBe( keys[ 0 ] );
	expect( await conversionsOf( requestUtils, email ) ).toHaveLength( 1 );
	await page.context().close();
} );

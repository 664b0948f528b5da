/**
 * A visitor submits lead forms on a pt_BR site and the runtime answers as the spec says:
 * errors beside the fields with the focus on the first, the thank-you alert and the redirect
 * after a conversion (both variants; the lead then shows to the administrator), the
 * corporate-email message on the e-mail field, and the "no longer available" alert once the
 * form's token has changed.
 */
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

const FIELDS = [
	{ name: 'name', type: 'text', label: 'Nome', required: true },
	{ name: 'email', type: 'email', label: 'E-mail', required: true },
	{ name: 'cf_idade', type: 'number', label: 'Idade', value_type: 'integer' },
];

let redirecting: TestForm;
let legacy: TestForm;
let corporate: TestForm;

test.beforeAll( async ( { requestUtils } ) => {
	redirecting = await createFormPage( requestUtils, 'E2E Runtime redirect', {
		conversion_identifier: 'e2e-runtime-redirect',
		thankyou_message: 'Recebemos seus dados!',
		redirect_to: '/?obrigado=1',
		fields: FIELDS,
	} );
	legacy = await createFormPage( requestUtils, 'E2E Runtime legacy', {
		conversion_identifier: 'e2e-runtime-legacy',
		variant: 'legacy',
		thankyou_message: 'Legado recebido!',
		fields: FIELDS,
	} );
	corporate = await createFormPage( requestUtils, 'E2E Runtime corporate', {
		conversion_identifier: 'e2e-runtime-corporate',
		corporate_email_only: true,
		fields: FIELDS,
	} );
} );

test.afterAll( async ( { requestUtils } ) => {
	for ( const made of [ redirecting, legacy, corporate ] ) {
		if ( made ) {
			await deleteFormPage( requestUtils, made );
		}
	}
} );

test( 'a visitor converts on the demo page and the lead reaches the admin @smoke', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	await page.goto( '/fale-com-a-gente/' );
	await runtimeReady( page );
	const form = page.locator( '.farol-lead-form__form' );

	// Nothing filled: the required fields say so, the first one has the focus.
	await form.getByRole( 'button', { name: 'Quero receber' } ).click();
	const name = form.getByLabel( 'Nome' );
	await expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( name ).toBeFocused();
	await expect(
		form.locator( '[data-field="name"] .farol-lead-form__error' )
	).toHaveText( 'Campo obrigatório' );
	await expect(
		form.locator( '[data-field="email"] .farol-lead-form__error' )
	).toHaveText( 'Campo obrigatório' );

	const email = uniqueEmail( 'demo' );
	await name.fill( 'Ana Demo' );
	await name.blur();
	await expect( name ).not.toHaveAttribute( 'aria-invalid', 'true' );
	await form.getByLabel( 'E-mail' ).fill( email );
	await page.waitForTimeout( HUMAN_DELAY_MS );

	const dialog = acceptNextDialog( page );
	const answered = page.waitForResponse( ( response ) =>
		response.url().includes( 'conversions' )
	);
	await form.getByRole( 'button', { name: 'Quero receber' } ).click();
	const request = ( await answered ).request();
	expect( request.method() ).toBe( 'POST' );
	expect( request.headers()[ 'content-type' ] ).toBe( 'application/json' );
	expect( request.headers().authorization ).toMatch( /^[a-f0-9]{32}$/ );
	const body = request.postDataJSON();
	expect( body ).toMatchObject( {
		name: 'Ana Demo',
		email,
		conversion_url: `${ baseURL }/fale-com-a-gente/`,
		conversion_domain: 'localhost',
	} );
	expect( body.idempotency_key ).toMatch( /^[0-9a-f-]{36}$/ );
	expect( ( await dialog ).message ).toBe(
		'Obrigado! Em breve entraremos em contato.'
	);
	await expect(
		form.getByRole( 'button', { name: 'Quero receber' } )
	).toBeEnabled();
	await expect( form.locator( '.farol-lead-form__loader' ) ).toBeHidden();

	const leads = await conversionsOf( requestUtils, email );
	expect( leads ).toHaveLength( 1 );
	await page.context().close();
} );

test( 'a press on the button that clears a field’s message still submits', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	await page.goto( '/fale-com-a-gente/' );
	await runtimeReady( page );
	const form = page.locator( '.farol-lead-form__form' );
	const button = form.getByRole( 'button', { name: 'Quero receber' } );
	await button.click();
	const emailError = form.locator(
		'[data-field="email"] .farol-lead-form__error'
	);
	await expect( emailError ).toHaveText( 'Campo obrigatório' );
	await form.getByLabel( 'Nome' ).fill( 'Lia Pressa' );
	const email = uniqueEmail( 'press' );
	await form.getByLabel( 'E-mail' ).fill( email );
	await page.waitForTimeout( HUMAN_DELAY_MS );

	// The press takes the focus from the e-mail field, whose message then clears; a slow
	// release (a finger, a busy machine) must still land on the button it pressed.
	const sent = page.waitForRequest( ( request ) =>
		request.url().includes( 'conversions' )
	);
	const dialog = acceptNextDialog( page );
	// The pointer goes to the button where it is now: hover() scrolls it into view and waits
	// until it stands still (measuring its box while the page still scrolled from the first
	// invalid field's focus put the press outside the viewport on a loaded machine).
	await button.hover();
	await page.mouse.down();
	await page.waitForTimeout( 300 );
	await page.mouse.up();
	expect( ( await sent ).postDataJSON().email ).toBe( email );
	await dialog;
	await expect( emailError ).toBeHidden();
	expect( await conversionsOf( requestUtils, email ) ).toHaveLength( 1 );
	await page.context().close();
} );

test( 'the thank-you alert comes first, then the form’s redirect', async ( {
	browser,
	baseURL,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	await page.goto( redirecting.link );
	await runtimeReady( page );
	const form = page.locator( '.farol-lead-form__form' );
	await form.getByLabel( 'Nome' ).fill( 'Bia Redirect' );
	await form.getByLabel( 'E-mail' ).fill( uniqueEmail( 'redirect' ) );
	await form.getByLabel( 'Idade' ).fill( '31' );
	await page.waitForTimeout( HUMAN_DELAY_MS );

	const dialog = acceptNextDialog( page );
	const sent = page.waitForRequest( ( request ) =>
		request.url().includes( 'conversions' )
	);
	await form.getByRole( 'button' ).click();
	expect( ( await sent ).postDataJSON().cf_idade ).toBe( 31 );
	const alert = await dialog;
	expect( alert.message ).toBe( 'Recebemos seus dados!' );
	// The alert showed on the form's page: the redirect comes after it.
	expect( alert.url ).not.toContain( 'obrigado' );
	await page.waitForURL( /\?obrigado=1$/ );
	await page.context().close();
} );

test( 'a legacy form sends a GET with the token and the lead is stored', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	await page.goto( legacy.link );
	await runtimeReady( page );
	const form = page.locator( '.farol-lead-form__form' );
	const email = uniqueEmail( 'legacy' );
	await form.getByLabel( 'Nome' ).fill( 'Caio Legado' );
	await form.getByLabel( 'E-mail' ).fill( email );
	await page.waitForTimeout( HUMAN_DELAY_MS );

	const dialog = acceptNextDialog( page );
	const sent = page.waitForRequest( ( request ) =>
		request.url().includes( 'conversions.json' )
	);
	await form.getByRole( 'button' ).click();
	const request = await sent;
	expect( request.method() ).toBe( 'GET' );
	const query = new URL( request.url() ).searchParams;
	expect( query.get( 'token_rdstation' ) ).toMatch( /^[a-f0-9]{32}$/ );
	expect( query.get( 'email' ) ).toBe( email );
	expect( query.get( 'conversion_domain' ) ).toBe( 'localhost' );
	expect( ( await dialog ).message ).toBe( 'Legado recebido!' );

	expect( await conversionsOf( requestUtils, email ) ).toHaveLength( 1 );
	await page.context().close();
} );

test( 'a corporate-only form asks for a company address on the e-mail field', async ( {
	browser,
	baseURL,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	await page.goto( corporate.link );
	await runtimeReady( page );
	const form = page.locator( '.farol-lead-form__form' );
	await form.getByLabel( 'Nome' ).fill( 'Duda' );
	const email = form.getByLabel( 'E-mail' );
	await email.fill( 'duda@gmail.com' );
	await form.getByRole( 'button' ).click();
	await expect(
		form.locator( '[data-field="email"] .farol-lead-form__error' )
	).toHaveText( 'Insira um endereço de email corporativo.' );
	await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( email ).toBeFocused();
	await expect( form.getByRole( 'button' ) ).toBeEnabled();
	await expect( email ).toHaveValue( 'duda@gmail.com' );
	await page.context().close();
} );

test( 'a form whose token changed is no longer available', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	await page.goto( corporate.link );
	await runtimeReady( page );
	const form = page.locator( '.farol-lead-form__form' );
	await form.getByLabel( 'Nome' ).fill( 'Edu' );
	await form.getByLabel( 'E-mail' ).fill( uniqueEmail( 'edu' ) );
	await requestUtils.rest( {
		path: `/farol/v1/forms/${ corporate.id }/token`,
		method: 'POST',
	} );
	await page.waitForTimeout( HUMAN_DELAY_MS );

	const dialog = acceptNextDialog( page );
	await form.getByRole( 'button' ).click();
	expect( ( await dialog ).message ).toBe(
		'Desculpe o transtorno, esta ação não está mais disponível.'
	);
	await expect( form.getByRole( 'button' ) ).toBeVisible();
	await expect( form.getByLabel( 'Nome' ) ).toHaveValue( 'Edu' );
	await page.context().close();
} );

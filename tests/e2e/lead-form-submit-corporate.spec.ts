/**
 * The server's corporate-email answer reaches the visitor: the page was loaded while the
 * form still took any address, then the editor made it corporate-only, so the runtime's own
 * rules (published with the page) let a free-mail address through and only the server
 * refuses it — a 422 whose errors start with CORPORATE_EMAIL_ONLY. The message shows beside
 * the e-mail field, submit works again and nothing typed is lost. The form is deleted after.
 */
/**
 * Internal dependencies
 */
import { expect, test } from './fixtures';
import {
	createFormPage,
	deleteFormPage,
	HUMAN_DELAY_MS,
	runtimeReady,
	visitorPage,
	type TestForm,
} from './lead-form-submit-helpers';

const DEFINITION = {
	conversion_identifier: 'e2e-runtime-corporate-late',
	corporate_email_only: false,
	fields: [
		{ name: 'name', type: 'text', label: 'Nome', required: true },
		{ name: 'email', type: 'email', label: 'E-mail', required: true },
		{ name: 'cf_cargo', type: 'text', label: 'Cargo' },
	],
};

let made: TestForm;

test.beforeAll( async ( { requestUtils } ) => {
	made = await createFormPage(
		requestUtils,
		'E2E Runtime corporate late',
		DEFINITION
	);
} );

test.afterAll( async ( { requestUtils } ) => {
	if ( made ) {
		await deleteFormPage( requestUtils, made );
	}
} );

const CONVERSIONS = /\/farol\/v1\/conversions|farol%2Fv1%2Fconversions/;

test( 'the server’s corporate-email 422 shows on the e-mail field and keeps the data', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	await page.goto( made.link );
	await runtimeReady( page );
	const form = page.locator( '.farol-lead-form__form' );
	await form.getByLabel( 'Nome' ).fill( 'Lia' );
	const email = form.getByLabel( 'E-mail' );
	await email.fill( 'lia.corporativa@gmail.com' );
	await form.getByLabel( 'Cargo' ).fill( 'Diretora' );

	// The editor turns the rule on after the page was served.
	await requestUtils.rest( {
		path: `/wp/v2/farol-lead-forms/${ made.id }`,
		method: 'POST',
		data: {
			meta: {
				farol_lead_form: { ...DEFINITION, corporate_email_only: true },
			},
		},
	} );
	await page.waitForTimeout( HUMAN_DELAY_MS );

	const answer = page.waitForResponse(
		( response ) =>
			CONVERSIONS.test( response.url() ) &&
			response.request().method() === 'POST'
	);
	await form.getByRole( 'button' ).click();
	const response = await answer;
	expect( response.status() ).toBe( 422 );
	const body = await response.json();
	expect( body.errors[ 0 ].error_type ).toBe( 'CORPORATE_EMAIL_ONLY' );

	await expect(
		form.locator( '[data-field="email"] .farol-lead-form__error' )
	).toHaveText( 'Insira um endereço de email corporativo.' );
	await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( form.getByRole( 'button' ) ).toBeVisible();
	await expect( form.getByRole( 'button' ) ).toBeEnabled();
	await expect( form.locator( '.farol-lead-form__loader' ) ).toBeHidden();
	await expect( form.getByLabel( 'Nome' ) ).toHaveValue( 'Lia' );
	await expect( email ).toHaveValue( 'lia.corporativa@gmail.com' );
	await expect( form.getByLabel( 'Cargo' ) ).toHaveValue( 'Diretora' );
	await page.context().close();
} );

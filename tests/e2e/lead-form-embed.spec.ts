/**
 * The embed script on a page outside WordPress: a static HTML page served from another port
 * by a tiny server of the test loads `embed.js` from the site; the form appears with its
 * styles, the runtime checks and sends it across origins, and the lead is stored. A form id
 * with no template logs `Failed to get options.`.
 */
/**
 * External dependencies
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
	uniqueEmail,
	visitorPage,
	type TestForm,
} from './lead-form-submit-helpers';

let made: TestForm;
let server: http.Server;
let pageOrigin = '';

/**
 * A static page embedding a form.
 *
 * @param site   The WordPress site.
 * @param formId The form's id.
 */
function embedPage( site: string, formId: string ): string {
	return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Parceiro</title></head>
<body><h1>Página de um parceiro</h1>
<div id="farol-form-${ formId }"></div>
<script src="${ site }/wp-content/plugins/farol/build/embed.js" data-form-id="${ formId }" data-form-domain="${ site }/wp-json/farol/v1/forms"></script>
</body></html>`;
}

test.beforeAll( async ( { requestUtils, baseURL } ) => {
	made = await createFormPage( requestUtils, 'E2E Runtime embed', {
		conversion_identifier: 'e2e-runtime-embed',
		thankyou_message: 'Embed recebido!',
		fields: [
			{ name: 'name', type: 'text', label: 'Nome', required: true },
			{ name: 'email', type: 'email', label: 'E-mail', required: true },
		],
	} );
	server = http.createServer( ( request, response ) => {
		const id = new URL( request.url ?? '/', 'http://x' ).searchParams.get(
			'form'
		);
		response.writeHead( 200, {
			'Content-Type': 'text/html; charset=utf-8',
		} );
		response.end( embedPage( baseURL!, id ?? '' ) );
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	pageOrigin = `http://127.0.0.1:${
		( server.address() as AddressInfo ).port
	}`;
} );

test.afterAll( async ( { requestUtils } ) => {
	server?.close();
	if ( made ) {
		await deleteFormPage( requestUtils, made );
	}
} );

test( 'a form embedded on another site converts', async ( {
	browser,
	baseURL,
	requestUtils,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	await page.goto( `${ pageOrigin }/?form=${ made.id }` );
	const form = page.locator(
		`#farol-form-${ made.id } .farol-lead-form__form`
	);
	await expect( form ).toHaveAttribute( 'aria-busy', 'false' );
	// The form's own stylesheet came with the template.
	await expect( form.getByRole( 'button' ) ).toHaveCSS( 'cursor', 'pointer' );

	await form.getByRole( 'button' ).click();
	await expect(
		form.locator( '[data-field="name"] .farol-lead-form__error' )
	).toHaveText( 'Campo obrigatório' );

	const email = uniqueEmail( 'embed' );
	await form.getByLabel( 'Nome' ).fill( 'Ivo Embed' );
	await form.getByLabel( 'E-mail' ).fill( email );
	await page.waitForTimeout( HUMAN_DELAY_MS );
	const sent = page.waitForRequest(
		( request ) =>
			request.url().includes( 'conversions' ) &&
			request.method() === 'POST'
	);
	const dialog = acceptNextDialog( page );
	await form.getByRole( 'button' ).click();
	expect( ( await sent ).postDataJSON() ).toMatchObject( {
		email,
		conversion_url: `${ pageOrigin }/`,
		conversion_domain: '127.0.0.1',
	} );
	expect( ( await dialog ).message ).toBe( 'Embed recebido!' );
	expect( await conversionsOf( requestUtils, email ) ).toHaveLength( 1 );
	await page.context().close();
} );

test( 'a form id without a template logs the warning', async ( {
	browser,
	baseURL,
} ) => {
	const page = await visitorPage( browser, baseURL! );
	const warned = page.waitForEvent(
		'console',
		( message ) =>
			message.type() === 'warning' &&
			message.text() === 'Failed to get options.'
	);
	await page.goto( `${ pageOrigin }/?form=999999` );
	await warned;
	await expect( page.locator( '.farol-lead-form' ) ).toHaveCount( 0 );
	await page.context().close();
} );

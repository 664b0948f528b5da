/**
 * Leads › Encaminhamento: an administrator saves the RD Station settings (the key is never
 * shown again, only masked) and turns forwarding on for a form with a mapping row, which the
 * form's REST meta then holds; the queue panel counts the lead forms' and the contact forms'
 * queues. A visitor is refused by
 * the queue route (PHPUnit checks subscribers and editors).
 */
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';

const OPTION = 'farol_lead_forwarding';
const META = 'farol_lead_form_forwarding';
const TITLE = 'Formulário de encaminhamento e2e';

let formId = 0;

test.beforeAll( async ( { requestUtils } ) => {
	const form = await requestUtils.rest< { id: number } >( {
		path: '/wp/v2/farol-lead-forms',
		method: 'POST',
		data: {
			title: TITLE,
			status: 'publish',
			meta: {
				farol_lead_form: {
					conversion_identifier: 'e2e-forwarding',
					fields: [
						{ name: 'email', type: 'email', label: 'E-mail' },
						{ name: 'company', type: 'text', label: 'Empresa' },
					],
				},
			},
		},
	} );
	formId = form.id;
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		path: `/wp/v2/farol-lead-forms/${ formId }`,
		method: 'DELETE',
		params: { force: true },
	} );
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ OPTION ]: { api_key: '' } },
	} );
} );

test( 'the administrator saves the key and only ever sees it masked', async ( {
	page,
	requestUtils,
} ) => {
	await page.goto( '/wp-admin/admin.php?page=farol-forwarding' );
	// The queue panel counts both queues that deliver through the provider.
	for ( const queue of [
		'Encaminhamento dos formulários de lead',
		'Encaminhamento dos formulários de contato',
	] ) {
		await expect(
			page.getByRole( 'heading', { level: 3, name: queue } )
		).toBeVisible();
	}
	const key = page.getByLabel( 'Chave de API' );
	await key.fill( 'e2e-secret-key-12345678' );
	await page.getByLabel( 'Tempo limite (segundos)' ).fill( '15' );
	await page
		.getByRole( 'button', { name: 'Salvar', exact: true } )
		.first()
		.click();
	// The notice inside the panel (the screen reader's live region repeats the text).
	await expect(
		page.locator( '.farol-forwarding__panel' ).first()
	).toContainText( 'Configurações salvas.' );
	await expect( key ).toHaveValue( '••••••••5678' );

	await page.reload();
	await expect( page.getByLabel( 'Chave de API' ) ).toHaveValue(
		'••••••••5678'
	);
	await expect( page.getByLabel( 'Tempo limite (segundos)' ) ).toHaveValue(
		'15'
	);
	const settings = await requestUtils.rest( { path: '/wp/v2/settings' } );
	expect( JSON.stringify( settings ) ).not.toContain( 'e2e-secret-key' );
} );

test( 'the administrator turns forwarding on for a form with a mapping row', async ( {
	page,
	requestUtils,
} ) => {
	await page.goto( '/wp-admin/admin.php?page=farol-forwarding' );
	const section = page.locator( '.farol-forwarding__form', {
		has: page.getByRole( 'heading', { name: TITLE } ),
	} );
	await section
		.getByLabel( 'Enviar as conversões deste formulário ao RD Station' )
		.check();
	await section
		.getByRole( 'button', { name: 'Adicionar uma linha' } )
		.click();
	await section.getByLabel( 'Campo do formulário' ).selectOption( 'company' );
	await section.getByLabel( 'Campo do provedor' ).fill( 'company_name' );
	await section
		.getByRole( 'button', { name: 'Salvar', exact: true } )
		.click();
	await expect( section.getByText( 'Configurações salvas.' ) ).toBeVisible();

	const form = await requestUtils.rest< { meta: Record< string, unknown > } >(
		{
			path: `/wp/v2/farol-lead-forms/${ formId }`,
			params: { context: 'edit' },
		}
	);
	expect( form.meta[ META ] ).toEqual( {
		enabled: true,
		mapping: [ { from: 'company', to: 'company_name' } ],
	} );
} );

test.describe( 'A visitor', () => {
	test.use( { storageState: VISITOR } );

	test( 'is refused by the forwarding routes', async ( { request } ) => {
		const queue = await request.get( '/wp-json/farol/v1/forwarding/queue' );
		expect( queue.status() ).toBe( 401 );
		expect( JSON.stringify( await queue.json() ) ).not.toContain(
			'pending'
		);
	} );
} );

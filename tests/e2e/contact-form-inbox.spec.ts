/**
 * The contact form Submissions inbox in wp-admin: a visitor sends the demo form on
 * /contato/, then the administrator follows the forms list's "Mensagens recebidas (N)" link,
 * finds the message, opens it (every field with its label, the PDF it sent as a download
 * link), marks it as spam, filters by
 * status, exports the form's CSV and deletes the message. A message whose forwarding to RD
 * Station failed shows it (list and detail, with the stored error), and "Forward again" puts it
 * back in the queue.
 *
 * Mails go to the mail sink (contact-form-helpers.ts); every address is in the domain
 * e2e-inbox.test, and the spec removes those submissions and the mail record after.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import {
	installMailSink,
	removeMailSink,
	sendDemoForm,
	store,
} from './contact-form-helpers';
import { expect, test, VISITOR } from './fixtures';

const DOMAIN = 'e2e-inbox.test';
const NAME = 'Rita Caixa E2E';

test.describe( 'contact form inbox', () => {
	test.setTimeout( 180_000 );

	test.beforeAll( ( { baseURL } ) => {
		installMailSink();
		store( 'clean', baseURL!, DOMAIN );
	} );

	test.afterAll( ( { baseURL } ) => {
		store( 'clean', baseURL!, DOMAIN );
		removeMailSink();
	} );

	test( 'the administrator reads, marks as spam, filters, exports and deletes a message', async ( {
		browser,
		baseURL,
		page,
	} ) => {
		const visitor = await browser.newContext( {
			baseURL,
			storageState: VISITOR,
		} );
		const form = await sendDemoForm(
			await visitor.newPage(),
			`rita@${ DOMAIN }`,
			NAME,
			( demo ) =>
				demo.locator( 'input[name="briefing"]' ).setInputFiles( {
					name: 'briefing-rita.pdf',
					mimeType: 'application/pdf',
					buffer: Buffer.from(
						'%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'
					),
				} )
		);
		await expect( form ).toHaveClass( /\bsent\b/ );
		await visitor.close();

		// The forms list links each form to its messages.
		await page.goto( '/wp-admin/edit.php?post_type=farol_contact_form' );
		const row = page.getByRole( 'row', { name: /Contato Farol/ } );
		await row.hover();
		const loaded = page.waitForResponse( /contact-submissions/ );
		await row
			.getByRole( 'link', { name: /^Mensagens recebidas \(\d+\)$/ } )
			.click();
		await loaded;
		await expect(
			page.getByRole( 'heading', { name: 'Mensagens recebidas' } )
		).toBeVisible();

		const table = page.locator( '.dataviews-view-table' );
		const notice = page.locator(
			'#farol-contact-inbox .components-notice__content'
		);
		const message = table.getByRole( 'row', { name: new RegExp( NAME ) } );
		await expect( message ).toBeVisible();
		await expect( message ).toContainText( 'Contato Farol' );
		await expect( message ).toContainText( 'Enviada' );

		// Opened: every field with the form's label, the status and the mail.
		await message.getByRole( 'button' ).first().click();
		const dialog = page.getByRole( 'dialog', { name: 'Mensagem' } );
		await expect( dialog ).toContainText( 'Seu nome' );
		await expect( dialog ).toContainText( NAME );
		await expect( dialog ).toContainText( 'Assunto' );
		await expect( dialog ).toContainText( 'Orçamento' );
		await expect( dialog ).toContainText( `rita@${ DOMAIN }` );
		// The file kept with it: its name links to the capability-checked download.
		const file = dialog.getByRole( 'link', { name: 'briefing-rita.pdf' } );
		await expect( file ).toHaveAttribute( 'href', /./ );
		const fetched = await page.request.get(
			( await file.getAttribute( 'href' ) )!
		);
		expect( fetched.status() ).toBe( 200 );
		expect( ( await fetched.body() ).subarray( 0, 5 ).toString() ).toBe(
			'%PDF-'
		);

		// Marked as spam from the detail.
		await dialog
			.getByRole( 'button', { name: 'Marcar como spam' } )
			.click();
		await expect( notice ).toHaveText( 'Marcada como spam.' );
		await expect(
			dialog.getByRole( 'button', { name: 'Não é spam' } )
		).toBeVisible();
		await dialog.getByRole( 'button', { name: /^(Fechar|Close)/ } ).click();
		await expect( dialog ).toHaveCount( 0 );
		await expect( message ).toContainText( 'Spam' );

		// Filtered by status: spam shows it, sent does not.
		await page
			.getByRole( 'button', { name: /Status/ } )
			.first()
			.click();
		await page
			.getByRole( 'option', { name: 'Enviada', exact: true } )
			.click();
		await page.keyboard.press( 'Escape' );
		await expect( message ).toHaveCount( 0 );
		await page
			.getByRole( 'button', { name: /Status/ } )
			.first()
			.click();
		await page.getByRole( 'option', { name: 'Spam', exact: true } ).click();
		await page.keyboard.press( 'Escape' );
		await expect( message ).toBeVisible();

		// The form's CSV, for Excel in Brazil.
		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: 'Exportar CSV' } ).click(),
		] );
		expect( download.suggestedFilename() ).toMatch(
			/^contact-submissions-\d+-\d{4}-\d{2}-\d{2}\.csv$/
		);
		const bytes = fs.readFileSync( ( await download.path() )! );
		expect( [ ...bytes.subarray( 0, 3 ) ] ).toEqual( [ 0xef, 0xbb, 0xbf ] );
		const lines = bytes.subarray( 3 ).toString( 'utf8' ).split( '\r\n' );
		expect( lines[ 0 ] ).toMatch(
			/^ID;Data;Status;E-mail;"Seu nome";"Seu e-mail";/
		);
		expect( lines.join( '\n' ) ).toContain( NAME );

		// Deleted, after the confirmation.
		await message
			.getByRole( 'button', { name: /^(Ações|Actions)$/ } )
			.click();
		await page.getByRole( 'menuitem', { name: 'Excluir' } ).click();
		await page
			.getByRole( 'dialog' )
			.getByRole( 'button', { name: 'Excluir' } )
			.click();
		await expect( notice ).toHaveText( 'Excluída.' );
		await expect( message ).toHaveCount( 0 );
		expect( store( 'read', baseURL!, DOMAIN ).submissions ).toHaveLength(
			0
		);
	} );

	test( 'a message whose forwarding failed shows its error and is forwarded again', async ( {
		browser,
		baseURL,
		page,
	} ) => {
		const visitor = await browser.newContext( {
			baseURL,
			storageState: VISITOR,
		} );
		const name = 'Rui Encaminhado E2E';
		const form = await sendDemoForm(
			await visitor.newPage(),
			`rui@${ DOMAIN }`,
			name
		);
		await expect( form ).toHaveClass( /\bsent\b/ );
		await visitor.close();
		store( 'fail-forwarding', baseURL!, DOMAIN );

		const loaded = page.waitForResponse( /contact-submissions/ );
		await page.goto(
			'/wp-admin/edit.php?post_type=farol_contact_form&page=farol-contact-submissions'
		);
		await loaded;
		const message = page
			.locator( '.dataviews-view-table' )
			.getByRole( 'row', { name: new RegExp( name ) } );
		await expect( message ).toContainText( 'Falha no encaminhamento' );

		await message.getByRole( 'button' ).first().click();
		const dialog = page.getByRole( 'dialog', { name: 'Mensagem' } );
		await expect( dialog ).toContainText( 'Falha no encaminhamento' );
		await expect( dialog ).toContainText(
			'Último erro: RD Station answered 422: conversion_identifier is invalid.'
		);
		await dialog
			.getByRole( 'button', { name: 'Encaminhar de novo' } )
			.click();
		await expect(
			page.locator( '#farol-contact-inbox .components-notice__content' )
		).toHaveText( 'Na fila para ser encaminhada de novo.' );
		await expect( dialog ).toContainText( 'Aguardando encaminhamento' );
		await expect(
			dialog.getByRole( 'button', { name: 'Encaminhar de novo' } )
		).toHaveCount( 0 );
		await dialog.getByRole( 'button', { name: /^(Fechar|Close)/ } ).click();
		await expect( dialog ).toHaveCount( 0 );
		await expect( message ).toContainText( 'Aguardando encaminhamento' );
		expect(
			store( 'read', baseURL!, DOMAIN )
				.submissions.filter( ( row ) =>
					JSON.stringify( row.fields ).includes( name )
				)
				.map( ( row ) => row.forward_status )
		).toEqual( [ 'pending' ] );
	} );
} );

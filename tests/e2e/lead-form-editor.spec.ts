/**
 * Leads › Formulários as an editor uses it: creating a form with fields (added, named,
 * reordered), publishing it and finding it in the list with its token, the form's template
 * route holding those fields, a refused field name explained beside the field, the token's
 * rotation (confirmed first) and deletion. A visitor sees the demo page's form, served by the
 * same renderer (@smoke: on Playground it also proves the seed made the form on SQLite).
 */
/**
 * External dependencies
 */
import { request as playwrightRequest, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { sendLoginForm } from './login-form';

const SCREEN = '/wp-admin/admin.php?page=farol-lead-forms';

/**
 * Logs the page in as the seeded editor.
 *
 * @param page The page.
 */
async function loginAsEditor( page: Page ) {
	await sendLoginForm( page, 'editor' );
	await page.waitForURL( /wp-admin/ );
}

/**
 * The screen's notice holding a text (not the screen reader's copy of it).
 *
 * @param page The page.
 * @param text Its text.
 */
function notice( page: Page, text: string ) {
	return page.locator( '.components-notice__content', { hasText: text } );
}

/**
 * The editor's card of field number n (1-based).
 *
 * @param page The page.
 * @param n    Position.
 */
function fieldCard( page: Page, n: number ) {
	return page.getByRole( 'group', { name: new RegExp( `^Campo ${ n }:` ) } );
}

test.describe( 'An editor', () => {
	test.use( { storageState: VISITOR } );

	test( 'creates a form with fields, publishes it and finds it in the list and its template', async ( {
		page,
		baseURL,
	} ) => {
		const title = `Contato e2e ${ Date.now() }`;
		await loginAsEditor( page );
		await page.goto( SCREEN );
		await expect(
			page.getByRole( 'heading', { name: 'Formulários de lead' } )
		).toBeVisible();

		await page
			.getByRole( 'button', { name: 'Adicionar formulário' } )
			.click();
		await page.getByLabel( 'Título' ).fill( title );
		await page.getByLabel( 'Status' ).selectOption( 'publish' );
		await page
			.getByLabel( 'Identificador de conversão' )
			.fill( 'e2e-contato' );

		// The new form starts with the email field; add a text field and a select.
		await expect( fieldCard( page, 1 ) ).toBeVisible();
		await page.getByLabel( 'Tipo do novo campo' ).selectOption( 'text' );
		await page.getByRole( 'button', { name: 'Adicionar campo' } ).click();
		const second = fieldCard( page, 2 );
		await second.getByLabel( 'Nome (enviado como)' ).fill( 'name' );
		await second
			.getByLabel( 'Rótulo', { exact: true } )
			.fill( 'Nome completo' );
		await second.getByRole( 'checkbox', { name: 'Obrigatório' } ).check();

		await page.getByLabel( 'Tipo do novo campo' ).selectOption( 'select' );
		await page.getByRole( 'button', { name: 'Adicionar campo' } ).click();
		const third = fieldCard( page, 3 );
		await third
			.getByLabel( 'Rótulo', { exact: true } )
			.fill( 'Porte da empresa' );
		await third
			.getByLabel( 'Opções, uma por linha: valor | rótulo' )
			.fill( 'p | Pequena\ng | Grande' );
		// The select goes first, with the keyboard.
		await third.getByRole( 'button', { name: 'Mover para cima' } ).focus();
		await page.keyboard.press( 'Enter' );
		await fieldCard( page, 2 )
			.getByRole( 'button', { name: 'Mover para cima' } )
			.click();
		await expect( fieldCard( page, 1 ) ).toHaveAccessibleName(
			/Porte da empresa/
		);

		await page.getByRole( 'button', { name: 'Salvar formulário' } ).click();
		await expect(
			notice( page, 'Formulário salvo e publicado.' )
		).toBeVisible();

		await page
			.getByRole( 'button', { name: 'Voltar para a lista' } )
			.click();
		const row = page.getByRole( 'row', { name: new RegExp( title ) } );
		await expect( row ).toContainText( 'Publicado' );
		await expect( row.locator( 'code' ) ).toHaveText( /^[a-f0-9]{32}$/ );
		const token = ( await row.locator( 'code' ).textContent() ) ?? '';

		// The template route serves the published form to anyone, fields in the saved order.
		const nonce = await page.evaluate( () =>
			fetch( '/wp-admin/admin-ajax.php?action=rest-nonce' ).then( ( r ) =>
				r.text()
			)
		);
		const found = await page.request.get(
			`/wp-json/wp/v2/farol-lead-forms?search=${ encodeURIComponent(
				title
			) }&context=edit&_fields=id`,
			{ headers: { 'X-WP-Nonce': nonce.trim() } }
		);
		const forms = ( await found.json() ) as Array< { id: number } >;
		const id = forms[ 0 ]?.id ?? 0;
		expect( id ).toBeGreaterThan( 0 );
		const visitor = await playwrightRequest.newContext( { baseURL } );
		const template = await visitor.get( `/wp-json/farol/v1/forms/${ id }` );
		expect( template.status() ).toBe( 200 );
		expect( template.headers()[ 'content-type' ] ).toContain( 'text/html' );
		expect( template.headers()[ 'access-control-allow-origin' ] ).toBe(
			'*'
		);
		const html = await template.text();
		expect( html ).toContain( `name="token_rdstation" value="${ token }"` );
		const order = [ 'cf_select', 'email', 'name' ].map( ( name ) =>
			html.indexOf( `data-field="${ name }"` )
		);
		expect( order.every( ( at ) => at > 0 ) ).toBe( true );
		expect( [ ...order ].sort( ( a, b ) => a - b ) ).toEqual( order );
		expect( html ).toContain( '<option value="g">Grande</option>' );

		// A new token, confirmed first, replaces the old one.
		page.once( 'dialog', ( dialog ) => dialog.accept() );
		await row.getByRole( 'button', { name: /^Novo token para/ } ).click();
		await expect(
			notice( page, 'O formulário tem um novo token público.' )
		).toBeVisible();
		await expect( row.locator( 'code' ) ).not.toHaveText( token );

		// Deleted, confirmed first.
		page.once( 'dialog', ( dialog ) => dialog.accept() );
		await row.getByRole( 'button', { name: /^Excluir/ } ).click();
		await expect( notice( page, 'Formulário excluído.' ) ).toBeVisible();
		await expect( row ).toHaveCount( 0 );
		expect(
			( await visitor.get( `/wp-json/farol/v1/forms/${ id }` ) ).status()
		).toBe( 404 );
	} );

	test( 'is told beside the field why a name is refused, and nothing is saved', async ( {
		page,
	} ) => {
		await loginAsEditor( page );
		await page.goto( SCREEN );
		await page
			.getByRole( 'button', { name: 'Adicionar formulário' } )
			.click();
		await page.getByLabel( 'Título' ).fill( 'Nome inválido' );
		await page.getByLabel( 'Identificador de conversão' ).fill( 'x' );
		await fieldCard( page, 1 )
			.getByLabel( 'Nome (enviado como)' )
			.fill( 'Meu Campo' );
		await page.getByRole( 'button', { name: 'Salvar formulário' } ).click();

		await expect(
			notice(
				page,
				'O formulário não foi salvo. Corrija os campos indicados abaixo.'
			)
		).toBeVisible();
		await expect(
			fieldCard( page, 1 ).getByText( /Use letras minúsculas/ )
		).toBeVisible();
	} );
} );

test.describe( 'A visitor', () => {
	test.use( { storageState: VISITOR } );

	test( 'sees the demo lead form on "Fale com a gente" @smoke', async ( {
		page,
	} ) => {
		await page.goto( '/fale-com-a-gente/' );
		const form = page.locator( 'form.farol-lead-form__form' );
		await expect( form ).toBeVisible();
		await expect( form ).toHaveAttribute(
			'action',
			/admin-post\.php\?action=farol_lead_conversion$/
		);
		await expect( form.getByLabel( 'Nome' ) ).toHaveAttribute(
			'required',
			''
		);
		await expect( form.getByLabel( 'E-mail' ) ).toHaveAttribute(
			'type',
			'email'
		);
		await expect(
			form.getByLabel( 'Estado' ).locator( 'option' )
		).toHaveCount( 28 );
		await expect(
			form.getByRole( 'checkbox', {
				name: 'Aceito receber comunicações da Farol.',
			} )
		).not.toBeChecked();
		await expect(
			form.getByRole( 'button', { name: 'Quero receber' } )
		).toBeVisible();
		// The honeypot is out of sight.
		await expect(
			form.locator( 'input[name="farol_hp"]' )
		).not.toBeInViewport();
	} );
} );

test.describe( 'An administrator in the block editor', () => {
	test( 'picks the demo form for a lead form block and sees the server’s markup as the preview', async ( {
		admin,
		editor,
	} ) => {
		await admin.createNewPost( {
			postType: 'page',
			title: 'Formulário pelo editor',
		} );
		await editor.insertBlock( { name: 'farol/lead-form' } );
		const block = editor.canvas.locator( '[data-type="farol/lead-form"]' );
		await expect( block ).toContainText(
			'Escolha qual dos formulários de lead do site mostrar.'
		);

		await block
			.getByLabel( 'Formulário de lead' )
			.selectOption( { label: 'Newsletter Farol' } );
		await expect
			.poll(
				async () => ( await editor.getBlocks() )[ 0 ]?.attributes.formId
			)
			.toBeGreaterThan( 0 );
		await expect(
			block.locator( 'form.farol-lead-form__form' )
		).toBeVisible();
		await expect(
			block.getByRole( 'button', { name: 'Quero receber' } )
		).toBeVisible();
	} );
} );

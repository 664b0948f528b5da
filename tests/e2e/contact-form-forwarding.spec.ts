/**
 * The contact form's Forwarding panel in the block editor, as an administrator uses it on the
 * demo form (/contato/): RD Station forwarding switched on with a conversion identifier and a
 * field map; a row aimed at an unknown RD field is warned about and not saved; after a reload
 * the panel shows what was saved and the meta holds only the valid row. The panel reads in
 * Portuguese, as the site.
 *
 * Leaves no trace: the form's original forwarding meta is written back.
 */
/**
 * Internal dependencies
 */
import { openPanel } from './editor-panels';
import { expect, test } from './fixtures';

const FORWARDING_META = 'farol_contact_form_forwarding';

type WpGlobal = {
	data: {
		select: ( store: string ) => {
			getEditedPostAttribute: ( name: string ) => unknown;
		};
	};
	apiFetch: ( options: {
		path: string;
		method: string;
		data: unknown;
	} ) => Promise< unknown >;
};

test.describe( 'contact form forwarding panel', () => {
	test( 'an admin switches forwarding on with a field map in the Forwarding panel', async ( {
		admin,
		page,
	} ) => {
		test.setTimeout( 120_000 );
		await page.goto( '/contato/' );
		const formId = Number(
			await page
				.locator( 'form.farol-contact-form' )
				.getAttribute( 'data-farol-form' )
		);
		await admin.editPost( formId );
		const readMeta = () =>
			page.evaluate(
				( key ) =>
					(
						( window as unknown as { wp: WpGlobal } ).wp.data
							.select( 'core/editor' )
							.getEditedPostAttribute( 'meta' ) as Record<
							string,
							unknown
						>
					 )[ key ],
				FORWARDING_META
			);
		const original = await readMeta();
		try {
			const panel = await openPanel( page, 'Encaminhamento' );
			await panel
				.getByRole( 'checkbox', {
					name: 'Enviar as mensagens para o RD Station',
				} )
				.check();
			await panel
				.getByLabel( 'Identificador de conversão' )
				.fill( 'contato-site' );
			const add = panel.getByRole( 'button', {
				name: 'Adicionar um campo',
			} );
			await add.click();
			await panel
				.getByLabel( 'Campo do formulário' )
				.nth( 0 )
				.selectOption( 'your-email' );
			await panel
				.getByLabel( 'Campo do RD Station' )
				.nth( 0 )
				.fill( 'email' );
			await add.click();
			await panel
				.getByLabel( 'Campo do formulário' )
				.nth( 1 )
				.selectOption( 'your-name' );
			await panel
				.getByLabel( 'Campo do RD Station' )
				.nth( 1 )
				.fill( 'nickname' );
			await expect(
				panel.getByText(
					'Linhas sem campo do formulário ou com um campo do RD Station desconhecido não são salvas.'
				)
			).toBeVisible();

			const saved = page.waitForResponse(
				( response ) =>
					response
						.url()
						.includes( `farol-contact-forms/${ formId }` ) &&
					response.request().method() === 'POST'
			);
			await page
				.locator( '.edit-post-header' )
				.getByRole( 'button', { name: /^(Atualizar|Update)$/ } )
				.click();
			expect( ( await saved ).status() ).toBe( 200 );

			await page.reload();
			const again = await openPanel( page, 'Encaminhamento' );
			await expect(
				again.getByRole( 'checkbox', {
					name: 'Enviar as mensagens para o RD Station',
				} )
			).toBeChecked();
			await expect(
				again.getByLabel( 'Identificador de conversão' )
			).toHaveValue( 'contato-site' );
			await expect(
				again.getByLabel( 'Campo do RD Station' )
			).toHaveCount( 1 );
			expect( await readMeta() ).toEqual( {
				enabled: true,
				conversion_identifier: 'contato-site',
				mapping: [ { from: 'your-email', to: 'email' } ],
			} );
		} finally {
			await page.evaluate(
				( { id, key, value } ) =>
					( window as unknown as { wp: WpGlobal } ).wp.apiFetch( {
						path: `/wp/v2/farol-contact-forms/${ id }`,
						method: 'POST',
						data: { meta: { [ key ]: value } },
					} ),
				{ id: formId, key: FORWARDING_META, value: original }
			);
		}
	} );
} );

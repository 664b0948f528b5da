/**
 * An inline comment posted on whichever runtime the run points at (@smoke: on the Playground
 * runtime of `npm start` too, so issue 24's "both runtimes" covers posting from a passage's
 * popup, not only opening it): on the demo post "Como escrever títulos que convertem"
 * (tools/runtime/demo/60-inline.php), a guest opens the passage nobody has commented on yet
 * (`titulo03`, "Comentar este trecho (0)"), writes with the site's default captcha (the proof
 * of work, solved in the popup and sent as `farol_captcha_challenge` `pow1.…` with
 * wpdAddInlineComment, `inline_form_id` = the passage's id), sees the thank-you line and the
 * comment in the popup's list, and the icon's name counts it. The comment is deleted through
 * REST after, and the icon is back at (0).
 */
/**
 * Internal dependencies
 */
import { waitOutFlood } from './comments-helpers';
import { expect, test, VISITOR } from './fixtures';

const INLINE = '/como-escrever-titulos-que-convertem/';
const PASSAGE = 'titulo03';
const ICON = ( count: number ) => `Comentar este trecho (${ count })`;
const TITLE = 'Comentários sobre este trecho';
const POSTED = 'Obrigado! Seu comentário sobre este trecho foi publicado.';

test.describe( 'inline comments on this runtime', () => {
	test.setTimeout( 120_000 );

	test( 'a guest posts an inline comment from a passage’s popup @smoke', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		// Core's flood check first: an earlier spec may have commented from this same address.
		await waitOutFlood( requestUtils );
		const context = await browser.newContext( {
			baseURL,
			storageState: VISITOR,
		} );
		const page = await context.newPage();
		await page.goto( INLINE );
		const icon = page.locator( `[data-farol-inline-open="${ PASSAGE }"]` );
		await expect( icon ).toHaveAccessibleName( ICON( 0 ) );
		await icon.click();
		const dialog = page.getByRole( 'dialog', { name: TITLE } );
		await expect( dialog ).toBeVisible();
		await expect( dialog ).toContainText(
			'Escreva dez títulos antes de escolher um'
		);

		const stamp = Date.now().toString( 36 );
		const text = `Fiz isso com doze títulos ${ stamp }: o sétimo venceu.`;
		const textarea = dialog.getByRole( 'textbox', {
			name: 'Seu comentário sobre este trecho',
		} );
		await textarea.fill( text );
		await dialog
			.getByRole( 'textbox', { name: 'Nome', exact: true } )
			.fill( `Leitora ${ stamp }` );
		await dialog
			.getByRole( 'textbox', { name: 'E-mail', exact: true } )
			.fill( `leitora-${ stamp }@e2e-smoke.test` );
		// The agreement, when the settings ask for one (any box but core's "save my name").
		const agreement = dialog.getByRole( 'checkbox', {
			name: /^(?!Salvar meu nome)/,
		} );
		if ( await agreement.count() ) {
			await agreement.check();
		}
		const answered = page.waitForResponse( ( response ) =>
			( response.request().postData() ?? '' ).includes(
				'name="action"\r\n\r\nwpdAddInlineComment'
			)
		);
		await textarea.press( 'Control+Enter' );
		const response = await answered;
		expect( response.status() ).toBe( 200 );
		const sent = response.request().postData() ?? '';
		expect( sent ).toContain( `name="inline_form_id"\r\n\r\n${ PASSAGE }` );
		expect( sent ).toMatch(
			/name="farol_captcha_challenge"\r\n\r\npow1\./
		);
		const answer = ( await response.json() ) as {
			success: boolean;
			data: { new_comment_id: number };
		};
		expect( answer.success ).toBe( true );
		const id = answer.data.new_comment_id;
		expect( id ).toBeGreaterThan( 0 );

		try {
			await expect( dialog.getByText( POSTED ) ).toBeVisible();
			await expect(
				dialog.locator( '.farol-inline-popup__comments' )
			).toContainText( text );
			await expect( icon ).toHaveAccessibleName( ICON( 1 ) );
		} finally {
			await context.close();
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/comments/${ id }`,
				params: { force: true },
			} );
		}

		// Gone again for the next reader.
		const reader = await browser.newContext( {
			baseURL,
			storageState: VISITOR,
		} );
		const again = await reader.newPage();
		await again.goto( INLINE );
		await expect(
			again.locator( `[data-farol-inline-open="${ PASSAGE }"]` )
		).toHaveAccessibleName( ICON( 0 ) );
		await reader.close();
	} );
} );

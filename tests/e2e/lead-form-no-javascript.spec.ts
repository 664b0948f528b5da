/**
 * The lead form works without JavaScript: the server-rendered form posts to the plain
 * fallback, which stores the lead and brings the visitor back to the page with the form's
 * thank-you message; refused input comes back with each error beside its field. Tagged
 * '@smoke': on Playground it proves the fallback and its redirect work on SQLite too.
 */
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';

test.use( { storageState: VISITOR, javaScriptEnabled: false } );

test.describe( 'A visitor without JavaScript', () => {
	test( 'sends the lead form and sees the thank-you message @smoke', async ( {
		page,
	} ) => {
		await page.goto( '/?pagename=fale-com-a-gente' );
		const form = page.locator( 'form.farol-lead-form__form' );
		await expect( form ).toBeVisible();
		await form.getByLabel( 'Nome' ).fill( 'Visitante Sem Script' );
		await form
			.getByLabel( 'E-mail' )
			.fill( `sem-script-${ Date.now().toString( 36 ) }@empresa.com.br` );
		// A person takes longer than the spam guard's three seconds.
		await page.waitForTimeout( 3200 );
		await form.locator( 'button[type="submit"]' ).click();

		await expect( page ).toHaveURL( /farol_lead=thanks/ );
		await expect(
			page.locator( '.farol-lead-form__notice--thanks' )
		).toHaveText( 'Obrigado! Em breve entraremos em contato.' );
	} );

	test( 'sees why an address was refused, beside the e-mail field', async ( {
		page,
	} ) => {
		await page.goto( '/?pagename=fale-com-a-gente' );
		const form = page.locator( 'form.farol-lead-form__form' );
		await form.getByLabel( 'Nome' ).fill( 'Visitante Sem Script' );
		// The browser's own check would stop "not-an-address"; this one passes it and the
		// server's refuses it (no dot in the domain is allowed by type=email).
		await form.getByLabel( 'E-mail' ).fill( 'alguem@empresa' );
		await page.waitForTimeout( 3200 );
		await form.locator( 'button[type="submit"]' ).click();

		await expect( page ).toHaveURL( /farol_lead=invalid/ );
		await expect(
			page.locator(
				'.farol-lead-form__field[data-field="email"] .farol-lead-form__error'
			)
		).toHaveText( 'Endereço de e-mail inválido' );
		await expect(
			page.locator( '.farol-lead-form__errors' )
		).toBeVisible();
	} );
} );

/**
 * A visitor fills the demo lead form's phone and city fields (page /fale-com-a-gente/): the
 * Brazilian mask formats the phone as it is typed and the caret stays where the visitor put
 * it when editing in the middle; the city autocomplete finds São Paulo from "sao pa", is
 * driven with the keyboard, and choosing sets the state to SP and the hidden city code.
 */
/**
 * Internal dependencies
 */
import { expect, test } from './fixtures';
import { runtimeReady, visitorPage } from './lead-form-submit-helpers';

const DEMO = '/fale-com-a-gente/';

test.describe( 'The demo lead form', () => {
	test( 'masks the phone and keeps the caret while editing', async ( {
		browser,
		baseURL,
	} ) => {
		const page = await visitorPage( browser, String( baseURL ) );
		await page.goto( DEMO );
		await runtimeReady( page );
		const phone = page.getByRole( 'textbox', {
			name: 'Telefone/WhatsApp',
		} );
		const caret = () =>
			phone.evaluate(
				( input: HTMLInputElement ) => input.selectionStart
			);

		await phone.click();
		await phone.pressSequentially( '1133334444' );
		await expect( phone ).toHaveValue( '(11) 3333-4444' );

		// A ninth digit typed after "(11) 33": the mask turns mobile, the caret follows the 9.
		await phone.evaluate( ( input: HTMLInputElement ) =>
			input.setSelectionRange( 7, 7 )
		);
		await phone.press( '9' );
		await expect( phone ).toHaveValue( '(11) 33933-4444' );
		expect( await caret() ).toBe( 8 );

		// Backspace right after the dash deletes the digit before it, not the dash.
		await phone.evaluate( ( input: HTMLInputElement ) =>
			input.setSelectionRange( 11, 11 )
		);
		await phone.press( 'Backspace' );
		await expect( phone ).toHaveValue( '(11) 3393-4444' );
		expect( await caret() ).toBe( 9 );

		// Pasting a number written another way.
		await phone.fill( '' );
		await phone.evaluate( ( input: HTMLInputElement ) => {
			const data = new DataTransfer();
			data.setData( 'text', '+55 21 98765-4321' );
			input.dispatchEvent(
				new ClipboardEvent( 'paste', {
					clipboardData: data,
					bubbles: true,
					cancelable: true,
				} )
			);
		} );
		await expect( phone ).toHaveValue( '(21) 98765-4321' );
		await page.context().close();
	} );

	test( 'finds São Paulo with the keyboard and sets SP', async ( {
		browser,
		baseURL,
	} ) => {
		const page = await visitorPage( browser, String( baseURL ) );
		await page.goto( DEMO );
		await runtimeReady( page );
		const city = page.getByRole( 'combobox', { name: 'Cidade' } );
		const state = page.getByRole( 'combobox', { name: 'Estado' } );

		await city.click();
		await city.pressSequentially( 'sao pa', { delay: 50 } );
		const list = page.getByRole( 'listbox' );
		const saoPaulo = list.getByRole( 'option', {
			name: 'São Paulo SP',
			exact: true,
		} );
		await expect( saoPaulo ).toBeVisible();
		await expect( city ).toHaveAttribute( 'aria-expanded', 'true' );

		const names = await list.getByRole( 'option' ).allTextContents();
		const index = names.findIndex(
			( name ) => name.replace( /\s+/g, ' ' ).trim() === 'São Paulo SP'
		);
		for ( let step = 0; step <= index; step++ ) {
			await city.press( 'ArrowDown' );
		}
		await expect( city ).toHaveAttribute(
			'aria-activedescendant',
			String( await saoPaulo.getAttribute( 'id' ) )
		);
		await city.press( 'Enter' );

		await expect( city ).toHaveValue( 'São Paulo' );
		await expect( state ).toHaveValue( 'SP' );
		await expect( page.locator( 'input[name="city_id"]' ) ).toHaveValue(
			'3550308'
		);
		await expect( city ).toHaveAttribute( 'aria-expanded', 'false' );
		await page.context().close();
	} );
} );

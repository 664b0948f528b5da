/**
 * A visitor fills the demo lead form's phone and city fields (page /fale-com-a-gente/): the
 * Brazilian mask formats the phone as it is typed and the caret stays where the visitor put
 * it when editing in the middle; the city autocomplete finds São Paulo from "sao pa", is
 * driven with the keyboard, and choosing sets the state to SP and the hidden city code. An
 * international phone shows the chosen country's flag (the build's optimised SVGs,
 * plugin/build/flags/), loaded and drawn, and follows a change of country.
 */
/**
 * Internal dependencies
 */
import { expect, test } from './fixtures';
import {
	createFormPage,
	deleteFormPage,
	runtimeReady,
	visitorPage,
} from './lead-form-submit-helpers';

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

	test( 'an international phone shows the chosen country’s flag', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const made = await createFormPage( requestUtils, 'E2E Phone flags', {
			conversion_identifier: 'e2e-phone-flags',
			fields: [
				{
					name: 'email',
					type: 'email',
					label: 'E-mail',
					required: true,
				},
				{
					name: 'personal_phone',
					type: 'phone',
					label: 'Telefone internacional',
					phone_mask: 'INTERNATIONAL_MASK',
					phone_country: 'PT',
				},
			],
		} );
		try {
			const page = await visitorPage( browser, String( baseURL ) );
			await page.goto( made.link );
			await runtimeReady( page );
			const flag = page.locator( '.farol-lead-form__flag img' );
			const drawn = () =>
				flag.evaluate( ( img: HTMLImageElement ) =>
					img.complete ? img.naturalWidth : 0
				);
			await expect( flag ).toHaveAttribute(
				'src',
				/\/plugins\/farol\/build\/flags\/pt\.svg$/
			);
			await expect.poll( drawn ).toBeGreaterThan( 0 );

			await page
				.locator( 'select[name="personal_phone_country"]' )
				.selectOption( 'ES' );
			await expect( flag ).toHaveAttribute(
				'src',
				/\/build\/flags\/es\.svg$/
			);
			await expect.poll( drawn ).toBeGreaterThan( 0 );
			await page.context().close();
		} finally {
			await deleteFormPage( requestUtils, made );
		}
	} );
} );

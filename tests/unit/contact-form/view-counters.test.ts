/**
 * The view's character counters and captcha hooks, on markup as the server prints it.
 */
/**
 * Internal dependencies
 */
import { startCounters } from '../../../src/contact-form/view/counters';
import {
	captchaBeforeSubmit,
	captchaRefill,
} from '../../../src/contact-form/view/captcha';
import type { FeedbackSchema } from '../../../src/contact-form/schema-contract';

const schema = {
	version: 1,
	rules: [
		{ rule: 'minlength', field: 'msg', threshold: 3, error: 'curto' },
		{ rule: 'maxlength', field: 'msg', threshold: 5, error: 'longo' },
	],
} as unknown as FeedbackSchema;

/**
 * A form with one counted textarea.
 *
 * @return The form.
 */
function form(): HTMLFormElement {
	document.body.innerHTML =
		'<form><div data-name="msg"><label for="u-msg">Mensagem</label><textarea id="u-msg" name="msg" maxlength="5" aria-describedby="u-msg-error u-msg-counter"></textarea>' +
		'<span class="farol-contact-form__counter" id="u-msg-counter" aria-live="polite" hidden><span class="farol-contact-form__count">5</span> caracteres restantes</span></div></form>';
	return document.querySelector( 'form' )!;
}

/**
 * Types a value as a visitor would.
 *
 * @param control The field.
 * @param value   Its new value.
 */
function type( control: HTMLTextAreaElement, value: string ): void {
	control.value = value;
	control.dispatchEvent( new Event( 'input', { bubbles: true } ) );
}

describe( 'contact form view counters', () => {
	it( 'shows what is left and flags too short and too long, also after a reset', async () => {
		const element = form();
		const control = element.querySelector( 'textarea' )!;
		const counter = element.querySelector< HTMLElement >(
			'.farol-contact-form__counter'
		)!;
		startCounters( element, schema );
		expect( counter.hidden ).toBe( false );
		expect( control.hasAttribute( 'maxlength' ) ).toBe( false );
		expect( counter.textContent ).toBe( '5 caracteres restantes' );

		type( control, 'ab' );
		expect( counter.textContent ).toBe( '3 caracteres restantes' );
		expect( counter.classList.contains( 'too-short' ) ).toBe( true );

		type( control, 'abcd' );
		expect( counter.className ).toBe( 'farol-contact-form__counter' );

		type( control, 'abcdéf' );
		expect( counter.textContent ).toBe( '-1 caracteres restantes' );
		expect( counter.classList.contains( 'too-long' ) ).toBe( true );

		element.reset();
		await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
		expect( counter.textContent ).toBe( '5 caracteres restantes' );
		expect( counter.classList.contains( 'too-long' ) ).toBe( false );
	} );

	it( 'calls the captcha hooks when a captcha script defined them, and never fails without', async () => {
		const element = form();
		const data = new FormData( element );
		await expect(
			captchaBeforeSubmit( element, data )
		).resolves.toBeUndefined();
		expect( () => captchaRefill( element, undefined ) ).not.toThrow();

		const refilled: Array< Record< string, string > | undefined > = [];
		(
			window as Window & { farolContactCaptcha?: unknown }
		 ).farolContactCaptcha = {
			beforeSubmit: async (
				_form: HTMLFormElement,
				formData: FormData
			) => formData.set( 'captcha-token', 'abc' ),
			refill: (
				_form: HTMLFormElement,
				value?: Record< string, string >
			) => refilled.push( value ),
		};
		await captchaBeforeSubmit( element, data );
		expect( data.get( 'captcha-token' ) ).toBe( 'abc' );
		captchaRefill( element, { challenge: 'x' } );
		expect( refilled ).toEqual( [ { challenge: 'x' } ] );

		(
			window as Window & { farolContactCaptcha?: unknown }
		 ).farolContactCaptcha = {
			beforeSubmit: () => Promise.reject( new Error( 'offline' ) ),
			refill: () => undefined,
		};
		await expect(
			captchaBeforeSubmit( element, data )
		).resolves.toBeUndefined();
		delete ( window as Window & { farolContactCaptcha?: unknown } )
			.farolContactCaptcha;
	} );
} );

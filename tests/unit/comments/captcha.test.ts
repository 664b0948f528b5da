/**
 * The comment forms' captcha in the browser (src/comments/captcha/): reCAPTCHA v2's scale at
 * the spec's breakpoints; an unticked widget stops the send and turns the slot red, a ticked
 * one puts its answer in the fields; a provider script that fails shows "reCaptcha Error", or
 * "reCaptcha Error: " and the reason. The provider's script loading is replaced here (jsdom
 * runs no third-party script); the e2e spec runs the real path against the stand-in.
 */
/**
 * Internal dependencies
 */
import {
	CAPTCHA_SCALES,
	SMALLEST_SCALE,
	captchaScale,
} from '../../../src/comments/captcha/scale';
import type { CaptchaHost } from '../../../src/comments/captcha/host';
// jest.mock() below is hoisted above the imports: this module sees the mocked third-party.
import { INVALID_CLASS, prepare, ready } from '../../../src/comments/captcha';

const mockScripts = { fail: null as Error | null };

jest.mock( '../../../src/comments/captcha/third-party', () => {
	const actual = jest.requireActual(
		'../../../src/comments/captcha/third-party'
	);
	return {
		...actual,
		loadScript: () =>
			mockScripts.fail
				? Promise.reject( mockScripts.fail )
				: Promise.resolve(),
	};
} );

/**
 * A main form with a reCAPTCHA v2 slot, as CommentCaptcha prints it.
 */
function v2Form(): HTMLFormElement {
	document.body.innerHTML = `<section id="wpdcom"><form class="farol-comment-form">
		<div class="farol-comment-form__captcha wpd-field-captcha" data-farol-captcha="recaptcha_v2" data-site-key="key" data-script="https://captcha.test/api.js?render=explicit" data-action="comment">
		<div class="farol-comment-form__captcha-widget"></div>
		<p class="farol-comment-form__captcha-note"></p></div>
		<button type="submit">Enviar</button></form></section>`;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

/** The messages the form's owner was asked to show. */
const shown: string[] = [];

// What the widget or the inline popup gives the captcha (no React context, no store).
const ctx: CaptchaHost = {
	caller: { ajaxUrl: '/wp-admin/admin-ajax.php', postId: 7 },
	area: document.body,
	phrase: ( key: string ) =>
		key === 'captcha_error' ? 'reCaptcha Error' : key,
	showError: ( text: string ) => shown.push( text ),
};

describe( 'reCAPTCHA v2 scale', () => {
	it( 'steps down at the spec’s container widths', () => {
		expect( CAPTCHA_SCALES.map( ( [ width ] ) => width ) ).toEqual( [
			1100, 940, 810, 730, 610, 510, 470,
		] );
		expect( captchaScale( 1400 ) ).toBe( 1 );
		expect( captchaScale( 1100 ) ).toBe( 1 );
		expect( captchaScale( 1099 ) ).toBe( 0.98 );
		expect( captchaScale( 610 ) ).toBe( 0.88 );
		expect( captchaScale( 470 ) ).toBe( 0.82 );
		expect( captchaScale( 469 ) ).toBe( SMALLEST_SCALE );
		const scales = CAPTCHA_SCALES.map( ( [ , scale ] ) => scale );
		expect( [ ...scales ].sort().reverse() ).toEqual( scales );
	} );
} );

describe( 'reCAPTCHA v2 before a send', () => {
	let response = '';
	beforeEach( () => {
		mockScripts.fail = null;
		response = '';
		( window as unknown as { grecaptcha: unknown } ).grecaptcha = {
			ready: ( callback: () => void ) => callback(),
			render: () => 0,
			getResponse: () => response,
			reset: () => undefined,
		};
	} );

	it( 'stops an unticked send and marks the slot; sends a ticked one', async () => {
		const form = v2Form();
		const slot = form.querySelector( '[data-farol-captcha]' )!;
		const fields = new FormData();
		expect( await ready( ctx, form, fields ) ).toBe( false );
		expect( slot.classList.contains( INVALID_CLASS ) ).toBe( true );
		expect( fields.has( 'g-recaptcha-response' ) ).toBe( false );

		response = 'token-1';
		expect( await ready( ctx, form, fields ) ).toBe( true );
		expect( fields.get( 'g-recaptcha-response' ) ).toBe( 'token-1' );
	} );

	it( 'shows "reCaptcha Error" when the script fails, with the reason when there is one', async () => {
		mockScripts.fail = new Error( '' );
		let form = v2Form();
		await prepare( ctx, form )?.widget;
		const error = () =>
			document.querySelector< HTMLElement >(
				'.farol-comment-form__captcha-note'
			)!;
		expect( error().textContent ).toBe( 'reCaptcha Error' );
		expect( shown ).toEqual( [ 'reCaptcha Error' ] );

		mockScripts.fail = null;
		( window as unknown as { grecaptcha: unknown } ).grecaptcha = {
			ready: ( callback: () => void ) => callback(),
			render: () => {
				throw new Error( 'Invalid site key' );
			},
		};
		form = v2Form();
		await prepare( ctx, form )?.widget;
		expect( error().textContent ).toBe(
			'reCaptcha Error: Invalid site key'
		);
		expect( shown ).toEqual( [
			'reCaptcha Error',
			'reCaptcha Error: Invalid site key',
		] );
	} );
} );

describe( 'the proof of work, for any form owner', () => {
	it( 'asks wpdCaptchaChallenge at the owner’s endpoint for its post (the inline popup’s too)', async () => {
		document.body.innerHTML = `<form class="farol-inline-form"><div class="farol-comment-form__captcha wpd-field-captcha" data-farol-captcha="proof_of_work">
			<input type="hidden" name="farol_captcha_challenge" value=""><input type="hidden" name="farol_captcha" value="">
			<p class="farol-comment-form__captcha-note"></p></div></form>`;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const sent: Array< { url: string; body: FormData } > = [];
		const fetchMock = jest.fn(
			( url: string, init: { body: FormData } ) => {
				sent.push( { url, body: init.body } );
				return Promise.resolve( {
					json: () =>
						Promise.resolve( {
							success: false,
							data: 'invalid_request',
						} ),
				} );
			}
		);
		( global as unknown as { fetch: unknown } ).fetch = fetchMock;
		const fields = new FormData();
		expect( await ready( ctx, form, fields ) ).toBe( true );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ]?.url ).toBe( '/wp-admin/admin-ajax.php' );
		expect( sent[ 0 ]?.body.get( 'action' ) ).toBe( 'wpdCaptchaChallenge' );
		expect( sent[ 0 ]?.body.get( 'postId' ) ).toBe( '7' );
		// Refused: nothing to send, the server then says captcha_missing.
		expect( fields.has( 'farol_captcha' ) ).toBe( false );
	} );
} );

/**
 * The subscribe bar asks the comment forms' captcha when the server printed its slot in the
 * bar (Subscriptions\SubscribeBar, the seam `farol_comment_form_captcha_html`): the focus in the
 * bar starts it (wpdCaptchaChallenge at once), the send carries the solved proof of work
 * (`farol_captcha_challenge`, `farol_captcha`) beside the bar's own fields, and a new challenge is
 * asked after the answer (an answer is good once). A bar without the slot asks nothing.
 */
/**
 * External dependencies
 */
import { createHash, webcrypto } from 'node:crypto';

/**
 * Internal dependencies
 */
import { testContext, testProps } from './props-fixture';
import type { Context } from '../../../src/comments/context';
import { startEvents } from '../../../src/comments/events';
import { subscribe } from '../../../src/comments/subscriptions/bar';

const SALT = '0123456789abcdef0123456789abcdef';
const CHALLENGE = `pow1.${ SALT }.4.1900000000.${ 'a'.repeat( 64 ) }`;

const SLOT = `<div class="farol-comment-form__captcha wpd-field-captcha" data-farol-captcha="proof_of_work">
<input type="hidden" name="farol_captcha_challenge" value=""><input type="hidden" name="farol_captcha" value="">
<p class="farol-comment-form__captcha-note"></p></div>`;

/**
 * The bar as the server prints it for a guest.
 *
 * @param slot The captcha slot ('' when the visitor answers none).
 */
const barHtml = (
	slot: string
) => `<section id="wpdcom"><div class="farol-subscribe" data-farol-slot="subscribe">
<form class="farol-subscribe__form" data-farol-subscribe><label>Notify me of <select name="wpdiscuz_subscription_type"><option value="post">new comments</option></select></label>
<label>Your email <input type="email" name="email" required value="leitora@example.org"></label><input type="hidden" name="postId" value="5">
${ slot }<button type="submit">Subscribe</button></form></div><div id="wpd-threads"></div></section>`;

const realFetch = global.fetch;
const realCrypto = globalThis.crypto;

/**
 * The bar with the server answering every action; what was asked, in order.
 *
 * @param slot The captcha slot.
 */
function bar( slot: string ): { ctx: Context; asked: FormData[] } {
	document.body.innerHTML = barHtml( slot );
	const asked: FormData[] = [];
	global.fetch = jest.fn( ( _url: string, init: { body: FormData } ) => {
		asked.push( init.body );
		const data =
			init.body.get( 'action' ) === 'wpdCaptchaChallenge'
				? { challenge: CHALLENGE }
				: { code: 'subscription_confirm_sent', message: 'Confira.' };
		return Promise.resolve( {
			ok: true,
			json: () => Promise.resolve( { success: true, data } ),
		} );
	} ) as unknown as typeof fetch;
	const props = testProps( { postId: 5, minSendSeconds: 0 } );
	return {
		ctx: testContext( props ),
		asked,
	};
}

const form = () =>
	document.querySelector< HTMLFormElement >( 'form[data-farol-subscribe]' )!;

const actions = ( asked: FormData[] ) =>
	asked.map( ( fields ) => fields.get( 'action' ) );

beforeAll( () => {
	// jsdom has no WebCrypto digest: Node's, as the browser's.
	Object.defineProperty( globalThis, 'crypto', {
		value: webcrypto,
		configurable: true,
	} );
} );

afterAll( () => {
	Object.defineProperty( globalThis, 'crypto', {
		value: realCrypto,
		configurable: true,
	} );
} );

afterEach( () => {
	global.fetch = realFetch;
} );

describe( 'the subscribe bar’s captcha', () => {
	it( 'starts when the visitor focuses the bar', async () => {
		const { ctx, asked } = bar( SLOT );
		const stop = startEvents( ctx );
		form()
			.querySelector< HTMLInputElement >( 'input[name="email"]' )!
			.focus();
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		stop();
		expect( actions( asked ) ).toEqual( [ 'wpdCaptchaChallenge' ] );
		expect( asked[ 0 ]?.get( 'postId' ) ).toBe( '5' );
	} );

	it( 'sends the solved proof of work with the bar’s fields, then asks a new challenge', async () => {
		const { ctx, asked } = bar( SLOT );
		await subscribe( ctx, form(), jest.fn() );
		await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		expect( actions( asked ) ).toEqual( [
			'wpdCaptchaChallenge',
			'wpdAddSubscription',
			'wpdCaptchaChallenge',
		] );
		const sent = asked[ 1 ]!;
		expect( sent.get( 'email' ) ).toBe( 'leitora@example.org' );
		expect( sent.get( 'wpdiscuz_subscription_type' ) ).toBe( 'post' );
		expect( sent.get( 'farol_captcha_challenge' ) ).toBe( CHALLENGE );
		const solution = String( sent.get( 'farol_captcha' ) );
		expect( solution ).toMatch( /^\d+$/ );
		// An independent check of the answer: 4 leading zero bits of SHA-256( salt + n ).
		const digest = createHash( 'sha256' )
			.update( SALT + solution )
			.digest();
		expect( digest[ 0 ] ).toBeLessThan( 16 );
	} );

	it( 'asks nothing when the server printed no slot', async () => {
		const { ctx, asked } = bar( '' );
		const stop = startEvents( ctx );
		form()
			.querySelector< HTMLInputElement >( 'input[name="email"]' )!
			.focus();
		await subscribe( ctx, form(), jest.fn() );
		stop();
		expect( actions( asked ) ).toEqual( [ 'wpdAddSubscription' ] );
		expect( asked[ 0 ]?.has( 'farol_captcha' ) ).toBe( false );
	} );
} );

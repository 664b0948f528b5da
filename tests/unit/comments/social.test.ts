/**
 * Social login's chunk over the server's markup: without an agreement a button asks the server
 * and opens the provider's address; with one, the box opens first and nothing is sent until it
 * is ticked, then the 30-day cookie is stored and the login goes on; Telegram's address result
 * is read field by field, and garbage is no result.
 */

/**
 * Internal dependencies
 */
import { testContext, testProps } from './props-fixture';
import type { Context } from '../../../src/comments/context';
import { AGREEMENT_MAX_AGE } from '../../../src/comments/cookies';
import {
	agree,
	startLogin,
	telegramResult,
} from '../../../src/comments/social/login';

const realFetch = global.fetch;
let sent: FormData[] = [];

/**
 * The area with the buttons (and the agreement box when asked).
 *
 * @param agreement Whether an agreement is asked.
 */
function area( agreement: boolean ): Context {
	document.body.innerHTML = `<section id="wpdcom"><div class="farol-social" data-farol-social>${
		agreement
			? '<div data-farol-slot="social-agreement" hidden><label><input type="checkbox"> Terms</label><button type="button" data-farol-action="social-agree">Agree</button></div>'
			: ''
	}<ul><li><button type="button" data-farol-action="social-login" data-provider="google">Log in with Google</button></li></ul></div><div id="wpd-threads"></div></section>`;
	sent = [];
	global.fetch = jest.fn(
		async ( _url: unknown, init: { body: FormData } ) => {
			sent.push( init.body );
			return {
				json: async () => ( {
					success: true,
					data: {
						loggedIn: false,
						redirect: 'https://provider.example/auth?state=x',
					},
				} ),
			};
		}
	) as unknown as typeof fetch;
	const props = testProps( {
		postId: 7,
		phrases: { agreement_required: 'Accept the terms.' },
	} );
	return testContext( props );
}

const login = () =>
	document.querySelector< HTMLButtonElement >(
		'[data-farol-action="social-login"]'
	)!;

afterEach( () => {
	global.fetch = realFetch;
	document.cookie = 'farol_social_agreement=; max-age=0; path=/';
} );

test( 'without an agreement the provider is asked at once and its address opened', async () => {
	const ctx = area( false );
	const opened: string[] = [];
	await startLogin( ctx, login(), ( url ) => opened.push( url ) );
	expect( sent ).toHaveLength( 1 );
	expect( sent[ 0 ]!.get( 'action' ) ).toBe( 'wpd_social_login' );
	expect( sent[ 0 ]!.get( 'provider' ) ).toBe( 'google' );
	expect( sent[ 0 ]!.get( 'postID' ) ).toBe( '7' );
	expect( opened ).toEqual( [ 'https://provider.example/auth?state=x' ] );
} );

test( 'with an agreement the box opens first; only a ticked box stores the cookie and goes on', async () => {
	const ctx = area( true );
	const opened: string[] = [];
	const box = document.querySelector< HTMLElement >(
		'[data-farol-slot="social-agreement"]'
	)!;
	await startLogin( ctx, login(), ( url ) => opened.push( url ) );
	expect( box.hidden ).toBe( false );
	expect( box.ownerDocument.activeElement ).toBe(
		box.querySelector( 'input' )
	);
	expect( sent ).toHaveLength( 0 );

	const agreeButton = box.querySelector< HTMLButtonElement >( 'button' )!;
	await agree( ctx, agreeButton, ( url ) => opened.push( url ) );
	expect( sent ).toHaveLength( 0 );
	expect( document.cookie ).not.toContain( 'farol_social_agreement=1' );

	box.querySelector< HTMLInputElement >( 'input' )!.checked = true;
	await agree( ctx, agreeButton, ( url ) => opened.push( url ) );
	expect( document.cookie ).toContain( 'farol_social_agreement=1' );
	expect( AGREEMENT_MAX_AGE ).toBe( 30 * 24 * 60 * 60 );
	expect( sent ).toHaveLength( 1 );
	expect( opened ).toHaveLength( 1 );

	// Agreed once: the next button goes straight on.
	await startLogin( ctx, login(), ( url ) => opened.push( url ) );
	expect( sent ).toHaveLength( 2 );
} );

test( 'Telegram’s result is read from the address, known fields only', () => {
	const data = {
		id: 42,
		first_name: 'Tiago',
		auth_date: 1700000000,
		hash: 'abc',
		evil: 'x',
	};
	expect(
		telegramResult( `#tgAuthResult=${ btoa( JSON.stringify( data ) ) }` )
	).toEqual( {
		id: '42',
		first_name: 'Tiago',
		auth_date: '1700000000',
		hash: 'abc',
	} );
	expect( telegramResult( '#tgAuthResult=!!!' ) ).toBeNull();
	expect(
		telegramResult( `#tgAuthResult=${ btoa( 'not json' ) }` )
	).toBeNull();
	expect( telegramResult( '#comment-3' ) ).toBeNull();
} );

/**
 * Social login on the seeded demo content, on whichever runtime the run points at (@smoke: on
 * the Playground runtime of `npm start` too). The demo seed (tools/runtime/demo/61-social.php)
 * turns on the WordPress.com row pointed at the demo identity provider of the development
 * runtimes (tools/runtime/demo-idp/, REST routes under /wp-json/farol-demo-idp/v1/), so nothing
 * is configured here:
 *
 * - a guest presses "Entrar com WordPress.com", sees the demo provider's page (axe finds nothing
 *   on it), allows as Marta (verified e-mail) and comes back logged in; logged out after, and her
 *   account deleted when this test made it;
 * - as Rui (no e-mail) the site refuses: `social_unverified_mail`, shown as an error;
 * - by plain HTTP, with a client of this test's own (registered by the administrator, removed
 *   after): the provider refuses a redirect_uri that is not the client's, a request without a
 *   PKCE challenge, a wrong client secret, a wrong code_verifier, and a code used twice (which
 *   also revokes the token the code gave) — what makes the demo an honest OAuth 2 server.
 */
/**
 * External dependencies
 */
import crypto from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from './axe';
import { loggedIn } from './comments-social-site';
import { expect, test, VISITOR } from './fixtures';

/** A post of the demo content ("Como medir conversões", tools/runtime/demo/10-blog.php). */
const POST = '/como-medir-conversoes/';
const IDP = '/wp-json/farol-demo-idp/v1';
const MARTA = 'marta.demo@farol-demo.test';
const BUTTON = 'Entrar com WordPress.com';

/**
 * The ids of the users with an e-mail address (the administrator's REST view).
 *
 * @param requestUtils The administrator's REST client.
 * @param email        The address.
 */
async function usersWith(
	requestUtils: RequestUtils,
	email: string
): Promise< number[] > {
	const users = await requestUtils.rest< { id: number; email?: string }[] >( {
		path: '/wp/v2/users',
		params: { search: email, context: 'edit' },
	} );
	return users
		.filter( ( user ) => user.email === email )
		.map( ( u ) => u.id );
}

/**
 * From the post, as a guest: the demo button, then the demo provider's page with a person
 * chosen, then "Permitir".
 *
 * @param page   The page.
 * @param person The person's name on the provider's page.
 * @param axe    Whether axe checks the provider's page too.
 */
async function allowAs(
	page: Page,
	person: string,
	axe = false
): Promise< void > {
	await page.goto( POST );
	await page.getByRole( 'button', { name: BUTTON } ).click();
	await page.waitForURL( /\/farol-demo-idp\/v1\/authorize\?/ );
	await expect( page ).toHaveTitle( 'Provedor de demonstração do Farol' );
	await expect(
		page.getByRole( 'heading', {
			name: 'Provedor de demonstração do Farol',
		} )
	).toBeVisible();
	if ( axe ) {
		await expectNoAxeViolations( page, 'body' );
	}
	await page.getByRole( 'radio', { name: new RegExp( person ) } ).check();
	await page.getByRole( 'button', { name: 'Permitir' } ).click();
}

/**
 * base64url, as RFC 7636 writes the challenge.
 *
 * @param bytes The bytes.
 */
const base64url = ( bytes: Buffer ): string =>
	bytes
		.toString( 'base64' )
		.replace( /\+/g, '-' )
		.replace( /\//g, '_' )
		.replace( /=+$/, '' );

test.describe( 'social login on the demo content', () => {
	test.use( { storageState: VISITOR } );
	// Playground serves one request at a time: a login there takes about 30 s.
	test.setTimeout( 120_000 );

	test( 'a guest allows the demo provider as Marta and comes back logged in @smoke', async ( {
		page,
		requestUtils,
	} ) => {
		const before = await usersWith( requestUtils, MARTA );
		try {
			await page.goto( POST );
			expect( await loggedIn( page ) ).toBe( false );
			await allowAs( page, 'Marta Demo', true );
			await page.waitForURL( new RegExp( `${ POST }#wpdcom$` ) );
			expect( await loggedIn( page ) ).toBe( true );
			await expect(
				page.getByRole( 'button', { name: BUTTON } )
			).toHaveCount( 0 );
			// Her own session: the REST API names the account with her verified e-mail.
			const nonce = await page.evaluate( async () => {
				const response = await fetch(
					'/wp-admin/admin-ajax.php?action=rest-nonce',
					{ credentials: 'same-origin' }
				);
				return response.text();
			} );
			const me = await page.request.get(
				'/?rest_route=/wp/v2/users/me&context=edit',
				{ headers: { 'X-WP-Nonce': nonce } }
			);
			expect( me.status() ).toBe( 200 );
			const account = ( await me.json() ) as {
				email: string;
				name: string;
			};
			expect( account.email ).toBe( MARTA );
			expect( account.name ).toBe( 'Marta Demo' );
		} finally {
			// Logged out by WordPress' own link (its nonce is on the confirmation page).
			await page.goto( '/wp-login.php?action=logout' );
			const out = page.locator(
				'a[href*="action=logout"][href*="_wpnonce"]'
			);
			if ( await out.count() ) {
				await out.first().click();
				await page.waitForLoadState();
			}
			const admin = await requestUtils.rest< { id: number } >( {
				path: '/wp/v2/users/me',
			} );
			for ( const id of await usersWith( requestUtils, MARTA ) ) {
				if ( ! before.includes( id ) ) {
					await requestUtils.rest( {
						method: 'DELETE',
						path: `/wp/v2/users/${ id }`,
						params: { force: true, reassign: admin.id },
					} );
				}
			}
		}
		await page.goto( POST );
		expect( await loggedIn( page ) ).toBe( false );
		expect( await usersWith( requestUtils, MARTA ) ).toEqual( before );
	} );

	test( 'as Rui, who has no e-mail, the site refuses and says why @smoke', async ( {
		page,
	} ) => {
		await allowAs( page, 'Rui Sem E-mail' );
		await page.waitForURL( ( url ) => url.pathname === POST && ! url.hash );
		await expect(
			page.getByRole( 'alert' ).filter( {
				hasText:
					'Sua conta nesse serviço não tem um e-mail verificado, por isso não podemos usá-la para entrar.',
			} )
		).toBeVisible();
		expect( await loggedIn( page ) ).toBe( false );
		await expect(
			page.getByRole( 'button', { name: BUTTON } )
		).toBeVisible();
	} );

	test( 'the demo provider refuses a foreign redirect_uri, no PKCE, a wrong secret, a wrong code_verifier and a reused code @smoke', async ( {
		baseURL,
		playwright,
		requestUtils,
	} ) => {
		const redirectUri = `${ baseURL }/farol-demo-idp-smoke/`;
		const client = await requestUtils.rest< {
			client_id: string;
			client_secret: string;
		} >( {
			method: 'POST',
			path: '/farol-demo-idp/v1/clients',
			data: { redirect_uri: redirectUri },
		} );
		const http: APIRequestContext = await playwright.request.newContext( {
			baseURL,
		} );
		const query = ( challenge: string, extra = {} ) => ( {
			response_type: 'code',
			client_id: client.client_id,
			redirect_uri: redirectUri,
			scope: 'auth',
			state: 'smoke-state',
			code_challenge: challenge,
			code_challenge_method: 'S256',
			...extra,
		} );
		/**
		 * A code for Marta, through the provider's page and its "Permitir" form.
		 *
		 * @param verifier The PKCE verifier whose challenge the request carries.
		 */
		const codeFor = async ( verifier: string ): Promise< string > => {
			const challenge = base64url(
				crypto.createHash( 'sha256' ).update( verifier ).digest()
			);
			const form = await http.get( `${ IDP }/authorize`, {
				params: query( challenge ),
			} );
			expect( form.status() ).toBe( 200 );
			const html = await form.text();
			const hidden = ( name: string ) =>
				new RegExp( `name="${ name }" value="([^"]*)"` ).exec(
					html
				)?.[ 1 ] ?? '';
			const allowed = await http.post( `${ IDP }/authorize`, {
				form: {
					...query( challenge ),
					expires: hidden( 'expires' ),
					proof: hidden( 'proof' ),
					person: 'marta',
					decision: 'allow',
				},
				maxRedirects: 0,
			} );
			expect( allowed.status() ).toBe( 302 );
			const back = new URL( allowed.headers().location ?? '' );
			expect( back.origin + back.pathname ).toBe( redirectUri );
			expect( back.searchParams.get( 'state' ) ).toBe( 'smoke-state' );
			return back.searchParams.get( 'code' ) ?? '';
		};
		const exchange = ( code: string, secret: string, verifier: string ) =>
			http.post( `${ IDP }/token`, {
				form: {
					grant_type: 'authorization_code',
					code,
					redirect_uri: redirectUri,
					client_id: client.client_id,
					client_secret: secret,
					code_verifier: verifier,
				},
			} );
		const verifier = base64url( crypto.randomBytes( 32 ) );
		try {
			// Another redirect_uri: an error page here, never a redirect there.
			const foreign = await http.get( `${ IDP }/authorize`, {
				params: query( base64url( crypto.randomBytes( 32 ) ), {
					redirect_uri: `${ baseURL }/elsewhere/`,
				} ),
				maxRedirects: 0,
			} );
			expect( foreign.status() ).toBe( 400 );
			expect( foreign.headers().location ).toBeUndefined();
			// No PKCE challenge: back to the client with invalid_request.
			const noPkce = await http.get( `${ IDP }/authorize`, {
				params: query( '', { code_challenge_method: '' } ),
				maxRedirects: 0,
			} );
			expect( noPkce.status() ).toBe( 302 );
			expect(
				new URL( noPkce.headers().location ?? '' ).searchParams.get(
					'error'
				)
			).toBe( 'invalid_request' );

			const first = await codeFor( verifier );
			expect( first ).not.toBe( '' );
			const wrongSecret = await exchange(
				first,
				'not-the-secret',
				verifier
			);
			expect( wrongSecret.status() ).toBe( 401 );
			expect( ( await wrongSecret.json() ).error ).toBe(
				'invalid_client'
			);
			const wrongVerifier = await exchange(
				first,
				client.client_secret,
				base64url( crypto.randomBytes( 32 ) )
			);
			expect( wrongVerifier.status() ).toBe( 400 );
			expect( ( await wrongVerifier.json() ).error ).toBe(
				'invalid_grant'
			);
			// That attempt spent the code: the right verifier comes too late.
			const spent = await exchange(
				first,
				client.client_secret,
				verifier
			);
			expect( ( await spent.json() ).error ).toBe( 'invalid_grant' );

			const second = await codeFor( verifier );
			const good = await exchange(
				second,
				client.client_secret,
				verifier
			);
			expect( good.status() ).toBe( 200 );
			const token = ( await good.json() ) as { access_token: string };
			const profile = await http.get( `${ IDP }/userinfo`, {
				headers: { Authorization: `Bearer ${ token.access_token }` },
			} );
			expect( profile.status() ).toBe( 200 );
			expect( await profile.json() ).toMatchObject( {
				display_name: 'Marta Demo',
				email: MARTA,
				email_verified: true,
			} );

			const reused = await exchange(
				second,
				client.client_secret,
				verifier
			);
			expect( reused.status() ).toBe( 400 );
			expect( ( await reused.json() ).error ).toBe( 'invalid_grant' );
			// The code's second use revoked the token it gave.
			const revoked = await http.get( `${ IDP }/userinfo`, {
				headers: { Authorization: `Bearer ${ token.access_token }` },
			} );
			expect( revoked.status() ).toBe( 401 );
		} finally {
			await http.dispose();
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/farol-demo-idp/v1/clients/${ client.client_id }`,
			} );
		}
	} );
} );

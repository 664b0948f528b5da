/**
 * A member connects a social account on their profile, logs in with it, disconnects it.
 *
 * VK (which gives no verified e-mail, so it logs in only an account linked to it) is pointed at
 * the local stand-in (tests/php/stand-ins/social.php): its authorize page sends the browser
 * straight back with a code naming VK user 7770001 (the claims of identity.json in its
 * directory), its token and userinfo endpoints vouch for it.
 *
 * - Users › Profile shows "Contas sociais" with VK "Não conectado"; Tab to "Conectar VK",
 *   Enter → the stand-in → back on the profile, "Conectado (Marta)", the notice; axe finds
 *   nothing in the section and the notice.
 * - Logged out, "Entrar com VK" in the comment widget logs in THIS member.
 * - "Desconectar VK" removes the link (the notice; the meta gone).
 * - Telegram (its login page played by a route): back on the profile with `#tgAuthResult=`, the
 *   page's script posts the result once; a wrong hash is refused, the right one connects.
 *
 * The widget's settings are restored, the post and the member deleted after
 * (tests/e2e/php/comments-social-site.php).
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { expect, test, VISITOR } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { sendLoginForm } from './login-form';
import { startStandIn, type StandIn } from './stand-in';
import { BOT_TOKEN, site, telegramHash } from './comments-social-site';

const ROOT = path.resolve( __dirname, '../..' );
const SITE = path.join(
	ROOT,
	'.farol',
	`native-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`,
	'wp'
);
const MEMBER = `vinculo_${ Date.now().toString( 36 ) }`;
const VK_ID = 7770001;

test.describe( 'linking a social account', () => {
	test.use( { storageState: VISITOR } );
	test.describe.configure( { mode: 'serial' } );
	test.setTimeout( 90_000 );

	let server: StandIn | undefined;
	let saved = 'null';
	let postUrl = '';
	let postId = 0;

	test.beforeAll( async ( { baseURL, requestUtils } ) => {
		server = await startStandIn( 'social.php' );
		writeFileSync(
			path.join( server.dir, 'identity.json' ),
			JSON.stringify( {
				response: [ { id: VK_ID, first_name: 'Marta' } ],
				email_verified: false,
			} )
		);
		saved = site( baseURL!, 'get' );
		const base = JSON.parse( saved ) as Record< string, unknown > | null;
		site(
			baseURL!,
			'set',
			JSON.stringify( {
				...( base ?? {} ),
				social_agreement_text: '',
				social_providers: {
					vk: {
						enabled: true,
						client_id: 'standin-app',
						client_secret: 'standin-secret',
						authorize_url: `${ server.url }/oauth2/authorize`,
						token_url: `${ server.url }/oauth2/token`,
						tokeninfo_url: '',
						userinfo_url: `${ server.url }/oauth2/userinfo`,
					},
					telegram: {
						enabled: true,
						client_id: 'e2e_bot',
						client_secret: BOT_TOKEN,
						authorize_url: '',
						token_url: '',
						tokeninfo_url: '',
						userinfo_url: '',
					},
				},
			} )
		);
		site( baseURL!, 'member', MEMBER );
		const post = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: `Vínculo social ${ Date.now().toString( 36 ) }`,
				status: 'publish',
				comment_status: 'open',
				content:
					'<!-- wp:paragraph --><p>Um post para entrar.</p><!-- /wp:paragraph -->',
			},
		} ) ) as { link: string; id: number };
		postUrl = new URL( post.link ).pathname + new URL( post.link ).search;
		postId = post.id;
	} );

	test.afterAll( async ( { baseURL, requestUtils } ) => {
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ postId }`,
			params: { force: true },
		} );
		site( baseURL!, 'set', saved );
		site( baseURL!, 'clean', `${ MEMBER }@example.com` );
		await server?.stop();
	} );

	test( 'connect on the profile, log in with it, disconnect', async ( {
		page,
		context,
		baseURL,
	} ) => {
		await sendLoginForm( page, MEMBER );
		await page.waitForURL( /wp-admin/ );
		await page.goto( '/wp-admin/profile.php' );
		const heading = page.getByRole( 'heading', { name: 'Contas sociais' } );
		await expect( heading ).toBeVisible();
		const section = page.locator( '.farol-social-accounts' );
		const row = section.locator( 'tr' ).filter( { hasText: 'VK' } );
		await expect( row ).toContainText( 'Não conectado' );
		await expectNoAxeViolations( page, '.farol-social-accounts' );

		// By keyboard: from the section's description, Tab reaches "Conectar VK"; Enter presses it.
		await page.locator( '#farol-social-accounts + .description' ).click();
		await page.keyboard.press( 'Tab' );
		const connect = page.getByRole( 'button', { name: 'Conectar VK' } );
		await expect( connect ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await page.waitForURL( /profile\.php\?farol_social_linked=vk/ );
		const notice = page.getByRole( 'status' ).filter( {
			hasText: 'Sua conta do VK está conectada',
		} );
		await expect( notice ).toBeVisible();
		await expect( row ).toContainText( 'Conectado (Marta)' );
		await expect(
			page.getByRole( 'button', { name: 'Desconectar VK' } )
		).toBeVisible();
		await expectNoAxeViolations( page, '.farol-social-accounts' );
		await expectNoAxeViolations( page, '.notice-success' );
		expect( site( baseURL!, 'meta', MEMBER, 'farol_social_vk' ) ).toBe(
			JSON.stringify( String( VK_ID ) )
		);

		// Logged out, VK's button beside the comments logs this member in.
		await context.clearCookies();
		await page.goto( postUrl );
		await page.getByRole( 'button', { name: 'Entrar com VK' } ).click();
		await page.waitForURL( /#wpdcom$/ );
		await page.goto( '/wp-admin/profile.php' );
		await expect( page.locator( '#user_login' ) ).toHaveValue( MEMBER );

		// Disconnect.
		await page.getByRole( 'button', { name: 'Desconectar VK' } ).click();
		await page.waitForURL( /farol_social_unlinked=vk/ );
		await expect(
			page.getByRole( 'status' ).filter( {
				hasText: 'A conta do VK foi desconectada.',
			} )
		).toBeVisible();
		await expect( row ).toContainText( 'Não conectado' );
		expect( site( baseURL!, 'meta', MEMBER, 'farol_social_vk' ) ).toBe(
			'""'
		);
	} );

	test( 'Telegram: the result coming back to the profile connects it; a wrong hash does not', async ( {
		page,
		baseURL,
	} ) => {
		// Telegram's login page sends the browser back to return_to with the result in the
		// hash. A route sees only a redirect's first address, so the form's answer (the 302 to
		// Telegram) is what is played: straight back, as Telegram does after its login.
		let token = 'wrong';
		await page.route( /\/wp-admin\/admin-post\.php$/, async ( route ) => {
			const response = await route.fetch( { maxRedirects: 0 } );
			const location = response.headers().location ?? '';
			if ( ! location.startsWith( 'https://oauth.telegram.org/auth' ) ) {
				return route.fulfill( { response } );
			}
			const back = new URL( location ).searchParams.get( 'return_to' );
			return route.fulfill( {
				response,
				headers: {
					...response.headers(),
					location: `${ back }#tgAuthResult=${ telegramHash(
						token
					) }`,
				},
			} );
		} );
		await sendLoginForm( page, MEMBER );
		await page.waitForURL( /wp-admin/ );
		await page.goto( '/wp-admin/profile.php' );
		const row = page
			.locator( '.farol-social-accounts tr' )
			.filter( { hasText: 'Telegram' } );

		await page.getByRole( 'button', { name: 'Conectar Telegram' } ).click();
		await page.waitForURL( /farol_social_refused=social_hash_invalid/ );
		await expect(
			page.getByRole( 'alert' ).filter( {
				hasText: 'Não foi possível verificar o login pelo Telegram.',
			} )
		).toBeVisible();
		await expect( row ).toContainText( 'Não conectado' );

		token = BOT_TOKEN;
		await page.getByRole( 'button', { name: 'Conectar Telegram' } ).click();
		await page.waitForURL( /farol_social_linked=telegram/ );
		await expect( row ).toContainText( 'Conectado (Tiago)' );
		expect( page.url() ).not.toContain( 'tgAuthResult' );
		expect(
			site( baseURL!, 'meta', MEMBER, 'farol_social_telegram' )
		).toBe( '"5550001"' );
		await page
			.getByRole( 'button', { name: 'Desconectar Telegram' } )
			.click();
		await page.waitForURL( /farol_social_unlinked=telegram/ );
	} );
} );

/**
 * Social login in the browser, as a guest, on a fresh post of the e2e site: Google pointed at
 * the local stand-in (tests/php/stand-ins/social.php, started here on a free port: its
 * authorize page sends the browser straight back with a code, its token and token-info
 * endpoints vouch for social-standin@example.com) and Telegram with a test bot's token.
 *
 * - Without an agreement: "Entrar com Google" → the stand-in → back on the post, logged in
 *   (the widget's chunk `comments-social` fetched only on the click).
 * - With an agreement: the box slides open and takes the focus; continuing unticked says so;
 *   ticked, the 30-day cookie is stored and the login goes on.
 * - Telegram: a Login Widget result signed with the bot's token in `#tgAuthResult=` logs in the
 *   account linked to it; a wrong hash shows the refusal.
 * - A failed redirect flow's error cookie is shown as an error, then cleared.
 * - The buttons by keyboard, and axe finds nothing on them and the open box.
 * - The administrator's settings page shows the secrets masked; saving keeps them.
 *
 * The widget's settings are restored, and the users made here deleted, after
 * (tests/e2e/php/comments-social-site.php).
 */
/**
 * External dependencies
 */
import type { BrowserContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from './axe';
import { expect, test, VISITOR } from './fixtures';
import { startStandIn, type StandIn } from './stand-in';
import {
	AGREEMENT,
	BOT_TOKEN,
	STANDIN_EMAIL,
	TELEGRAM_EMAIL,
	loggedIn,
	site,
	telegramHash,
} from './comments-social-site';

test.describe( 'social login', () => {
	test.use( { storageState: VISITOR } );
	test.describe.configure( { mode: 'serial' } );
	test.setTimeout( 90_000 );

	let server: StandIn | undefined;
	let saved = 'null';
	let postUrl = '';

	/**
	 * Stores the widget's settings with Google (at the stand-in) and Telegram on.
	 *
	 * @param baseURL   The site.
	 * @param agreement The agreement text ('' : none).
	 */
	const configure = ( baseURL: string, agreement: string ) => {
		const base = JSON.parse( saved ) as Record< string, unknown > | null;
		const url = server!.url;
		site(
			baseURL,
			'set',
			JSON.stringify( {
				...( base ?? {} ),
				social_agreement_text: agreement,
				social_providers: {
					google: {
						enabled: true,
						client_id: 'standin-app',
						client_secret: 'standin-secret',
						authorize_url: `${ url }/oauth2/authorize`,
						token_url: `${ url }/oauth2/token`,
						tokeninfo_url: `${ url }/oidc/tokeninfo`,
						userinfo_url: `${ url }/oauth2/userinfo`,
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
	};

	test.beforeAll( async ( { baseURL, requestUtils } ) => {
		server = await startStandIn( 'social.php' );
		saved = site( baseURL!, 'get' );
		site( baseURL!, 'clean', STANDIN_EMAIL, TELEGRAM_EMAIL );
		const post = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: `Login social ${ Date.now().toString( 36 ) }`,
				status: 'publish',
				comment_status: 'open',
				content:
					'<!-- wp:paragraph --><p>Um post para entrar.</p><!-- /wp:paragraph -->',
			},
		} ) ) as { link: string };
		postUrl = new URL( post.link ).pathname + new URL( post.link ).search;
	} );

	test.afterAll( async ( { baseURL } ) => {
		site( baseURL!, 'set', saved );
		site( baseURL!, 'clean', STANDIN_EMAIL, TELEGRAM_EMAIL );
		await server?.stop();
	} );

	test( 'without an agreement, Google through the stand-in logs the guest in', async ( {
		page,
		baseURL,
	} ) => {
		configure( baseURL!, '' );
		const chunks: string[] = [];
		page.on( 'request', ( request ) => {
			if ( /comments-social\.[a-f0-9]+\.js/.test( request.url() ) ) {
				chunks.push( request.url() );
			}
		} );
		await page.goto( postUrl );
		const google = page.getByRole( 'button', {
			name: 'Entrar com Google',
		} );
		await expect( google ).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Entrar com Telegram' } )
		).toBeVisible();
		expect( chunks, 'a reader downloads nothing of social login' ).toEqual(
			[]
		);
		expect( await loggedIn( page ) ).toBe( false );

		await google.click();
		await page.waitForURL( /#wpdcom$/ );
		expect( chunks ).toHaveLength( 1 );
		expect( await loggedIn( page ) ).toBe( true );
		await expect(
			page.getByRole( 'button', { name: 'Entrar com Google' } )
		).toHaveCount( 0 );
	} );

	test( 'with an agreement, the box slides open; agreeing stores the 30-day cookie and goes on', async ( {
		page,
		context,
		baseURL,
	} ) => {
		configure( baseURL!, AGREEMENT );
		await page.goto( postUrl );
		const box = page.locator( '[data-farol-slot="social-agreement"]' );
		await expect( box ).toBeHidden();

		// By keyboard: the button is reached and pressed with Enter.
		await page.getByRole( 'button', { name: 'Entrar com Google' } ).focus();
		await page.keyboard.press( 'Enter' );
		await expect( box ).toBeVisible();
		await expect( box ).toContainText( AGREEMENT );
		const tick = box.getByRole( 'checkbox' );
		await expect( tick ).toBeFocused();
		await expectNoAxeViolations( page, '.farol-social' );

		// Unticked: told, not sent.
		await box
			.getByRole( 'button', { name: 'Concordar e continuar' } )
			.click();
		await expect(
			page.getByRole( 'alert' ).filter( {
				hasText: 'Aceite os termos para continuar.',
			} )
		).toBeVisible();
		expect( page.url() ).not.toMatch( /#wpdcom$/ );

		// Ticked: the cookie for 30 days, then the provider.
		await page.keyboard.press( 'Space' );
		await expect( tick ).toBeChecked();
		await box
			.getByRole( 'button', { name: 'Concordar e continuar' } )
			.click();
		await page.waitForURL( /#wpdcom$/ );
		expect( await loggedIn( page ) ).toBe( true );
		const cookie = ( await cookies( context ) ).find(
			( item ) => item.name === 'farol_social_agreement'
		);
		expect( cookie?.value ).toBe( '1' );
		const days = ( cookie!.expires - Date.now() / 1000 ) / 86400;
		expect( days ).toBeGreaterThan( 29.9 );
		expect( days ).toBeLessThanOrEqual( 30 );
	} );

	test( 'Telegram: a result with the right hash logs in the linked account; a wrong hash is refused', async ( {
		page,
		baseURL,
	} ) => {
		configure( baseURL!, '' );
		site( baseURL!, 'link-telegram', '5550001', TELEGRAM_EMAIL );

		await page.goto(
			`${ postUrl }#tgAuthResult=${ telegramHash( 'wrong' ) }`
		);
		await expect(
			page.getByRole( 'alert' ).filter( {
				hasText: 'Não foi possível verificar o login pelo Telegram.',
			} )
		).toBeVisible();
		expect( page.url() ).not.toContain( 'tgAuthResult' );
		expect( await loggedIn( page ) ).toBe( false );

		// Telegram sends the browser back with a new page load (a hash alone would not reload).
		await page.goto( 'about:blank' );
		await page.goto(
			`${ postUrl }#tgAuthResult=${ telegramHash( BOT_TOKEN ) }`
		);
		await page.waitForFunction(
			() => document.body.classList.contains( 'logged-in' ),
			undefined,
			{ timeout: 20_000 }
		);
		expect( page.url() ).not.toContain( 'tgAuthResult' );
	} );

	test( "a failed redirect flow's error cookie is shown as an error, then cleared", async ( {
		page,
		context,
		baseURL,
	} ) => {
		configure( baseURL!, '' );
		await context.addCookies( [
			{
				name: 'farol_social_error',
				value: 'social_unverified_mail',
				domain: new URL( baseURL! ).hostname,
				path: '/',
			},
		] );
		await page.goto( postUrl );
		await expect(
			page.getByRole( 'alert' ).filter( {
				hasText:
					'Sua conta nesse serviço não tem um e-mail verificado, por isso não podemos usá-la para entrar.',
			} )
		).toBeVisible();
		await expect
			.poll( async () =>
				( await cookies( context ) ).some(
					( item ) => item.name === 'farol_social_error'
				)
			)
			.toBe( false );
	} );
	test.describe( 'the administrator', () => {
		test.use( { storageState: process.env.STORAGE_STATE_PATH } );

		test( 'sees the secrets masked on the settings page, and saving keeps them', async ( {
			page,
			baseURL,
		} ) => {
			configure( baseURL!, '' );
			await page.goto(
				'/wp-admin/edit-comments.php?page=farol-comment-settings'
			);
			await page.getByRole( 'tab', { name: 'Escrita' } ).click();
			const google = page.locator( 'details' ).filter( {
				has: page.locator( 'summary', { hasText: 'google' } ),
			} );
			await google.locator( 'summary' ).click();
			await expect(
				google.getByLabel( 'ID do app (cliente)' )
			).toHaveValue( 'standin-app' );
			await expect(
				google.getByLabel( 'Chave secreta do app' )
			).toHaveValue( '••••••••cret' );
			expect( await page.content() ).not.toContain( 'standin-secret' );
			expect( await page.content() ).not.toContain( BOT_TOKEN );
			await expectNoAxeViolations( page, 'details[open]' );

			await page
				.getByRole( 'button', { name: 'Salvar configurações' } )
				.click();
			await expect(
				page.locator( '.farol-comment-settings__notice' )
			).toContainText( 'Configurações salvas.' );
			const stored = JSON.parse( site( baseURL!, 'get' ) ) as {
				social_providers: Record< string, { client_secret: string } >;
			};
			expect( stored.social_providers.google!.client_secret ).toBe(
				'standin-secret'
			);
			expect( stored.social_providers.telegram!.client_secret ).toBe(
				BOT_TOKEN
			);
		} );
	} );
} );

/**
 * The context's cookies.
 *
 * @param context The browser context.
 */
function cookies( context: BrowserContext ) {
	return context.cookies();
}

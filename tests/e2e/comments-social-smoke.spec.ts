/**
 * Telegram social login on whichever runtime the run points at (@smoke: on the Playground
 * runtime of `npm start` too). Telegram needs no outbound request: the Login Widget's result is
 * checked on the server by its hash (Comments\Social\TelegramCheck), so a result signed here
 * with a test bot's token stands for Telegram's.
 *
 * As the administrator, through REST only: Telegram is switched on in the widget's settings
 * (wp/v2/settings) with the test bot's token, and a member of this run is made linked to a
 * Telegram id (wp/v2/users with the user meta `farol_social_telegram`, writable over REST only
 * while tests/e2e/php/social-link-meta.php sits in the site's mu-plugins: copied there for
 * this spec, into the native e2e site's folder or the Playground smoke site's, which is mounted
 * live). A guest then comes back from Telegram: a wrong hash shows the refusal; the right one
 * logs the member in on the post.
 *
 * Leaves no trace: the settings as they were (a masked secret saved back keeps the stored one),
 * the member deleted, the mu-plugin removed.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
/**
 * Internal dependencies
 */
import { loggedIn, telegramHash } from './comments-social-site';
import { expect, test, VISITOR } from './fixtures';
import { siteFolder } from './runtime-site';

const POST = '/seo-local-pequenas-empresas/';
const RUN = Date.now().toString( 36 );
const BOT_TOKEN = '777001:e2e-smoke-bot-token';
/** Far from the ids other specs link (comments-social.spec.ts: 5550001). */
const TELEGRAM_ID = String( 5560000 + ( Date.now() % 10000 ) );

test.describe( 'social login on this runtime', () => {
	test.use( { storageState: VISITOR } );
	test.setTimeout( 90_000 );

	test( 'Telegram: a wrong hash is refused; the right one logs the linked member in @smoke', async ( {
		page,
		baseURL,
		requestUtils,
	} ) => {
		const mu = path.join(
			siteFolder( baseURL! ),
			'wp-content/mu-plugins/farol-e2e-social-link-meta.php'
		);
		expect(
			fs.existsSync( path.dirname( mu ) ),
			`the site's mu-plugins folder (${ path.dirname( mu ) })`
		).toBe( true );
		fs.copyFileSync(
			path.join( __dirname, 'php', 'social-link-meta.php' ),
			mu
		);
		const { farol_comments: saved } = await requestUtils.rest< {
			farol_comments: Record< string, unknown > & {
				social_providers?: Record< string, unknown >;
			};
		} >( { path: '/wp/v2/settings' } );
		let memberId = 0;
		try {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/settings',
				data: {
					farol_comments: {
						...saved,
						social_agreement_text: '',
						social_providers: {
							...( saved.social_providers ?? {} ),
							telegram: {
								enabled: true,
								client_id: 'e2e_smoke_bot',
								client_secret: BOT_TOKEN,
								authorize_url: '',
								token_url: '',
								tokeninfo_url: '',
								userinfo_url: '',
							},
						},
					},
				},
			} );
			const member = await requestUtils.rest< {
				id: number;
				meta?: Record< string, unknown >;
			} >( {
				method: 'POST',
				path: '/wp/v2/users',
				data: {
					username: `tg_fumaca_${ RUN }`,
					email: `tg-fumaca-${ RUN }@e2e-smoke.test`,
					password: `${ RUN }-Senha-Longa-42`,
					name: `Tiago ${ RUN }`,
					roles: [ 'subscriber' ],
					meta: { farol_social_telegram: TELEGRAM_ID },
				},
			} );
			memberId = member.id;
			expect( member.meta?.farol_social_telegram ).toBe( TELEGRAM_ID );

			await page.goto( POST );
			await expect(
				page.getByRole( 'button', { name: 'Entrar com Telegram' } )
			).toBeVisible();

			// A result signed with another token: refused, still a guest. (Telegram sends the
			// browser back with a new page load: a hash alone would not reload the post.)
			await page.goto( 'about:blank' );
			await page.goto(
				`${ POST }#tgAuthResult=${ telegramHash(
					'wrong',
					TELEGRAM_ID
				) }`
			);
			await expect(
				page.getByRole( 'alert' ).filter( {
					hasText:
						'Não foi possível verificar o login pelo Telegram.',
				} )
			).toBeVisible();
			expect( page.url() ).not.toContain( 'tgAuthResult' );
			expect( await loggedIn( page ) ).toBe( false );

			await page.goto( 'about:blank' );
			await page.goto(
				`${ POST }#tgAuthResult=${ telegramHash(
					BOT_TOKEN,
					TELEGRAM_ID
				) }`
			);
			await page.waitForFunction(
				() => document.body.classList.contains( 'logged-in' ),
				undefined,
				{ timeout: 30_000 }
			);
			expect( page.url() ).not.toContain( 'tgAuthResult' );
			await expect(
				page.getByRole( 'button', { name: 'Entrar com Telegram' } )
			).toHaveCount( 0 );
			// The member's own session: the REST API names them.
			const nonce = await page.evaluate( async () => {
				const response = await fetch(
					'/wp-admin/admin-ajax.php?action=rest-nonce',
					{ credentials: 'same-origin' }
				);
				return response.text();
			} );
			const me = await page.request.get( '/?rest_route=/wp/v2/users/me', {
				headers: { 'X-WP-Nonce': nonce },
			} );
			expect( me.status() ).toBe( 200 );
			expect( ( ( await me.json() ) as { id: number } ).id ).toBe(
				memberId
			);
		} finally {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/settings',
				data: { farol_comments: saved },
			} );
			if ( memberId ) {
				const admin = await requestUtils.rest< { id: number } >( {
					path: '/wp/v2/users/me',
				} );
				await requestUtils.rest( {
					method: 'DELETE',
					path: `/wp/v2/users/${ memberId }`,
					params: { force: true, reassign: admin.id },
				} );
			}
			fs.rmSync( mu, { force: true } );
		}
	} );
} );

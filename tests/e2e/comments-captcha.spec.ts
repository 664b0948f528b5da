/**
 * The comment forms' captcha (issue 24) on a fresh post, against the local stand-in of the
 * providers (tests/php/stand-ins/captcha.php: their browser APIs and siteverify): the default
 * proof of work posts a guest's comment with its solved challenge, and nothing of it loads
 * before the visitor starts writing; reCAPTCHA v2's checkbox is required (unticked: the border
 * turns red and nothing is sent; ticked by keyboard: posted), scaled to the area and clean for
 * axe; reCAPTCHA v3 sends `g-recaptcha-response`; Turnstile its widget's token; a provider
 * script that fails shows "reCaptcha Error" or "reCaptcha Error: " and the reason. In the
 * inline comment popup, reCAPTCHA v2 is required the same way; a script failure is said there.
 *
 * For this spec only, tests/e2e/php/comments-captcha-site.php sits in the e2e site's
 * mu-plugins (endpoints at the stand-in started here; core's flood check off). The spec puts
 * the widget's settings back, deletes its post (and so its comments), the mu-plugin and the
 * port file after.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page, Request } from '@playwright/test';
/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from './axe';
import { expect, test, VISITOR } from './fixtures';
import { SITE } from './contact-form-helpers';
import { CommentsPage } from './pages/comments.page';
import { reportOnFailure, startStandIn, type StandIn } from './stand-in';
import { field, RED, THIRD_PARTY } from './comments-captcha-helpers';
import { captchaScale } from '../../src/comments/captcha/scale';

const MU = path.join( SITE, 'wp-content/mu-plugins' );
const PLUGIN = path.join( MU, 'farol-e2e-comments-captcha-site.php' );
const PORT_FILE = path.join( MU, 'farol-e2e-comments-captcha.port' );
const STAMP = Date.now().toString( 36 );
/** The post's discussable passage (its inline comment popup). */
const PASSAGE = 'captcha1';

let server: StandIn | undefined;
let postId = 0;
let postUrl = '';
let saved: Record< string, unknown > = {};

/**
 * Sets the widget's captcha settings over the ones the site had.
 *
 * @param requestUtils The REST helper (administrator).
 * @param captcha      The captcha keys.
 */
async function setCaptcha(
	requestUtils: RequestUtils,
	captcha: Record< string, unknown >
): Promise< void > {
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/settings',
		data: { farol_comments: { ...saved, ...captcha } },
	} );
}

/**
 * Opens the post as a guest and writes a comment in the main form.
 *
 * @param page The page.
 * @param text The comment.
 */
async function writeComment(
	page: Page,
	text: string
): Promise< { area: CommentsPage; form: Locator } > {
	const area = new CommentsPage( page );
	await area.open( postUrl );
	const form = area.mainForm;
	await area.identify( form, STAMP );
	await area.write( form, text );
	return { area, form };
}

test.describe( 'comment captcha', () => {
	test.use( { storageState: VISITOR } );
	test.describe.configure( { mode: 'serial' } );
	test.setTimeout( 90_000 );
	reportOnFailure( () => server );

	test.beforeAll( async ( { requestUtils } ) => {
		server = await startStandIn( 'captcha.php' );
		fs.writeFileSync( PORT_FILE, String( server.port ) );
		fs.copyFileSync(
			path.join( __dirname, 'php', 'comments-captcha-site.php' ),
			PLUGIN
		);
		const settings = ( await requestUtils.rest( {
			path: '/wp/v2/settings',
		} ) ) as { farol_comments: Record< string, unknown > };
		saved = settings.farol_comments;
		const post = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: `Captcha ${ STAMP }`,
				status: 'publish',
				comment_status: 'open',
				content: `<!-- wp:paragraph --><p>Um post com <span class="farol-inline" data-farol-inline="${ PASSAGE }">captcha</span>.</p><!-- /wp:paragraph -->`,
			},
		} ) ) as { id: number; link: string };
		postId = post.id;
		postUrl = new URL( post.link ).pathname + new URL( post.link ).search;
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/settings',
			data: { farol_comments: saved },
		} );
		if ( postId ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/posts/${ postId }`,
				params: { force: true },
			} );
		}
		fs.rmSync( PLUGIN, { force: true } );
		fs.rmSync( PORT_FILE, { force: true } );
		await server?.stop();
	} );

	test( 'the proof of work, by default, posts a guest comment once the visitor writes', async ( {
		page,
		requestUtils,
	} ) => {
		await setCaptcha( requestUtils, {
			captcha_provider: 'proof_of_work',
			captcha_guests: true,
		} );
		const fetched: string[] = [];
		page.on( 'request', ( request ) => fetched.push( request.url() ) );
		const area = new CommentsPage( page );
		await area.open( postUrl );
		const form = area.mainForm;
		await expect(
			form.locator( '[data-farol-captcha="proof_of_work"]' )
		).toHaveCount( 1 );
		expect(
			fetched.filter( ( url ) => url.includes( 'comments-captcha' ) ),
			'nothing of the captcha before the visitor writes'
		).toEqual( [] );

		const challenge = page.waitForResponse( ( response ) =>
			( response.request().postData() ?? '' ).includes(
				'wpdCaptchaChallenge'
			)
		);
		await area.identify( form, STAMP );
		await area.write( form, `Prova de trabalho ${ STAMP }.` );
		expect( ( await ( await challenge ).json() ).success ).toBe( true );
		const added = area.answerOf( 'wpdAddComment' );
		await area.submit( form ).click();
		const response = await added;
		const body = ( await response.json() ) as { success: boolean };
		expect( body.success, JSON.stringify( body ) ).toBe( true );
		expect(
			field( response.request(), 'farol_captcha_challenge' )
		).toMatch( /^pow1\./ );
		expect( field( response.request(), 'farol_captcha' ) ).toMatch(
			/^\d+$/
		);
	} );

	test( 'reCAPTCHA v2 is required: unticked the border turns red and nothing is sent; ticked by keyboard it posts', async ( {
		page,
		requestUtils,
	} ) => {
		await setCaptcha( requestUtils, {
			captcha_provider: 'recaptcha_v2',
			...THIRD_PARTY,
		} );
		await page.setViewportSize( { width: 500, height: 900 } );
		const sent: Request[] = [];
		page.on( 'request', ( request ) => {
			if ( ( request.postData() ?? '' ).includes( 'wpdAddComment' ) ) {
				sent.push( request );
			}
		} );
		const { area, form } = await writeComment(
			page,
			`Caixa marcada ${ STAMP }.`
		);
		const slot = form.locator( '[data-farol-captcha="recaptcha_v2"]' );
		const box = slot.locator( '.farol-comment-form__captcha-widget' );
		const robot = slot.getByRole( 'checkbox', { name: "I'm not a robot" } );
		await expect( robot ).toBeVisible();

		// Scaled to the area's width, in the spec's steps.
		const width = await area.live.evaluate(
			( node ) => ( node as HTMLElement ).clientWidth
		);
		await expect( box ).toHaveAttribute(
			'data-scale',
			String( captchaScale( width ) )
		);

		await area.submit( form ).click();
		await expect( slot ).toHaveClass(
			/farol-comment-form__captcha--invalid/
		);
		await expect( box ).toHaveCSS( 'border-top-color', RED );
		await page.waitForTimeout( 1000 );
		expect( sent, 'nothing is sent' ).toHaveLength( 0 );

		await expectNoAxeViolations( page, '.farol-comment-form--main' );

		// By keyboard: back from the submit button to the checkbox, tick it, send.
		await area.submit( form ).focus();
		await page.keyboard.press( 'Shift+Tab' );
		await expect( robot ).toBeFocused();
		await page.keyboard.press( 'Space' );
		await expect( robot ).toBeChecked();
		await expect( box ).not.toHaveCSS( 'border-top-color', RED );
		const added = area.answerOf( 'wpdAddComment' );
		await page.keyboard.press( 'Tab' );
		await expect( area.submit( form ) ).toBeFocused();
		await page.keyboard.press( 'Enter' );
		const response = await added;
		const body = ( await response.json() ) as { success: boolean };
		expect( body.success, JSON.stringify( body ) ).toBe( true );
		expect( field( response.request(), 'g-recaptcha-response' ) ).toBe(
			'standin:pass:'
		);
		// Used once: the widget is reset for the next comment.
		await expect( robot ).not.toBeChecked();
	} );

	test( 'reCAPTCHA v3 sends g-recaptcha-response', async ( {
		page,
		requestUtils,
	} ) => {
		await setCaptcha( requestUtils, {
			captcha_provider: 'recaptcha_v3',
			...THIRD_PARTY,
		} );
		const { area, form } = await writeComment(
			page,
			`Pontuação ${ STAMP }.`
		);
		const added = area.answerOf( 'wpdAddComment' );
		await area.submit( form ).click();
		const response = await added;
		const body = ( await response.json() ) as { success: boolean };
		expect( body.success, JSON.stringify( body ) ).toBe( true );
		expect( field( response.request(), 'g-recaptcha-response' ) ).toBe(
			'standin:pass:comment'
		);
	} );

	test( 'Turnstile sends its widget’s cf-turnstile-response', async ( {
		page,
		requestUtils,
	} ) => {
		await setCaptcha( requestUtils, {
			captcha_provider: 'turnstile',
			...THIRD_PARTY,
		} );
		const { area, form } = await writeComment(
			page,
			`Catraca ${ STAMP }.`
		);
		await expect(
			form.locator(
				'[data-farol-captcha="turnstile"] [data-standin-widget]'
			)
		).toHaveCount( 1 );
		const added = area.answerOf( 'wpdAddComment' );
		await area.submit( form ).click();
		const response = await added;
		const body = ( await response.json() ) as { success: boolean };
		expect( body.success, JSON.stringify( body ) ).toBe( true );
		expect( field( response.request(), 'cf-turnstile-response' ) ).toBe(
			'standin:pass:comment'
		);
	} );

	test( 'a captcha script that fails shows "reCaptcha Error", with the reason when there is one', async ( {
		page,
		requestUtils,
	} ) => {
		await setCaptcha( requestUtils, {
			captcha_provider: 'recaptcha_v2',
			...THIRD_PARTY,
		} );
		await page.route( '**/recaptcha/api.js*', ( route ) => route.abort() );
		// Also the widget's error message (announced). It shows for a few seconds only
		// (MESSAGE_SHOWN_MS, then its fade), so it is watched from before the visitor writes: read
		// after the note below, a slow runner found it already gone.
		const announced = expect(
			page.getByRole( 'alert' ).filter( { hasText: 'reCaptcha Error' } )
		).toBeVisible( { timeout: 30_000 } );
		const { form } = await writeComment( page, `Sem script ${ STAMP }.` );
		const error = form.locator( '.farol-comment-form__captcha-note' );
		await expect( error ).toHaveText( 'reCaptcha Error' );
		await announced;

		await page.unroute( '**/recaptcha/api.js*' );
		await page.route( '**/recaptcha/api.js*', ( route ) =>
			route.fulfill( {
				contentType: 'text/javascript',
				body: 'window.grecaptcha={ready:function(f){f()},render:function(){throw new Error("Invalid site key")}};',
			} )
		);
		const again = await writeComment( page, `Chave errada ${ STAMP }.` );
		await expect(
			again.form.locator( '.farol-comment-form__captcha-note' )
		).toHaveText( 'reCaptcha Error: Invalid site key' );
	} );
	test( 'reCAPTCHA v2 in the inline comment popup: a failing script is said there; unticked the border turns red and nothing is sent', async ( {
		page,
		requestUtils,
	} ) => {
		await setCaptcha( requestUtils, {
			captcha_provider: 'recaptcha_v2',
			...THIRD_PARTY,
		} );
		const sent: Request[] = [];
		page.on( 'request', ( request ) => {
			if (
				( request.postData() ?? '' ).includes( 'wpdAddInlineComment' )
			) {
				sent.push( request );
			}
		} );
		const dialog = page.getByRole( 'dialog', {
			name: 'Comentários sobre este trecho',
		} );
		const start = async ( text: string ) => {
			await page.goto( postUrl );
			await page
				.locator( `[data-farol-inline-open="${ PASSAGE }"]` )
				.click();
			await dialog
				.getByRole( 'textbox', {
					name: 'Seu comentário sobre este trecho',
				} )
				.fill( text );
			await dialog
				.getByLabel( 'Nome', { exact: true } )
				.fill( 'Leitora' );
			await dialog
				.getByLabel( 'E-mail', { exact: true } )
				.fill( `leitora-${ STAMP }@example.org` );
		};

		await page.route( '**/recaptcha/api.js*', ( route ) => route.abort() );
		await start( `Sem script no trecho ${ STAMP }.` );
		await expect(
			dialog.locator( '.farol-comment-form__captcha-note' )
		).toHaveText( 'reCaptcha Error' );
		await expect( dialog.getByRole( 'status' ) ).toHaveText(
			'reCaptcha Error'
		);
		await page.unroute( '**/recaptcha/api.js*' );

		await start( `Trecho com caixa ${ STAMP }.` );
		const slot = dialog.locator( '[data-farol-captcha="recaptcha_v2"]' );
		const box = slot.locator( '.farol-comment-form__captcha-widget' );
		const robot = slot.getByRole( 'checkbox', { name: "I'm not a robot" } );
		await expect( robot ).toBeVisible();
		await dialog.getByRole( 'button', { name: 'Enviar' } ).click();
		await expect( slot ).toHaveClass(
			/farol-comment-form__captcha--invalid/
		);
		await expect( box ).toHaveCSS( 'border-top-color', RED );
		await page.waitForTimeout( 1000 );
		expect( sent, 'nothing is sent' ).toHaveLength( 0 );

		await robot.check();
		await expect( box ).not.toHaveCSS( 'border-top-color', RED );
		const added = page.waitForResponse( ( response ) =>
			( response.request().postData() ?? '' ).includes(
				'wpdAddInlineComment'
			)
		);
		await dialog.getByRole( 'button', { name: 'Enviar' } ).click();
		const response = await added;
		const body = ( await response.json() ) as { success: boolean };
		expect( body.success, JSON.stringify( body ) ).toBe( true );
		expect( field( response.request(), 'g-recaptcha-response' ) ).toBe(
			'standin:pass:'
		);
		await expect( robot ).not.toBeChecked();
	} );
} );

/**
 * Attachments with comments on whichever runtime the run points at (@smoke: on the Playground
 * runtime of `npm start` it proves uploads on php-wasm and SQLite too, not only the demo's
 * display), on the seeded demo post "SEO local para pequenas empresas"
 * (tools/runtime/demo/59-attachments.php):
 *
 * - (the demo's own comment with attachments and its discussable passages are shown by
 *   comments-engagement-smoke.spec.ts);
 * - a member (made here through REST as the administrator, since the demo lets members attach)
 *   attaches a PNG carrying a PHP payload after its image data and a text file, posts the
 *   comment and sees the thumbnail (named by its alt text) and the file link; both are served
 *   by the controller with `nosniff`, the image re-encoded (its bytes differ, no payload left);
 * - the member removes the text file after the browser's confirm;
 * - no kept file answers at its own address: a file kept inside the served tree is refused by
 *   the web server (native: nginx's 403), and Playground's server, which refuses nothing, keeps
 *   none there (tools/runtime/playground-start.mjs puts them outside it);
 * - the comment (and with it its kept files: their addresses answer 404 after) and the member
 *   are deleted afterwards.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
/**
 * Internal dependencies
 */
import { waitOutFlood } from './comments-helpers';
import { acceptNextDialog } from './dialogs';
import { expect, test, VISITOR } from './fixtures';
import { sendLoginForm } from './login-form';
import { CommentsPage, WIDGET_CALLS } from './pages/comments.page';
import { attachmentFolders, siteFolder } from './runtime-site';

const POST = '/seo-local-pequenas-empresas/';
const RUN = Date.now().toString( 36 );
/** What must not survive re-encoding: PHP after the image's last chunk. */
const PAYLOAD = `<?php echo 'farol-${ RUN }'; ?>`;
/** The demo's own image (tools/runtime is what both runtimes mount), with the payload. */
const IMAGE = Buffer.concat( [
	fs.readFileSync(
		path.join(
			__dirname,
			'..',
			'..',
			'tools',
			'runtime',
			'demo',
			'attachments',
			'farol.png'
		)
	),
	Buffer.from( PAYLOAD ),
] );
const TEXT = `Roteiro de fumaça ${ RUN }: chegar cedo, subir ao farol.`;

/**
 * Waits for one answer of an action. Chromium does not report a body holding file parts: a
 * POST to the widget without a readable body is the one sending files.
 *
 * @param page   The page.
 * @param action The action.
 */
function answerOf( page: Page, action: string ) {
	return page.waitForResponse( ( response ) => {
		const request = response.request();
		const body = request.postDataBuffer();
		return (
			WIDGET_CALLS.test( response.url() ) &&
			request.method() === 'POST' &&
			( body === null ||
				body.includes( `name="action"\r\n\r\n${ action }` ) )
		);
	} );
}

/**
 * A member of this run, made as the administrator (password `password`, as the seeded users).
 *
 * @param requestUtils The REST helper (administrator).
 */
async function makeMember(
	requestUtils: RequestUtils
): Promise< { id: number; login: string } > {
	const login = `fumaca_${ RUN }`;
	const user = await requestUtils.rest< { id: number } >( {
		method: 'POST',
		path: '/wp/v2/users',
		data: {
			username: login,
			email: `fumaca-${ RUN }@e2e-smoke.test`,
			password: 'password',
			name: `Membro ${ RUN }`,
			roles: [ 'subscriber' ],
		},
	} );
	return { id: user.id, login };
}

/**
 * A page of a new context, logged in as a user (or a guest when no login is given).
 *
 * @param browser The browser.
 * @param baseURL The site's address.
 * @param login   The user's login.
 */
async function pageOf(
	browser: Browser,
	baseURL: string | undefined,
	login?: string
): Promise< Page > {
	const context = await browser.newContext( {
		baseURL,
		storageState: VISITOR,
	} );
	const page = await context.newPage();
	if ( login ) {
		await sendLoginForm( page, login );
		await page.waitForURL( /wp-admin/ );
	}
	return page;
}

test.describe( 'attachments on this runtime', () => {
	test.setTimeout( 150_000 );

	test( 'no kept file answers at its own address @smoke', async ( {
		browser,
		baseURL,
	} ) => {
		const site = siteFolder( baseURL! );
		const kept = attachmentFolders( baseURL! ).flatMap( ( folder ) =>
			fs.existsSync( folder )
				? fs
						.readdirSync( folder, { recursive: true } )
						.map( String )
						.filter( ( name ) =>
							/^attachment\.[a-z0-9]+$/.test(
								path.basename( name )
							)
						)
						.map( ( name ) => path.join( folder, name ) )
				: []
		);
		// The demo's image and text file at least.
		expect( kept.length, 'kept files found' ).toBeGreaterThanOrEqual( 2 );
		const guest = await pageOf( browser, baseURL );
		for ( const file of kept.filter( ( name ) =>
			name.startsWith( site + path.sep )
		) ) {
			const address =
				'/' + path.relative( site, file ).split( path.sep ).join( '/' );
			const response = await guest.request.get( address );
			expect( response.status(), address ).not.toBe( 200 );
		}
		await guest.context().close();
	} );

	test( 'a member attaches an image and a file, sees them served and removes one @smoke', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const member = await makeMember( requestUtils );
		const admin = await requestUtils.rest< { id: number } >( {
			path: '/wp/v2/users/me',
		} );
		let commentId = 0;
		const served: string[] = [];
		try {
			// Core's flood check: an earlier spec may have commented from this same address.
			await waitOutFlood( requestUtils );
			const page = await pageOf( browser, baseURL, member.login );
			const area = new CommentsPage( page );
			await area.open( POST );
			const main = area.mainForm;
			const input = main.getByLabel( 'Anexar arquivos' );
			await expect( input ).toHaveAttribute( 'type', 'file' );

			const text = `Fotos da visita de fumaça ${ RUN }.`;
			await area.write( main, text );
			await input.setInputFiles( [
				{
					name: 'farol-fumaca.png',
					mimeType: 'image/png',
					buffer: IMAGE,
				},
				{
					name: 'roteiro-fumaca.txt',
					mimeType: 'text/plain',
					buffer: Buffer.from( TEXT ),
				},
			] );
			const names = main.locator( '.farol-attachments-field__names li' );
			await expect( names ).toHaveText( [
				'farol-fumaca.png',
				'roteiro-fumaca.txt',
			] );

			const added = answerOf( page, 'wpdAddComment' );
			await area.submit( main ).click();
			const answer = await added;
			expect( answer.status(), await answer.text() ).toBe( 200 );
			expect(
				( ( await answer.json() ) as { success: boolean } ).success,
				await answer.text()
			).toBe( true );

			const comment = area.threads
				.getByRole( 'article' )
				.filter( { hasText: text } );
			await expect( comment ).toHaveCount( 1, { timeout: 30_000 } );
			commentId = await area.commentId( comment );
			expect( commentId ).toBeGreaterThan( 0 );
			const files = comment.getByRole( 'group', { name: 'Anexos' } );
			const image = files.getByRole( 'img', {
				name: 'farol-fumaca.png',
			} );
			await expect( image ).toBeVisible();
			await expect
				.poll( () =>
					image.evaluate(
						( img: HTMLImageElement ) => img.naturalWidth
					)
				)
				.toBe( 120 );
			const link = files.getByRole( 'link', {
				name: 'roteiro-fumaca.txt',
			} );
			await expect( link ).toBeVisible();

			// Served by the controller, as data: the image re-encoded, the text as sent.
			const imageUrl = ( await image.getAttribute( 'src' ) ) ?? '';
			const fileUrl = ( await link.getAttribute( 'href' ) ) ?? '';
			served.push( imageUrl, fileUrl );
			const shown = await page.request.get( imageUrl );
			expect( shown.status() ).toBe( 200 );
			expect( shown.headers()[ 'x-content-type-options' ] ).toBe(
				'nosniff'
			);
			expect( shown.headers()[ 'content-type' ] ).toBe( 'image/png' );
			const bytes = await shown.body();
			expect( bytes.subarray( 1, 4 ).toString() ).toBe( 'PNG' );
			expect( bytes.equals( IMAGE ) ).toBe( false );
			expect( bytes.includes( PAYLOAD ) ).toBe( false );
			expect( bytes.includes( '<?php' ) ).toBe( false );
			const file = await page.request.get( fileUrl );
			expect( file.status() ).toBe( 200 );
			expect( file.headers()[ 'x-content-type-options' ] ).toBe(
				'nosniff'
			);
			expect( file.headers()[ 'content-disposition' ] ).toMatch(
				/^attachment;/
			);
			expect( await file.text() ).toBe( TEXT );

			// Removed after the confirm.
			const asked = acceptNextDialog( page );
			const deleted = answerOf( page, 'wmuDeleteAttachment' );
			await files
				.getByRole( 'button', { name: 'Remover: roteiro-fumaca.txt' } )
				.click();
			expect( ( await deleted ).status() ).toBe( 200 );
			expect( ( await asked ).message ).toBe(
				'Excluir este anexo? Isso não pode ser desfeito.'
			);
			await expect( link ).toHaveCount( 0 );
			await expect( image ).toBeVisible();
			expect( ( await page.request.get( fileUrl ) ).status() ).toBe(
				404
			);
			await page.reload();
			await expect(
				area.threads
					.getByRole( 'article' )
					.filter( { hasText: text } )
					.getByRole( 'link', { name: 'roteiro-fumaca.txt' } )
			).toHaveCount( 0 );
			await page.context().close();
		} finally {
			if ( commentId ) {
				await requestUtils.rest( {
					method: 'DELETE',
					path: `/wp/v2/comments/${ commentId }`,
					params: { force: true },
				} );
			}
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/users/${ member.id }`,
				params: { force: true, reassign: admin.id },
			} );
		}
		// The comment's files went with it.
		for ( const url of served ) {
			const gone = await requestUtils.request.get( url );
			expect( gone.status(), url ).toBe( 404 );
		}
	} );
} );

/**
 * Attachments with comments (issue 24), as the demo's subscriber on a fresh post (attachments
 * are for members by default): the form's file input takes an image and a text file, by
 * keyboard; the chosen names are listed; the comment shows the image as a thumbnail named by
 * its alt text and the file as a link with its size; the file is removed after the browser's
 * confirm; a file over the largest size is refused in the browser with the configured phrase.
 * The post (and with it the comment and its files) is deleted afterwards.
 */
/**
 * External dependencies
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from './axe';
import { acceptNextDialog } from './dialogs';
import { test, expect, VISITOR } from './fixtures';
import { sendLoginForm } from './login-form';
import { CommentsPage, WIDGET_CALLS } from './pages/comments.page';

// The demo's own files (tools/runtime is what both runtimes mount).
const FIXTURES = path.join(
	__dirname,
	'..',
	'..',
	'tools',
	'runtime',
	'demo',
	'attachments'
);

let postUrl = '';

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

let postId = 0;

test.use( { storageState: VISITOR } );
test.setTimeout( 120_000 );

test.beforeAll( async ( { requestUtils } ) => {
	const post = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title: `Anexos ${ Date.now().toString( 36 ) }`,
			status: 'publish',
			comment_status: 'open',
			content:
				'<!-- wp:paragraph --><p>Um post com anexos.</p><!-- /wp:paragraph -->',
		},
	} ) ) as { id: number; link: string };
	postId = post.id;
	postUrl = new URL( post.link ).pathname + new URL( post.link ).search;
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		method: 'DELETE',
		path: `/wp/v2/posts/${ postId }`,
		params: { force: true },
	} );
} );

test( 'a member attaches an image and a file, sees them and removes one', async ( {
	page,
} ) => {
	await sendLoginForm( page, 'subscriber' );
	await page.waitForURL( /wp-admin/ );
	const area = new CommentsPage( page );
	await area.open( postUrl );
	const main = area.mainForm;
	const input = main.getByLabel( 'Anexar arquivos' );
	await expect( input ).toHaveAttribute( 'type', 'file' );

	// Reached by keyboard from the text, before the submit button.
	const text = `Fotos da visita ${ Date.now().toString( 36 ) }.`;
	await area.write( main, text );
	await input.focus();
	await expect( input ).toBeFocused();
	await input.setInputFiles( [
		path.join( FIXTURES, 'farol.png' ),
		path.join( FIXTURES, 'roteiro.txt' ),
	] );
	const names = main.locator( '.farol-attachments-field__names li' );
	await expect( names ).toHaveText( [ 'farol.png', 'roteiro.txt' ] );
	await expectNoAxeViolations( page, '.farol-comment-form--main' );

	const added = answerOf( page, 'wpdAddComment' );
	await area.submit( main ).click();
	expect( ( await added ).status() ).toBe( 200 );
	await expect( names ).toHaveCount( 0 );

	const comment = area.threads.filter( { hasText: text } );
	const files = comment.getByRole( 'group', { name: 'Anexos' } );
	const image = files.getByRole( 'img', { name: 'farol.png' } );
	await expect( image ).toBeVisible();
	await expect
		.poll( () =>
			image.evaluate( ( img: HTMLImageElement ) => img.naturalWidth )
		)
		.toBe( 120 );
	const link = files.getByRole( 'link', { name: 'roteiro.txt' } );
	await expect( link ).toBeVisible();
	await expect( files ).toContainText( /\d+ B/ );
	await expectNoAxeViolations( page, '.farol-attachments' );
	const served = await page.request.get(
		( await link.getAttribute( 'href' ) ) ?? ''
	);
	expect( served.headers()[ 'x-content-type-options' ] ).toBe( 'nosniff' );
	expect( await served.text() ).toContain( 'Roteiro da visita ao farol' );

	// Removed by keyboard, after the confirm.
	const asked = acceptNextDialog( page );
	const remove = files.getByRole( 'button', {
		name: 'Remover: roteiro.txt',
	} );
	await remove.focus();
	const deleted = answerOf( page, 'wmuDeleteAttachment' );
	await page.keyboard.press( 'Enter' );
	expect( ( await deleted ).status() ).toBe( 200 );
	expect( ( await asked ).message ).toBe(
		'Excluir este anexo? Isso não pode ser desfeito.'
	);
	await expect( link ).toHaveCount( 0 );
	await expect( image ).toBeVisible();
	await expect(
		page
			.getByRole( 'status' )
			.filter( { hasText: 'O anexo foi excluído.' } )
	).toBeVisible();

	// Still gone after a reload.
	await page.reload();
	await expect(
		area.threads
			.filter( { hasText: text } )
			.getByRole( 'link', { name: 'roteiro.txt' } )
	).toHaveCount( 0 );
} );

test( 'a file over the largest size is refused in the browser', async ( {
	page,
} ) => {
	await sendLoginForm( page, 'subscriber' );
	await page.waitForURL( /wp-admin/ );
	const area = new CommentsPage( page );
	await area.open( postUrl );
	const input = area.mainForm.getByLabel( 'Anexar arquivos' );
	await input.setInputFiles( {
		name: 'grande.txt',
		mimeType: 'text/plain',
		buffer: Buffer.alloc( 2097153, 'a' ),
	} );
	await expect(
		page
			.getByRole( 'alert' )
			.filter( { hasText: 'Este arquivo é grande demais.' } )
	).toBeVisible();
	await expect
		.poll( () =>
			input.evaluate( ( el: HTMLInputElement ) => el.files?.length )
		)
		.toBe( 0 );
} );

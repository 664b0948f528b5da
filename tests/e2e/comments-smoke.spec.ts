/**
 * The comment widget on whichever runtime the run points at (@smoke: on the Playground
 * runtime of `npm start` it proves the thread reads and takes a comment on SQLite too): a
 * visitor opens the demo post "5 ideias para landing pages que convertem"
 * (tools/runtime/demo/50-comments.php), reads the discussion — the pinned comment first,
 * replies several levels deep, the closed thread — then posts a comment on the main form and
 * sees it in the thread. The demo lets a first-time commenter through without moderation.
 *
 * The form is driven by what it is: names of the widget's form (`wc_name`, `wc_email`, the
 * editor slot, whose rich editor loads on first focus) or of core's form (`author`, `email`,
 * `comment`) where the page still has it; either way posting must put the comment on the page.
 * The comment made here is deleted afterwards through the REST API.
 *
 * A second test asks both ajax endpoints (admin-ajax and Farol's `/?farol-comments-ajax=1`)
 * for the same page of the thread, as a reader would, and expects the same answer: the
 * lightweight endpoint works on this runtime.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { waitOutFlood } from './comments-helpers';
import { expect, test, VISITOR } from './fixtures';

const POST = '/landing-pages-que-convertem/';

/**
 * Writes the comment text in the main form, in the rich editor when it takes over.
 *
 * @param page Page.
 * @param text Text.
 */
async function writeComment( page: Page, text: string ) {
	const form = page.locator( '[data-farol-slot="main-form"] form' ).first();
	const textarea = form.locator( 'textarea' ).first();
	await textarea.click();
	// The widget's editor arrives as a lazy chunk on first focus and then takes the textarea's
	// place (its value becomes the editor's): wait for it, or for long enough to know it is not
	// coming (core's form, or a page without the editor).
	const rich = form.locator( '[contenteditable="true"]' );
	const mounted = await rich
		.first()
		.waitFor( { state: 'visible', timeout: 10_000 } )
		.then( () => true )
		.catch( () => false );
	if ( mounted ) {
		await rich.first().click();
		await page.keyboard.type( text );
	} else {
		await textarea.fill( text );
	}
	return form;
}

test.describe( 'comments on this runtime', () => {
	test.setTimeout( 120_000 );

	test( 'a visitor reads the thread, posts a comment and sees it @smoke', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		// Core's flood check first: an earlier spec may have commented from this same address.
		await waitOutFlood( requestUtils );
		const visitor = await browser.newContext( {
			baseURL,
			storageState: VISITOR,
		} );
		const page = await visitor.newPage();
		const response = await page.goto( POST );
		expect( response?.status() ).toBe( 200 );
		// An anonymous reader gets no cookie: the page stays cacheable.
		expect( response?.headers()[ 'set-cookie' ] ).toBeUndefined();

		const area = page.locator( '#wpdcom' );
		await expect( area.locator( '#farol-comments-title' ) ).toHaveText(
			/\d+ comentários/
		);
		const threads = area.locator( '#wpd-threads > .wpd-comment' );
		await expect( threads.first() ).toHaveClass( /\bis-sticky\b/ );
		await expect( threads.first() ).toContainText(
			'Bem-vindos à conversa'
		);
		await expect(
			area.locator( '.farol-comment--depth-4' ).first()
		).toContainText( 'teste A/B' );
		await expect(
			area.locator( '.farol-comment--depth-5' ).first()
		).toContainText( 'duas semanas inteiras' );
		const closed = area.locator( '.wpd-comment.is-closed' );
		await expect( closed ).toContainText( 'listas de e-mail' );
		await expect(
			closed.locator( '[data-farol-action="reply"]' )
		).toHaveCount( 0 );

		const stamp = Date.now().toString( 36 );
		const text = `Comentário de fumaça ${ stamp }: li tudo e vou testar o formulário curto.`;
		const form = await writeComment( page, text );
		await form
			.locator( 'input[name="wc_name"], input[name="author"]' )
			.fill( `Leitora ${ stamp }` );
		await form
			.locator( 'input[name="wc_email"], input[name="email"]' )
			.fill( `leitora-${ stamp }@e2e-smoke.test` );
		const agreement = form.locator( 'input[name="wpd_agreement"]' );
		if ( await agreement.count() ) {
			await agreement.check();
		}
		// No waiting: a guest who sends sooner than the server's minimum after the page was
		// rendered is held by the widget (the form shows it sending), never refused.
		await form.locator( '[type="submit"]' ).first().click();

		const posted = area
			.locator( '#wpd-threads .wpd-comment' )
			.filter( { hasText: text } );
		await expect( posted ).toHaveCount( 1, { timeout: 30_000 } );
		await expect( posted ).toBeVisible();
		const id = Number(
			( await posted.getAttribute( 'data-comment-id' ) ) ?? 0
		);
		expect( id ).toBeGreaterThan( 0 );
		// The server's own first page has it too: the thread read after the post is current.
		await page.reload();
		await expect(
			page.locator( `#wpd-comm-${ id }_0` ).filter( { hasText: text } )
		).toHaveCount( 1 );
		await visitor.close();

		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/comments/${ id }`,
			params: { force: true },
		} );
	} );

	test( 'both ajax endpoints answer a reader the same @smoke', async ( {
		browser,
		baseURL,
	} ) => {
		const visitor = await browser.newContext( {
			baseURL,
			storageState: VISITOR,
		} );
		const page = await visitor.newPage();
		await page.goto( POST );
		const props = JSON.parse(
			( await page
				.locator( '#wpdcom' )
				.getAttribute( 'data-farol-props' ) ) ?? '{}'
		) as { postId: number };
		// A thread with replies.
		const withReplies = await page
			.locator( '#wpd-threads > .wpd-comment' )
			.filter( { has: page.locator( '.wpd-comment' ) } )
			.first()
			.getAttribute( 'data-comment-id' );
		const answers = [];
		for ( const url of [
			'/wp-admin/admin-ajax.php',
			'/?farol-comments-ajax=1',
		] ) {
			const response = await visitor.request.post( url, {
				multipart: {
					action: 'wpdShowReplies',
					postId: String( props.postId ),
					commentId: String( withReplies ),
				},
			} );
			expect( response.status(), url ).toBe( 200 );
			expect( response.headers()[ 'set-cookie' ], url ).toBeUndefined();
			answers.push( await response.json() );
		}
		expect( answers[ 0 ].success ).toBe( true );
		expect( answers[ 0 ].data.comment_list ).toContain( 'wpd-comm-' );
		expect( answers[ 1 ] ).toEqual( answers[ 0 ] );
		await visitor.close();
	} );
} );

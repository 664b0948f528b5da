/**
 * The comment widget on whichever runtime the run points at (@smoke: on the Playground
 * runtime of `npm start` it proves the thread reads and takes a comment on SQLite too): a
 * visitor opens the demo post "5 ideias para landing pages que convertem"
 * (tools/runtime/demo/50-comments.php), reads the discussion — the pinned comment first,
 * replies several levels deep, the closed thread — then posts a comment on the main form and
 * sees it in the thread. The demo lets a first-time commenter through without moderation.
 *
 * The form is driven as a visitor drives it, through the page object
 * (tests/e2e/pages/comments.page.ts): its fields by their labels, the rich editor (which loads on
 * first focus) or the textarea; posting must put the comment on the page.
 * The comment made here is deleted afterwards through the REST API.
 *
 * A second test asks both ajax endpoints (admin-ajax and Farol's `/?farol-comments-ajax=1`)
 * for the same page of the thread, as a reader would, and expects the same answer: the
 * lightweight endpoint works on this runtime.
 */
/**
 * Internal dependencies
 */
import { waitOutFlood } from './comments-helpers';
import { expect, test, VISITOR } from './fixtures';
import { CommentsPage } from './pages/comments.page';

const POST = '/landing-pages-que-convertem/';

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

		const area = new CommentsPage( page );
		await expect( area.heading ).toHaveText( /\d+ comentários/ );
		const first = area.threads.first().getByRole( 'article' ).first();
		await expect(
			first.getByText( 'Fixado', { exact: true } )
		).toBeVisible();
		await expect( first ).toContainText( 'Bem-vindos à conversa' );
		await expect(
			area.region.getByRole( 'listitem', { level: 4 } ).first()
		).toContainText( 'teste A/B' );
		await expect(
			area.region.getByRole( 'listitem', { level: 5 } ).first()
		).toContainText( 'duas semanas inteiras' );
		const closed = area.threads.filter( {
			has: page.getByText( 'Conversa fechada', { exact: true } ),
		} );
		await expect( closed ).toContainText( 'listas de e-mail' );
		await expect( area.replyButton( closed ) ).toHaveCount( 0 );

		const stamp = Date.now().toString( 36 );
		const text = `Comentário de fumaça ${ stamp }: li tudo e vou testar o formulário curto.`;
		const form = area.mainForm;
		await area.write( form, text );
		await form
			.getByRole( 'textbox', { name: 'Nome', exact: true } )
			.fill( `Leitora ${ stamp }` );
		await form
			.getByRole( 'textbox', { name: 'E-mail', exact: true } )
			.fill( `leitora-${ stamp }@e2e-smoke.test` );
		// The agreement, when the settings ask for one (any box but "save my name").
		const agreement = form.getByRole( 'checkbox', {
			name: /^(?!Salvar meu nome)/,
		} );
		if ( await agreement.count() ) {
			await agreement.check();
		}
		// No waiting: a guest who sends sooner than the server's minimum after the page was
		// rendered is held by the widget (the form shows it sending), never refused.
		await area.submit( form ).click();

		const posted = area.comment( text );
		await expect( posted ).toHaveCount( 1, { timeout: 30_000 } );
		await expect( posted ).toBeVisible();
		const id = await area.commentId( posted );
		expect( id ).toBeGreaterThan( 0 );
		// The server's own first page has it too: the thread read after the post is current.
		await page.reload();
		await expect( area.item( text ) ).toHaveCount( 1 );
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
		const area = new CommentsPage( page );
		const props = await area.props< { postId: number } >();
		// A thread with replies.
		const withReplies = await area.commentId(
			area.threads
				.filter( {
					has: page.getByRole( 'listitem', { level: 2 } ),
				} )
				.first()
				.getByRole( 'article' )
				.first()
		);
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

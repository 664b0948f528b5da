/**
 * Reading comments on fresh posts: a long comment is shown shortened and "Read more"
 * (wpdReadMore) puts the whole text in place; formulas and code in a shown comment are rendered
 * (KaTeX) and highlighted, and the enhancer's chunks are fetched only on a page that has such
 * content.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
/**
 * Internal dependencies
 */
import { publishOpenPost } from './comments-helpers';
import { test, expect, VISITOR } from './fixtures';
import { CommentsPage } from './pages/comments.page';
import { SITE } from './contact-form-helpers';

const READ_MORE = path.join(
	SITE,
	'wp-content/mu-plugins/farol-e2e-read-more.php'
);

const WORDS = Array.from(
	{ length: 60 },
	( _, index ) => `palavra${ index + 1 }`
).join( ' ' );

// The enhancer's chunks (build/views/comments-<part>.<hash>.js, their CSS at the build's root).
const ENHANCER =
	/comments-(enhance|katex|highlighter)(\.[0-9a-f]{8})?\.(js|css)/;

let plainUrl = '';
let richUrl = '';

test.use( { storageState: VISITOR } );

test.beforeAll( async ( { requestUtils } ) => {
	fs.copyFileSync(
		path.join( __dirname, 'php/comments-read-more.php' ),
		READ_MORE
	);
	const post = async ( title: string, comments: string[] ) => {
		const created = await publishOpenPost(
			requestUtils,
			title,
			'Um post para ler.'
		);
		for ( const content of comments ) {
			await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/comments',
				data: { post: created.id, content },
			} );
		}
		return created.path;
	};
	plainUrl = await post( 'Leitura longa', [
		`<p>Começo do texto ${ WORDS } fim do texto.</p>`,
	] );
	richUrl = await post( 'Fórmulas e código', [
		'<p>A área é <span data-farol-latex="inline">\\pi r^2</span>.</p>',
		'<pre><code class="language-php">&lt;?php echo strlen( $texto );</code></pre>',
	] );
} );

test.afterAll( () => {
	fs.rmSync( READ_MORE, { force: true } );
} );

/**
 * Opens a post and collects the enhancer's requests.
 *
 * @param page The page.
 * @param url  The post.
 * @return The addresses of the enhancer's files fetched so far.
 */
async function open( page: Page, url: string ): Promise< string[] > {
	const fetched: string[] = [];
	page.on( 'request', ( request ) => {
		if ( ENHANCER.test( request.url() ) ) {
			fetched.push( request.url() );
		}
	} );
	await new CommentsPage( page ).open( url );
	return fetched;
}

test( 'read more puts the whole text of a long comment in place', async ( {
	page,
} ) => {
	const fetched = await open( page, plainUrl );
	const area = new CommentsPage( page );
	const comment = area.threads.first().getByRole( 'article' ).first();
	await expect( comment ).toContainText( 'Começo do texto' );
	await expect( comment ).toContainText( '…' );
	await expect( comment ).not.toContainText( 'fim do texto' );
	const button = area.button( comment, 'Ler mais' );
	await expect( button ).toBeVisible();
	const answer = area.answerOf( 'wpdReadMore' );
	await button.click();
	expect( ( await ( await answer ).json() ).success ).toBe( true );
	await expect( comment ).toContainText( `${ WORDS } fim do texto.` );
	await expect( button ).toHaveCount( 0 );
	// The focus is on the comment's whole text now, so reading goes on from there.
	await expect
		.poll( () =>
			comment.evaluate( ( node ) => {
				const focused = node.ownerDocument.activeElement;
				return focused && focused !== node && node.contains( focused )
					? focused.textContent ?? ''
					: '';
			} )
		)
		.toContain( `Começo do texto ${ WORDS } fim do texto.` );
	// Nothing to render or highlight in plain text: the enhancer is never fetched.
	await page.waitForLoadState( 'networkidle' );
	expect( fetched ).toEqual( [] );
} );

test( 'formulas are rendered and code highlighted when a comment has them', async ( {
	page,
} ) => {
	const fetched = await open( page, richUrl );
	const area = new CommentsPage( page );
	// Rendered: a math expression named by its TeX source, shown as typeset (not as source).
	const formula = area.list.getByRole( 'math', { name: '\\pi r^2' } );
	await expect( formula ).toHaveCount( 1 );
	await expect( formula ).toBeVisible();
	expect( await formula.innerText() ).not.toContain( '\\pi' );
	const code = area.list.getByRole( 'code' );
	await expect( code ).toContainText( 'echo strlen( $texto );' );
	// Highlighted: parts of the code in other colours than the code's own.
	await expect.poll( () => area.colours( code ) ).toBeGreaterThan( 1 );
	expect( fetched.some( ( url ) => url.includes( 'comments-katex' ) ) ).toBe(
		true
	);
	expect(
		fetched.some( ( url ) => url.includes( 'comments-highlighter' ) )
	).toBe( true );
} );

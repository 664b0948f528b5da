/**
 * The demo site speaks pt_BR to a visitor on every runtime: Farol's own strings (which only a
 * complete build provides: the compiled .mo files and the scripts' JSON catalogues) and the
 * WordPress core strings a post page shows (the runtimes' core catalogue plus its supplement,
 * tools/runtime/languages/pt_BR-front.po). Tagged @smoke, so the Playground start path is
 * checked too; the native one runs in the full suite.
 *
 * The box-shadow generator is found by its demo page and visible text, not by its block class,
 * so renaming the block does not touch this spec.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';

/** The seeded blog post with threaded comments (tools/runtime/demo/10-blog.php). */
const BLOG_POST = '/como-medir-conversoes/';
const BOX_SHADOW_PAGE = '/gerador-de-box-shadow/';
const SUPPLEMENT = path.join(
	__dirname,
	'../../tools/runtime/languages/pt_BR-front.po'
);

/**
 * The English source strings of the core supplement: the texts that must never show.
 * Every msgid there is on one line, so a line-based reading is enough.
 *
 * @return Source strings.
 */
function supplementSources(): string[] {
	const po = fs.readFileSync( SUPPLEMENT, 'utf8' );
	return [ ...po.matchAll( /^msgid(?:_plural)? ("(?:[^"\\]|\\.)*")$/gm ) ]
		.map( ( match ) => JSON.parse( match[ 1 ] ?? '""' ) as string )
		.filter( ( id ) => id !== '' );
}

/**
 * The runs of words of a source string that a rendered page would show verbatim: markup and
 * entities dropped, split at placeholders, at least two words long.
 *
 * @param source A msgid.
 * @return Fragments.
 */
function visibleFragments( source: string ): string[] {
	return source
		.replace( /<[^>]+>/g, ' ' )
		.replace( /&[a-z#0-9]+;/g, ' ' )
		.split( /%(?:\d\$)?[sd]/ )
		.map( ( part ) => part.replace( /\s+/g, ' ' ).trim() )
		.filter( ( part ) => part.split( ' ' ).length >= 2 );
}

test.use( { storageState: VISITOR } );

test.describe( 'Farol strings, as a complete build serves them', () => {
	test( 'the header call to action is Portuguese @smoke', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		const header = page.locator( 'header' ).first();

		await expect(
			header.getByRole( 'link', { name: 'Diagnóstico gratuito' } )
		).toBeVisible();
		await expect( header ).not.toContainText( 'Free assessment' );
	} );

	test( 'post 2260 shows its fixed block in Portuguese @smoke', async ( {
		page,
	} ) => {
		await page.goto( '/?p=2260' );

		expect( new URL( page.url() ).pathname ).toBe( '/elemento-fixo/' );
		await expect( page.locator( '#fixed' ) ).toHaveText( 'Estou fixo' );
		await expect( page.locator( 'body' ) ).not.toContainText(
			'I am fixed'
		);
	} );

	test.describe( 'with clipboard access', () => {
		test.use( { permissions: [ 'clipboard-read', 'clipboard-write' ] } );

		test( 'the box-shadow generator confirms a copy in Portuguese (a script translation) @smoke', async ( {
			page,
		} ) => {
			await page.goto( BOX_SHADOW_PAGE );
			const rule = page.getByRole( 'button', { name: /^box-shadow:/ } );
			const confirmation = page.getByText(
				'Regra copiada para a área de transferência!'
			);

			// The server's button copies nothing until the view script has taken it over.
			await expect( async () => {
				await rule.click();
				await expect( confirmation ).toBeVisible( { timeout: 1000 } );
			} ).toPass( { timeout: 30_000 } );
			await expect( page.locator( 'body' ) ).not.toContainText(
				'Rule copied to the clipboard!'
			);
		} );
	} );
} );

test.describe( 'WordPress core strings on a post page', () => {
	test( 'the comments and the comment form are Portuguese @smoke', async ( {
		page,
	} ) => {
		await page.goto( BLOG_POST );
		// The thread and the form are Farol's comment widget (farol/comments).
		const form = page.locator( '[data-farol-slot="main-form"] form' );

		await expect(
			page.getByRole( 'heading', { name: '4 comentários' } )
		).toBeVisible();
		await expect(
			form.getByRole( 'textbox', { name: 'Participe da conversa' } )
		).toBeVisible();
		await expect(
			form.getByLabel( 'Nome', { exact: true } )
		).toBeVisible();
		await expect(
			form.getByLabel( 'E-mail', { exact: true } )
		).toBeVisible();
		await expect(
			form.getByLabel( 'Site', { exact: true } )
		).toBeVisible();
		await expect(
			form.getByText(
				'Salvar meu nome, e-mail e site neste navegador para a próxima vez que eu comentar.'
			)
		).toBeVisible();
		await expect(
			form.getByRole( 'button', { name: 'Publicar comentário' } )
		).toBeVisible();
		await expect(
			page.getByRole( 'button', { name: 'Responder para Ana Souza' } )
		).toHaveCount( 2 );
		await expect(
			page.getByRole( 'link', { name: 'Pular para o conteúdo' } )
		).toBeAttached();
	} );

	test( 'no English source string of the core supplement shows @smoke', async ( {
		page,
	} ) => {
		await page.goto( BLOG_POST );
		const text = await page.locator( 'body' ).innerText();
		const shown = supplementSources()
			.flatMap( visibleFragments )
			.filter( ( fragment ) => text.includes( fragment ) );

		expect( supplementSources().length ).toBeGreaterThan( 20 );
		expect( shown ).toEqual( [] );
	} );

	test( 'a refused comment is explained in Portuguese', async ( {
		page,
	} ) => {
		await page.goto( BLOG_POST );
		// Core's own endpoint still answers (other clients post there): in Portuguese too.
		const postId = await page
			.locator( '[data-farol-form="main"] input[name="postId"]' )
			.getAttribute( 'value' );

		const response = await page.request.post( '/wp-comments-post.php', {
			form: { comment_post_ID: postId ?? '', comment: 'Oi' },
		} );
		const html = await response.text();

		expect( html ).toContain( 'preencha os campos obrigatórios' );
		expect( html ).toContain( 'Falha no envio do comentário' );
		expect( html ).not.toContain( 'Please fill the required fields' );
	} );
} );

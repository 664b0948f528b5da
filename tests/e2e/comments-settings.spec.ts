/**
 * Comments › Widget settings (wp-admin, pt_BR site): the administrator sees every phrase with
 * its Portuguese default, changes settings and phrases, gets a problem shown beside its field
 * (nothing saved), saves, finds the values after a reload, and a visitor sees the changed
 * phrase on a post. The original settings are put back at the end.
 */
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { setCommentSettings } from './comments-helpers';

const OPTION = 'farol_comments';
const PAGE_URL = '/wp-admin/edit-comments.php?page=farol-comment-settings';

let savedSettings: unknown = {};
let postId = 0;
let postUrl = '';

interface RestUtils {
	rest: < T >( o: { path: string } ) => Promise< T >;
}

async function stored(
	requestUtils: RestUtils
): Promise< Record< string, unknown > > {
	const settings = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	return settings[ OPTION ] as Record< string, unknown >;
}

test.beforeAll( async ( { requestUtils } ) => {
	savedSettings = await stored( requestUtils );
	const post = await requestUtils.createPost( {
		title: 'Comment settings fixture',
		content: '<!-- wp:paragraph --><p>Texto.</p><!-- /wp:paragraph -->',
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );
	postId = post.id;
	postUrl = post.link;
	await requestUtils.rest( {
		path: `/wp/v2/posts/${ postId }`,
		method: 'POST',
		data: { comment_status: 'open' },
	} );
	await requestUtils.rest( {
		path: '/wp/v2/comments',
		method: 'POST',
		data: {
			post: postId,
			content: 'Um comentário para responder.',
			author_name: 'Ana Souza',
			author_email: 'ana@example.com',
			status: 'approved',
		},
	} );
} );

test.beforeEach( async ( { requestUtils } ) => {
	await setCommentSettings( requestUtils );
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ OPTION ]: savedSettings ?? {} },
	} );
	// The fixture post must not stay on the site (it would show in the blog grid).
	await requestUtils.rest( {
		path: `/wp/v2/posts/${ postId }`,
		method: 'DELETE',
		params: { force: true },
	} );
} );

test( 'the administrator sees every phrase in Portuguese, saves settings and phrases, and a visitor sees them', async ( {
	page,
	browser,
	requestUtils,
} ) => {
	await page.goto( PAGE_URL );
	await expect(
		page.getByRole( 'heading', {
			name: 'Configurações do widget de comentários',
		} )
	).toBeVisible();

	await page.getByRole( 'tab', { name: 'Escrita' } ).click();
	const longest = page
		.locator( '[data-setting="comment_max_length"]' )
		.getByRole( 'spinbutton' );
	await expect( longest ).toHaveValue( '5000' );
	await longest.fill( '800' );

	await page.getByRole( 'tab', { name: 'Frases' } ).click();
	const keys = await page.evaluate( () => {
		const boot = (
			window as unknown as {
				farolCommentSettings: {
					phraseGroups: Record< string, string[] >;
				};
			}
		 ).farolCommentSettings;
		return Object.values( boot.phraseGroups ).flat();
	} );
	expect( keys.length ).toBeGreaterThanOrEqual( 71 );
	await expect( page.locator( '[data-phrase]' ) ).toHaveCount( keys.length );
	const loadMore = page
		.locator( '[data-phrase="load_more"]' )
		.getByRole( 'textbox' );
	await expect(
		page
			.locator( '[data-phrase="load_more"]' )
			.getByText( 'Carregar mais comentários', { exact: true } )
	).toBeVisible();
	await expect( loadMore ).toHaveValue( '' );
	await expect( loadMore ).toHaveAttribute(
		'placeholder',
		'Carregar mais comentários'
	);

	await page
		.locator( '[data-phrase="reply"]' )
		.getByRole( 'textbox' )
		.fill( 'Responder agora' );
	const counter = page
		.locator( '[data-phrase="counter_remaining"]' )
		.getByRole( 'textbox' );
	await counter.fill( 'Sobram poucos' );
	await page.getByRole( 'button', { name: 'Salvar configurações' } ).click();

	await expect(
		page.locator( '[data-phrase="counter_remaining"] [role="alert"]' )
	).toContainText( '%d' );
	await expect(
		page.locator( '.farol-comment-settings__notice' )
	).toContainText( 'Alguns valores não podem ser salvos' );
	expect( ( await stored( requestUtils ) ).comment_max_length ).toBe( 5000 );

	await counter.fill( 'Sobram %d caracteres' );
	await page.getByRole( 'button', { name: 'Salvar configurações' } ).click();
	await expect(
		page.locator( '.farol-comment-settings__notice' )
	).toContainText( 'Configurações salvas.' );
	const saved = await stored( requestUtils );
	expect( saved.comment_max_length ).toBe( 800 );
	expect( saved.phrases ).toEqual( {
		reply: 'Responder agora',
		counter_remaining: 'Sobram %d caracteres',
	} );

	await page.reload();
	await page.getByRole( 'tab', { name: 'Escrita' } ).click();
	await expect( longest ).toHaveValue( '800' );
	await page.getByRole( 'tab', { name: 'Frases' } ).click();
	await page.getByRole( 'searchbox' ).fill( 'Responder agora' );
	await expect( page.locator( '[data-phrase]' ) ).toHaveCount( 1 );
	await expect(
		page.locator( '[data-phrase="reply"]' ).getByRole( 'textbox' )
	).toHaveValue( 'Responder agora' );

	const visitor = await browser.newContext( { storageState: VISITOR } );
	const front = await visitor.newPage();
	await front.goto( postUrl );
	// The configured phrase shows on the button; its accessible name keeps who it answers.
	const reply = front
		.getByRole( 'button', { name: 'Responder para Ana Souza' } )
		.first();
	await expect( reply ).toHaveText( 'Responder agora' );
	await visitor.close();
} );

test( 'a number out of range is marked beside its field and on its tab, and nothing is saved', async ( {
	page,
	requestUtils,
} ) => {
	await page.goto( PAGE_URL );
	const perPage = page
		.locator( '[data-setting="per_page"]' )
		.getByRole( 'spinbutton' );
	await perPage.fill( '500' );
	await page.getByRole( 'tab', { name: 'Escrita' } ).click();
	await page
		.locator( '[data-setting="reply_min_length"]' )
		.getByRole( 'spinbutton' )
		.fill( '4000' );
	await page.getByRole( 'button', { name: 'Salvar configurações' } ).click();

	await expect(
		page.locator( '[data-setting="reply_min_length"] [role="alert"]' )
	).toHaveText( 'O tamanho mínimo não pode passar do máximo.' );
	await page.getByRole( 'tab', { name: /Conversa/ } ).click();
	await expect(
		page.locator( '[data-setting="per_page"] [role="alert"]' )
	).toHaveText( 'Informe 200 ou menos.' );
	expect( ( await stored( requestUtils ) ).per_page ).toBe( 50 );
} );

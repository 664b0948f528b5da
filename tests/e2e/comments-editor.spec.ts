/**
 * The comment editor in a real browser: loaded on the first focus of a form (not with the
 * page), formatting written into the form's textarea as the HTML the server keeps, the
 * counter and its limit, Ctrl+Enter sending the form, the source-code popup, the address
 * popover for links and images (Escape gives the focus back), and the enhancer on shown
 * comments.
 *
 * For this spec only, tests/e2e/php/comments-editor-site.php sits in the e2e site's mu-plugins:
 * it sets a 40-character maximum and, while the form module is not in the build, prints the
 * agreed form markup.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
/**
 * Internal dependencies
 */
import { SEEDED_POST, seedThread } from './comments-helpers';
import { CommentsPage } from './pages/comments.page';
import { emptyRateWindows } from './rate-windows';

const SITE = path.resolve(
	__dirname,
	'../../.farol',
	`native-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`,
	'wp'
);
const MU_PLUGIN = path.join(
	SITE,
	'wp-content/mu-plugins/farol-e2e-comments-editor.php'
);

test.describe.configure( { mode: 'serial' } );

// This spec runs on Playwright's own test object; the others get this from ./fixtures.
test.beforeEach( ( { baseURL } ) => emptyRateWindows( baseURL! ) );

test.beforeAll( () => {
	seedThread();
	fs.copyFileSync(
		path.join( __dirname, 'php/comments-editor-site.php' ),
		MU_PLUGIN
	);
} );

test.afterAll( () => {
	fs.rmSync( MU_PLUGIN, { force: true } );
} );

test( 'the editor loads on the first focus and writes the HTML the server keeps', async ( {
	page,
} ) => {
	const scripts: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'script' ) {
			scripts.push( request.url() );
		}
	} );
	const comments = new CommentsPage( page );
	await comments.open( SEEDED_POST );
	const form = comments.mainForm;
	// What the form sends (the visitor writes in the editor).
	const textarea = comments.sent( form, 'wc_comment' );
	const toolbar = form.getByRole( 'toolbar', { name: 'Formatação' } );
	await expect( toolbar ).toHaveCount( 0 );
	const before = scripts.length;

	await comments.writingBox( form ).focus();
	const area = comments.writingBox( form );
	await expect( toolbar ).toBeVisible();
	await expect( area ).toBeFocused();
	expect( scripts.length ).toBeGreaterThan( before );

	const bold = toolbar.getByRole( 'button', { name: 'Negrito' } );
	await bold.click();
	await page.keyboard.type( 'Olá' );
	await expect( bold ).toHaveAttribute( 'aria-pressed', 'true' );
	await bold.click();
	await page.keyboard.type( ' mundo' );
	await expect( textarea ).toHaveValue( '<p><strong>Olá</strong> mundo</p>' );

	// The counter: 40 - 9 = 31 left; past the maximum the text is cut, the remainder shows 0
	// in the counter's error colour.
	const counter = form.getByText( /^Caracteres restantes: \d+$/ );
	await expect( counter ).toHaveText( 'Caracteres restantes: 31' );
	const colour = () =>
		counter.evaluate( ( node ) => getComputedStyle( node ).color );
	const calm = await colour();
	await page.keyboard.type( ' 0123456789012345678901234567890123' );
	await expect( counter ).toHaveText( 'Caracteres restantes: 0' );
	await expect.poll( colour ).not.toBe( calm );
	await expect( textarea ).toHaveValue(
		'<p><strong>Olá</strong> mundo 012345678901234567890123456789</p>'
	);

	// Ctrl+Enter sends the form with the editor's HTML.
	const sent = page.waitForRequest(
		( request ) =>
			request.method() === 'POST' &&
			( request.postData() ?? '' ).includes( 'wpdAddComment' )
	);
	await area.press( 'Control+Enter' );
	expect( ( await sent ).postData() ).toContain(
		'<p><strong>Olá</strong> mundo 012345678901234567890123456789</p>'
	);
} );

test( 'source code goes in through the popup and is highlighted', async ( {
	page,
} ) => {
	const comments = new CommentsPage( page );
	await comments.open( SEEDED_POST );
	const form = comments.mainForm;
	await comments.writingBox( form ).focus();
	await form.getByRole( 'button', { name: 'Código-fonte' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Código-fonte' } );
	await dialog.getByRole( 'textbox' ).fill( 'echo "x";' );
	await dialog.getByRole( 'combobox' ).selectOption( 'php' );
	await dialog.getByRole( 'button', { name: 'Inserir' } ).click();
	await expect( dialog ).toHaveCount( 0 );
	// In the editor, the code shows highlighted (parts in other colours than the code's own).
	const code = comments.writingBox( form ).getByRole( 'code' );
	await expect( code ).toHaveText( 'echo "x";' );
	await expect.poll( () => comments.colours( code ) ).toBeGreaterThan( 1 );
	await expect( comments.sent( form, 'wc_comment' ) ).toHaveValue(
		'<pre><code class="language-php">echo "x";</code></pre>'
	);
} );

test( 'a link goes in through the address popover, a script address is refused inline', async ( {
	page,
} ) => {
	const comments = new CommentsPage( page );
	await comments.open( SEEDED_POST );
	const form = comments.mainForm;
	const textarea = comments.sent( form, 'wc_comment' );
	await comments.writingBox( form ).focus();
	const link = form
		.getByRole( 'toolbar', { name: 'Formatação' } )
		.getByRole( 'button', { name: 'Link' } );
	// Its icon shows (the name is for assistive technology).
	await expect( link.locator( 'svg' ) ).toBeVisible();
	await link.click();
	await expect( link ).toHaveAttribute( 'aria-expanded', 'true' );
	const popover = form.getByRole( 'group', { name: 'Link' } );
	const field = popover.getByRole( 'textbox' );
	await expect( field ).toBeFocused();

	await field.fill( 'javascript:alert(1)' );
	await field.press( 'Enter' );
	await expect( popover.getByRole( 'alert' ) ).toBeVisible();
	await expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
	await expect( textarea ).toHaveValue( '' );

	await field.fill( 'example.org' );
	await field.press( 'Enter' );
	await expect( popover ).toHaveCount( 0 );
	await expect( comments.writingBox( form ) ).toBeFocused();
	await page.keyboard.type( ' ok' );
	await expect( textarea ).toHaveValue(
		'<p><a href="http://example.org" target="_blank" rel="nofollow ugc noopener noreferrer">http://example.org</a> ok</p>'
	);
} );

test( 'an image goes in through the address popover with its description', async ( {
	page,
} ) => {
	const comments = new CommentsPage( page );
	await comments.open( SEEDED_POST );
	const form = comments.mainForm;
	await comments.writingBox( form ).focus();
	await form.getByRole( 'button', { name: 'Imagem' } ).click();
	const popover = form.getByRole( 'group', { name: 'Imagem' } );
	const fields = popover.getByRole( 'textbox' );
	await expect( fields.first() ).toBeFocused();
	await page.keyboard.type( 'https://example.com/a.png' );
	await fields.nth( 1 ).fill( 'A cat' );
	await fields.nth( 1 ).press( 'Enter' );
	await expect( popover ).toHaveCount( 0 );
	await expect(
		comments.writingBox( form ).getByRole( 'img', { name: 'A cat' } )
	).toHaveAttribute( 'src', 'https://example.com/a.png' );
	await expect( comments.sent( form, 'wc_comment' ) ).toHaveValue(
		'<p><img src="https://example.com/a.png" alt="A cat"></p>'
	);
} );

test( 'Escape closes the address popover and gives the focus back to the editor', async ( {
	page,
} ) => {
	const comments = new CommentsPage( page );
	await comments.open( SEEDED_POST );
	const form = comments.mainForm;
	const editor = comments.writingBox( form );
	await editor.focus();
	await expect( form.getByRole( 'toolbar' ) ).toBeVisible();
	await expect( editor ).toBeFocused();
	await page.keyboard.type( 'Oi' );
	await form.getByRole( 'button', { name: 'Vídeo' } ).click();
	const popover = form.getByRole( 'group', { name: 'Vídeo' } );
	const field = popover.getByRole( 'textbox' );
	await expect( field ).toBeFocused();
	await field.fill( 'https://youtu.be/dQw4w9WgXcQ' );
	await field.press( 'Escape' );
	await expect( popover ).toHaveCount( 0 );
	await expect( editor ).toBeFocused();
	await page.keyboard.type( '!' );
	await expect( comments.sent( form, 'wc_comment' ) ).toHaveValue(
		'<p>Oi!</p>'
	);
} );

test( "shown comments' content has its look from the block's stylesheet, without the editor", async ( {
	page,
} ) => {
	const styles: string[] = [];
	page.on( 'request', ( request ) => {
		if ( request.resourceType() === 'stylesheet' ) {
			styles.push( request.url() );
		}
	} );
	const comments = new CommentsPage( page );
	await comments.open( SEEDED_POST );
	const text = comments.threads.first().getByRole( 'article' ).first();
	// Content as the server keeps it (the allow-list's shapes), put in a shown comment's text.
	await text
		.getByRole( 'paragraph' )
		.first()
		.evaluate( ( paragraph ) => {
			( paragraph.parentElement as HTMLElement ).innerHTML =
				'<p class="farol-indent-1">one</p><p class="farol-indent-3">three</p>' +
				'<iframe class="farol-video" title="Vídeo" src="about:blank" loading="lazy"></iframe>' +
				'<blockquote><p>quoted</p></blockquote>' +
				'<p><span class="farol-spoiler">secret</span> <code>x</code></p>' +
				'<p><img alt="wide" width="3000" height="20" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E"></p>';
		} );
	const box = async ( part: Locator ) =>
		( await part.boundingBox() ) ?? {
			x: 0,
			y: 0,
			width: 0,
			height: 0,
		};
	const textBox = await text.boundingBox();
	expect(
		( await box( text.getByText( 'three', { exact: true } ) ) ).x
	).toBeGreaterThan(
		( await box( text.getByText( 'one', { exact: true } ) ) ).x
	);
	const video = await box( text.getByTitle( 'Vídeo' ) );
	expect( video.width ).toBeGreaterThan( 200 );
	expect( Math.abs( video.height - ( video.width * 9 ) / 16 ) ).toBeLessThan(
		2
	);
	expect(
		await text
			.getByRole( 'blockquote' )
			.evaluate( ( element ) =>
				getComputedStyle( element ).getPropertyValue(
					'border-inline-start-width'
				)
			)
	).toBe( '3px' );
	// A spoiler is unreadable: its text has the colour of its background.
	const secret = text.getByText( 'secret', { exact: true } );
	const spoiler = await secret.evaluate( ( element ) => {
		const style = getComputedStyle( element );
		return [ style.color, style.backgroundColor ];
	} );
	expect( spoiler[ 0 ] ).toBe( spoiler[ 1 ] );
	// Readable while it has the keyboard's focus (the enhancer makes it focusable) and once
	// revealed.
	const readable = () =>
		secret.evaluate( ( element ) => {
			const style = getComputedStyle( element );
			return style.color !== style.backgroundColor;
		} );
	await secret.evaluate( ( element ) =>
		element.setAttribute( 'tabindex', '0' )
	);
	await page.keyboard.press( 'Tab' );
	await secret.focus();
	expect( await readable() ).toBe( true );
	await secret.evaluate( ( element ) => {
		( element as HTMLElement ).blur();
		element.classList.add( 'is-revealed' );
	} );
	expect( await readable() ).toBe( true );
	expect(
		await text
			.getByRole( 'code' )
			.evaluate( ( element ) => getComputedStyle( element ).fontFamily )
	).toContain( 'monospace' );
	expect(
		( await box( text.getByRole( 'img', { name: 'wide' } ) ) ).width
	).toBeLessThanOrEqual( textBox?.width ?? 0 );
	expect(
		styles.filter( ( url ) => url.includes( 'comments-editor' ) )
	).toEqual( [] );
} );

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
import { expect, test } from '@playwright/test';
/**
 * Internal dependencies
 */
import { CommentArea, SEEDED_POST, seedThread } from './comments-helpers';
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
	const comments = new CommentArea( page );
	await comments.open( SEEDED_POST );
	const form = page.locator(
		'form.farol-comment-form[data-farol-form="main"]'
	);
	const textarea = form.locator( 'textarea[name="wc_comment"]' );
	await expect( form.locator( '[role="toolbar"]' ) ).toHaveCount( 0 );
	const before = scripts.length;

	await textarea.focus();
	const area = form.getByRole( 'textbox' );
	await expect( area ).toBeFocused();
	expect( scripts.length ).toBeGreaterThan( before );

	await form.locator( '[data-farol-editor-action="bold"]' ).click();
	await page.keyboard.type( 'Olá' );
	await expect(
		form.locator( '[data-farol-editor-action="bold"]' )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await form.locator( '[data-farol-editor-action="bold"]' ).click();
	await page.keyboard.type( ' mundo' );
	await expect( textarea ).toHaveValue( '<p><strong>Olá</strong> mundo</p>' );

	// The counter: 40 - 9 = 31 left; past the maximum the text is cut, the remainder shows 0.
	const counter = form.locator( '[data-farol-slot="counter"]' );
	await expect( counter ).toHaveAttribute( 'data-remaining', '31' );
	await page.keyboard.type( ' 0123456789012345678901234567890123' );
	await expect( counter ).toHaveAttribute( 'data-remaining', '0' );
	await expect( counter ).toHaveClass( /is-error/ );
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
	const comments = new CommentArea( page );
	await comments.open( SEEDED_POST );
	const form = page.locator(
		'form.farol-comment-form[data-farol-form="main"]'
	);
	await form.locator( 'textarea[name="wc_comment"]' ).focus();
	await form.locator( '[data-farol-editor-action="source-code"]' ).click();
	const dialog = page.getByRole( 'dialog' );
	await dialog.getByRole( 'textbox' ).fill( 'echo "x";' );
	await dialog.getByRole( 'combobox' ).selectOption( 'php' );
	await dialog.locator( '.farol-editor__insert' ).click();
	await expect( dialog ).toHaveCount( 0 );
	await expect(
		form.locator( '.ProseMirror pre .hljs-string' )
	).toBeVisible();
	await expect( form.locator( 'textarea[name="wc_comment"]' ) ).toHaveValue(
		'<pre><code class="language-php">echo "x";</code></pre>'
	);
} );

test( 'a link goes in through the address popover, a script address is refused inline', async ( {
	page,
} ) => {
	const comments = new CommentArea( page );
	await comments.open( SEEDED_POST );
	const form = page.locator(
		'form.farol-comment-form[data-farol-form="main"]'
	);
	const textarea = form.locator( 'textarea[name="wc_comment"]' );
	await textarea.focus();
	const link = form.locator( '[data-farol-editor-action="link"]' );
	await expect( link.locator( 'svg' ) ).toBeVisible();
	await link.click();
	await expect( link ).toHaveAttribute( 'aria-expanded', 'true' );
	const popover = form.locator( '.farol-editor__popover' );
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
	await expect( form.locator( '.farol-editor__area' ) ).toBeFocused();
	await page.keyboard.type( ' ok' );
	await expect( textarea ).toHaveValue(
		'<p><a href="http://example.org" target="_blank" rel="nofollow ugc noopener noreferrer">http://example.org</a> ok</p>'
	);
} );

test( 'an image goes in through the address popover with its description', async ( {
	page,
} ) => {
	const comments = new CommentArea( page );
	await comments.open( SEEDED_POST );
	const form = page.locator(
		'form.farol-comment-form[data-farol-form="main"]'
	);
	await form.locator( 'textarea[name="wc_comment"]' ).focus();
	await form.locator( '[data-farol-editor-action="image"]' ).click();
	const popover = form.locator( '.farol-editor__popover' );
	const fields = popover.getByRole( 'textbox' );
	await expect( fields.first() ).toBeFocused();
	await page.keyboard.type( 'https://example.com/a.png' );
	await fields.nth( 1 ).fill( 'A cat' );
	await fields.nth( 1 ).press( 'Enter' );
	await expect( popover ).toHaveCount( 0 );
	await expect(
		form.locator( '.ProseMirror' ).getByRole( 'img', { name: 'A cat' } )
	).toHaveAttribute( 'src', 'https://example.com/a.png' );
	await expect( form.locator( 'textarea[name="wc_comment"]' ) ).toHaveValue(
		'<p><img src="https://example.com/a.png" alt="A cat"></p>'
	);
} );

test( 'Escape closes the address popover and gives the focus back to the editor', async ( {
	page,
} ) => {
	const comments = new CommentArea( page );
	await comments.open( SEEDED_POST );
	const form = page.locator(
		'form.farol-comment-form[data-farol-form="main"]'
	);
	await form.locator( 'textarea[name="wc_comment"]' ).focus();
	await expect( form.locator( '.farol-editor__area' ) ).toBeFocused();
	await page.keyboard.type( 'Oi' );
	await form.locator( '[data-farol-editor-action="video"]' ).click();
	const field = form
		.locator( '.farol-editor__popover' )
		.getByRole( 'textbox' );
	await expect( field ).toBeFocused();
	await field.fill( 'https://youtu.be/dQw4w9WgXcQ' );
	await field.press( 'Escape' );
	await expect( form.locator( '.farol-editor__popover' ) ).toHaveCount( 0 );
	await expect( form.locator( '.farol-editor__area' ) ).toBeFocused();
	await page.keyboard.type( '!' );
	await expect( form.locator( 'textarea[name="wc_comment"]' ) ).toHaveValue(
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
	const comments = new CommentArea( page );
	await comments.open( SEEDED_POST );
	const text = comments.threads
		.first()
		.locator( '.farol-comment__text' )
		.first();
	// Content as the server keeps it (the allow-list's shapes), put in a shown comment.
	await text.evaluate( ( element ) => {
		element.innerHTML =
			'<p class="farol-indent-1">one</p><p class="farol-indent-3">three</p>' +
			'<iframe class="farol-video" src="about:blank" loading="lazy"></iframe>' +
			'<blockquote><p>quoted</p></blockquote>' +
			'<p><span class="farol-spoiler">secret</span> <code>x</code></p>' +
			'<p><img alt="wide" width="3000" height="20" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E"></p>';
	} );
	const box = async ( selector: string ) =>
		( await text.locator( selector ).boundingBox() ) ?? {
			x: 0,
			y: 0,
			width: 0,
			height: 0,
		};
	const textBox = await text.boundingBox();
	expect( ( await box( '.farol-indent-3' ) ).x ).toBeGreaterThan(
		( await box( '.farol-indent-1' ) ).x
	);
	const video = await box( 'iframe.farol-video' );
	expect( video.width ).toBeGreaterThan( 200 );
	expect( Math.abs( video.height - ( video.width * 9 ) / 16 ) ).toBeLessThan(
		2
	);
	expect(
		await text
			.locator( 'blockquote' )
			.evaluate( ( element ) =>
				getComputedStyle( element ).getPropertyValue(
					'border-inline-start-width'
				)
			)
	).toBe( '3px' );
	// A spoiler is unreadable: its text has the colour of its background.
	const spoiler = await text
		.locator( '.farol-spoiler' )
		.evaluate( ( element ) => {
			const style = getComputedStyle( element );
			return [ style.color, style.backgroundColor ];
		} );
	expect( spoiler[ 0 ] ).toBe( spoiler[ 1 ] );
	// Readable while it has the keyboard's focus (the enhancer makes it focusable) and once
	// revealed.
	const readable = () =>
		text.locator( '.farol-spoiler' ).evaluate( ( element ) => {
			const style = getComputedStyle( element );
			return style.color !== style.backgroundColor;
		} );
	await text
		.locator( '.farol-spoiler' )
		.evaluate( ( element ) => element.setAttribute( 'tabindex', '0' ) );
	await page.keyboard.press( 'Tab' );
	await text.locator( '.farol-spoiler' ).focus();
	expect( await readable() ).toBe( true );
	await text.locator( '.farol-spoiler' ).evaluate( ( element ) => {
		( element as HTMLElement ).blur();
		element.classList.add( 'is-revealed' );
	} );
	expect( await readable() ).toBe( true );
	expect(
		await text
			.locator( 'code' )
			.evaluate( ( element ) => getComputedStyle( element ).fontFamily )
	).toContain( 'monospace' );
	expect( ( await box( 'img' ) ).width ).toBeLessThanOrEqual(
		textBox?.width ?? 0
	);
	expect(
		styles.filter( ( url ) => url.includes( 'comments-editor' ) )
	).toEqual( [] );
} );

/**
 * Inline comments on a fresh post with one discussable passage far down the page, as a guest
 * on the pt_BR site with the default captcha (the proof of work, solved in the popup and sent
 * with each comment), in each open mode:
 * - click: the icon, named with its count, opens the popup (its chunk fetched only then); the
 *   focus moves in and comes back on Escape and on the close control; an outside click closes
 *   it; an empty required field stops Ctrl+Enter (the browser's own check, nothing sent); filled
 *   in, Ctrl+Enter posts, the comment shows in the popup and the icon's name counts it; axe
 *   finds nothing on the icon or the popup;
 * - scroll_open: scrolling the icon 0–300 px under the top opens the popup (the focus stays),
 *   and a comment is posted from it;
 * - blink: scrolling it there makes it blink, and 3 s later it stops (no popup); a click opens
 *   the popup and a comment is posted.
 * The settings are put back and the post deleted (its comments with it) at the end.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';
/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from './axe';
import { test, expect, VISITOR } from './fixtures';
import { setCommentSettings, waitOutFlood } from './comments-helpers';

const OPTION = 'farol_comments';
const PASSAGE = 'abc12345';
/**
 * The words of the pt_BR site (plugin/languages/pt_BR/comments-inline.po).
 * @param count
 */
const ICON = ( count: number ) => `Comentar este trecho (${ count })`;
const TITLE = 'Comentários sobre este trecho';
const POSTED = 'Obrigado! Seu comentário sobre este trecho foi publicado.';

let savedSettings: unknown = {};
let postId = 0;
let postUrl = '';

/**
 * Sets the open mode (every other setting at its default).
 *
 * @param requestUtils REST helper.
 * @param mode         The mode.
 */
async function openMode(
	requestUtils: RequestUtils,
	mode: string
): Promise< void > {
	await setCommentSettings( requestUtils, { inline_open_mode: mode } );
}

test.beforeAll( async ( { requestUtils } ) => {
	const settings = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	savedSettings = settings[ OPTION ];
	const filler = Array.from(
		{ length: 12 },
		( _, i ) =>
			`<!-- wp:paragraph --><p>Parágrafo de contexto número ${
				i + 1
			}, para que o trecho fique bem abaixo da primeira tela e só apareça quando o leitor rolar a página até ele.</p><!-- /wp:paragraph -->`
	).join( '' );
	const created = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title: `Trechos ${ Date.now().toString( 36 ) }`,
			status: 'publish',
			comment_status: 'open',
			content: `${ filler }<!-- wp:paragraph --><p>Antes do trecho. <span class="farol-inline" data-farol-inline="${ PASSAGE }">Um bom título promete um resultado.</span> Depois do trecho.</p><!-- /wp:paragraph -->${ filler }`,
		},
	} ) ) as { id: number; link: string };
	postId = created.id;
	postUrl = new URL( created.link ).pathname + new URL( created.link ).search;
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ OPTION ]: savedSettings ?? {} },
	} );
	await requestUtils.rest( {
		path: `/wp/v2/posts/${ postId }`,
		method: 'DELETE',
		params: { force: true },
	} );
} );

/**
 * Waits for one answer of an inline action.
 *
 * @param page   The page.
 * @param action The action.
 */
function answered( page: Page, action: string ) {
	return page.waitForResponse( ( response ) =>
		( response.request().postData() ?? '' ).includes(
			`name="action"\r\n\r\n${ action }`
		)
	);
}

/**
 * Scrolls the page so the icon sits `top` px under the viewport's top.
 *
 * @param page The page.
 * @param top  Pixels.
 */
async function scrollIconTo( page: Page, top: number ): Promise< void > {
	await page.evaluate(
		( [ selector, offset ] ) => {
			const icon = document.querySelector( selector as string )!;
			window.scrollBy(
				0,
				icon.getBoundingClientRect().top - ( offset as number )
			);
		},
		[ `[data-farol-inline-open="${ PASSAGE }"]`, top ]
	);
}

/**
 * Fills the popup's form and posts it with the given key or button.
 *
 * @param page  The page.
 * @param text  The comment.
 * @param using 'ctrl-enter' or 'button'.
 */
async function postFromPopup( page: Page, text: string, using: string ) {
	const dialog = page.getByRole( 'dialog', { name: TITLE } );
	await dialog
		.getByRole( 'textbox', { name: 'Seu comentário sobre este trecho' } )
		.fill( text );
	await dialog
		.getByRole( 'textbox', { name: 'Nome', exact: true } )
		.fill( 'Leitora Atenta' );
	await dialog
		.getByRole( 'textbox', { name: 'E-mail', exact: true } )
		.fill( 'leitora@example.org' );
	const answer = answered( page, 'wpdAddInlineComment' );
	if ( using === 'ctrl-enter' ) {
		await dialog
			.getByRole( 'textbox', {
				name: 'Seu comentário sobre este trecho',
			} )
			.press( 'Control+Enter' );
	} else {
		await dialog.getByRole( 'button', { name: 'Enviar' } ).click();
	}
	const response = await answer;
	expect( response.status() ).toBe( 200 );
	// The default captcha for guests: the proof of work, solved while the guest wrote.
	expect( response.request().postData() ?? '' ).toMatch(
		/name="farol_captcha_challenge"\r\n\r\npow1\./
	);
	await expect( dialog.getByText( POSTED ) ).toBeVisible();
	await expect(
		dialog.locator( '.farol-inline-popup__comments' )
	).toContainText( text );
}

test.describe( 'a guest', () => {
	test.use( { storageState: VISITOR } );
	test.setTimeout( 120_000 );

	test( 'click: opens, closes by Escape, control and outside click, then posts with Ctrl+Enter', async ( {
		page,
		requestUtils,
	} ) => {
		await openMode( requestUtils, 'click' );
		await waitOutFlood( requestUtils );
		const chunks: string[] = [];
		page.on( 'request', ( request ) => {
			if (
				/comments-(inline-popup|captcha)\.[a-f0-9]+\.js/.test(
					request.url()
				)
			) {
				chunks.push( request.url() );
			}
		} );
		await page.goto( postUrl );
		const icon = page.getByRole( 'button', { name: ICON( 0 ) } );
		await expect( icon ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( chunks ).toEqual( [] );

		const dialog = page.getByRole( 'dialog', { name: TITLE } );
		const textarea = dialog.getByLabel(
			'Seu comentário sobre este trecho'
		);
		await icon.click();
		await expect( dialog ).toBeVisible();
		await expect( textarea ).toBeFocused();
		await expect( icon ).toHaveAttribute( 'aria-expanded', 'true' );
		expect(
			chunks.filter( ( url ) => url.includes( 'inline-popup' ) )
		).toHaveLength( 1 );
		// The captcha's chunk comes only once the visitor writes in the form.
		expect(
			chunks.filter( ( url ) => url.includes( 'comments-captcha' ) )
		).toEqual( [] );
		await expect( dialog ).toContainText(
			'Sobre o trecho: “Um bom título promete um resultado.”'
		);
		await expect( dialog ).toContainText(
			'Ainda não há comentários sobre este trecho.'
		);

		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect( icon ).toBeFocused();
		await expect( icon ).toHaveAttribute( 'aria-expanded', 'false' );

		await page.keyboard.press( 'Enter' );
		await expect( textarea ).toBeFocused();
		await dialog.getByRole( 'button', { name: 'Fechar' } ).click();
		await expect( dialog ).toHaveCount( 0 );
		await expect( icon ).toBeFocused();

		await icon.click();
		await expect( dialog ).toBeVisible();
		await page.mouse.click( 5, 5 );
		await expect( dialog ).toHaveCount( 0 );

		// Native validity first: no name and e-mail, Ctrl+Enter sends nothing.
		await icon.click();
		let sent = 0;
		page.on( 'request', ( request ) => {
			if (
				( request.postData() ?? '' ).includes( 'wpdAddInlineComment' )
			) {
				sent++;
			}
		} );
		await textarea.fill( 'Sem nome ainda.' );
		await textarea.press( 'Control+Enter' );
		await page.waitForTimeout( 500 );
		expect( sent ).toBe( 0 );
		await expect( dialog ).toBeVisible();

		// With consent, core's commenter cookies remember the guest (checked below).
		await dialog.getByRole( 'checkbox' ).check();
		await postFromPopup(
			page,
			'Concordo: o resultado vem antes do produto.',
			'ctrl-enter'
		);
		await expect(
			page.getByRole( 'button', { name: ICON( 1 ) } )
		).toBeVisible();

		// axe: nothing on the icon or the popup.
		await expectNoAxeViolations(
			page,
			'.farol-inline__icon, .farol-inline-popup-host'
		);

		// Next time the guest's name and e-mail come from core's commenter cookies.
		await page.reload();
		await page.getByRole( 'button', { name: ICON( 1 ) } ).click();
		await expect(
			dialog.getByRole( 'textbox', { name: 'Nome', exact: true } )
		).toHaveValue( 'Leitora Atenta' );
		await expect(
			dialog.getByRole( 'textbox', { name: 'E-mail', exact: true } )
		).toHaveValue( 'leitora@example.org' );
	} );

	test( 'scroll_open: the popup opens when the icon scrolls near the top', async ( {
		page,
		requestUtils,
	} ) => {
		await openMode( requestUtils, 'scroll_open' );
		await waitOutFlood( requestUtils );
		await page.goto( postUrl );
		const dialog = page.getByRole( 'dialog', { name: TITLE } );
		await page.waitForTimeout( 300 );
		await expect( dialog ).toHaveCount( 0 );
		await scrollIconTo( page, 150 );
		await expect( dialog ).toBeVisible();
		await expect(
			dialog.getByRole( 'textbox', {
				name: 'Seu comentário sobre este trecho',
			} )
		).not.toBeFocused();
		await postFromPopup( page, 'Aberto ao rolar a página.', 'button' );
	} );

	test( 'blink: the icon blinks for 3 s when it scrolls near the top; a click opens the popup', async ( {
		page,
		requestUtils,
	} ) => {
		await openMode( requestUtils, 'blink' );
		await waitOutFlood( requestUtils );
		await page.goto( postUrl );
		const icon = page.locator( `[data-farol-inline-open="${ PASSAGE }"]` );
		await expect( icon ).not.toHaveClass( /farol-inline__icon--blink/ );
		await scrollIconTo( page, 120 );
		await expect( icon ).toHaveClass( /farol-inline__icon--blink/ );
		const started = Date.now();
		await expect( icon ).not.toHaveClass( /farol-inline__icon--blink/, {
			timeout: 5000,
		} );
		expect( Date.now() - started ).toBeGreaterThan( 2000 );
		const dialog = page.getByRole( 'dialog', { name: TITLE } );
		await expect( dialog ).toHaveCount( 0 );
		await icon.click();
		await expect( dialog ).toBeVisible();
		await postFromPopup( page, 'Vi o ícone piscar.', 'button' );
	} );
} );

test.describe( 'an editor', () => {
	test( 'marks a passage with the format "Trecho comentável" (underlined in the canvas); the saved markup carries its id, and unmarking removes it', async ( {
		admin,
		editor,
		page,
	} ) => {
		await admin.createNewPost( { title: 'Trecho pelo editor' } );
		await editor.insertBlock( {
			name: 'core/paragraph',
			attributes: { content: 'Antes depois' },
		} );
		await editor.canvas.locator( '[data-type="core/paragraph"]' ).click();
		await page.keyboard.press( 'End' );
		for ( let i = 0; i < 'depois'.length; i++ ) {
			await page.keyboard.press( 'Shift+ArrowLeft' );
		}
		const format = async () => {
			await page
				.getByRole( 'toolbar' )
				.getByRole( 'button', { name: /^(Mais|More)$/ } )
				.click();
			await page
				.getByRole( 'menuitem', { name: 'Trecho comentável' } )
				.click();
		};
		await format();
		await expect
			.poll( () => editor.getEditedPostContent() )
			.toMatch(
				// The order the editor writes: the format's attributes, then its class.
				/Antes <span data-farol-inline="[a-z0-9]{8}" class="farol-inline">depois<\/span>/
			);
		// The canvas shows the passage as the front does.
		await expect( editor.canvas.locator( '.farol-inline' ) ).toHaveCSS(
			'text-decoration-style',
			'dotted'
		);
		await format();
		await expect
			.poll( () => editor.getEditedPostContent() )
			.not.toContain( 'farol-inline' );
	} );
} );

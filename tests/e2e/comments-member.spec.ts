/**
 * A logged-in member (the demo's subscriber) on a fresh post: the form asks no name or email,
 * the comment goes with the member's nonce and shows in place, its author edits it (the server's
 * "Edited on" marker shows), and a write whose nonce was forged on the way is refused with the
 * configured phrase.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { sendLoginForm } from './login-form';
import { CommentArea, WIDGET_CALLS } from './comments-helpers';

let postUrl = '';

test.use( { storageState: VISITOR } );
test.setTimeout( 120_000 );

test.beforeAll( async ( { requestUtils } ) => {
	const post = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title: `Membros ${ Date.now().toString( 36 ) }`,
			status: 'publish',
			comment_status: 'open',
			content:
				'<!-- wp:paragraph --><p>Um post para assinantes.</p><!-- /wp:paragraph -->',
		},
	} ) ) as { link: string };
	postUrl = new URL( post.link ).pathname + new URL( post.link ).search;
} );

/**
 * Logs the page in as the demo's subscriber.
 *
 * @param page The page.
 */
async function logInAsSubscriber( page: Page ): Promise< void > {
	await sendLoginForm( page, 'subscriber' );
	await page.waitForURL( /wp-admin/ );
}

/**
 * Writes into a form's editor (the rich editor once its chunk arrived, else the textarea).
 *
 * @param page     The page.
 * @param selector The form.
 * @param text     What to write.
 * @param replace  Whether to replace the text there.
 */
async function write(
	page: Page,
	selector: string,
	text: string,
	replace = false
): Promise< void > {
	const form = page.locator( selector );
	const rich = form.locator( '[contenteditable="true"]' );
	await form.locator( 'textarea[name="wc_comment"]' ).focus();
	await rich.waitFor( { timeout: 10_000 } ).catch( () => undefined );
	if ( await rich.count() ) {
		await rich.click();
		if ( replace ) {
			await page.keyboard.press( 'Control+A' );
		}
		await page.keyboard.type( text );
	} else {
		await form.locator( 'textarea[name="wc_comment"]' ).fill( text );
	}
}

/**
 * The value of a multipart field in a request body.
 *
 * @param body The body.
 * @param name The field.
 */
function field( body: string, name: string ): string | undefined {
	return new RegExp( `name="${ name }"\\r\\n\\r\\n([^\\r]*)\\r\\n` ).exec(
		body
	)?.[ 1 ];
}

test( 'a member comments without name or email, with the nonce, and edits the comment', async ( {
	page,
} ) => {
	await logInAsSubscriber( page );
	const area = new CommentArea( page );
	await area.open( postUrl );
	const formSelector =
		'[data-farol-slot="main-form"] form.farol-comment-form';
	const main = page.locator( formSelector );
	await expect( main ).toBeVisible();
	await expect( main.locator( 'input[name="wc_name"]' ) ).toHaveCount( 0 );
	await expect( main.locator( 'input[name="wc_email"]' ) ).toHaveCount( 0 );

	const nonce = await area.area.evaluate(
		( node ) =>
			(
				JSON.parse(
					node.getAttribute( 'data-farol-props' ) ?? '{}'
				) as {
					nonce?: string;
				}
			 ).nonce ?? ''
	);
	expect( nonce ).not.toBe( '' );

	const text = `Comentário de assinante ${ Date.now().toString( 36 ) }.`;
	await write( page, formSelector, text );
	const added = area.answerOf( 'wpdAddComment' );
	await main.locator( '[data-farol-action="submit"]' ).click();
	const response = await added;
	expect( field( response.request().postData() ?? '', 'nonce' ) ).toBe(
		nonce
	);
	const body = ( await response.json() ) as { success: boolean };
	expect( body.success, JSON.stringify( body ) ).toBe( true );
	const mine = page
		.locator( '#wpd-threads > .farol-comment' )
		.filter( { hasText: text } );
	await expect( mine ).toHaveCount( 1 );
	await expect( mine.locator( '.farol-comment__author' ) ).toHaveText(
		/subscriber/i
	);

	// Its author edits it in place.
	const id = await mine.getAttribute( 'data-comment-id' );
	const comment = page.locator( `.farol-comment[data-comment-id="${ id }"]` );
	await comment
		.locator( ':scope > article [data-farol-action="edit"]' )
		.click();
	const editSelector = `.farol-comment[data-comment-id="${ id }"] form[data-farol-form="edit"]`;
	await expect( page.locator( editSelector ) ).toBeVisible();
	const edited = `Texto revisto pelo assinante ${ id }.`;
	await write( page, editSelector, edited, true );
	const saved = area.answerOf( 'wpdSaveEditedComment' );
	await page
		.locator( editSelector )
		.locator( '[data-farol-action="submit"]' )
		.click();
	const savedAnswer = ( await ( await saved ).json() ) as {
		success: boolean;
		data: { lastEdited: string };
	};
	expect( savedAnswer.success ).toBe( true );
	await expect( page.locator( editSelector ) ).toHaveCount( 0 );
	await expect(
		comment.locator( ':scope > article [data-farol-slot="text"]' )
	).toContainText( edited );
	await expect(
		comment.locator( ':scope > article .farol-comment__edited' )
	).toHaveText( savedAnswer.data.lastEdited.replace( /&amp;/g, '&' ) );
} );

test( 'a member’s write with a forged nonce is refused with the phrase', async ( {
	page,
} ) => {
	await logInAsSubscriber( page );
	const area = new CommentArea( page );
	await area.open( postUrl );
	const phrase = await area.area.evaluate(
		( node ) =>
			(
				JSON.parse(
					node.getAttribute( 'data-farol-props' ) ?? '{}'
				) as {
					phrases?: Record< string, string >;
				}
			 ).phrases?.nonce_invalid ?? ''
	);
	expect( phrase ).not.toBe( '' );
	// The nonce is swapped for a forged one on its way to the server.
	await page.route( WIDGET_CALLS, async ( route ) => {
		const body = route.request().postData() ?? '';
		const nonce = field( body, 'nonce' );
		await route.continue( {
			postData: nonce
				? body.replace(
						`name="nonce"\r\n\r\n${ nonce }\r\n`,
						`name="nonce"\r\n\r\nforged${ nonce.slice( 6 ) }\r\n`
				  )
				: body,
		} );
	} );
	const formSelector =
		'[data-farol-slot="main-form"] form.farol-comment-form';
	const text = `Não deve entrar ${ Date.now().toString( 36 ) }.`;
	await write( page, formSelector, text );
	const added = area.answerOf( 'wpdAddComment' );
	await page
		.locator( formSelector )
		.locator( '[data-farol-action="submit"]' )
		.click();
	const answer = ( await ( await added ).json() ) as {
		success: boolean;
		data: string;
	};
	expect( answer ).toEqual( { success: false, data: 'nonce_invalid' } );
	await expect(
		page.locator( '.farol-comments__message--error' )
	).toContainText( phrase );
	await expect(
		page
			.locator( '#wpd-threads .farol-comment' )
			.filter( { hasText: text } )
	).toHaveCount( 0 );
} );

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
import { CommentsPage, WIDGET_CALLS } from './pages/comments.page';

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
	const area = new CommentsPage( page );
	await area.open( postUrl );
	const main = area.mainForm;
	await expect( main ).toBeVisible();
	await expect(
		main.getByRole( 'textbox', { name: 'Nome', exact: true } )
	).toHaveCount( 0 );
	await expect(
		main.getByRole( 'textbox', { name: 'E-mail', exact: true } )
	).toHaveCount( 0 );

	const nonce = ( await area.props< { nonce?: string } >() ).nonce ?? '';
	expect( nonce ).not.toBe( '' );

	const text = `Comentário de assinante ${ Date.now().toString( 36 ) }.`;
	await area.write( main, text );
	const added = area.answerOf( 'wpdAddComment' );
	await area.submit( main ).click();
	const response = await added;
	expect( field( response.request().postData() ?? '', 'nonce' ) ).toBe(
		nonce
	);
	const body = ( await response.json() ) as { success: boolean };
	expect( body.success, JSON.stringify( body ) ).toBe( true );
	await expect( area.item( text ) ).toHaveCount( 1 );
	const mine = area.comment( text );
	// The author's name opens the comment's head.
	await expect( mine ).toContainText( /^\s*subscriber/i );

	// Its author edits it in place.
	const id = await area.commentId( mine );
	await area.button( mine, 'Editar' ).click();
	const edit = area.editForm;
	await expect( edit ).toBeVisible();
	const edited = `Texto revisto pelo assinante ${ id }.`;
	await area.write( edit, edited, true );
	const saved = area.answerOf( 'wpdSaveEditedComment' );
	await area.submit( edit ).click();
	const savedAnswer = ( await ( await saved ).json() ) as {
		success: boolean;
		data: { lastEdited: string };
	};
	expect( savedAnswer.success ).toBe( true );
	await expect( edit ).toHaveCount( 0 );
	const revised = area.comment( edited );
	await expect( revised ).toBeVisible();
	await expect(
		revised.getByText(
			savedAnswer.data.lastEdited.replace( /&amp;/g, '&' ),
			{
				exact: true,
			}
		)
	).toBeVisible();
} );

test( 'a member’s write with a forged nonce is refused with the phrase', async ( {
	page,
} ) => {
	await logInAsSubscriber( page );
	const area = new CommentsPage( page );
	await area.open( postUrl );
	const phrase =
		(
			await area.props< {
				phrases?: Record< string, string >;
			} >()
		).phrases?.nonce_invalid ?? '';
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
	const text = `Não deve entrar ${ Date.now().toString( 36 ) }.`;
	await area.write( area.mainForm, text );
	const added = area.answerOf( 'wpdAddComment' );
	await area.submit( area.mainForm ).click();
	const answer = ( await ( await added ).json() ) as {
		success: boolean;
		data: string;
	};
	expect( answer ).toEqual( { success: false, data: 'nonce_invalid' } );
	await expect( area.alerts ).toContainText( phrase );
	await expect( area.comment( text ) ).toHaveCount( 0 );
} );

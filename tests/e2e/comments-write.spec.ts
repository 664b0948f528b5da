/**
 * The comment widget's writing flows on a fresh post: a guest comments (Ctrl+Enter), replies,
 * edits within the window (the "Edited on" marker shows), votes and deletes (the count heading
 * goes down); a moderator pins and closes a thread; leaving the
 * page with unsent text asks first. The forms are the server's; the widget sends them through
 * admin-ajax and puts the server's HTML of the new comment in place.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { CommentArea, FLOOD_MS } from './comments-helpers';
import { SITE } from './contact-form-helpers';

let postUrl = '';
let adminCommentId = 0;
// The guest's name and email had a comment approved before (core holds a first comment).
const GUEST = Date.now().toString( 36 );

test.beforeAll( async ( { requestUtils } ) => {
	const post = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title: `Conversa ${ Date.now().toString( 36 ) }`,
			status: 'publish',
			comment_status: 'open',
			content:
				'<!-- wp:paragraph --><p>Um post para conversar.</p><!-- /wp:paragraph -->',
		},
	} ) ) as { id: number; link: string };
	postUrl = new URL( post.link ).pathname + new URL( post.link ).search;
	const comment = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/comments',
		data: { post: post.id, content: 'Primeiro comentário, da redação.' },
	} ) ) as { id: number };
	adminCommentId = comment.id;
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/comments',
		data: {
			post: post.id,
			content: 'Um comentário de antes.',
			author_name: `Leitora ${ GUEST }`,
			author_email: `leitora-${ GUEST }@e2e-comments.test`,
			status: 'approved',
		},
	} );
} );

/**
 * Writes into a form's editor (the rich editor once its chunk arrived, else the textarea).
 *
 * @param page The page.
 * @param form The form.
 * @param text What to write.
 */
async function write(
	page: Page,
	form: Locator,
	text: string
): Promise< void > {
	const rich = form.locator(
		'[data-farol-slot="editor"] [contenteditable="true"]'
	);
	if ( ! ( await rich.count() ) ) {
		// A click (not only focus): the browser asks before leaving only after a gesture.
		await form.locator( 'textarea[name="wc_comment"]' ).click();
	}
	await rich.waitFor( { timeout: 10_000 } ).catch( () => undefined );
	if ( await rich.count() ) {
		await rich.click();
		await page.keyboard.type( text );
	} else {
		await form.locator( 'textarea[name="wc_comment"]' ).fill( text );
	}
}

/**
 * Fills a guest's name and email.
 *
 * @param form  The form.
 * @param stamp Makes them unique.
 */
async function identify( form: Locator, stamp: string ): Promise< void > {
	await form.locator( 'input[name="wc_name"]' ).fill( `Leitora ${ stamp }` );
	await form
		.locator( 'input[name="wc_email"]' )
		.fill( `leitora-${ stamp }@e2e-comments.test` );
	const consent = form.locator( 'input[name="wpd_cookies_consent"]' );
	if ( await consent.count() ) {
		await consent.check();
	}
}

test.describe( 'a guest', () => {
	test.use( { storageState: VISITOR } );
	test.setTimeout( 120_000 );

	test( 'comments with Ctrl+Enter, replies, edits, votes and deletes', async ( {
		page,
	} ) => {
		const area = new CommentArea( page );
		const opened = Date.now();
		await area.open( postUrl );
		const stamp = GUEST;
		const main = page.locator(
			'[data-farol-slot="main-form"] form.farol-comment-form'
		);
		const text = `Gostei muito do texto ${ stamp }.`;
		await identify( main, stamp );
		await write( page, main, text );
		// Also waits out core's flood check after the comments made in beforeAll.
		await page.waitForTimeout(
			Math.max( 0, FLOOD_MS - ( Date.now() - opened ) )
		);
		const added = area.answerOf( 'wpdAddComment' );
		await page.keyboard.press( 'Control+Enter' );
		const body = ( await ( await added ).json() ) as { success: boolean };
		expect( body.success, JSON.stringify( body ) ).toBe( true );
		const found = page
			.locator( '#wpd-threads > .farol-comment' )
			.filter( { hasText: text } );
		await expect( found ).toHaveCount( 1 );
		const mine = page.locator(
			`[id="${ await found.getAttribute( 'id' ) }"]`
		);
		await expect( mine ).toHaveClass( /farol-comment--new/ );
		await expect(
			page.locator( '.farol-comments__message--success' )
		).toBeVisible();
		await mine.locator( ':scope > article' ).hover();
		await expect( mine ).not.toHaveClass( /farol-comment--new/ );
		await expect(
			main.locator( 'textarea[name="wc_comment"]' )
		).toHaveValue( '' );

		// Votes on someone else's comment: counted, then withdrawn by the same vote again.
		const other = page.locator( `#wpd-comm-${ adminCommentId }_0` );
		const up = other.locator(
			':scope > article [data-farol-action="vote"][data-vote="1"]'
		);
		await up.click();
		await expect( up ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect(
			other.locator( ':scope > article .farol-comment__count' )
		).toHaveText( '1' );
		await up.click();
		await expect( up ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect(
			other.locator( ':scope > article .farol-comment__count' )
		).toHaveText( '0' );

		// Edits the new comment in place.
		await mine
			.locator( ':scope > article [data-farol-action="edit"]' )
			.click();
		const edit = mine.locator( 'form[data-farol-form="edit"]' );
		await expect( edit ).toBeVisible();
		await expect(
			mine.locator( ':scope > article [data-farol-slot="text"]' )
		).toBeHidden();
		const edited = `Texto revisto ${ stamp }.`;
		const editor = edit.locator( '[contenteditable="true"]' );
		await edit.locator( 'textarea[name="wc_comment"]' ).focus();
		await editor.waitFor( { timeout: 10_000 } ).catch( () => undefined );
		if ( await editor.count() ) {
			await editor.click();
			await page.keyboard.press( 'Control+A' );
			await page.keyboard.type( edited );
		} else {
			await edit.locator( 'textarea[name="wc_comment"]' ).fill( edited );
		}
		await edit.locator( '[data-farol-action="submit"]' ).click();
		await expect( edit ).toHaveCount( 0 );
		await expect(
			mine.locator( ':scope > article [data-farol-slot="text"]' )
		).toContainText( edited );
		// The server's "Edited on …" shows in the comment's head.
		await expect(
			mine.locator(
				':scope > article > .farol-comment__head > .farol-comment__edited'
			)
		).toHaveText( /^(Edited on|Editado em) \S/ );

		// Replies under the newsroom's comment (a second comment waits out core's flood check).
		await other
			.locator( ':scope > article [data-farol-action="reply"]' )
			.click();
		const reply = other.locator( ':scope > form[data-farol-form="reply"]' );
		await expect( reply ).toBeVisible();
		await expect(
			reply.locator( 'input[name="wpdiscuz_unique_id"]' )
		).toHaveValue( `0_${ adminCommentId }` );
		await expect( reply.locator( 'input[name="wc_name"]' ) ).toHaveValue(
			`Leitora ${ stamp }`
		);
		const answerText = `Uma resposta ${ stamp }.`;
		await write( page, reply, answerText );
		await page.waitForTimeout( FLOOD_MS );
		await reply.locator( '[data-farol-action="submit"]' ).click();
		const answer = page
			.locator( `#wpd-replies-${ adminCommentId } > .farol-comment` )
			.filter( { hasText: answerText } );
		await expect( answer ).toHaveCount( 1, { timeout: 15_000 } );
		await expect( reply ).toBeHidden();

		// Deletes the first comment after confirming; the count heading goes down by one.
		const heading = page.locator( '#farol-comments-title' );
		const before = Number(
			/\d+/.exec( ( await heading.textContent() ) ?? '' )?.[ 0 ]
		);
		expect( before ).toBeGreaterThan( 1 );
		page.once( 'dialog', ( dialog ) => dialog.accept() );
		await mine
			.locator( ':scope > article [data-farol-action="delete"]' )
			.click();
		await expect( mine ).toHaveCount( 0 );
		await expect( heading ).toHaveText(
			new RegExp( `^${ before - 1 } (comments?|comentários?)$` )
		);
	} );

	test( 'a first comment held for moderation shows its notice', async ( {
		page,
	} ) => {
		// WordPress's default rule for first-time commenters, whatever the demo seed chose.
		const holdFirst = path.join(
			SITE,
			'wp-content/mu-plugins/farol-e2e-hold-first.php'
		);
		fs.copyFileSync(
			path.join( __dirname, 'php/comments-hold-first.php' ),
			holdFirst
		);
		try {
			await postsAFirstComment( page );
		} finally {
			fs.rmSync( holdFirst, { force: true } );
		}
	} );

	/**
	 * A new guest's first comment is held: the answer says so and a notice shows.
	 *
	 * @param page The page.
	 */
	async function postsAFirstComment( page: Page ): Promise< void > {
		const area = new CommentArea( page );
		await area.open( postUrl );
		const main = page.locator(
			'[data-farol-slot="main-form"] form.farol-comment-form'
		);
		const stamp = `novo-${ Date.now().toString( 36 ) }`;
		await identify( main, stamp );
		const text = `Primeira vez aqui ${ stamp }.`;
		await write( page, main, text );
		// Waits out core's flood check after the previous test's comments.
		await page.waitForTimeout( FLOOD_MS );
		const added = area.answerOf( 'wpdAddComment' );
		await main.locator( '[data-farol-action="submit"]' ).click();
		const answer = ( await ( await added ).json() ) as {
			data: { held_moderate: boolean };
		};
		expect( answer.data.held_moderate ).toBe( true );
		await expect(
			page.locator( '.farol-comments__message--warning' )
		).toBeVisible();
		await expect(
			page
				.locator( '#wpd-threads .farol-comment' )
				.filter( { hasText: text } )
		).toHaveCount( 0 );
	}

	test( 'leaving the page with unsent text asks first', async ( {
		page,
	} ) => {
		const area = new CommentArea( page );
		await area.open( postUrl );
		const main = page.locator(
			'[data-farol-slot="main-form"] form.farol-comment-form'
		);
		await write( page, main, 'Um texto que ainda não foi enviado.' );
		const asked = new Promise< string >( ( resolve ) =>
			page.once( 'dialog', async ( dialog ) => {
				resolve( dialog.type() );
				await dialog.dismiss();
			} )
		);
		await page.goto( '/' ).catch( () => undefined );
		expect( await asked ).toBe( 'beforeunload' );
		await expect( area.area ).toBeVisible();
	} );
} );

test.describe( 'a moderator', () => {
	test( 'pins a thread and closes it; the page reloads with the new state', async ( {
		page,
	} ) => {
		const area = new CommentArea( page );
		await area.open( postUrl );
		const target = page.locator( `#wpd-comm-${ adminCommentId }_0` );
		const stick = target.locator(
			':scope > article [data-farol-action="stick"]'
		);
		await expect( stick ).toHaveAttribute( 'aria-pressed', 'false' );
		await Promise.all( [ page.waitForEvent( 'load' ), stick.click() ] );
		await area.toolbar.waitFor();
		await expect( target ).toHaveClass( /is-sticky/ );
		await expect( area.threads.first() ).toHaveAttribute(
			'data-comment-id',
			String( adminCommentId )
		);

		const close = target.locator(
			':scope > article [data-farol-action="close"]'
		);
		await Promise.all( [ page.waitForEvent( 'load' ), close.click() ] );
		await area.toolbar.waitFor();
		await expect( target ).toHaveClass( /is-closed/ );
		await expect(
			target.locator( ':scope > article [data-farol-action="reply"]' )
		).toHaveCount( 0 );
	} );
} );

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
import type { Page } from '@playwright/test';
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { FLOOD_MS } from './comments-helpers';
import { CommentsPage } from './pages/comments.page';
import { SITE } from './contact-form-helpers';

let postUrl = '';
let adminCommentId = 0;
const ADMIN_TEXT = 'Primeiro comentário, da redação.';
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
		data: { post: post.id, content: ADMIN_TEXT },
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

test.describe( 'a guest', () => {
	test.use( { storageState: VISITOR } );
	test.setTimeout( 120_000 );

	test( 'comments with Ctrl+Enter, replies, edits, votes and deletes', async ( {
		page,
	} ) => {
		const area = new CommentsPage( page );
		const opened = Date.now();
		await area.open( postUrl );
		const stamp = GUEST;
		const main = area.mainForm;
		const text = `Gostei muito do texto ${ stamp }.`;
		await area.identify( main, stamp );
		await area.write( main, text );
		// Also waits out core's flood check after the comments made in beforeAll.
		await page.waitForTimeout(
			Math.max( 0, FLOOD_MS - ( Date.now() - opened ) )
		);
		const added = area.answerOf( 'wpdAddComment' );
		await page.keyboard.press( 'Control+Enter' );
		const body = ( await ( await added ).json() ) as { success: boolean };
		expect( body.success, JSON.stringify( body ) ).toBe( true );
		// A new thread: a top-level comment, marked as new until the pointer passes over it.
		await expect( area.item( text ) ).toHaveCount( 1 );
		const mine = area.comment( text );
		expect( await area.markedNew( mine ) ).toBe( true );
		await expect(
			area.notices.filter( { hasText: 'Seu comentário foi publicado.' } )
		).toBeVisible();
		await mine.hover();
		await expect.poll( () => area.markedNew( mine ) ).toBe( false );
		await expect( area.sent( main, 'wc_comment' ) ).toHaveValue( '' );

		// Votes on someone else's comment: counted, then withdrawn by the same vote again.
		const other = area.comment( ADMIN_TEXT );
		const up = area.button( other, 'Gostei' );
		await up.click();
		await expect( up ).toHaveAttribute( 'aria-pressed', 'true' );
		await expect( area.voteCount( other ) ).toHaveText( '1' );
		await up.click();
		await expect( up ).toHaveAttribute( 'aria-pressed', 'false' );
		await expect( area.voteCount( other ) ).toHaveText( '0' );

		// Edits the new comment in place: the form takes the text's place.
		await area.button( mine, 'Editar' ).click();
		const edit = area.editForm;
		await expect( edit ).toBeVisible();
		// The shown text (before the form in the page; the editor holds a copy of it) hides.
		await expect(
			mine.getByText( text, { exact: true } ).first()
		).toBeHidden();
		const edited = `Texto revisto ${ stamp }.`;
		await area.write( edit, edited, true );
		await area.submit( edit ).click();
		await expect( edit ).toHaveCount( 0 );
		const revised = area.comment( edited );
		await expect( revised ).toBeVisible();
		// The server's "Edited on …" shows in the comment's head.
		await expect(
			revised.getByText( /^(Edited on|Editado em) \S/ )
		).toBeVisible();

		// Replies under the newsroom's comment (a second comment waits out core's flood check).
		await area.replyButton( other ).click();
		const reply = area.replyForm;
		await expect( reply ).toBeVisible();
		await expect( area.sent( reply, 'wpdiscuz_unique_id' ) ).toHaveValue(
			`0_${ adminCommentId }`
		);
		await expect(
			reply.getByRole( 'textbox', { name: 'Nome', exact: true } )
		).toHaveValue( `Leitora ${ stamp }` );
		const answerText = `Uma resposta ${ stamp }.`;
		await area.write( reply, answerText );
		await page.waitForTimeout( FLOOD_MS );
		await area.submit( reply ).click();
		const answer = area
			.replies( area.item( ADMIN_TEXT ) )
			.filter( { hasText: answerText } );
		await expect( answer ).toHaveCount( 1, { timeout: 15_000 } );
		await expect( reply ).toBeHidden();

		// Deletes the first comment after confirming; the count heading goes down by one.
		const before = await area.count();
		expect( before ).toBeGreaterThan( 1 );
		page.once( 'dialog', ( dialog ) => dialog.accept() );
		await area.button( revised, 'Excluir' ).click();
		await expect( revised ).toHaveCount( 0 );
		await expect( area.heading ).toHaveText(
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
		const area = new CommentsPage( page );
		await area.open( postUrl );
		const main = area.mainForm;
		const stamp = `novo-${ Date.now().toString( 36 ) }`;
		await area.identify( main, stamp );
		const text = `Primeira vez aqui ${ stamp }.`;
		await area.write( main, text );
		// Waits out core's flood check after the previous test's comments.
		await page.waitForTimeout( FLOOD_MS );
		const added = area.answerOf( 'wpdAddComment' );
		await area.submit( main ).click();
		const answer = ( await ( await added ).json() ) as {
			data: { held_moderate: boolean };
		};
		expect( answer.data.held_moderate ).toBe( true );
		await expect(
			area.notices.filter( {
				hasText: 'Seu comentário está aguardando moderação.',
			} )
		).toBeVisible();
		await expect( area.comment( text ) ).toHaveCount( 0 );
	}

	test( 'leaving the page with unsent text asks first', async ( {
		page,
	} ) => {
		const area = new CommentsPage( page );
		await area.open( postUrl );
		await area.write(
			area.mainForm,
			'Um texto que ainda não foi enviado.'
		);
		const asked = new Promise< string >( ( resolve ) =>
			page.once( 'dialog', async ( dialog ) => {
				resolve( dialog.type() );
				await dialog.dismiss();
			} )
		);
		await page.goto( '/' ).catch( () => undefined );
		expect( await asked ).toBe( 'beforeunload' );
		await expect( area.region ).toBeVisible();
	} );
} );

test.describe( 'a moderator', () => {
	test( 'pins a thread and closes it; the page reloads with the new state', async ( {
		page,
	} ) => {
		const area = new CommentsPage( page );
		await area.open( postUrl );
		const target = area.comment( ADMIN_TEXT );
		const stick = area.button( target, 'Fixar' );
		await expect( stick ).toHaveAttribute( 'aria-pressed', 'false' );
		await Promise.all( [ page.waitForEvent( 'load' ), stick.click() ] );
		await area.takeOver();
		await expect(
			target.getByText( 'Fixado', { exact: true } )
		).toBeVisible();
		await expect( area.button( target, 'Desafixar' ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
		await expect(
			area.threads.first().getByRole( 'article' ).first()
		).toContainText( ADMIN_TEXT );

		const close = area.button( target, 'Fechar conversa' );
		await Promise.all( [ page.waitForEvent( 'load' ), close.click() ] );
		await area.takeOver();
		await expect(
			target.getByText( 'Conversa fechada', { exact: true } )
		).toBeVisible();
		await expect( area.replyButton( target ) ).toHaveCount( 0 );
	} );
} );

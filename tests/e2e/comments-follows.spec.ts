/**
 * Follows: a member follows a comment's author (the button's state comes from wpdFollowUser's
 * followTip and followClass), the author posts a new comment from another browser, the follower
 * is mailed about it (read from the mail sink, polled: the mail may be sent after the answer),
 * and the follower cancels the follow from the info modal after the confirm. A guest's click
 * asks them to log in. axe finds nothing on the button (both states) nor on the follows tab. The mail sink records mails for the spec's run only; the post goes at
 * the end, with its comments, and the spec's member goes with their follows.
 */
/**
 * External dependencies
 */
import type { Browser, Page } from '@playwright/test';
/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from './axe';
import { test, expect, VISITOR } from './fixtures';
import {
	cleanInfo,
	installMailSink,
	mailTo,
	newMember,
	removeMailSink,
	seedComments,
} from './info-helpers';
import { sendLoginForm } from './login-form';
import { CommentsPage } from './pages/comments.page';

let post = { id: 0, url: '' };

test.use( { storageState: VISITOR } );
test.setTimeout( 120_000 );

test.beforeAll( async ( { requestUtils, baseURL } ) => {
	installMailSink();
	const made = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title: `Seguir autores ${ Date.now().toString( 36 ) }`,
			status: 'publish',
			comment_status: 'open',
			content:
				'<!-- wp:paragraph --><p>Um post.</p><!-- /wp:paragraph -->',
		},
	} ) ) as { id: number; link: string };
	const link = new URL( made.link );
	post = { id: made.id, url: link.pathname + link.search };
	seedComments( baseURL!, post.id, 'editor', 1 );
} );

test.afterAll( async ( { requestUtils, baseURL } ) => {
	await requestUtils.rest( {
		method: 'DELETE',
		path: `/wp/v2/posts/${ post.id }`,
		params: { force: true },
	} );
	cleanInfo( baseURL! );
	removeMailSink();
} );

/**
 * A page of a new browser context, logged in as a demo user.
 *
 * @param browser The browser.
 * @param login   The demo login.
 */
async function loggedIn( browser: Browser, login: string ): Promise< Page > {
	const context = await browser.newContext( { storageState: VISITOR } );
	const page = await context.newPage();
	await sendLoginForm( page, login );
	await page.waitForURL( /wp-admin/ );
	return page;
}

test( 'a guest is asked to log in', async ( { page } ) => {
	const area = new CommentsPage( page );
	await area.open( post.url );
	await area
		.comment( 'Comentário semeado 1 de editor' )
		.getByRole( 'button', { name: 'Seguir' } )
		.click();
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'Entre na sua conta para seguir autores.'
	);
	await expectNoAxeViolations( page, '.farol-comment__follow' );
} );

test( "a member follows an author, is mailed the author's new comment, and cancels from the modal", async ( {
	browser,
	baseURL,
} ) => {
	const member = newMember( baseURL!, 'follower' );
	const follower = await loggedIn( browser, member.login );
	const area = new CommentsPage( follower );
	await area.open( post.url );
	const follow = area
		.comment( 'Comentário semeado 1 de editor' )
		.getByRole( 'button', { name: 'Seguir' } );
	// One pattern: the name is the state and changes, so there is no pressed state; the
	// title (the description) says what a press does (WAI-ARIA APG).
	await expect( follow ).not.toHaveAttribute( 'aria-pressed' );
	await expect( follow ).toHaveAccessibleDescription( 'Seguir este autor' );
	await expectNoAxeViolations( follower, '.farol-comment__follow' );
	const answered = area.answerOf( 'wpdFollowUser' );
	await follow.click();
	const answer = ( await ( await answered ).json() ) as {
		data: { followTip: string; followClass: string };
	};
	expect( answer.data ).toEqual( {
		followTip: 'Deixar de seguir este autor',
		followClass: 'wpd-follow-active',
	} );
	const following = area
		.comment( 'Comentário semeado 1 de editor' )
		.getByRole( 'button', { name: 'Seguindo' } );
	await expect( following ).not.toHaveAttribute( 'aria-pressed' );
	await expect( following ).toHaveAccessibleDescription(
		'Deixar de seguir este autor'
	);
	await expect( following ).toHaveClass( /wpd-follow-active/ );
	await expectNoAxeViolations( follower, '.farol-comment__follow' );

	// The author posts from their own browser.
	const author = await loggedIn( browser, 'editor' );
	const authorArea = new CommentsPage( author );
	await authorArea.open( post.url );
	const text = `Novidade do editor ${ Date.now().toString( 36 ) }.`;
	await authorArea.write( authorArea.mainForm, text );
	const added = authorArea.answerOf( 'wpdAddComment' );
	await authorArea.submit( authorArea.mainForm ).click();
	expect(
		( ( await ( await added ).json() ) as { success: boolean } ).success
	).toBe( true );
	await author.context().close();

	const mail = await mailTo(
		baseURL!,
		member.email,
		'Novo comentário de um autor que você segue'
	);
	expect( mail.message ).toContain( text );
	expect( mail.message ).toMatch( /#comment-\d+/ );
	expect( mail.message ).toContain( 'farolGuest=cancelFollow' );

	// Cancel from the modal's follows tab, after the confirm.
	await follower.getByRole( 'button', { name: 'Meu conteúdo' } ).click();
	const dialog = follower.getByRole( 'dialog', { name: 'Meu conteúdo' } );
	await dialog.getByRole( 'tab', { name: 'Seguindo' } ).click();
	const panel = dialog.getByRole( 'tabpanel', { name: 'Seguindo' } );
	await expect( panel.getByRole( 'listitem' ) ).toHaveCount( 1 );
	await expectNoAxeViolations( follower, '#farol-info' );
	follower.once( 'dialog', ( confirm ) => confirm.accept() );
	await panel.getByRole( 'button', { name: 'Deixar de seguir' } ).click();
	await expect( panel ).toContainText( 'Você ainda não segue ninguém.' );
	await follower.context().close();
} );

/**
 * The info modal ("Meu conteúdo"): a member's tabs with pagination (12 comments: 10 and 2), a
 * delete from the comments tab after the confirm, the dialog's keyboard (focus moves in, the
 * arrow keys go through the tabs, Tab cycles inside, Escape closes, focus returns to the button)
 * and its labelling, axe clean on each tab; a guest's delete-links flow (the e-mail form, axe
 * clean before and after sending → the mail → the link, which only asks (one button) → the
 * button → the fading message → the comments gone). The mail sink records mails for the spec's
 * run only; what the spec seeds goes with its posts.
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
import { deletePost, publishOpenPost } from './comments-helpers';
import { acceptNextDialog } from './dialogs';
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

const posts: number[] = [];

test.use( { storageState: VISITOR } );
test.setTimeout( 120_000 );

test.beforeAll( () => installMailSink() );

test.afterAll( async ( { requestUtils, baseURL } ) => {
	for ( const id of posts ) {
		await deletePost( requestUtils, id );
	}
	cleanInfo( baseURL! );
	removeMailSink();
} );

/**
 * A published post open to comments.
 *
 * @param requestUtils      The REST helper.
 * @param requestUtils.rest
 * @param title             Its title.
 */
async function newPost(
	requestUtils: RequestUtils,
	title: string
): Promise< { id: number; url: string } > {
	const post = await publishOpenPost( requestUtils, title, 'Um post.' );
	posts.push( post.id );
	return { id: post.id, url: post.path };
}

/**
 * Opens the info modal from the area's button.
 *
 * @param page The page.
 */
async function openModal( page: Page ) {
	await page.getByRole( 'button', { name: 'Meu conteúdo' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Meu conteúdo' } );
	await expect( dialog ).toBeVisible();
	return dialog;
}

test( 'a member pages through their comments, deletes one after the confirm, and the dialog keeps the keyboard', async ( {
	page,
	requestUtils,
	baseURL,
} ) => {
	const post = await newPost( requestUtils, 'Meu conteúdo' );
	const member = newMember( baseURL!, 'modal' );
	seedComments( baseURL!, post.id, member.login, 12 );
	await sendLoginForm( page, member.login );
	await page.waitForURL( /wp-admin/ );
	const area = new CommentsPage( page );
	await area.open( post.url );
	await expect( area.heading ).toHaveText( /12 comentários/ );

	const opener = page.getByRole( 'button', { name: 'Meu conteúdo' } );
	const dialog = await openModal( page );
	await expect( dialog ).toHaveAttribute( 'aria-modal', 'true' );
	const comments = dialog.getByRole( 'tab', { name: 'Comentários' } );
	await expect( comments ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( comments ).toBeFocused();
	const panel = dialog.getByRole( 'tabpanel', { name: 'Comentários' } );
	await expect( panel.getByRole( 'listitem' ) ).toHaveCount( 10 );
	await expect( panel.getByRole( 'listitem' ).first() ).toContainText(
		'Comentário semeado 12'
	);
	await expectNoAxeViolations( page, '#farol-info' );

	// Page 2 holds the two oldest.
	await panel.getByRole( 'button', { name: '2', exact: true } ).click();
	await expect( panel.getByRole( 'listitem' ) ).toHaveCount( 2 );
	await expect(
		panel.getByRole( 'button', { name: '2', exact: true } )
	).toHaveAttribute( 'aria-current', 'page' );

	// Delete asks first; dismissing keeps the comment, accepting deletes it.
	const first = panel
		.getByRole( 'listitem' )
		.filter( { hasText: 'Comentário semeado 1 de' } );
	page.once( 'dialog', ( confirm ) => confirm.dismiss() );
	await first.getByRole( 'button', { name: 'Excluir' } ).click();
	await expect( panel.getByRole( 'listitem' ) ).toHaveCount( 2 );
	const confirmed = acceptNextDialog( page );
	await first.getByRole( 'button', { name: 'Excluir' } ).click();
	expect( ( await confirmed ).message ).not.toBe( '' );
	await expect( panel.getByRole( 'listitem' ) ).toHaveCount( 1 );
	await expect( area.comment( 'Comentário semeado 1 de' ) ).toHaveCount( 0 );
	await expect( area.heading ).toHaveText( /11 comentários/ );

	// The subscriptions tab, then the follows tab, by the arrow key.
	await dialog.getByRole( 'tab', { name: 'Comentários' } ).focus();
	await page.keyboard.press( 'ArrowRight' );
	const subscriptions = dialog.getByRole( 'tab', { name: 'Inscrições' } );
	await expect( subscriptions ).toBeFocused();
	await expect( subscriptions ).toHaveAttribute( 'aria-selected', 'true' );
	await expect(
		dialog.getByRole( 'tabpanel', { name: 'Inscrições' } )
	).toHaveAttribute( 'data-loaded', '1' );
	await expectNoAxeViolations( page, '#farol-info' );
	await page.keyboard.press( 'ArrowRight' );
	const follows = dialog.getByRole( 'tab', { name: 'Seguindo' } );
	await expect( follows ).toBeFocused();
	await expect( follows ).toHaveAttribute( 'aria-selected', 'true' );
	await expect(
		dialog.getByRole( 'tabpanel', { name: 'Seguindo' } )
	).toContainText( 'Você ainda não segue ninguém.' );
	await expectNoAxeViolations( page, '#farol-info' );

	// Tab never leaves the dialog; Escape closes it and the focus returns to the button.
	for ( let step = 0; step < 12; step++ ) {
		await page.keyboard.press( step % 3 === 2 ? 'Shift+Tab' : 'Tab' );
		await expect( dialog.locator( ':focus' ) ).toHaveCount( 1 );
	}
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toHaveCount( 0 );
	await expect( opener ).toBeFocused();
} );

test( 'a guest asks for the delete links, follows the mailed link and their comments go', async ( {
	page,
	requestUtils,
	baseURL,
} ) => {
	const post = await newPost( requestUtils, 'Links de convidada' );
	const email = `convidada-${ Date.now().toString( 36 ) }@e2e-info.test`;
	seedComments( baseURL!, post.id, email, 2 );
	const area = new CommentsPage( page );
	await area.open( post.url );
	await expect(
		area.comment( 'Comentário semeado 2 de convidada' )
	).toBeVisible();

	const dialog = await openModal( page );
	const field = dialog.getByRole( 'textbox', { name: 'Seu e-mail' } );
	await expect( field ).toBeFocused();
	await expectNoAxeViolations( page, '#farol-info' );
	await field.fill( email );
	// The form was shown a moment ago: the server takes a person's pace (3 s) for granted.
	await page.waitForTimeout( 3200 );
	await dialog.getByRole( 'button', { name: 'Enviar os links' } ).click();
	await expect( dialog.getByRole( 'status' ) ).toContainText(
		'Se este e-mail tiver conteúdo'
	);
	await expectNoAxeViolations( page, '#farol-info' );

	const mail = await mailTo(
		baseURL!,
		email,
		'Links para gerenciar o seu conteúdo'
	);
	const link =
		/(https?:\/\/\S*farolGuest=deleteComments\S*)/.exec(
			mail.message
		)?.[ 1 ] ?? '';
	expect( link ).not.toBe( '' );

	await page.keyboard.press( 'Escape' );
	await page.goto( link );
	// Opening the link changes nothing: it asks with one button, focused, and only that acts.
	const ask = page.getByRole( 'group', {
		name: 'Excluir todos os comentários que você escreveu com este e-mail?',
	} );
	const confirm = ask.getByRole( 'button', { name: 'Confirmar' } );
	await expect( confirm ).toBeFocused();
	expect( new URL( page.url() ).search ).not.toContain( 'farolGuest' );
	await expect(
		area.comment( 'Comentário semeado 2 de convidada' )
	).toBeVisible();
	await expectNoAxeViolations( page, '.farol-info__guest-ask' );
	await confirm.press( 'Enter' );
	await expect( ask ).toHaveCount( 0 );
	const message = page.locator(
		'.farol-info__guest-message [role="status"]'
	);
	await expect( message ).toHaveText( 'Seus comentários foram excluídos.' );
	expect( new URL( page.url() ).search ).not.toContain( 'farolGuest' );
	// It fades over 7 s, then goes.
	await expect( message ).toHaveCount( 0, { timeout: 9000 } );

	await page.reload();
	await expect(
		area.comment( 'Comentário semeado 2 de convidada' )
	).toHaveCount( 0 );

	// The same link again: refused as used.
	await page.goto( link );
	await page.getByRole( 'button', { name: 'Confirmar' } ).click();
	await expect(
		page.locator( '.farol-info__guest-message [role="alert"]' )
	).toHaveText( 'Este link já foi usado.' );
} );

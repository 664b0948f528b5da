/**
 * The mail queue on the e2e site (native runtime, php-fpm): a guest's comment through the widget
 * queues core's notification, which is sent right after the answer and shows in the runtime's
 * mail sink (Tools › Mail sink); with a failing transport (tests/e2e/php/mail-queue-transport.php
 * and its flag file) the message stays in Tools › Mail queue with the transport's error, and
 * "Send now" after the transport is fixed sends it. axe checks both screens.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from './axe';
import { test, expect } from './fixtures';
import { waitOutFlood } from './comments-helpers';
import { CommentsPage } from './pages/comments.page';
import { SITE } from './contact-form-helpers';

const TRANSPORT = path.join(
	SITE,
	'wp-content/mu-plugins/farol-e2e-mail-queue-transport.php'
);
const FAIL_FLAG = path.join( SITE, 'wp-content/farol-e2e-mail-fail.flag' );
const STAMP = Date.now().toString( 36 );

/**
 * Creates an open post (by the administrator, who is told of new comments).
 *
 * @param requestUtils WordPress' REST helper.
 * @param title        Its title.
 * @return Its path.
 */
async function openPost(
	requestUtils: RequestUtils,
	title: string
): Promise< string > {
	const post = await requestUtils.rest< { link: string } >( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title,
			status: 'publish',
			comment_status: 'open',
			content:
				'<!-- wp:paragraph --><p>Um post para avisar a autora.</p><!-- /wp:paragraph -->',
		},
	} );
	const link = new URL( post.link );
	return link.pathname + link.search;
}

/**
 * A guest comments on a post through the widget; the answer is a success.
 *
 * @param page  A visitor's page.
 * @param url   The post.
 * @param stamp Makes the guest and the text unique.
 * @param text  The comment.
 */
async function comment(
	page: Page,
	url: string,
	stamp: string,
	text: string
): Promise< number > {
	const area = new CommentsPage( page );
	await area.open( url );
	await area.identify( area.mainForm, stamp );
	await area.write( area.mainForm, text );
	const added = area.answerOf( 'wpdAddComment' );
	const started = Date.now();
	await page.keyboard.press( 'Control+Enter' );
	const body = ( await ( await added ).json() ) as { success: boolean };
	expect( body.success, JSON.stringify( body ) ).toBe( true );
	return Date.now() - started;
}

test.beforeAll( () => {
	fs.copyFileSync(
		path.join( __dirname, 'php/mail-queue-transport.php' ),
		TRANSPORT
	);
} );

test.afterAll( () => {
	fs.rmSync( FAIL_FLAG, { force: true } );
	fs.rmSync( TRANSPORT, { force: true } );
} );

test.describe.configure( { mode: 'serial' } );

test( "a guest's comment notifies the author by mail after the answer", async ( {
	browser,
	page,
	requestUtils,
} ) => {
	test.setTimeout( 90_000 );
	const title = `Aviso por e-mail ${ STAMP }`;
	const url = await openPost( requestUtils, title );
	const text = `Comentário que gera aviso ${ STAMP }.`;
	await waitOutFlood( requestUtils );
	const guest = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	await comment( await guest.newPage(), url, `a${ STAMP }`, text );
	await guest.close();

	// The administrator reads the development mail box: the notification is there.
	const message = page
		.locator( '.farol-mail-sink__message' )
		.filter( { hasText: text } );
	await expect
		.poll(
			async () => {
				await page.goto( '/wp-admin/tools.php?page=farol-mail-sink' );
				return message.count();
			},
			{ timeout: 15_000 }
		)
		.toBe( 1 );
	await message.locator( 'summary' ).click();
	await expect( message.locator( 'summary' ) ).toContainText( title );
	// Its links (the comment, moderation) can be followed from the box.
	await expect( message.getByRole( 'link' ).first() ).toBeVisible();
	await expectNoAxeViolations( page, '#wpbody-content' );

	// The queue lists it as sent.
	await page.goto( '/wp-admin/tools.php?page=farol-mail-queue' );
	const row = page.locator( 'tr', { hasText: title } ).first();
	await expect( row ).toContainText( 'Enviado' );
} );

test( 'a failing transport keeps the mail with its error until "Send now" sends it', async ( {
	browser,
	page,
	requestUtils,
} ) => {
	test.setTimeout( 120_000 );
	const title = `Transporte falhando ${ STAMP }`;
	const url = await openPost( requestUtils, title );
	fs.writeFileSync( FAIL_FLAG, '1' );
	await waitOutFlood( requestUtils );
	const guest = await browser.newContext( {
		storageState: { cookies: [], origins: [] },
	} );
	await comment(
		await guest.newPage(),
		url,
		`b${ STAMP }`,
		`Comentário com o e-mail falhando ${ STAMP }.`
	);
	await guest.close();

	// The attempt after the answer failed: pending, with the transport's error.
	const row = page.locator( 'table.farol-mail-queue tr', { hasText: title } );
	await expect
		.poll(
			async () => {
				await page.goto( '/wp-admin/tools.php?page=farol-mail-queue' );
				return ( await row.count() ) > 0 ? row.first().innerText() : '';
			},
			{ timeout: 15_000 }
		)
		.toContain( 'SMTP Error: Could not connect to SMTP host.' );
	await expect( row.first() ).toContainText( 'Na fila' );
	await expect( row.first() ).toContainText( '1' );
	// How long the queue keeps what it sent (MailRetention, in pt_BR).
	await expect( page.locator( '#wpbody-content' ) ).toContainText(
		'E-mails enviados são apagados após 30 dias. E-mails com falha são apagados após 90 dias.'
	);
	await expectNoAxeViolations( page, '#wpbody-content' );

	// Fixed: "Send now" sends it at once (after the redirect's answer).
	fs.rmSync( FAIL_FLAG, { force: true } );
	await row
		.first()
		.getByRole( 'button', { name: /^Enviar agora: / } )
		.click();
	await expect(
		page.getByText( 'A mensagem será enviada em instantes.' )
	).toBeVisible();
	await expect
		.poll(
			async () => {
				await page.goto( '/wp-admin/tools.php?page=farol-mail-queue' );
				return row.first().innerText();
			},
			{ timeout: 15_000 }
		)
		.toContain( 'Enviado' );
	await page.goto( '/wp-admin/tools.php?page=farol-mail-sink' );
	await expect(
		page.locator( '.farol-mail-sink__message', { hasText: title } )
	).toHaveCount( 1 );
} );

/**
 * The comment widget on themes other than Farol's, and the admin bar's entry for moderators.
 * With `replace_core_comments` on, a post on Twenty Twenty-Four (a block theme: core's
 * `core/comments` block in its single template) and on the classic test theme
 * (tests/themes/farol-classic-test: comments_template()) shows the widget's area and none of
 * core's comments, and a guest comments through it; with the setting off, core's comments
 * show. The classic theme is linked into the e2e site for this spec only; the theme, the
 * settings and the post are put back or removed afterwards.
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
import { test, expect, VISITOR } from './fixtures';
import { waitOutFlood } from './comments-helpers';
import { CommentsPage } from './pages/comments.page';
import { sendLoginForm } from './login-form';

const ROOT = path.resolve( __dirname, '../..' );
/** The e2e site's WordPress folder (tools/runtime/native.sh: .farol/native-<instance>/wp). */
const SITE = path.join(
	ROOT,
	'.farol',
	`native-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`,
	'wp'
);
const OPTION = 'farol_comments';
const CLASSIC = 'farol-classic-test';
const CLASSIC_LINK = path.join( SITE, 'wp-content/themes', CLASSIC );
const CORE_TEXT = 'Um comentário que o tema mostra.';
// A guest whose name and email had a comment approved before (core holds a first comment).
const GUEST = `tema${ Date.now().toString( 36 ) }`;

let postId = 0;
let postUrl = '';
let savedSettings: Record< string, unknown > = {};
let savedTheme = 'farol';

async function setReplacement(
	requestUtils: RequestUtils,
	on: boolean
): Promise< void > {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: {
			[ OPTION ]: { ...savedSettings, replace_core_comments: on },
		},
	} );
}

test.beforeAll( async ( { requestUtils } ) => {
	if ( ! fs.existsSync( CLASSIC_LINK ) ) {
		fs.symlinkSync(
			path.join( ROOT, 'tests/themes', CLASSIC ),
			CLASSIC_LINK
		);
	}
	const settings = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	savedSettings = ( settings[ OPTION ] ?? {} ) as Record< string, unknown >;
	const themes = await requestUtils.rest< Array< { stylesheet: string } > >( {
		path: '/wp/v2/themes',
		params: { status: 'active' },
	} );
	savedTheme = themes[ 0 ]?.stylesheet ?? 'farol';
	const post = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title: `Temas ${ GUEST }`,
			status: 'publish',
			comment_status: 'open',
			content:
				'<!-- wp:paragraph --><p>Um post lido em outros temas.</p><!-- /wp:paragraph -->',
		},
	} ) ) as { id: number; link: string };
	postId = post.id;
	postUrl = new URL( post.link ).pathname + new URL( post.link ).search;
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/comments',
		data: {
			post: postId,
			content: CORE_TEXT,
			author_name: `Leitora ${ GUEST }`,
			author_email: `leitora-${ GUEST }@e2e-comments.test`,
			status: 'approved',
		},
	} );
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.activateTheme( savedTheme );
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ OPTION ]: savedSettings },
	} );
	// Deleting the post deletes its comments too.
	await requestUtils.rest( {
		path: `/wp/v2/posts/${ postId }`,
		method: 'DELETE',
		params: { force: true },
	} );
	fs.rmSync( CLASSIC_LINK, { force: true } );
} );

/**
 * A guest posts a comment through the widget, which shows it.
 *
 * @param page         The guest's page, on the post.
 * @param requestUtils The REST helper (to wait out core's flood check).
 * @param text         What the guest writes.
 */
async function guestComments(
	page: Page,
	requestUtils: RequestUtils,
	text: string
): Promise< void > {
	const area = new CommentsPage( page );
	await area.takeOver();
	await area.identify( area.mainForm, GUEST );
	await area.write( area.mainForm, text );
	await waitOutFlood( requestUtils );
	const added = area.answerOf( 'wpdAddComment' );
	await area.submit( area.mainForm ).click();
	const body = ( await ( await added ).json() ) as { success: boolean };
	expect( body.success, JSON.stringify( body ) ).toBe( true );
	await expect( area.comment( text ) ).toBeVisible();
	// And it is there for the next reader, from the server.
	await page.reload();
	await expect( area.comment( text ) ).toBeVisible();
}

for ( const [ theme, label, coreList ] of [
	[ 'twentytwentyfour', 'Twenty Twenty-Four', '.wp-block-comment-template' ],
	[ CLASSIC, 'the classic test theme', '.comment-list' ],
] as const ) {
	test.describe( `on ${ label }`, () => {
		test.use( { storageState: VISITOR } );
		test.setTimeout( 120_000 );

		test( 'the setting on: the widget replaces core comments and a guest comments', async ( {
			page,
			requestUtils,
		} ) => {
			await requestUtils.activateTheme( theme );
			await setReplacement( requestUtils, true );
			await page.goto( postUrl );
			await expect( page.locator( '#wpdcom' ) ).toHaveCount( 1 );
			await expect( page.locator( coreList ) ).toHaveCount( 0 );
			await expect( page.locator( '#commentform' ) ).toHaveCount( 0 );
			await expect(
				new CommentsPage( page ).comment( CORE_TEXT )
			).toBeVisible();
			await guestComments(
				page,
				requestUtils,
				`Li no tema ${ theme } ${ GUEST }.`
			);
		} );

		test( 'the setting off: core comments show', async ( {
			page,
			requestUtils,
		} ) => {
			await requestUtils.activateTheme( theme );
			await setReplacement( requestUtils, false );
			await page.goto( postUrl );
			await expect( page.locator( '#wpdcom' ) ).toHaveCount( 0 );
			await expect( page.locator( coreList ) ).toContainText( CORE_TEXT );
			await expect( page.locator( '#commentform' ) ).toBeVisible();
		} );
	} );
}

test.describe( 'the admin bar', () => {
	test.use( { storageState: VISITOR } );

	test( 'an editor sees the comments awaiting moderation; a subscriber does not', async ( {
		page,
		browser,
		requestUtils,
	} ) => {
		await requestUtils.activateTheme( savedTheme );
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/comments',
			data: {
				post: postId,
				content: 'Um comentário à espera de moderação.',
				author_name: 'Visitante',
				author_email: `espera-${ GUEST }@e2e-comments.test`,
				status: 'hold',
			},
		} );
		const held = await requestUtils.rest< unknown[] >( {
			path: '/wp/v2/comments',
			params: { status: 'hold', per_page: 100, context: 'edit' },
		} );
		expect( held.length ).toBeGreaterThan( 0 );

		await sendLoginForm( page, 'editor' );
		await page.waitForURL( /wp-admin/ );
		await page.goto( postUrl );
		const entry = page.locator( '#wp-admin-bar-comments' );
		const link = entry.locator( '> a.ab-item' );
		await expect( link ).toHaveAttribute(
			'href',
			/edit-comments\.php\?comment_status=moderated$/
		);
		await expect( link ).toContainText( 'Comentários' );
		await expect( link.locator( '.awaiting-mod' ) ).toHaveText(
			String( held.length )
		);
		await expect( link.locator( '.screen-reader-text' ) ).toHaveText(
			held.length === 1
				? '1 comentário aguardando moderação'
				: `${ held.length } comentários aguardando moderação`
		);
		// Where core's node linked, one level down; the settings are the administrator's.
		await entry.hover();
		const all = page.locator( '#wp-admin-bar-farol-comments-all > a' );
		await expect( all ).toBeVisible();
		await expect( all ).toHaveText( 'Todos os comentários' );
		await expect( all ).toHaveAttribute( 'href', /edit-comments\.php$/ );
		await expect(
			page.locator( '#wp-admin-bar-farol-comments-settings' )
		).toHaveCount( 0 );

		const context = await browser.newContext( { storageState: VISITOR } );
		const other = await context.newPage();
		await sendLoginForm( other, 'subscriber' );
		await other.waitForURL( /wp-admin/ );
		await other.goto( postUrl );
		await expect( other.locator( '#wpadminbar' ) ).toBeVisible();
		await expect( other.locator( '#wp-admin-bar-comments' ) ).toHaveCount(
			0
		);
		await context.close();
	} );
} );

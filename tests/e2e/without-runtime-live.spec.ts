/**
 * The comment features that act on their own, shown without the widget's runtime: on a phone
 * over a slow network, with the widget's view and every views chunk held back
 * (./without-runtime-helpers.ts), a guest who does not touch the page
 * - sees the bubble announce a comment another client posts (the live poll, its own script
 *   `apps/comments/live`): the count, a preview of the newest, a hint; the hint and the preview
 *   close on their timers, the count stays;
 * - in automatic mode, sees every poll skipped with the console notice until they interact;
 * - sees a discussable passage's icon blink as it scrolls near the top (the inline comments'
 *   own script `comments/inline`).
 * What the spec creates (a post, its comments) is deleted, and the comment settings it changes
 * are put back.
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
import { expect, scrollWindow, test } from './without-runtime-helpers';

declare global {
	interface Window {
		/** When the bubble's hint and preview opened and closed (performance.now()). */
		__farolShown: Partial<
			Record< 'hint' | 'preview', { open?: number; closed?: number } >
		>;
	}
}

const OPTION = 'farol_comments';
const RUN = Date.now().toString( 36 );
const PASSAGE = `semrt${ RUN }`;
let savedSettings: Record< string, unknown > = {};
let postId = 0;
let postUrl = '';

/**
 * Writes the comment settings: the saved ones with some changed.
 *
 * @param requestUtils REST helper (administrator).
 * @param values       What changes.
 */
async function commentSettings(
	requestUtils: RequestUtils,
	values: Record< string, unknown >
): Promise< void > {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ OPTION ]: { ...savedSettings, ...values } },
	} );
}

/**
 * The server's live configuration, with a poll every second and short timers (the same code
 * runs them; the settings' own minimums are 10 s between polls and 1 s for the timers).
 *
 * @param page Page, before its navigation.
 */
async function fastPolling( page: Page ): Promise< void > {
	await page.addInitScript( () => {
		let config: unknown;
		Object.defineProperty( window, 'farolLive', {
			configurable: true,
			get: () => config,
			set: ( value: Record< string, unknown > ) => {
				config = {
					...value,
					interval: 1,
					hintSeconds: 2,
					previewSeconds: 4,
				};
			},
		} );
	} );
}

test.beforeAll( async ( { requestUtils } ) => {
	savedSettings = (
		await requestUtils.rest< Record< string, Record< string, unknown > > >(
			{ path: '/wp/v2/settings' }
		)
	)[ OPTION ]!;
	const spacer =
		'<!-- wp:spacer {"height":"1600px"} --><div style="height:1600px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->';
	const post = await requestUtils.rest< { id: number; link: string } >( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title: `Sem runtime ${ RUN }`,
			status: 'publish',
			comment_status: 'open',
			content: `${ spacer }<!-- wp:paragraph --><p>Antes. <span class="farol-inline" data-farol-inline="${ PASSAGE }">Um trecho para comentar.</span> Depois.</p><!-- /wp:paragraph -->${ spacer }`,
		},
	} );
	postId = post.id;
	postUrl = new URL( post.link ).pathname + new URL( post.link ).search;
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ OPTION ]: savedSettings },
	} );
	// Its comments go with it.
	await requestUtils.rest( {
		path: `/wp/v2/posts/${ postId }`,
		method: 'DELETE',
		params: { force: true },
	} );
} );

test( '@smoke the bubble announces a comment another client posts; its hint and preview close on their timers', async ( {
	page,
	requestUtils,
} ) => {
	await commentSettings( requestUtils, {
		live_mode: 'bubble',
		live_guests: true,
	} );
	await fastPolling( page );
	await page.addInitScript( () => {
		window.__farolShown = {};
		new MutationObserver( ( records ) => {
			for ( const record of records ) {
				const element = record.target as HTMLElement;
				const part = /farol-live__(hint|preview)/.exec(
					element.className
				)?.[ 1 ] as 'hint' | 'preview' | undefined;
				if ( part ) {
					const times = ( window.__farolShown[ part ] ??= {} );
					times[ element.hidden ? 'closed' : 'open' ] ??=
						performance.now();
				}
			}
		} ).observe( document, {
			subtree: true,
			attributes: true,
			attributeFilter: [ 'hidden' ],
		} );
	} );
	const polled = page.waitForResponse( /farol(\/|%2F)v1(\/|%2F)update/ );
	await page.goto( postUrl, { waitUntil: 'domcontentloaded' } );
	// The page polls with no touch.
	expect( ( await polled ).status() ).toBe( 200 );

	const text = `Chegou sem toque ${ RUN }`;
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/comments',
		data: { post: postId, content: text, status: 'approved' },
	} );
	const bubble = page.getByRole( 'region', { name: 'Novos comentários' } );
	await expect( bubble ).toBeVisible();
	await expect(
		bubble.getByRole( 'button', {
			name: '1 Novos comentários',
			exact: true,
		} )
	).toBeVisible();
	const preview = bubble.getByRole( 'link' );
	await expect( preview ).toContainText( text );
	// The hint closes first, then the preview (each timed from when the bubble showed, in the
	// page: the test's own pace under load must not decide what it sees); the count stays.
	await expect
		.poll( () => page.evaluate( () => window.__farolShown ), {
			timeout: 15_000,
		} )
		.toMatchObject( {
			hint: { open: expect.any( Number ), closed: expect.any( Number ) },
			preview: {
				open: expect.any( Number ),
				closed: expect.any( Number ),
			},
		} );
	const shown = await page.evaluate( () => window.__farolShown );
	expect( shown.hint!.closed! - shown.hint!.open! ).toBeGreaterThan( 1900 );
	expect( shown.preview!.closed! - shown.preview!.open! ).toBeGreaterThan(
		3900
	);
	await expect( preview ).toBeHidden();
	await expect(
		bubble.getByRole( 'button', {
			name: '1 Novos comentários',
			exact: true,
		} )
	).toBeVisible();
	// Announced, not loaded: the thread is the widget's to change.
	await expect( page.locator( '#wpd-threads' ) ).not.toContainText( text );
} );

test( '@smoke in automatic mode, every poll is skipped with a console notice until the visitor interacts', async ( {
	page,
	requestUtils,
} ) => {
	await commentSettings( requestUtils, {
		live_mode: 'automatic',
		live_guests: true,
	} );
	await fastPolling( page );
	const notice = page.waitForEvent( 'console', ( message ) =>
		message
			.text()
			.includes(
				'[farol] live updates: skipped until the visitor interacts with the page'
			)
	);
	await page.goto( postUrl, { waitUntil: 'domcontentloaded' } );
	const text = `Ainda não ${ RUN }`;
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/comments',
		data: { post: postId, content: text, status: 'approved' },
	} );
	await notice;
	// Skipped again on the next poll, a second later: the thread is as printed.
	await page.waitForEvent( 'console', ( message ) =>
		message.text().includes( 'skipped until the visitor interacts' )
	);
	await expect( page.locator( '#wpd-threads' ) ).not.toContainText( text );
} );

test( '@smoke a discussable passage’s icon blinks as it scrolls near the top', async ( {
	page,
	requestUtils,
} ) => {
	await commentSettings( requestUtils, {
		inline_enabled: true,
		inline_open_mode: 'blink',
	} );
	await page.goto( postUrl, { waitUntil: 'domcontentloaded' } );
	const icon = page.locator( `[data-farol-inline-open="${ PASSAGE }"]` );
	await expect( icon ).toHaveCount( 1 );
	await expect( icon ).not.toHaveClass( /farol-inline__icon--blink/ );
	// 120 px under the viewport's top: inside the 0–300 px zone.
	const top = await icon.evaluate(
		( element ) => element.getBoundingClientRect().top + window.scrollY
	);
	await scrollWindow( page, top - 120 );
	await expect( icon ).toHaveClass( /farol-inline__icon--blink/ );
	// It stops after its 3 s.
	await expect( icon ).not.toHaveClass( /farol-inline__icon--blink/, {
		timeout: 6000,
	} );
} );

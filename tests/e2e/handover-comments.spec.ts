/**
 * The comment widget's handover, as a visitor on a phone meets it (Lighthouse's mobile
 * conditions; none on the Playground smoke run): the widget loads on intent, so what the
 * visitor does before it has taken over must not be lost.
 * - Typing in the main form's textarea at once, at 0 ms and 20 ms per key, throttled or not:
 *   the text stays in order in the editor that takes over, and the caret stays at its end.
 * - A filter, sort, load-more or vote click before the widget took over does its job once it
 *   has (the view script is held back until the click is made); so does a sort click after
 *   keys in the comment box, the widget coming from a slow server (later than the loader's
 *   native fallback delay), and the text typed is kept.
 * - A deep link lands 32 px from the top.
 * - A reader who scrolls the post and never touches the comment area downloads none of the
 *   widget's scripts (its view, React, the editor).
 */
/**
 * External dependencies
 */
import type { Page, Route } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { SEEDED_POST, seedThread } from './comments-helpers';
import {
	LATER_THAN_THE_FALLBACK_MS,
	ON_PLAYGROUND,
	mobileConditions,
	neverIdle,
	scriptsLoaded,
} from './handover';
import { CommentsPage } from './pages/comments.page';
import { PHRASES } from './pages/comments.phrases';

test.use( { storageState: VISITOR } );

/** The demo content's post with a thread (on both runtimes). */
const POST = '/landing-pages-que-convertem/';

test.beforeAll( () => {
	// The long thread (load more) is the native runtime's: seeded by its command line.
	if ( ! ON_PLAYGROUND ) {
		seedThread();
	}
} );

/** The widget's own scripts (its view bundle, the editor's chunks) and React. */
const WIDGET_SCRIPTS =
	/\/comments\/view\.js|comments-editor|react(-dom)?\.min\.js/;

/** What the visitor types before the editor has come. */
const TYPED = 'Comentário da sonda rápida 12345';

/**
 * Opens a post with the widget's view script held back until `release` is called.
 *
 * @param page The page.
 * @param url  The post's address.
 * @return Lets the view script through.
 */
async function openHeldBack(
	page: Page,
	url: string = POST
): Promise< () => void > {
	const held: Route[] = [];
	let released = false;
	await page.route( /\/comments\/view\.js/, ( route ) => {
		if ( released ) {
			return route.continue();
		}
		held.push( route );
	} );
	await page.goto( url, { waitUntil: 'domcontentloaded' } );
	return () => {
		released = true;
		held.splice( 0 ).forEach( ( route ) => route.continue() );
	};
}

const TYPING = [ 0, 20 ].flatMap( ( delay ) =>
	[ true, false ].map( ( throttled ) => ( { delay, throttled } ) )
);

for ( const { delay, throttled } of TYPING ) {
	const conditions = throttled ? 'mobile conditions' : 'no throttling';
	test( `@smoke typing before the editor loads keeps the text in order (${ delay } ms per key, ${ conditions })`, async ( {
		page,
	} ) => {
		test.skip(
			! throttled && ON_PLAYGROUND,
			'the Playground run has no throttling: the other variant is this one'
		);
		if ( throttled ) {
			await mobileConditions( page );
		}
		await neverIdle( page );
		await page.goto( POST, { waitUntil: 'domcontentloaded' } );
		const area = new CommentsPage( page );
		const form = area.mainForm;
		await form.locator( 'textarea[name="wc_comment"]' ).click();
		await page.keyboard.type( TYPED, { delay } );
		// The editor takes over (its toolbar shows) with the text in order, the caret at its end.
		await expect(
			form.getByRole( 'toolbar', { name: 'Formatação' } )
		).toBeVisible( { timeout: 30_000 } );
		await expect( area.writingBox( form ) ).toBeFocused();
		await page.keyboard.type( '!' );
		await expect( area.writingBox( form ) ).toHaveText( `${ TYPED }!` );
		await expect( area.sent( form, 'wc_comment' ) ).toHaveValue(
			`<p>${ TYPED }!</p>`
		);
	} );
}

test( '@smoke a filter click before the widget has taken over filters the thread', async ( {
	page,
} ) => {
	await mobileConditions( page );
	const release = await openHeldBack( page );
	const area = new CommentsPage( page );
	const filter = area.filter( 'Mais reações' );
	const answer = area.answerOf( 'wpdMostReactedComment' );
	await filter.click();
	release();
	await expect( area.live ).toHaveCount( 1, { timeout: 30_000 } );
	await answer;
	await expect( filter ).toHaveAttribute( 'aria-pressed', 'true' );
} );

test( '@smoke a sort click before the widget has taken over opens the sort menu', async ( {
	page,
} ) => {
	await mobileConditions( page );
	const release = await openHeldBack( page );
	const area = new CommentsPage( page );
	await area.sortButton.click();
	release();
	await expect( area.live ).toHaveCount( 1, { timeout: 30_000 } );
	await expect( area.sortMenu ).toBeVisible();
	await expect( area.sortButton ).toHaveAttribute( 'aria-expanded', 'true' );
} );

test( '@smoke a load-more click before the widget has taken over loads more', async ( {
	page,
} ) => {
	test.skip(
		ON_PLAYGROUND,
		'the Playground has no thread long enough to load more'
	);
	await mobileConditions( page );
	const release = await openHeldBack( page, SEEDED_POST );
	const area = new CommentsPage( page );
	await expect( area.threads ).toHaveCount( 50 );
	await area.loadMore.click();
	release();
	await expect( area.live ).toHaveCount( 1, { timeout: 30_000 } );
	await expect
		.poll( () => area.threads.count(), { timeout: 30_000 } )
		.toBeGreaterThan( 50 );
} );

test( '@smoke a vote click before the widget has taken over counts', async ( {
	page,
} ) => {
	await mobileConditions( page );
	const release = await openHeldBack( page );
	const area = new CommentsPage( page );
	// A comment this visitor has not voted on (the last thread's).
	const comment = area.threads.last().getByRole( 'article' ).first();
	const like = area.button( comment, PHRASES.like );
	await expect( like ).toHaveAttribute( 'aria-pressed', 'false' );
	const before = Number( await area.voteCount( comment ).textContent() );
	await like.click();
	release();
	await expect( area.live ).toHaveCount( 1, { timeout: 30_000 } );
	await expect( like ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( area.voteCount( comment ) ).toHaveText(
		String( before + 1 )
	);
} );

test( '@smoke keys in the comment box, then a sort click, before a slow widget: the menu opens, the text is kept', async ( {
	page,
} ) => {
	test.setTimeout( 90_000 );
	await mobileConditions( page );
	const release = await openHeldBack( page );
	const area = new CommentsPage( page );
	const form = area.mainForm;
	await form.locator( 'textarea[name="wc_comment"]' ).focus();
	await page.keyboard.type( 'Olá' );
	await area.sortButton.click();
	// A slow server: the widget comes later than the loader's fallback delay.
	await page.waitForTimeout( LATER_THAN_THE_FALLBACK_MS );
	await expect( area.sortMenu ).toBeHidden();
	release();
	await expect( area.live ).toHaveCount( 1, { timeout: 30_000 } );
	await expect( area.sortMenu ).toBeVisible();
	await expect( area.sortButton ).toHaveAttribute( 'aria-expanded', 'true' );
	// The textarea's value, or the rich editor's once it has taken the text over.
	await expect( area.sent( form, 'wc_comment' ) ).toHaveValue( /Olá/ );
} );

test( '@smoke a deep link lands 32 px from the top', async ( { page } ) => {
	await mobileConditions( page );
	const html = await ( await page.request.get( POST ) ).text();
	// A comment well down the thread.
	const ids = [ ...html.matchAll( /id="comment-(\d+)"/g ) ].map(
		( match ) => match[ 1 ]
	);
	const id = ids[ Math.floor( ids.length / 2 ) ];
	expect( id ).toBeTruthy();
	await page.goto( `${ POST }?from=mail#comment-${ id }` );
	const comment = page.locator( `#comment-${ id }` );
	await expect( comment ).toBeInViewport();
	await expect
		.poll(
			() =>
				comment.evaluate( ( node ) =>
					Math.round( node.getBoundingClientRect().top )
				),
			{ timeout: 30_000 }
		)
		.toBe( 32 );
} );

test( '@smoke a reader who scrolls the post and never interacts downloads none of the widget’s scripts', async ( {
	page,
} ) => {
	await mobileConditions( page );
	await neverIdle( page );
	await page.goto( POST );
	const area = new CommentsPage( page );
	// The reader scrolls the post down to its comments.
	// (Until the list's top is 400 px below the window's top, in 200 px wheel steps.)
	const target = await area.list.evaluate(
		( list ) => list.getBoundingClientRect().top + window.scrollY - 400
	);
	await page.mouse.move( 5, 5 );
	for (
		let step = 0;
		step < 100 && ( await page.evaluate( () => window.scrollY ) ) < target;
		step++
	) {
		await page.mouse.wheel( 0, 200 );
		await page.waitForTimeout( 100 );
	}
	await expect( area.threads.first() ).toBeInViewport();
	await page.waitForTimeout( 2000 );
	expect( await scriptsLoaded( page, WIDGET_SCRIPTS ) ).toEqual( [] );
	await expect( area.live ).toHaveCount( 0 );
} );

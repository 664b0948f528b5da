/**
 * What the comment area does without the visitor's action, shown without the widget's runtime:
 * on a phone over a slow network, with the widget's view and every views chunk held back
 * (./without-runtime-helpers.ts), a guest who does not touch the area
 * - reads it right at first paint: the count in the heading, the thread, the post's rating
 *   (the server's markup);
 * - lands on a comment's address (`#comment-N`: 32 px below the top; `#wpd-comm-N_P`: below
 *   the sticky header), by the browser's own jump to the server's ids;
 * - gets the widget asked for at once, with no touch, where it has work to do on arrival: a
 *   `#comment-N` address, a guest action link (`?farolGuest=`), a social login's return (its
 *   error cookie) — the deep-link inline scripts —, and the load-more slot nearing the viewport
 *   (the `visible` trigger);
 * - finds their name, e-mail and website filled in from core's commenter cookies on a return
 *   visit (the area's seed script).
 * The live poll and the inline comments' scroll: without-runtime-live.spec.ts.
 */
/**
 * Internal dependencies
 */
import { SEEDED_POST, seedThread } from './comments-helpers';
import { ON_PLAYGROUND } from './handover';
import { CommentsPage } from './pages/comments.page';
import { expect, pageTop, scrollWindow, test } from './without-runtime-helpers';

/** The demo's post with a thread and ratings (on both runtimes). */
const POST = '/landing-pages-que-convertem/';

/**
 * The ids of the comments the server prints on a page, in order.
 *
 * @param html The page.
 */
function commentIds( html: string ): Array< { id: string; parent: string } > {
	return [ ...html.matchAll( /id="wpd-comm-(\d+)_(\d+)"/g ) ].map(
		( match ) => ( { id: match[ 1 ]!, parent: match[ 2 ]! } )
	);
}

test( '@smoke the comment area reads right at first paint: its count, its thread and the post’s rating', async ( {
	page,
	runtime,
} ) => {
	await page.goto( POST, { waitUntil: 'domcontentloaded' } );
	const area = new CommentsPage( page );
	const shown = await area.list.getByRole( 'listitem' ).count();
	expect( shown ).toBeGreaterThan( 1 );
	await expect( area.heading ).toHaveText( `${ shown } comentários` );
	await expect(
		page.getByRole( 'group', { name: 'Avalie este post' } )
	).toContainText( /\d,\d \(\d+ avaliações\)/ );
	expect( runtime.asked ).toEqual( [] );
} );

test( '@smoke a #comment-N address lands 32 px below the top, and asks for the widget at once', async ( {
	page,
	runtime,
} ) => {
	const ids = commentIds( await ( await page.request.get( POST ) ).text() );
	const { id } = ids[ Math.floor( ids.length / 2 ) ]!;
	await page.goto( `${ POST }#comment-${ id }`, {
		waitUntil: 'domcontentloaded',
	} );
	const comment = page.locator( `#comment-${ id }` );
	await expect
		.poll( () =>
			comment.evaluate( ( node ) =>
				Math.round( node.getBoundingClientRect().top )
			)
		)
		.toBe( 32 );
	// The widget (its reply form, a comment beyond the first page) is asked for with no touch.
	await expect( page.locator( '#wpdcom' ) ).toHaveAttribute(
		'data-farol-needed'
	);
	expect( runtime.askedFor( 'comments' ) ).toBe( true );
} );

test( '@smoke a #wpd-comm-{id}_{parent} address lands on its comment, below the sticky header', async ( {
	page,
} ) => {
	const ids = commentIds( await ( await page.request.get( POST ) ).text() );
	const { id, parent } = ids[ Math.floor( ids.length / 2 ) ]!;
	await page.goto( `${ POST }#wpd-comm-${ id }_${ parent }`, {
		waitUntil: 'domcontentloaded',
	} );
	const comment = page.locator( `#wpd-comm-${ id }_${ parent }` );
	await expect
		.poll( () =>
			comment.evaluate(
				( node ) =>
					Math.round( node.getBoundingClientRect().top ) -
					parseFloat( getComputedStyle( node ).scrollMarginTop )
			)
		)
		.toBe( 0 );
	await expect( comment ).toBeInViewport();
} );

test( '@smoke a guest action link and a social login’s return ask for the widget at once', async ( {
	page,
	runtime,
	baseURL,
} ) => {
	await page.goto( `${ POST }?farolGuest=e2e-no-such-key`, {
		waitUntil: 'domcontentloaded',
	} );
	await expect( page.locator( '#wpdcom' ) ).toHaveAttribute(
		'data-farol-needed'
	);
	expect( runtime.askedFor( 'comments' ) ).toBe( true );

	// A failed social login leaves its error cookie for the page it comes back to. (Printed
	// only where a provider is on: the demo turns some on.)
	runtime.asked.length = 0;
	await page
		.context()
		.addCookies( [
			{ name: 'farol_social_error', value: 'e2e', url: baseURL! },
		] );
	await page.goto( POST, { waitUntil: 'domcontentloaded' } );
	await expect( page.locator( '#wpdcom' ) ).toHaveAttribute(
		'data-farol-needed'
	);
	expect( runtime.askedFor( 'comments' ) ).toBe( true );
} );

test( '@smoke a returning guest finds their name, e-mail and website filled in', async ( {
	page,
	runtime,
	baseURL,
} ) => {
	const html = await ( await page.request.get( POST ) ).text();
	const hash = /cookieHash&quot;:&quot;([0-9a-f]+)&quot;/.exec( html )?.[ 1 ];
	expect( hash ).toBeTruthy();
	const cookie = ( name: string, value: string ) => ( {
		name: `${ name }_${ hash }`,
		value: encodeURIComponent( value ),
		url: baseURL!,
	} );
	await page
		.context()
		.addCookies( [
			cookie( 'comment_author', 'Leitora de Volta' ),
			cookie( 'comment_author_email', 'leitora@e2e-comments.test' ),
			cookie( 'comment_author_url', 'https://leitora.example' ),
		] );
	await page.goto( POST, { waitUntil: 'domcontentloaded' } );
	const form = new CommentsPage( page ).mainForm;
	await expect( form.getByLabel( 'Nome', { exact: true } ) ).toHaveValue(
		'Leitora de Volta'
	);
	await expect( form.getByLabel( 'E-mail', { exact: true } ) ).toHaveValue(
		'leitora@e2e-comments.test'
	);
	await expect( form.getByLabel( 'Site', { exact: true } ) ).toHaveValue(
		'https://leitora.example'
	);
	expect( runtime.asked ).toEqual( [] );
} );

test.describe( 'a long thread', () => {
	test.skip(
		ON_PLAYGROUND,
		'the long thread is seeded by the native runtime'
	);

	test.beforeAll( () => {
		seedThread();
	} );

	test( 'asks for the widget when its load-more slot nears the viewport, with no touch', async ( {
		page,
		runtime,
	} ) => {
		await page.goto( SEEDED_POST, { waitUntil: 'domcontentloaded' } );
		const area = page.locator( '#wpdcom' );
		await expect( area ).toHaveAttribute(
			'data-farol-when',
			/\bvisible\b/
		);
		await expect( area ).not.toHaveAttribute( 'data-farol-needed' );
		expect( runtime.asked ).toEqual( [] );

		const slot = '[data-farol-slot="load-more"]';
		const viewport = page.viewportSize()!;
		await scrollWindow(
			page,
			( await pageTop( page, slot ) ) - viewport.height - 150
		);
		await expect( area ).toHaveAttribute( 'data-farol-needed' );
		expect( runtime.askedFor( 'comments' ) ).toBe( true );
	} );
} );

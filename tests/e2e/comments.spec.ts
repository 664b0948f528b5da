/**
 * The comment widget as a visitor reads a long thread: the server's first page without
 * JavaScript, then the widget taking it over without moving it, sorting (also by keyboard in
 * the menu button), filters, load more by the button and by scrolling, the replies toggle,
 * the deep link to a comment that is not on the first page, and the messages of a refusal and
 * of a network failure.
 */
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import {
	CommentArea,
	SEEDED_POST,
	seedThread,
	WIDGET_CALLS,
} from './comments-helpers';

test.use( { storageState: VISITOR } );

test.beforeAll( () => {
	seedThread();
} );

test( 'without JavaScript the thread reads and has no widget controls', async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		javaScriptEnabled: false,
		storageState: VISITOR,
	} );
	const page = await context.newPage();
	await page.goto( SEEDED_POST );
	const area = new CommentArea( page );
	await expect( area.threads ).toHaveCount( 50 );
	await expect(
		page.locator( '#wpd-threads .farol-comment__text' ).first()
	).not.toBeEmpty();
	await expect( area.toolbar ).toHaveCount( 0 );
	await context.close();
} );

test( 'nothing moves when the widget takes over', async ( {
	browser,
	page,
} ) => {
	const plain = await browser.newContext( {
		javaScriptEnabled: false,
		storageState: VISITOR,
	} );
	const before = await plain.newPage();
	await before.goto( SEEDED_POST );
	const top = ( p: typeof page ) =>
		p.evaluate( () => {
			const list = document.getElementById( 'wpd-threads' );
			return Math.round(
				( list?.getBoundingClientRect().top ?? 0 ) + window.scrollY
			);
		} );
	const expected = await top( before );
	await plain.close();

	const area = new CommentArea( page );
	await area.open();
	expect( await top( page ) ).toBe( expected );
} );

test( 'the sort menu reorders the thread from the top', async ( { page } ) => {
	const area = new CommentArea( page );
	await area.open();
	const newest = await area.threadIds();
	const sortButton = page.locator( '.farol-comments__sort-button' );
	await sortButton.click();
	await expect( sortButton ).toHaveAttribute( 'aria-expanded', 'true' );
	const answer = area.answerOf( 'wpdSorting' );
	await page.locator( '[data-farol-sort="oldest"]' ).click();
	await answer;
	await expect(
		page.locator( '[data-farol-sort="oldest"]' )
	).toHaveAttribute( 'aria-checked', 'true' );
	await expect.poll( () => area.threadIds() ).not.toEqual( newest );
	const oldest = await area.threadIds();
	expect( oldest ).toHaveLength( 50 );
	// Oldest first: the pinned thread, then ids rising (the seed dates comments in id order).
	const unpinned = oldest.slice( 1 ).map( Number );
	expect( unpinned ).toEqual( [ ...unpinned ].sort( ( a, b ) => a - b ) );
} );

test( 'the sort menu is a menu button a keyboard user can work', async ( {
	page,
} ) => {
	const area = new CommentArea( page );
	await area.open();
	const button = page.locator( '.farol-comments__sort-button' );
	const menu = page.getByRole( 'menu' );
	const item = ( value: string ) =>
		page.locator( `[data-farol-sort="${ value }"]` );
	await expect( button ).toHaveAttribute( 'aria-haspopup', 'menu' );
	await button.focus();
	await page.keyboard.press( 'Enter' );
	await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( menu ).toBeVisible();
	await expect( page.getByRole( 'menuitemradio' ) ).toHaveCount( 3 );
	await expect( item( 'newest' ) ).toHaveAttribute( 'aria-checked', 'true' );
	await expect( item( 'newest' ) ).toBeFocused();
	await page.keyboard.press( 'ArrowDown' );
	await expect( item( 'oldest' ) ).toBeFocused();
	await page.keyboard.press( 'End' );
	await expect( item( 'by_vote' ) ).toBeFocused();
	await page.keyboard.press( 'ArrowDown' );
	await expect( item( 'newest' ) ).toBeFocused();
	await page.keyboard.press( 'ArrowUp' );
	await expect( item( 'by_vote' ) ).toBeFocused();
	await page.keyboard.press( 'Home' );
	await expect( item( 'newest' ) ).toBeFocused();
	await page.keyboard.press( 'Escape' );
	await expect( menu ).toBeHidden();
	await expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	await expect( button ).toBeFocused();

	// ArrowUp on the button opens on the last item; Tab closes and moves on.
	await page.keyboard.press( 'ArrowUp' );
	await expect( item( 'by_vote' ) ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect( menu ).toBeHidden();
	await expect( button ).not.toBeFocused();
	await expect(
		page.locator( '.farol-comments__sort-menu :focus' )
	).toHaveCount( 0 );

	// Choosing with Enter sorts, closes and gives the focus back to the button.
	await button.focus();
	await page.keyboard.press( 'ArrowDown' );
	await page.keyboard.press( 'ArrowDown' );
	const answer = area.answerOf( 'wpdSorting' );
	await page.keyboard.press( 'Enter' );
	await answer;
	await expect( menu ).toBeHidden();
	await expect( item( 'oldest' ) ).toHaveAttribute( 'aria-checked', 'true' );
	await expect( button ).toBeFocused();
} );

test( 'one filter at a time, reloading from the top, locked while it runs', async ( {
	page,
} ) => {
	const area = new CommentArea( page );
	await area.open();
	const reacted = page.locator( '[data-farol-filter="most_reacted"]' );
	const hottest = page.locator( '[data-farol-filter="hottest"]' );
	let release: () => void = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( WIDGET_CALLS, async ( route ) => {
		await held;
		await route.continue();
	} );
	await reacted.click();
	await expect( reacted ).toBeDisabled();
	await expect( hottest ).toBeDisabled();
	const answer = area.answerOf( 'wpdMostReactedComment' );
	release();
	await answer;
	await expect( reacted ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( hottest ).toHaveAttribute( 'aria-pressed', 'false' );
	await expect( reacted ).toBeEnabled();
	// Every thread shown now has reactions.
	const votes = await page
		.locator(
			'#wpd-threads > .farol-comment > article [data-farol-slot="votes"]'
		)
		.evaluateAll( ( nodes ) =>
			nodes.map(
				( node ) =>
					Number( ( node as HTMLElement ).dataset.likes ) +
					Number( ( node as HTMLElement ).dataset.dislikes )
			)
		);
	expect( votes.length ).toBeGreaterThan( 0 );
	await page.unroute( WIDGET_CALLS );
	const off = area.answerOf( 'wpdSorting' );
	await reacted.click();
	await off;
	await expect( reacted ).toHaveAttribute( 'aria-pressed', 'false' );
	await expect( area.threads ).toHaveCount( 50 );
} );

test( 'load more by the button, then nothing left', async ( { page } ) => {
	const area = new CommentArea( page );
	await area.open();
	await expect( area.threads ).toHaveCount( 50 );
	const first = await area.threadIds();
	await expect( area.loadMore ).toContainText( /\d/ );
	await area.loadMore.click();
	await expect( area.loadMore ).toHaveCount( 0 );
	const all = await area.threadIds();
	expect( all.length ).toBeGreaterThan( 50 );
	expect( all.slice( 0, 50 ) ).toEqual( first );
	expect( new Set( all ).size ).toBe( all.length );
} );

test( 'load more by scrolling past 80 % of the area', async ( { page } ) => {
	const area = new CommentArea( page );
	await area.open();
	const answer = area.answerOf( 'wpdLoadMoreComments' );
	await page.evaluate( () => {
		const box = document
			.getElementById( 'wpdcom' )!
			.getBoundingClientRect();
		window.scrollTo(
			0,
			window.scrollY + box.top + box.height * 0.85 - window.innerHeight
		);
	} );
	await answer;
	await expect.poll( () => area.threads.count() ).toBeGreaterThan( 50 );
} );

test( 'the replies toggle hides and shows a thread’s replies', async ( {
	page,
} ) => {
	const area = new CommentArea( page );
	await area.open();
	const toggle = page
		.locator( '[data-farol-action="toggle-replies"]' )
		.first();
	const boxId = await toggle.getAttribute( 'aria-controls' );
	const box = page.locator( `[id="${ boxId }"]` );
	await expect( box ).toBeVisible();
	await toggle.click();
	await expect( box ).toBeHidden();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	await toggle.click();
	await expect( box ).toBeVisible();
	await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
} );

test( 'a deep link to a comment beyond the first page loads it and scrolls to it', async ( {
	page,
	request,
} ) => {
	const area = new CommentArea( page );
	await area.open();
	const props = JSON.parse(
		( await area.area.getAttribute( 'data-farol-props' ) ) ?? '{}'
	) as { postId: number; ajaxUrl: string };
	const shown = new Set( await area.threadIds() );
	const answer = await request.post( props.ajaxUrl, {
		multipart: {
			action: 'wpdLoadMoreComments',
			postId: String( props.postId ),
			sorting: 'newest',
			offset: '1',
			lastParentId: '0',
			isFirstLoad: '0',
			wpdType: '',
		},
	} );
	const list = (
		( await answer.json() ) as { data: { comment_list: string } }
	 ).data.comment_list;
	const id = [ ...list.matchAll( /data-comment-id="(\d+)"/g ) ]
		.map( ( match ) => match[ 1 ] )
		.find( ( each ) => each && ! shown.has( each ) );
	expect( id ).toBeTruthy();

	// A visitor arrives from a link (a notification mail, say): a fresh page load, and no
	// scrolling of their own that would cut the widget's smooth scroll short (the query
	// string makes it a new document; the same address with another hash would not be).
	const fetched = area.answerOf( 'wpdGetSingleComment' );
	await page.goto( `${ SEEDED_POST }?from=mail#comment-${ id }` );
	await fetched;
	const comment = page.locator( `#comment-${ id }` );
	await expect( comment ).toBeInViewport();
	await expect
		.poll( () =>
			comment.evaluate( ( node ) =>
				Math.round( node.getBoundingClientRect().top )
			)
		)
		.toBe( 32 );
} );

test( 'a refusal shows its phrase, which fades; a network failure re-enables the button', async ( {
	page,
} ) => {
	const area = new CommentArea( page );
	await area.open();
	await page.route( WIDGET_CALLS, ( route ) =>
		route.fulfill( {
			status: 404,
			contentType: 'application/json',
			body: JSON.stringify( {
				success: false,
				data: 'comment_not_found',
			} ),
		} )
	);
	const toggle = page
		.locator( '[data-farol-action="toggle-replies"]' )
		.first();
	const boxId = await toggle.getAttribute( 'aria-controls' );
	await page
		.locator( `[id="${ boxId }"]` )
		.evaluate( ( node ) => node.replaceChildren() );
	await toggle.click();
	const message = page.locator( '.farol-comments__message--error' );
	await expect( message ).toBeVisible();
	await expect( message ).not.toBeEmpty();
	await expect( message ).toHaveCount( 0, { timeout: 7000 } );

	await page.unroute( WIDGET_CALLS );
	await page.route( WIDGET_CALLS, ( route ) => route.abort() );
	const errors: string[] = [];
	page.on( 'console', ( line ) => {
		if ( line.type() === 'error' ) {
			errors.push( line.text() );
		}
	} );
	await area.loadMore.click();
	await expect( area.loadMore ).toBeEnabled();
	await expect
		.poll( () => errors.join( '\n' ) )
		.toContain( 'wpdLoadMoreComments failed' );
	await expect( page.locator( '.farol-comments__message' ) ).toHaveCount( 0 );
	await expect( page.locator( '.farol-comments__loading' ) ).not.toHaveClass(
		/is-loading/
	);
} );

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
import { expectNoAxeViolations } from './axe';
import { test, expect, VISITOR } from './fixtures';
import { SEEDED_POST, seedThread } from './comments-helpers';
import { CommentsPage, PHRASES, WIDGET_CALLS } from './pages/comments.page';

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
	const area = new CommentsPage( page );
	await expect( area.threads ).toHaveCount( 50 );
	await expect(
		area.threads.first().getByRole( 'paragraph' ).first()
	).not.toBeEmpty();
	await expect( area.sortButton ).toHaveCount( 0 );
	await expect( area.filters ).toHaveCount( 0 );
	await expect( area.loadMore ).toHaveCount( 0 );
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
		new CommentsPage( p ).list.evaluate( ( list ) =>
			Math.round( list.getBoundingClientRect().top + window.scrollY )
		);
	const expected = await top( before );
	await plain.close();

	const area = new CommentsPage( page );
	await area.open( SEEDED_POST );
	expect( await top( page ) ).toBe( expected );
} );

test( 'the sort menu reorders the thread from the top', async ( { page } ) => {
	const area = new CommentsPage( page );
	await area.open( SEEDED_POST );
	const newest = await area.threadIds();
	const sortButton = area.sortButton;
	await sortButton.click();
	await expect( sortButton ).toHaveAttribute( 'aria-expanded', 'true' );
	const answer = area.answerOf( 'wpdSorting' );
	await area.sortItem( 'Mais antigos' ).click();
	await answer;
	await expect( area.sortItem( 'Mais antigos' ) ).toHaveAttribute(
		'aria-checked',
		'true'
	);
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
	const area = new CommentsPage( page );
	await area.open( SEEDED_POST );
	const button = area.sortButton;
	const menu = area.sortMenu;
	const names = {
		newest: 'Mais recentes',
		oldest: 'Mais antigos',
		by_vote: 'Mais votados',
	} as const;
	const item = ( value: keyof typeof names ) =>
		area.sortItem( names[ value ] );
	await expect( button ).toHaveAttribute( 'aria-haspopup', 'menu' );
	await button.focus();
	await page.keyboard.press( 'Enter' );
	await expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
	await expect( menu ).toBeVisible();
	await expect( page.getByRole( 'menuitemradio' ) ).toHaveCount( 3 );
	await expect( item( 'newest' ) ).toHaveAttribute( 'aria-checked', 'true' );
	await expect( item( 'newest' ) ).toBeFocused();
	// axe: nothing on the toolbar, its menu open (the server's bar, driven by the widget).
	await expectNoAxeViolations( page, '.farol-comments__toolbar' );
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
	for ( const value of [ 'newest', 'oldest', 'by_vote' ] as const ) {
		await expect( item( value ) ).not.toBeFocused();
	}

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
	// The button names the sorting shown (its menu item's text, the server's phrase).
	await expect( button ).toHaveAccessibleName( 'Ordenar por Mais antigos' );
	await expectNoAxeViolations( page, '.farol-comments__toolbar' );
} );

test( 'one filter at a time, reloading from the top, locked while it runs', async ( {
	page,
} ) => {
	const area = new CommentsPage( page );
	await area.open( SEEDED_POST );
	const reacted = area.filter( 'Mais reações' );
	const hottest = area.filter( 'Conversa mais quente' );
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
	const votes = await area.reactions();
	expect( votes.length ).toBeGreaterThan( 0 );
	await page.unroute( WIDGET_CALLS );
	const off = area.answerOf( 'wpdSorting' );
	await reacted.click();
	await off;
	await expect( reacted ).toHaveAttribute( 'aria-pressed', 'false' );
	await expect( area.threads ).toHaveCount( 50 );
} );

test( 'load more by the button, then nothing left', async ( { page } ) => {
	const area = new CommentsPage( page );
	await area.open( SEEDED_POST );
	await expect( area.threads ).toHaveCount( 50 );
	const first = await area.threadIds();
	await expect( area.loadMore ).toContainText( /\d/ );
	await expect( area.loadMore ).toHaveAttribute( 'aria-busy', 'false' );
	// axe: nothing on the server's button, driven by the widget.
	await expectNoAxeViolations( page, '.farol-comments__more' );
	// The page's request is held, to see the button while it loads.
	let letGo = () => {};
	const held = new Promise< void >( ( resolve ) => ( letGo = resolve ) );
	await page.route( WIDGET_CALLS, async ( route ) => {
		await held;
		await route.continue();
	} );
	const answer = area.answerOf( 'wpdLoadMoreComments' );
	// The button is pressed by the keyboard where it is, without scrolling to it: scrolling the
	// last thing of the area into view passes 80 % of the area, which loads more by itself (the
	// next test), and a click would race that load for a button it hides.
	await area.loadMore.evaluate( ( button ) =>
		( button as HTMLButtonElement ).focus( { preventScroll: true } )
	);
	await page.keyboard.press( 'Enter' );
	// While the page loads, the button says so (the server's phrase), locked.
	const busy = area.region.getByRole( 'button', { name: PHRASES.loading } );
	await expect( busy ).toBeDisabled();
	await expect( busy ).toHaveAttribute( 'aria-busy', 'true' );
	await expect( busy ).toHaveId( 'farol-comments-load-more' );
	await expectNoAxeViolations( page, '.farol-comments__more' );
	letGo();
	await answer;
	await page.unroute( WIDGET_CALLS );
	// Nothing left: no button.
	await expect( area.loadMore ).toHaveCount( 0 );
	await expect( busy ).toHaveCount( 0 );
	await expect.poll( () => area.threads.count() ).toBeGreaterThan( 50 );
	const all = await area.threadIds();
	expect( all.length ).toBeGreaterThan( 50 );
	expect( all.slice( 0, 50 ) ).toEqual( first );
	expect( new Set( all ).size ).toBe( all.length );
} );

test( 'load more by scrolling past 80 % of the area', async ( { page } ) => {
	const area = new CommentsPage( page );
	await area.open( SEEDED_POST );
	const answer = area.answerOf( 'wpdLoadMoreComments' );
	await area.region.evaluate( ( region ) => {
		const box = region.getBoundingClientRect();
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
	const area = new CommentsPage( page );
	await area.open( SEEDED_POST );
	const thread = area.threads.filter( { has: area.repliesToggle() } ).first();
	const toggle = area.repliesToggle( thread ).first();
	const box = thread.getByRole( 'list' ).first();
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
	const area = new CommentsPage( page );
	await area.open( SEEDED_POST );
	const props = await area.props< { postId: number; ajaxUrl: string } >();
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
	// The comment the link names (its anchor, #comment-{id}).
	const comment = area.region
		.getByRole( 'article' )
		.and( page.locator( `#comment-${ id }` ) );
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
	const area = new CommentsPage( page );
	await area.open( SEEDED_POST );
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
	const thread = area.threads.filter( { has: area.repliesToggle() } ).first();
	const toggle = area.repliesToggle( thread ).first();
	// Replies not in the page yet: the toggle asks the server for them.
	await thread
		.getByRole( 'list' )
		.first()
		.evaluate( ( node ) => node.replaceChildren() );
	await toggle.click();
	const message = area.alerts;
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
	await expect( area.alerts ).toHaveCount( 0 );
	await expect( area.notices ).toHaveCount( 0 );
	await expect( area.loading ).toHaveCount( 0 );
} );

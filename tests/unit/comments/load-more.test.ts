/**
 * The load-more button on the server's markup (tests/fixtures/comments/load-more.json, which
 * tests/php/Comments/LoadMoreViewTest.php keeps equal to Render\LoadMoreView's output): the
 * widget draws no button of its own, it drives the printed one. Busy while a page loads (its
 * name the server's "Loading…", disabled, `aria-busy`), what is left updated from each page's
 * answer, hidden when nothing is left and shown again when a reload brings more; and, through
 * the widget's takeover, the very server element kept and a click that came before the widget
 * replayed on it.
 */
/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { holdEvents } from '@farol/lib/mount/replay';
import { startComments } from '../../../src/comments/start';
import { commentsProps } from '../../../src/comments/props';
import { dispatch, store } from '../../../src/comments/store';
import { startLoadMore } from '../../../src/comments/load-more';
import fixture from '../../fixtures/comments/load-more.json';

const PROPS = {
	postId: 3,
	sorting: 'newest',
	wpdType: '',
	perPage: 50,
	lastParentId: 12,
	isShowLoadMore: true,
	commentsLeft: 5,
	loadLastCommentId: 0,
	ajaxUrl: '/wp-admin/admin-ajax.php',
} as const;

/** A list answer, as the store receives it. */
const ANSWER = {
	sorting: 'newest',
	wpdType: '',
	comment_list: '',
	loadLastCommentId: 0,
	is_show_load_more: true,
	last_parent_id: 9,
	comments_left: 2,
	comments_left_text: '2 more conversations',
} as const;

let stop: () => void = () => {};

afterEach( () => {
	act( () => stop() );
	stop = () => {};
	document.body.innerHTML = '';
} );

/**
 * The server's button in its slot (the store on the server's props), taken over.
 *
 * @param markup Which printed button.
 * @param props  The props' changes.
 */
function setup(
	markup: keyof typeof fixture.markup = 'more',
	props: Partial< Record< keyof typeof PROPS, unknown > > = {}
) {
	act( () =>
		dispatch( store ).init( commentsProps.parse( { ...PROPS, ...props } ) )
	);
	document.body.innerHTML = `<div class="farol-comments__more" data-farol-slot="load-more">${ fixture.markup[ markup ] }</div>`;
	const slot = document.querySelector< HTMLElement >(
		'[data-farol-slot="load-more"]'
	)!;
	const onLoad = jest.fn();
	stop = startLoadMore( slot, onLoad );
	return { slot, onLoad, user: userEvent.setup() };
}

/**
 * The button's name with what is left: jsdom, without layout, takes every element for a block
 * and puts a space around the left text's span inside the parentheses (a browser does not).
 *
 * @param left What is left.
 */
const named = ( left: string ) =>
	new RegExp( `^Load more comments \\(\\s?${ left }\\s?\\)$` );

/** The button as a reader finds it (none when hidden). */
const loadMore = () =>
	screen.queryByRole( 'button', { name: /^Load more comments/ } );

describe( 'the load-more button', () => {
	it( 'says what is left, and loads the next page when pressed', async () => {
		const { user, onLoad } = setup();
		const button = loadMore()!;
		expect( button ).toHaveAccessibleName(
			named( '5 more conversations' )
		);
		expect( button ).toBeEnabled();
		expect( button ).toHaveAttribute( 'aria-busy', 'false' );
		await user.click( button );
		expect( onLoad ).toHaveBeenCalledTimes( 1 );
		button.focus();
		await user.keyboard( '{Enter}' );
		expect( onLoad ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'is busy while a page loads, named by the server’s text, then says what is left now', async () => {
		const { user, onLoad } = setup();
		const button = loadMore()!;
		button.focus();
		act( () => dispatch( store ).listRequested( 'more' ) );
		expect( button ).toHaveAccessibleName( 'Loading…' );
		expect( button ).toBeDisabled();
		expect( button ).toHaveAttribute( 'aria-busy', 'true' );
		await user.click( button );
		expect( onLoad ).not.toHaveBeenCalled();
		act( () => dispatch( store ).listReceived( ANSWER, false ) );
		expect( button ).toHaveAccessibleName(
			named( '2 more conversations' )
		);
		expect( button ).toBeEnabled();
		expect( button ).toHaveAttribute( 'aria-busy', 'false' );
		expect( button ).toHaveAttribute( 'data-lastparentid', '9' );
		expect( loadMore() ).toBe( button );
	} );

	it( 'stays as it is while another list loads (the list takes one request at a time)', () => {
		setup();
		act( () => dispatch( store ).listRequested( 'sorting' ) );
		expect( loadMore() ).toHaveAccessibleName(
			named( '5 more conversations' )
		);
		expect( loadMore() ).toHaveAttribute( 'aria-busy', 'false' );
	} );

	it( 'hides when nothing is left, and shows again when a reload brings more', () => {
		const { slot } = setup();
		const button = loadMore()!;
		act( () => dispatch( store ).listRequested( 'more' ) );
		act( () =>
			dispatch( store ).listReceived(
				{
					...ANSWER,
					is_show_load_more: false,
					comments_left: 0,
					comments_left_text: '',
				},
				false
			)
		);
		expect( loadMore() ).toBeNull();
		expect( button ).not.toBeVisible();
		expect( slot ).toContainElement( button );
		act( () => dispatch( store ).listRequested( 'sorting' ) );
		act( () =>
			dispatch( store ).listReceived(
				{ ...ANSWER, comments_left_text: '7 more conversations' },
				true
			)
		);
		expect( loadMore() ).toBe( button );
		expect( button ).toHaveAccessibleName(
			named( '7 more conversations' )
		);
	} );

	it( 'printed hidden when nothing is left, shows when a list brings more', () => {
		setup( 'none', { isShowLoadMore: false, commentsLeft: 0 } );
		expect( loadMore() ).toBeNull();
		act( () => dispatch( store ).listReceived( ANSWER, true ) );
		expect( loadMore() ).toHaveAccessibleName(
			named( '2 more conversations' )
		);
	} );
} );

describe( 'the one renderer', () => {
	it( 'adds and removes no element: the state goes onto the server’s', () => {
		const { slot } = setup();
		const before = Array.from( slot.querySelectorAll( '*' ) );
		act( () => dispatch( store ).listRequested( 'more' ) );
		act( () => dispatch( store ).listReceived( ANSWER, false ) );
		act( () =>
			dispatch( store ).listReceived(
				{ ...ANSWER, is_show_load_more: false },
				false
			)
		);
		expect( Array.from( slot.querySelectorAll( '*' ) ) ).toEqual( before );
	} );

	it( 'is the widget’s button once it has taken the area over; a click before is replayed on it', () => {
		document.body.innerHTML = `<section id="wpdcom" data-farol-mount="comments" data-farol-needed="" data-farol-props="${ JSON.stringify(
			PROPS
		).replace(
			/"/g,
			'&quot;'
		) }"><div data-farol-slot="toolbar"></div><div id="wpd-threads" data-farol-slot="list" role="list"></div><div class="farol-comments__more" data-farol-slot="load-more">${
			fixture.markup.more
		}</div><div data-farol-slot="messages"></div></section>`;
		const area = document.getElementById( 'wpdcom' )!;
		const button = document.getElementById( 'farol-comments-load-more' )!;
		const server = Array.from(
			area.querySelectorAll( '[data-farol-slot="load-more"] *' )
		);
		const sent: string[] = [];
		const fetchMock = jest.fn(
			async ( _url: unknown, init?: RequestInit ) => {
				sent.push(
					String( ( init?.body as FormData ).get( 'action' ) )
				);
				// Never answers: the page stays loading.
				return new Promise< Response >( () => {} );
			}
		);
		const realFetch = global.fetch;
		global.fetch = fetchMock as unknown as typeof fetch;
		try {
			holdEvents( area, () => undefined );
			// The loader holds the click until the widget has come.
			expect(
				button.dispatchEvent(
					new MouseEvent( 'click', {
						bubbles: true,
						cancelable: true,
					} )
				)
			).toBe( false );
			expect( sent ).toEqual( [] );
			act( () => {
				stop = startComments();
			} );
			expect( area ).toHaveAttribute( 'data-farol-live' );
			expect(
				Array.from(
					area.querySelectorAll( '[data-farol-slot="load-more"] *' )
				)
			).toEqual( server );
			expect( button ).toBeInTheDocument();
			expect( sent ).toEqual( [ 'wpdLoadMoreComments' ] );
			expect( button ).toBeDisabled();
			expect( button ).toHaveAccessibleName( 'Loading…' );
		} finally {
			global.fetch = realFetch;
		}
	} );
} );

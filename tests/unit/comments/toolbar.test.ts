/**
 * The comment toolbar on the server's markup (tests/fixtures/comments/toolbar.json, which
 * tests/php/Comments/ToolbarViewTest.php keeps equal to Render\ToolbarView's output): the
 * widget draws no bar of its own, it drives the printed one. The sort menu as a keyboard user
 * meets it (a menu button whose menu opens on the active sorting, arrows round the items,
 * Home / End, Escape gives the focus back, Tab closes, choosing sorts and closes); the filters
 * pressed one at a time and locked while a list loads; the button naming the sorting shown;
 * and, through the widget's takeover, the very server elements kept and a click that came
 * before the widget replayed on them.
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
import { startToolbar } from '../../../src/comments/toolbar';
import fixture from '../../fixtures/comments/toolbar.json';

const PROPS = {
	postId: 3,
	sorting: 'newest',
	wpdType: '',
	perPage: 50,
	lastParentId: 0,
	isShowLoadMore: false,
	commentsLeft: 0,
	loadLastCommentId: 0,
	ajaxUrl: '/wp-admin/admin-ajax.php',
} as const;

/** A list answer, as the store receives it. */
const ANSWER = {
	comment_list: '',
	loadLastCommentId: 0,
	is_show_load_more: false,
	last_parent_id: 0,
	comments_left: 0,
	comments_left_text: '',
};

let stop: () => void = () => {};

afterEach( () => {
	act( () => stop() );
	stop = () => {};
	document.body.innerHTML = '';
} );

/**
 * The server's toolbar in its slot (the store on the server's props), a link after it to tab
 * to, and the toolbar taken over.
 */
function setup() {
	act( () => dispatch( store ).init( commentsProps.parse( PROPS ) ) );
	document.body.innerHTML = `<div class="farol-comments__toolbar" data-farol-slot="toolbar">${ fixture.markup.newest }</div><a href="#after">After</a>`;
	const slot = document.querySelector< HTMLElement >(
		'[data-farol-slot="toolbar"]'
	)!;
	const onSort = jest.fn();
	const onFilter = jest.fn();
	stop = startToolbar( slot, { onSort, onFilter } );
	return {
		slot,
		onSort,
		onFilter,
		user: userEvent.setup(),
		button: screen.getByRole( 'button', { name: /Sort by/ } ),
	};
}

describe( 'the sort menu', () => {
	it( 'is a menu button whose menu opens on the active sorting', async () => {
		const { user, button } = setup();
		expect( button ).toHaveAttribute( 'aria-haspopup', 'menu' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( screen.queryByRole( 'menu' ) ).toBeNull();
		await user.click( button );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		const menu = screen.getByRole( 'menu', { name: 'Sort by' } );
		expect( button ).toHaveAttribute( 'aria-controls', menu.id );
		const items = screen.getAllByRole( 'menuitemradio' );
		expect( items.map( ( item ) => item.textContent ) ).toEqual( [
			'Newest',
			'Oldest',
			'Most voted',
		] );
		expect( items[ 0 ] ).toHaveAttribute( 'aria-checked', 'true' );
		expect( items[ 1 ] ).toHaveAttribute( 'aria-checked', 'false' );
		expect( items[ 0 ] ).toHaveFocus();
		await user.click( button );
		expect( screen.queryByRole( 'menu' ) ).toBeNull();
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

	it( 'moves with the arrows (round), Home and End', async () => {
		const { user, button } = setup();
		button.focus();
		await user.keyboard( '{Enter}' );
		const items = screen.getAllByRole( 'menuitemradio' );
		expect( items[ 0 ] ).toHaveFocus();
		await user.keyboard( '{ArrowDown}' );
		expect( items[ 1 ] ).toHaveFocus();
		await user.keyboard( '{ArrowDown}{ArrowDown}' );
		expect( items[ 0 ] ).toHaveFocus();
		await user.keyboard( '{ArrowUp}' );
		expect( items[ 2 ] ).toHaveFocus();
		await user.keyboard( '{Home}' );
		expect( items[ 0 ] ).toHaveFocus();
		await user.keyboard( '{End}' );
		expect( items[ 2 ] ).toHaveFocus();
	} );

	it( 'opens on the first or last item with ArrowDown or ArrowUp on the button', async () => {
		const { user, button } = setup();
		button.focus();
		await user.keyboard( '{ArrowUp}' );
		expect( screen.getAllByRole( 'menuitemradio' )[ 2 ] ).toHaveFocus();
		await user.keyboard( '{Escape}' );
		await user.keyboard( '{ArrowDown}' );
		expect( screen.getAllByRole( 'menuitemradio' )[ 0 ] ).toHaveFocus();
	} );

	it( 'closes on Escape and gives the focus back to the button', async () => {
		const { user, button, onSort } = setup();
		await user.click( button );
		await user.keyboard( '{ArrowDown}{Escape}' );
		expect( screen.queryByRole( 'menu' ) ).toBeNull();
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( button ).toHaveFocus();
		expect( onSort ).not.toHaveBeenCalled();
	} );

	it( 'closes on Tab and lets the focus go on', async () => {
		const { user, button } = setup();
		await user.click( button );
		await user.tab();
		expect( screen.queryByRole( 'menu' ) ).toBeNull();
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( button ).not.toHaveFocus();
	} );

	it( 'sorts by the chosen item, closes and focuses the button', async () => {
		const { user, button, onSort } = setup();
		await user.click( button );
		await user.keyboard( '{ArrowDown}{Enter}' );
		expect( onSort ).toHaveBeenCalledWith( 'oldest' );
		expect( screen.queryByRole( 'menu' ) ).toBeNull();
		expect( button ).toHaveFocus();
	} );

	it( 'does not ask again for the sorting shown', async () => {
		const { user, button, onSort } = setup();
		await user.click( button );
		await user.keyboard( '{Enter}' );
		expect( onSort ).not.toHaveBeenCalled();
		expect( button ).toHaveFocus();
	} );

	it( 'gives the focus back to the button once the chosen sorting has loaded, and names it', async () => {
		const { user, button, onSort } = setup();
		onSort.mockImplementation( () =>
			dispatch( store ).listRequested( 'sorting' )
		);
		expect( button ).toHaveAccessibleName( 'Sort by Newest' );
		await user.click( button );
		await user.keyboard( '{End}{Enter}' );
		expect( onSort ).toHaveBeenCalledWith( 'by_vote' );
		// Locked while the list loads: a disabled button cannot keep the focus.
		expect( button ).toBeDisabled();
		button.blur();
		act( () => {
			dispatch( store ).listReceived(
				{ ...ANSWER, sorting: 'by_vote', wpdType: '' },
				true
			);
		} );
		expect( button ).toBeEnabled();
		expect( button ).toHaveFocus();
		// The server's text of the chosen item, on the same button.
		expect( button ).toHaveAccessibleName( 'Sort by Most voted' );
		expect(
			screen.getByRole( 'menuitemradio', {
				name: 'Most voted',
				hidden: true,
			} )
		).toHaveAttribute( 'aria-checked', 'true' );
		expect(
			screen.getByRole( 'menuitemradio', {
				name: 'Newest',
				hidden: true,
			} )
		).toHaveAttribute( 'aria-checked', 'false' );
	} );

	it( 'closes on a click outside', async () => {
		const { user, button } = setup();
		await user.click( button );
		await user.click( screen.getByText( 'After' ) );
		expect( screen.queryByRole( 'menu' ) ).toBeNull();
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );

describe( 'the filters', () => {
	it( 'ask for their filter, are pressed one at a time and locked while a list loads', async () => {
		const { user, onFilter, button } = setup();
		const group = screen.getByRole( 'group', { name: 'Filters' } );
		const reacted = screen.getByRole( 'button', { name: 'Most reacted' } );
		const hottest = screen.getByRole( 'button', {
			name: 'Hottest thread',
		} );
		expect( group ).toContainElement( reacted );
		expect( reacted ).toHaveAttribute( 'aria-pressed', 'false' );
		await user.click( hottest );
		expect( onFilter ).toHaveBeenCalledWith( 'hottest' );
		act( () => dispatch( store ).listRequested( 'filter' ) );
		for ( const locked of [ reacted, hottest, button ] ) {
			expect( locked ).toBeDisabled();
		}
		await user.click( reacted );
		expect( onFilter ).toHaveBeenCalledTimes( 1 );
		act( () =>
			dispatch( store ).listReceived(
				{ ...ANSWER, sorting: 'newest', wpdType: 'hottest' },
				true
			)
		);
		expect( hottest ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( reacted ).toHaveAttribute( 'aria-pressed', 'false' );
		expect( reacted ).toBeEnabled();
		await user.click( reacted );
		expect( onFilter ).toHaveBeenLastCalledWith( 'most_reacted' );
	} );
} );

describe( 'the one renderer', () => {
	it( 'adds and removes no element: the state goes onto the server’s', async () => {
		const { slot, user, button } = setup();
		const before = Array.from( slot.querySelectorAll( '*' ) );
		await user.click( button );
		act( () => dispatch( store ).listRequested( 'sorting' ) );
		act( () =>
			dispatch( store ).listReceived(
				{ ...ANSWER, sorting: 'oldest', wpdType: 'most_reacted' },
				true
			)
		);
		expect( Array.from( slot.querySelectorAll( '*' ) ) ).toEqual( before );
	} );

	it( 'follows the store from the start, when it differs from what was printed', () => {
		act( () =>
			dispatch( store ).init(
				commentsProps.parse( { ...PROPS, sorting: 'oldest' } )
			)
		);
		document.body.innerHTML = `<div data-farol-slot="toolbar">${ fixture.markup.newest }</div>`;
		stop = startToolbar(
			document.querySelector< HTMLElement >(
				'[data-farol-slot="toolbar"]'
			)!,
			{ onSort: jest.fn(), onFilter: jest.fn() }
		);
		expect(
			screen.getByRole( 'button', { name: /Sort by/ } )
		).toHaveAccessibleName( 'Sort by Oldest' );
	} );

	it( 'is the widget’s toolbar once it has taken the area over; a click before is replayed on it', () => {
		document.body.innerHTML = `<section id="wpdcom" data-farol-mount="comments" data-farol-needed="" data-farol-props="${ JSON.stringify(
			PROPS
		).replace(
			/"/g,
			'&quot;'
		) }"><div class="farol-comments__toolbar" data-farol-slot="toolbar">${
			fixture.markup.newest
		}</div><div id="wpd-threads" data-farol-slot="list" role="list"></div><div data-farol-slot="load-more"></div><div data-farol-slot="messages"></div></section>`;
		const area = document.getElementById( 'wpdcom' )!;
		const server = Array.from(
			area.querySelectorAll( '[data-farol-slot="toolbar"] *' )
		);
		const button = document.getElementById( 'farol-comments-sort' )!;
		holdEvents( area, () => undefined );
		// The loader holds the click until the widget has come.
		expect(
			button.dispatchEvent(
				new MouseEvent( 'click', { bubbles: true, cancelable: true } )
			)
		).toBe( false );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		act( () => {
			stop = startComments();
		} );
		expect( area ).toHaveAttribute( 'data-farol-live' );
		expect(
			Array.from(
				area.querySelectorAll( '[data-farol-slot="toolbar"] *' )
			)
		).toEqual( server );
		expect( button ).toBeInTheDocument();
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( screen.getByRole( 'menu', { name: 'Sort by' } ) ).toBeVisible();
		expect(
			screen.getByRole( 'menuitemradio', { name: 'Newest' } )
		).toHaveFocus();
	} );
} );

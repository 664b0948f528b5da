/**
 * The sort menu as a keyboard user meets it: a menu button whose menu opens on the active
 * sorting, arrows move round the items, Home / End go to the ends, Escape closes and gives the
 * focus back to the button, Tab closes, choosing an item sorts and closes.
 */
/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { Toolbar } from '../../../src/comments/components/toolbar';
import { phraseBook } from '../../../src/comments/phrases';
import { dispatch, store } from '../../../src/comments/store';

const PHRASES = {
	sort_label: 'Sort by',
	sort_newest: 'Newest',
	sort_oldest: 'Oldest',
	sort_by_vote: 'Most voted',
	filters_label: 'Filters',
	filter_most_reacted: 'Most reacted',
	filter_hottest: 'Hottest thread',
};

/**
 * The toolbar, with a link after it to tab to.
 */
function setup() {
	const onSort = jest.fn();
	render(
		<>
			<Toolbar
				phrase={ phraseBook( PHRASES ) }
				onSort={ onSort }
				onFilter={ jest.fn() }
			/>
			<a href="#after">After</a>
		</>
	);
	return {
		onSort,
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

	it( 'gives the focus back to the button once the chosen sorting has loaded', async () => {
		const { user, button, onSort } = setup();
		onSort.mockImplementation( () =>
			dispatch( store ).listRequested( 'sorting' )
		);
		await user.click( button );
		await user.keyboard( '{End}{Enter}' );
		expect( onSort ).toHaveBeenCalledWith( 'by_vote' );
		// Locked while the list loads: a disabled button cannot keep the focus.
		expect( button ).toBeDisabled();
		button.blur();
		act( () => {
			dispatch( store ).listEnded();
		} );
		expect( button ).toBeEnabled();
		expect( button ).toHaveFocus();
	} );

	it( 'closes on a click outside', async () => {
		const { user, button } = setup();
		await user.click( button );
		await user.click( screen.getByText( 'After' ) );
		expect( screen.queryByRole( 'menu' ) ).toBeNull();
	} );
} );

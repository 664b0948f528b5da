/**
 * The sort menu and the filter buttons (the `toolbar` slot). One filter is active at a time;
 * the buttons are locked while their request runs. The sort menu is a menu button: the button
 * opens it on the active sorting (ArrowDown / ArrowUp open it on the first / last item); in it
 * ArrowDown / ArrowUp move round the items, Home / End go to the ends, Escape closes it and
 * gives the focus back to the button, Tab closes it and lets the focus go on; a click outside
 * closes it.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

/**
 * Internal dependencies
 */
import type { Phrase } from '../phrases';
import { FILTERS, SORTINGS, type Filter, type Sorting } from '../props';
import { store, useSelect } from '../store';

/**
 * The sort button's id. The server prints the same bar with the same ids
 * (Farol\Comments\Render\ToolbarView), so a click on it before the widget came is replayed on
 * this one.
 */
export const SORT_ID = 'farol-comments-sort';

const SORT_PHRASES: Record< Sorting, string > = {
	newest: 'sort_newest',
	oldest: 'sort_oldest',
	by_vote: 'sort_by_vote',
};

const FILTER_PHRASES: Record< Filter, string > = {
	most_reacted: 'filter_most_reacted',
	hottest: 'filter_hottest',
};

export interface ToolbarProps {
	phrase: Phrase;
	onSort: ( sorting: Sorting ) => void;
	onFilter: ( filter: Filter ) => void;
}

/**
 * The toolbar.
 *
 * @param props          Component props.
 * @param props.phrase   The widget's texts.
 * @param props.onSort   Sorts the list.
 * @param props.onFilter Turns a filter on or off.
 */
export function Toolbar( { phrase, onSort, onFilter }: ToolbarProps ) {
	const { sorting, filter, busy } = useSelect(
		( select ) => ( {
			sorting: select( store ).getSorting(),
			filter: select( store ).getFilter(),
			busy: select( store ).getBusy(),
		} ),
		[]
	);
	// Closed, or open with the item to focus.
	const [ open, setOpen ] = useState< false | 'checked' | 'first' | 'last' >(
		false
	);
	const menuId = `${ SORT_ID }-menu`;
	const menu = useRef< HTMLUListElement >( null );
	const button = useRef< HTMLButtonElement >( null );
	const isOpen = open !== false;
	useEffect( () => {
		if ( ! open ) {
			return;
		}
		const items = itemsOf( menu.current );
		const target =
			( open === 'checked' &&
				items.find(
					( item ) => item.getAttribute( 'aria-checked' ) === 'true'
				) ) ||
			( open === 'last' ? items[ items.length - 1 ] : items[ 0 ] );
		target?.focus();
	}, [ open ] );
	useEffect( () => {
		if ( ! isOpen ) {
			return;
		}
		// A click elsewhere closes the menu.
		const onPointer = ( event: PointerEvent ) => {
			if (
				! menu.current?.parentElement?.contains( event.target as Node )
			) {
				setOpen( false );
			}
		};
		document.addEventListener( 'pointerdown', onPointer );
		return () => document.removeEventListener( 'pointerdown', onPointer );
	}, [ isOpen ] );

	// The button is locked while the chosen sorting loads, which takes the focus away from it:
	// it gets the focus back once the list has come.
	const refocusAfterLoad = useRef( false );
	useEffect( () => {
		if ( busy === null && refocusAfterLoad.current ) {
			refocusAfterLoad.current = false;
			button.current?.focus();
		}
	}, [ busy ] );

	const close = ( refocus: boolean ) => {
		setOpen( false );
		if ( refocus ) {
			button.current?.focus();
		}
	};

	const choose = ( value: Sorting ) => {
		close( true );
		if ( value !== sorting ) {
			refocusAfterLoad.current = true;
			onSort( value );
		}
	};

	const onButtonKey = ( event: KeyboardEvent< HTMLButtonElement > ) => {
		if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
			event.preventDefault();
			setOpen( event.key === 'ArrowDown' ? 'first' : 'last' );
		}
	};

	const onMenuKey = ( event: KeyboardEvent< HTMLUListElement > ) => {
		if ( event.key === 'Tab' ) {
			close( false );
			return;
		}
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close( true );
			return;
		}
		const items = itemsOf( menu.current );
		const at = items.indexOf( event.target as HTMLButtonElement );
		const next = moveTo( event.key, at, items.length );
		if ( next !== null ) {
			event.preventDefault();
			items[ next ]?.focus();
		}
	};

	return (
		<div className="farol-comments__bar">
			<div
				className="farol-comments__filters"
				role="group"
				aria-label={ phrase( 'filters_label' ) }
			>
				{ FILTERS.map( ( value ) => (
					<button
						key={ value }
						type="button"
						className="farol-comments__filter"
						id={ `farol-comments-filter-${ value }` }
						data-farol-filter={ value }
						aria-pressed={ filter === value }
						disabled={ busy !== null }
						onClick={ () => onFilter( value ) }
					>
						{ phrase( FILTER_PHRASES[ value ] ) }
					</button>
				) ) }
			</div>
			<div className="farol-comments__sort">
				<button
					type="button"
					className="farol-comments__sort-button"
					id={ SORT_ID }
					ref={ button }
					aria-haspopup="menu"
					aria-expanded={ isOpen }
					aria-controls={ menuId }
					disabled={ busy !== null }
					onClick={ () => setOpen( isOpen ? false : 'checked' ) }
					onKeyDown={ onButtonKey }
				>
					<span className="farol-comments__sort-label">
						{ phrase( 'sort_label' ) }
					</span>{ ' ' }
					{ phrase( SORT_PHRASES[ sorting ] ) }
					<svg
						viewBox="0 0 16 16"
						width="12"
						height="12"
						aria-hidden="true"
						focusable="false"
					>
						<path d="M3 6l5 5 5-5z" />
					</svg>
				</button>
				<ul
					className="farol-comments__sort-menu"
					id={ menuId }
					role="menu"
					aria-label={ phrase( 'sort_label' ) }
					ref={ menu }
					hidden={ ! isOpen }
					onKeyDown={ onMenuKey }
				>
					{ SORTINGS.map( ( value ) => (
						<li key={ value } role="none">
							<button
								type="button"
								role="menuitemradio"
								id={ `${ SORT_ID }-${ value }` }
								tabIndex={ -1 }
								aria-checked={ value === sorting }
								data-farol-sort={ value }
								onClick={ () => choose( value ) }
							>
								{ phrase( SORT_PHRASES[ value ] ) }
							</button>
						</li>
					) ) }
				</ul>
			</div>
		</div>
	);
}

/**
 * The menu's items.
 *
 * @param menu The menu.
 */
function itemsOf( menu: HTMLElement | null ): HTMLButtonElement[] {
	return Array.from(
		menu?.querySelectorAll< HTMLButtonElement >(
			'[role="menuitemradio"]'
		) ?? []
	);
}

/**
 * Where a key moves the focus in the menu: round the items with the arrows, to the ends with
 * Home and End.
 *
 * @param key   The key.
 * @param at    The focused item's index (-1: none).
 * @param count How many items there are.
 * @return The index to focus, or null for a key the menu does not use.
 */
export function moveTo(
	key: string,
	at: number,
	count: number
): number | null {
	switch ( key ) {
		case 'ArrowDown':
			return ( at + 1 ) % count;
		case 'ArrowUp':
			return ( at - 1 + count ) % count;
		case 'Home':
			return 0;
		case 'End':
			return count - 1;
		default:
			return null;
	}
}

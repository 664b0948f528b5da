/**
 * The sort menu and the filter buttons (the `toolbar` slot). One filter is active at a time;
 * the buttons are locked while their request runs.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { useEffect, useId, useRef, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { Phrase } from '../phrases';
import { FILTERS, SORTINGS, type Filter, type Sorting } from '../props';
import { store } from '../store';

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
	const [ open, setOpen ] = useState( false );
	const menuId = useId();
	const menu = useRef< HTMLUListElement >( null );
	useEffect( () => {
		if ( ! open ) {
			return;
		}
		menu.current
			?.querySelector< HTMLButtonElement >( '[aria-checked="true"]' )
			?.focus();
		// Escape or a click elsewhere closes the menu.
		const onKey = ( event: KeyboardEvent ) => {
			if ( event.key === 'Escape' ) {
				setOpen( false );
			}
		};
		const onPointer = ( event: PointerEvent ) => {
			if (
				! menu.current?.parentElement?.contains( event.target as Node )
			) {
				setOpen( false );
			}
		};
		document.addEventListener( 'keydown', onKey );
		document.addEventListener( 'pointerdown', onPointer );
		return () => {
			document.removeEventListener( 'keydown', onKey );
			document.removeEventListener( 'pointerdown', onPointer );
		};
	}, [ open ] );

	const choose = ( value: Sorting ) => {
		setOpen( false );
		if ( value !== sorting ) {
			onSort( value );
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
					aria-haspopup="true"
					aria-expanded={ open }
					aria-controls={ menuId }
					disabled={ busy !== null }
					onClick={ () => setOpen( ! open ) }
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
					ref={ menu }
					hidden={ ! open }
				>
					{ SORTINGS.map( ( value ) => (
						<li key={ value } role="none">
							<button
								type="button"
								role="menuitemradio"
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

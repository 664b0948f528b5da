/**
 * The comment area's toolbar (the `toolbar` slot): the filter buttons and the sort menu button.
 * Its one renderer is the server's (Farol\Comments\Render\ToolbarView): the widget draws no
 * copy of it, it takes the printed bar over in place — delegated listeners on the slot, and the
 * store's state written onto the same elements (`aria-pressed`, `aria-checked`, `disabled`,
 * `aria-expanded`, `hidden`, the sort button's current sorting). The elements stay the very
 * same nodes from the page's first paint on, so a click that came before the widget is replayed
 * on them, and the focus stays where it was. Texts are the server's: the sort button names the
 * current sorting with the text of that sorting's menu item.
 *
 * One filter is active at a time; the buttons are locked while their request runs. The sort
 * menu is a menu button: the button opens it on the active sorting (ArrowDown / ArrowUp open it
 * on the first / last item); in it ArrowDown / ArrowUp move round the items, Home / End go to
 * the ends, Escape closes it and gives the focus back to the button, Tab closes it and lets the
 * focus go on; a click outside closes it. Choosing a sorting closes the menu and gives the focus
 * back to the button, again once the chosen list has come (the button is locked meanwhile).
 */

/**
 * Internal dependencies
 */
import { FILTERS, SORTINGS, type Filter, type Sorting } from './props';
import { select, store, subscribe } from './store';

/** The sort button's id (ToolbarView::SORT_ID); its menu is `<id>-menu`. */
export const SORT_ID = 'farol-comments-sort';

/** What the toolbar's buttons ask for. */
export interface ToolbarActions {
	/** Sorts the list. */
	onSort: ( sorting: Sorting ) => void;
	/** Turns a filter on or off. */
	onFilter: ( filter: Filter ) => void;
}

/** Which item gets the focus when the menu opens. */
type Opening = 'checked' | 'first' | 'last';

/**
 * Whether a value is one of a list's (narrowing an attribute read from the page).
 *
 * @param list  The allowed values.
 * @param value The value.
 */
function isOneOf< T extends string >(
	list: readonly T[],
	value: string | undefined
): value is T {
	return ( list as readonly ( string | undefined )[] ).includes( value );
}

/**
 * Takes the server's toolbar over.
 *
 * @param slot    The toolbar slot, holding the server's bar.
 * @param actions What its buttons ask for.
 * @return Lets it go (listeners removed; the markup stays).
 */
export function startToolbar(
	slot: HTMLElement,
	actions: ToolbarActions
): () => void {
	const button = slot.querySelector< HTMLButtonElement >(
		`[id="${ SORT_ID }"]`
	);
	const menu = slot.querySelector< HTMLElement >(
		`[id="${ SORT_ID }-menu"]`
	);
	const current = slot.querySelector( '.farol-comments__sort-current' );
	const doc = slot.ownerDocument;
	const filters = Array.from(
		slot.querySelectorAll< HTMLButtonElement >( '[data-farol-filter]' )
	);
	const items = Array.from(
		menu?.querySelectorAll< HTMLButtonElement >( '[data-farol-sort]' ) ?? []
	);
	let refocusAfterLoad = false;

	const onPointer = ( event: PointerEvent ) => {
		// A click elsewhere closes the menu.
		if ( ! menu?.parentElement?.contains( event.target as Node ) ) {
			close( false );
		}
	};

	const open = ( at: Opening ) => {
		if ( ! menu || ! button ) {
			return;
		}
		menu.hidden = false;
		button.setAttribute( 'aria-expanded', 'true' );
		doc.addEventListener( 'pointerdown', onPointer );
		const target =
			( at === 'checked' &&
				items.find(
					( item ) => item.getAttribute( 'aria-checked' ) === 'true'
				) ) ||
			( at === 'last' ? items[ items.length - 1 ] : items[ 0 ] );
		target?.focus();
	};

	function close( refocus: boolean ): void {
		if ( menu ) {
			menu.hidden = true;
		}
		button?.setAttribute( 'aria-expanded', 'false' );
		doc.removeEventListener( 'pointerdown', onPointer );
		if ( refocus ) {
			button?.focus();
		}
	}

	const choose = ( value: Sorting ) => {
		close( true );
		if ( value !== select( store ).getSorting() ) {
			refocusAfterLoad = true;
			actions.onSort( value );
		}
	};

	const onClick = ( event: MouseEvent ) => {
		const target = ( event.target as Element | null )?.closest( 'button' );
		if ( ! target || ! slot.contains( target ) || target.disabled ) {
			return;
		}
		if ( target === button ) {
			if ( menu?.hidden === false ) {
				close( false );
			} else {
				open( 'checked' );
			}
			return;
		}
		const { farolSort, farolFilter } = target.dataset;
		if ( isOneOf( SORTINGS, farolSort ) ) {
			choose( farolSort );
		} else if ( isOneOf( FILTERS, farolFilter ) ) {
			actions.onFilter( farolFilter );
		}
	};

	const onKey = ( event: KeyboardEvent ) => {
		const target = event.target as Node;
		if ( target === button ) {
			if ( event.key === 'ArrowDown' || event.key === 'ArrowUp' ) {
				event.preventDefault();
				open( event.key === 'ArrowDown' ? 'first' : 'last' );
			}
			return;
		}
		if ( ! menu?.contains( target ) ) {
			return;
		}
		if ( event.key === 'Tab' ) {
			close( false );
			return;
		}
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close( true );
			return;
		}
		const at = items.indexOf( target as HTMLButtonElement );
		const next = moveTo( event.key, at, items.length );
		if ( next !== null ) {
			event.preventDefault();
			items[ next ]?.focus();
		}
	};

	// The store's state, written onto the server's elements.
	const sync = () => {
		const state = select( store );
		const sorting = state.getSorting();
		const filter = state.getFilter();
		const locked = state.getBusy() !== null;
		for ( const item of filters ) {
			item.setAttribute(
				'aria-pressed',
				String( item.dataset.farolFilter === filter )
			);
			item.disabled = locked;
		}
		for ( const item of items ) {
			const checked = item.dataset.farolSort === sorting;
			item.setAttribute( 'aria-checked', String( checked ) );
			if (
				checked &&
				current &&
				current.textContent !== item.textContent
			) {
				current.textContent = item.textContent;
			}
		}
		if ( button ) {
			button.disabled = locked;
			// The button was locked while the chosen sorting loaded, which took the focus away
			// from it: it gets the focus back once the list has come.
			if ( ! locked && refocusAfterLoad ) {
				refocusAfterLoad = false;
				button.focus();
			}
		}
	};

	sync();
	const stopSync = subscribe( sync );
	slot.addEventListener( 'click', onClick );
	slot.addEventListener( 'keydown', onKey );
	return () => {
		stopSync();
		slot.removeEventListener( 'click', onClick );
		slot.removeEventListener( 'keydown', onKey );
		doc.removeEventListener( 'pointerdown', onPointer );
	};
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

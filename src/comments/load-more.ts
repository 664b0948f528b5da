/**
 * The load-more button (the `load-more` slot). Its one renderer is the server's
 * (Farol\Comments\Render\LoadMoreView): the widget draws no copy of it, it takes the printed
 * button over in place — a click listener on the slot, and the store's state written onto the
 * same element: `hidden` when nothing is left, `disabled` and `aria-busy` while a page loads,
 * the server's "Loading…" text shown in place of the label meanwhile (both texts are printed,
 * one hidden), and the "(N more conversations)" text of each page's answer. The button stays the
 * very same node from the page's first paint on, so a click that came before the widget is
 * replayed on it. The focus is left alone (a page loaded by the button keeps it there, enabled
 * again once the page has come).
 */

/**
 * Internal dependencies
 */
import { select, store, subscribe } from './store';

/** The button's id (LoadMoreView::ID). */
export const LOAD_MORE_ID = 'farol-comments-load-more';

/**
 * Takes the server's load-more button over.
 *
 * @param slot   The load-more slot, holding the server's button.
 * @param onLoad Loads the next page.
 * @return Lets it go (listener removed; the markup stays).
 */
export function startLoadMore(
	slot: HTMLElement,
	onLoad: () => void
): () => void {
	const button = slot.querySelector< HTMLButtonElement >(
		`[id="${ LOAD_MORE_ID }"]`
	);
	if ( ! button ) {
		return () => {};
	}
	const part = ( name: string ) =>
		button.querySelector< HTMLElement >( `.farol-comments__${ name }` );
	const label = part( 'load-more-label' );
	const busyText = part( 'load-more-busy' );
	const left = part( 'left' );
	const leftText = part( 'left-text' );

	const onClick = ( event: MouseEvent ) => {
		if (
			( event.target as Element | null )?.closest( 'button' ) ===
				button &&
			! button.disabled
		) {
			onLoad();
		}
	};

	// The store's state, written onto the server's button.
	const sync = () => {
		const state = select( store );
		const loading = state.getBusy() === 'more';
		// Until a page's answer, what the server printed is what is left.
		const text = state.getCommentsLeftText();
		button.hidden = ! state.isShowLoadMore();
		button.disabled = loading;
		button.setAttribute( 'aria-busy', String( loading ) );
		button.dataset.lastparentid = String( state.getLastParentId() );
		if ( label && busyText ) {
			label.hidden = loading;
			busyText.hidden = ! loading;
		}
		if ( left ) {
			left.hidden = loading;
		}
		if ( leftText && text && leftText.textContent !== text ) {
			leftText.textContent = text;
		}
	};

	sync();
	const stopSync = subscribe( sync );
	slot.addEventListener( 'click', onClick );
	return () => {
		stopSync();
		slot.removeEventListener( 'click', onClick );
	};
}

/**
 * The thread list: sort, filter and load more. One list request at a time (its buttons are
 * locked while it runs); sorting or a filter reloads from offset 0, load more appends the next
 * page. The HTML is the server's `comment_list`.
 */

/**
 * Internal dependencies
 */
import { listAnswer } from './answers';
import { fragment, request, type Context } from './context';
import { enhance } from './enhance';
import type { Filter, Sorting } from './props';
import { store, dispatch, select } from './store';

export type ListRequest =
	| { kind: 'more' }
	| { kind: 'sorting'; sorting: Sorting }
	| { kind: 'filter'; filter: Filter };

const FILTER_ACTIONS: Record< Filter, string > = {
	most_reacted: 'wpdMostReactedComment',
	hottest: 'wpdHottestThread',
};

/**
 * The action and fields of a list request, from the store's state.
 *
 * @param what The request.
 */
function toCall( what: ListRequest ): {
	action: string;
	fields: Record< string, string | number >;
	busy: 'more' | 'sorting' | 'filter';
} {
	const state = select( store );
	const sorting = state.getSorting();
	const wpdType = state.getFilter();
	if ( what.kind === 'more' ) {
		return {
			action: 'wpdLoadMoreComments',
			busy: 'more',
			fields: {
				sorting,
				offset: state.getOffset(),
				lastParentId: state.getLastParentId(),
				isFirstLoad: 0,
				wpdType,
			},
		};
	}
	if ( what.kind === 'sorting' ) {
		return {
			action: 'wpdSorting',
			busy: 'sorting',
			fields: { sorting: what.sorting, wpdType },
		};
	}
	// The active filter's button turns it off: the plain list again, from the top.
	if ( what.filter === wpdType ) {
		return {
			action: 'wpdSorting',
			busy: 'filter',
			fields: { sorting, wpdType: '' },
		};
	}
	return {
		action: FILTER_ACTIONS[ what.filter ],
		busy: 'filter',
		fields: { sorting, wpdType: what.filter },
	};
}

/**
 * Runs a list request unless one is running.
 *
 * @param ctx  The area.
 * @param what What to load.
 */
export async function loadList(
	ctx: Context,
	what: ListRequest
): Promise< void > {
	if ( select( store ).getBusy() !== null ) {
		return;
	}
	if ( what.kind === 'more' && ! select( store ).isShowLoadMore() ) {
		return;
	}
	const { action, fields, busy } = toCall( what );
	const actions = dispatch( store );
	actions.listRequested( busy );
	const answer = await request( ctx, action, fields, listAnswer );
	if ( ! answer ) {
		actions.listEnded();
		return;
	}
	const nodes = fragment( answer.comment_list );
	if ( what.kind === 'more' ) {
		// A thread already shown (the visitor's new comment, a deep link) is not repeated.
		for ( const node of Array.from( nodes.children ) ) {
			if ( node.id && ctx.list.querySelector( `[id="${ node.id }"]` ) ) {
				node.remove();
			}
		}
		ctx.list.append( nodes );
	} else {
		ctx.list.replaceChildren( nodes );
	}
	actions.listReceived( answer, what.kind !== 'more' );
	enhance( ctx.list );
}

/**
 * Loads the next page when the visitor has scrolled past 80 % of the area (or is past it when
 * the widget starts).
 *
 * @param ctx The area.
 * @return Stops watching.
 */
export function watchScroll( ctx: Context ): () => void {
	let queued = false;
	const check = () => {
		queued = false;
		const box = ctx.area.getBoundingClientRect();
		if ( box.height <= 0 ) {
			return;
		}
		const passed = ( window.innerHeight - box.top ) / box.height;
		if ( passed >= 0.8 ) {
			loadList( ctx, { kind: 'more' } );
		}
	};
	const onScroll = () => {
		if ( ! queued ) {
			queued = true;
			window.requestAnimationFrame( check );
		}
	};
	window.addEventListener( 'scroll', onScroll, { passive: true } );
	// The widget may have come because the reader scrolled there (load-more's slot neared the
	// viewport): the place they are at counts as if they had just scrolled to it.
	onScroll();
	return () => window.removeEventListener( 'scroll', onScroll );
}

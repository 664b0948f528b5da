/**
 * The widget's React root on the comment area (`#wpdcom`). React draws only into the area's
 * messages slot, through a portal; the server's markup around it
 * (heading, forms, the thread) stays the very same nodes: React empties its root container on
 * its first commit, and this component's layout effect puts the server's nodes back in that
 * same commit, before anything is painted, so nothing moves. The server's toolbar is the only
 * one: ../toolbar.ts takes it over in place (its elements stay, so a click on it before the
 * widget came is replayed on the same button), and so is its load-more button: ../load-more.ts
 * drives the printed one. The comments' own buttons and the forms work through delegated
 * listeners (see ../events.ts).
 */

/**
 * External dependencies
 */
import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';

/**
 * Internal dependencies
 */
import type { Context } from '../context';
import { startEvents } from '../events';
import { loadList } from '../list';
import { startLoadMore } from '../load-more';
import { startToolbar } from '../toolbar';
import { Messages } from './messages';

export interface AreaProps {
	ctx: Context;
	/** The area's children as the server printed them. */
	serverNodes: Node[];
	slots: {
		toolbar: HTMLElement;
		loadMore: HTMLElement;
		messages: HTMLElement;
	};
}

/**
 * The root.
 *
 * @param props Component props.
 */
export function Area( props: AreaProps ) {
	const { ctx, serverNodes, slots } = props;
	useLayoutEffect( () => {
		const missing = serverNodes.filter( ( node ) => ! node.isConnected );
		if ( missing.length ) {
			ctx.area.prepend( ...missing );
		}
		const stopToolbar = startToolbar( slots.toolbar, {
			onSort: ( sorting ) =>
				loadList( ctx, { kind: 'sorting', sorting } ),
			onFilter: ( filter ) => loadList( ctx, { kind: 'filter', filter } ),
		} );
		const stopLoadMore = startLoadMore( slots.loadMore, () =>
			loadList( ctx, { kind: 'more' } )
		);
		const stopEvents = startEvents( ctx );
		return () => {
			stopToolbar();
			stopLoadMore();
			stopEvents();
		};
	}, [ ctx, serverNodes, slots.toolbar, slots.loadMore ] );

	return createPortal( <Messages phrase={ ctx.phrase } />, slots.messages );
}

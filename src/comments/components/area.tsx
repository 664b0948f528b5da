/**
 * The widget's React root on the comment area (`#wpdcom`). React draws only into the area's
 * slots, through portals (load more, messages); the server's markup around them
 * (heading, forms, the thread) stays the very same nodes: React empties its root container on
 * its first commit, and this component's layout effect puts the server's nodes back in that
 * same commit, before anything is painted, so nothing moves. The server's toolbar is the only
 * one: ../toolbar.ts takes it over in place (its elements stay, so a click on it before the
 * widget came is replayed on the same button). The server's load-more button gives way to the
 * component's (same markup, same id: the deferred loader replays a click on it there). The
 * comments' own buttons and the forms work through delegated listeners (see ../events.ts).
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
import { startToolbar } from '../toolbar';
import { LoadMore } from './load-more';
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
	/** The server's load-more button, replaced by the component's. */
	serverLoadMore: Element | null;
	initialLeftText: string;
}

/**
 * The root.
 *
 * @param props Component props.
 */
export function Area( props: AreaProps ) {
	const { ctx, serverNodes, slots, serverLoadMore, initialLeftText } = props;
	useLayoutEffect( () => {
		const missing = serverNodes.filter( ( node ) => ! node.isConnected );
		if ( missing.length ) {
			ctx.area.prepend( ...missing );
		}
		serverLoadMore?.remove();
		const stopToolbar = startToolbar( slots.toolbar, {
			onSort: ( sorting ) =>
				loadList( ctx, { kind: 'sorting', sorting } ),
			onFilter: ( filter ) => loadList( ctx, { kind: 'filter', filter } ),
		} );
		const stopEvents = startEvents( ctx );
		return () => {
			stopToolbar();
			stopEvents();
		};
	}, [ ctx, serverNodes, serverLoadMore, slots.toolbar ] );

	return (
		<>
			{ createPortal(
				<LoadMore
					phrase={ ctx.phrase }
					initialLeftText={ initialLeftText }
					onLoad={ () => loadList( ctx, { kind: 'more' } ) }
				/>,
				slots.loadMore
			) }
			{ createPortal(
				<Messages phrase={ ctx.phrase } />,
				slots.messages
			) }
		</>
	);
}

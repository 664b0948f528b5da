/**
 * The widget's React root on the comment area (`#wpdcom`). React draws only into the area's
 * slots, through portals (toolbar, load more, messages); the server's markup around them
 * (heading, forms, the thread) stays the very same nodes: React empties its root container on
 * its first commit, and this component's layout effect puts the server's nodes back in that
 * same commit, before anything is painted, so nothing moves. The server's toolbar and
 * load-more button give way to the components' (same markup, same ids: a click on the server's
 * before the widget came is replayed on the component's by the deferred loader). The comments' own buttons and
 * the forms work through delegated listeners (see ../events.ts).
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
import { LoadMore } from './load-more';
import { Messages } from './messages';
import { Toolbar } from './toolbar';

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
	/** The server's toolbar (the slot's children), replaced by the component's. */
	serverToolbar: Node[];
	initialLeftText: string;
}

/**
 * The root.
 *
 * @param props Component props.
 */
export function Area( props: AreaProps ) {
	const {
		ctx,
		serverNodes,
		slots,
		serverLoadMore,
		serverToolbar,
		initialLeftText,
	} = props;
	useLayoutEffect( () => {
		const missing = serverNodes.filter( ( node ) => ! node.isConnected );
		if ( missing.length ) {
			ctx.area.prepend( ...missing );
		}
		serverLoadMore?.remove();
		serverToolbar.forEach(
			( node ) => node.parentNode?.removeChild( node )
		);
		return startEvents( ctx );
	}, [ ctx, serverNodes, serverLoadMore, serverToolbar ] );

	return (
		<>
			{ createPortal(
				<Toolbar
					phrase={ ctx.phrase }
					onSort={ ( sorting ) =>
						loadList( ctx, { kind: 'sorting', sorting } )
					}
					onFilter={ ( filter ) =>
						loadList( ctx, { kind: 'filter', filter } )
					}
				/>,
				slots.toolbar
			) }
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

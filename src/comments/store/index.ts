/**
 * The `farol/comments` store: the widget's shared interface state (sorting, filter, paging,
 * which list request runs, requests in flight, messages). One comment area per page (its id is
 * `wpdcom`), so one store.
 */

/**
 * WordPress dependencies
 */
import { createReduxStore, register } from '@wordpress/data';

/**
 * Internal dependencies
 */
import * as actions from './actions';
import { reducer } from './reducer';
import * as selectors from './selectors';

export const STORE_NAME = 'farol/comments';

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
} );

let registered = false;

/** Registers the store once. */
export function registerStore(): void {
	if ( ! registered ) {
		registered = true;
		register( store );
	}
}

export type { CommentsState, Message, MessageKind } from './types';

/**
 * The comment widget's store: its shared interface state (sorting, filter, paging, which list
 * request runs, requests in flight, messages). One comment area per page (its id is `wpdcom`),
 * so one store.
 *
 * A small store of its own, not @wordpress/data: on a visitor's page that package and its chain
 * (compose, priority-queue, redux-routine, keycodes, dom, deprecated, is-shallow-equal,
 * private-apis, ≈ 30 KB gzip) would outweigh the widget. The surface keeps @wordpress/data's
 * shape, so the modules and components read as they did: `dispatch( store ).showMessage(…)`,
 * `select( store ).getBusy()`, and in components `useSelect( ( select ) => …, [] )` and
 * `useDispatch( store )`, on React's useSyncExternalStore.
 */

/**
 * External dependencies
 */
import { useSyncExternalStore } from 'react';

/**
 * Internal dependencies
 */
import * as actions from './actions';
import { INITIAL_STATE, reducer } from './reducer';
import * as selectors from './selectors';
import type { CommentsState } from './types';

/** The store's name (the key @wordpress/data used for it). */
export const STORE_NAME = 'farol/comments';

/** The store, as passed to dispatch(), select() and useDispatch(). */
export const store = { name: STORE_NAME } as const;

type Store = typeof store;

type ActionCreators = typeof actions;

/** The action creators, dispatching what they make. */
export type BoundActions = {
	[ K in keyof ActionCreators as ActionCreators[ K ] extends (
		...args: never[]
	) => unknown
		? K
		: never ]: ActionCreators[ K ] extends ( ...args: infer A ) => unknown
		? ( ...args: A ) => void
		: never;
};

type Selectors = typeof selectors;

/** The selectors, reading a given state. */
export type BoundSelectors = {
	[ K in keyof Selectors ]: () => ReturnType< Selectors[ K ] >;
};

let state: CommentsState = INITIAL_STATE;
const listeners = new Set< () => void >();

/**
 * Runs an action through the reducer and tells the subscribers when the state changed.
 *
 * @param action What happened.
 */
function run( action: actions.Action ): void {
	const next = reducer( state, action );
	if ( next !== state ) {
		state = next;
		listeners.forEach( ( listener ) => listener() );
	}
}

const bound = Object.fromEntries(
	Object.entries( actions )
		.filter( ( [ , creator ] ) => typeof creator === 'function' )
		.map( ( [ name, creator ] ) => [
			name,
			( ...args: unknown[] ) =>
				run(
					( creator as ( ...a: unknown[] ) => actions.Action )(
						...args
					)
				),
		] )
) as BoundActions;

/**
 * The selectors over one state.
 *
 * @param of The state.
 */
function selectorsOf( of: CommentsState ): BoundSelectors {
	return Object.fromEntries(
		Object.entries( selectors ).map( ( [ name, selector ] ) => [
			name,
			() => ( selector as ( s: CommentsState ) => unknown )( of ),
		] )
	) as BoundSelectors;
}

/**
 * Listens to state changes.
 *
 * @param listener Called after each change.
 * @return Stops listening.
 */
export function subscribe( listener: () => void ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/** The current state. */
export function getState(): CommentsState {
	return state;
}

/**
 * The store's actions.
 *
 * @param _store The store.
 */
export function dispatch( _store: Store ): BoundActions {
	return bound;
}

/**
 * The store's selectors on the current state.
 *
 * @param _store The store.
 */
export function select( _store: Store ): BoundSelectors {
	return selectorsOf( state );
}

/**
 * The store's actions, in a component.
 *
 * @param _store The store.
 */
export function useDispatch( _store: Store ): BoundActions {
	return bound;
}

/**
 * Reads the store in a component, which renders again when the state changes.
 *
 * @param map   Picks what the component shows, through `select( store )`.
 * @param _deps Kept for @wordpress/data's signature (the mapping runs on each render).
 */
export function useSelect< T >(
	map: ( read: ( s: Store ) => BoundSelectors ) => T,
	_deps?: unknown[]
): T {
	const current = useSyncExternalStore( subscribe, getState, getState );
	return map( () => selectorsOf( current ) );
}

export type { CommentsState, Message, MessageKind } from './types';

/**
 * The store's reducer.
 */

/**
 * Internal dependencies
 */
import type { Action } from './actions';
import type { CommentsState } from './types';

export const INITIAL_STATE: CommentsState = {
	sorting: 'newest',
	wpdType: '',
	offset: 1,
	lastParentId: 0,
	loadLastCommentId: 0,
	isShowLoadMore: false,
	commentsLeft: 0,
	commentsLeftText: '',
	busy: null,
	pending: 0,
	messages: [],
	nextMessageId: 1,
};

/**
 * Next state.
 *
 * @param state  Current state.
 * @param action What happened.
 */
export function reducer(
	state: CommentsState = INITIAL_STATE,
	action: Action
): CommentsState {
	switch ( action.type ) {
		case 'INIT':
			return {
				...state,
				sorting: action.props.sorting,
				wpdType: action.props.wpdType,
				offset: 1,
				lastParentId: action.props.lastParentId,
				loadLastCommentId: action.props.loadLastCommentId,
				isShowLoadMore: action.props.isShowLoadMore,
				commentsLeft: action.props.commentsLeft,
				commentsLeftText: '',
			};
		case 'LIST_REQUESTED':
			return { ...state, busy: action.busy };
		case 'LIST_RECEIVED':
			return {
				...state,
				busy: null,
				sorting: action.answer.sorting,
				wpdType: action.answer.wpdType,
				offset: action.fromStart ? 1 : state.offset + 1,
				lastParentId: action.answer.last_parent_id,
				loadLastCommentId: Math.max(
					action.fromStart ? 0 : state.loadLastCommentId,
					action.answer.loadLastCommentId
				),
				isShowLoadMore: action.answer.is_show_load_more,
				commentsLeft: action.answer.comments_left,
				commentsLeftText: action.answer.comments_left_text,
			};
		case 'LIST_ENDED':
			return { ...state, busy: null };
		case 'REQUEST_STARTED':
			return { ...state, pending: state.pending + 1 };
		case 'REQUEST_ENDED':
			return { ...state, pending: Math.max( 0, state.pending - 1 ) };
		case 'SHOW_MESSAGE':
			return {
				...state,
				nextMessageId: state.nextMessageId + 1,
				messages: [
					...state.messages,
					{
						id: state.nextMessageId,
						kind: action.kind,
						text: action.text,
						...( action.shownMs
							? { shownMs: action.shownMs }
							: {} ),
					},
				],
			};
		case 'DISMISS_MESSAGE':
			return {
				...state,
				messages: state.messages.filter(
					( message ) => message.id !== action.id
				),
			};
	}
	return state;
}

/**
 * The store's selectors.
 */

/**
 * Internal dependencies
 */
import type { CommentsState } from './types';

export const getSorting = ( state: CommentsState ) => state.sorting;
export const getFilter = ( state: CommentsState ) => state.wpdType;
export const getBusy = ( state: CommentsState ) => state.busy;
export const getOffset = ( state: CommentsState ) => state.offset;
export const getLastParentId = ( state: CommentsState ) => state.lastParentId;
export const isShowLoadMore = ( state: CommentsState ) => state.isShowLoadMore;
export const getCommentsLeft = ( state: CommentsState ) => state.commentsLeft;
export const getCommentsLeftText = ( state: CommentsState ) =>
	state.commentsLeftText;
export const isLoading = ( state: CommentsState ) => state.pending > 0;
export const getMessages = ( state: CommentsState ) => state.messages;

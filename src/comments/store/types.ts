/**
 * The `farol/comments` store's state: what the toolbar, the load-more button, the messages and
 * the loading bar show. The comments themselves stay in the document (server HTML).
 */

/**
 * Internal dependencies
 */
import type { Filter, Sorting } from '../props';

export type MessageKind = 'error' | 'success' | 'warning';

export interface Message {
	id: number;
	kind: MessageKind;
	text: string;
	/** How long it shows before fading, when not the default. */
	shownMs?: number;
}

/** Which list request is running (its buttons are locked meanwhile). */
export type ListBusy = null | 'sorting' | 'filter' | 'more';

export interface CommentsState {
	sorting: Sorting;
	wpdType: Filter | '';
	/** Pages of threads already on the page (the next wpdLoadMoreComments' offset). */
	offset: number;
	lastParentId: number;
	loadLastCommentId: number;
	isShowLoadMore: boolean;
	commentsLeft: number;
	commentsLeftText: string;
	busy: ListBusy;
	/** Requests in flight (the loading bar shows while above 0). */
	pending: number;
	messages: Message[];
	nextMessageId: number;
}

/**
 * The answers the poll script reads, checked by hand (the shapes are the contract's,
 * src/comments/live-contract.ts; PHPUnit checks the server against it): the poll's, and the
 * rendered comments of wpdBubbleUpdate / wpdUpdateAutomatically.
 */
/**
 * External dependencies
 */
import type { z } from 'zod';

/**
 * Internal dependencies
 */
// Types only (erased from the bundle): the shapes are written once, in the contract.
import type {
	liveComment,
	liveRendered,
	LiveUpdateAnswer,
} from '../live-contract';

/** A new comment as the bubble previews it: the contract's shape. */
export type LivePreview = z.output< typeof liveComment >;

/** The poll's answer: the contract's shape. */
export type PollAnswer = LiveUpdateAnswer;

/** A rendered new comment and where it goes: the contract's shape. */
export type Rendered = z.output< typeof liveRendered >;

export interface LoadAnswer {
	comments: Rendered[];
	loadLastCommentId: number;
	heading: string;
	commentIDsToRemove: number[];
}

const isId = ( value: unknown ): value is number =>
	typeof value === 'number' && Number.isInteger( value ) && value >= 0;

const ids = ( value: unknown ): number[] | null =>
	Array.isArray( value ) && value.every( isId ) ? value : null;

const record = ( value: unknown ): Record< string, unknown > | null =>
	typeof value === 'object' && value !== null && ! Array.isArray( value )
		? ( value as Record< string, unknown > )
		: null;

const PREVIEW_TEXTS = [
	'commentText',
	'avatar',
	'authorName',
	'commentDate',
	'commentLink',
] as const;

/**
 * The poll's answer, or null.
 *
 * @param body The decoded body.
 */
export function readPoll( body: unknown ): PollAnswer | null {
	const value = record( body );
	if ( ! value ) {
		return null;
	}
	const newIds = ids( value.ids );
	const removed = ids( value.commentIDsToRemove );
	const comments = Array.isArray( value.comments ) ? value.comments : null;
	if (
		! newIds ||
		! removed ||
		! comments ||
		! isId( value.all_comments_count ) ||
		! isId( value.lastId ) ||
		typeof value.version !== 'string' ||
		! comments.every( ( comment ) => {
			const item = record( comment );
			return (
				item &&
				isId( item.id ) &&
				PREVIEW_TEXTS.every(
					( key ) => typeof item[ key ] === 'string'
				)
			);
		} )
	) {
		return null;
	}
	return {
		ids: newIds,
		commentIDsToRemove: removed,
		all_comments_count: value.all_comments_count,
		version: value.version,
		lastId: value.lastId,
		comments: comments as LivePreview[],
	};
}

/**
 * A load's answer (wpdBubbleUpdate, wpdUpdateAutomatically), or null.
 *
 * @param data The answer's data.
 */
export function readLoad( data: unknown ): LoadAnswer | null {
	const value = record( data );
	const comments =
		value && Array.isArray( value.comments ) ? value.comments : null;
	if (
		! value ||
		! comments ||
		! isId( value.loadLastCommentId ) ||
		typeof value.wc_all_comments_count_before_threads_html !== 'string' ||
		! comments.every( ( comment ) => {
			const item = record( comment );
			return (
				item &&
				isId( item.commentId ) &&
				isId( item.parentCommentID ) &&
				typeof item.html === 'string'
			);
		} )
	) {
		return null;
	}
	return {
		comments: comments as Rendered[],
		loadLastCommentId: value.loadLastCommentId,
		heading: value.wc_all_comments_count_before_threads_html,
		commentIDsToRemove: ids( value.commentIDsToRemove ) ?? [],
	};
}

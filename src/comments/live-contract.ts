/**
 * The live updates' wire, written once (issue 23, "Bubble and live updates"):
 * - `liveUpdateQuery`: the query of the poll, `GET /wp-json/farol/v1/update` (postId, lastId,
 *   visibleCommentIds as a comma list, and the thread version the client last saw);
 * - `liveUpdateAnswer`: what the poll answers (ids, commentIDsToRemove, all_comments_count and,
 *   per new comment, commentText, avatar, authorName, commentDate, commentLink);
 * - `liveAnswers`: the success `data` of wpdBubbleUpdate and wpdUpdateAutomatically, spread
 *   into `commentsAnswers` (answers-contract.ts), so WireContractTest checks them.
 *
 * `npm run contracts` writes the first two to plugin/includes/Comments/Live/*.schema.json: the
 * REST route's args and the PHP test read them. The poll script (src/comments/live/) does not
 * import zod: it checks the few fields it reads by hand (live/answer.ts).
 */
/**
 * External dependencies
 */
import { z } from 'zod';

export const LIVE_LIMITS = {
	/** Most ids a poll may name as visible (a longer list is refused). */
	maxVisibleIds: 500,
	/** Most new comments one poll or one load answers (the rest come with the next). */
	maxNewComments: 50,
	/** Longest thread version (ThreadCache's uniqid(): 23 characters). */
	maxVersion: 40,
} as const;

/** A comma list of comment ids, as a query string carries it. */
export const ID_LIST_PATTERN = `^(\\d{1,18}(,\\d{1,18}){0,${
	LIVE_LIMITS.maxVisibleIds - 1
}})?$`;

const id = z.number().int().min( 0 );

/** The poll's query. */
export const liveUpdateQuery = z
	.object( {
		postId: z.number().int().min( 1 ),
		lastId: z.number().int().min( 0 ).default( 0 ),
		visibleCommentIds: z
			.string()
			.regex( new RegExp( ID_LIST_PATTERN ) )
			.default( '' ),
		/** The thread version the client last saw ('' when unknown): unchanged → nothing built. */
		version: z
			.string()
			.max( LIVE_LIMITS.maxVersion )
			.regex( /^[0-9A-Za-z.]*$/ )
			.default( '' ),
	} )
	.strict();

/** A new comment as the bubble previews it (text only: no markup but the escaping). */
export const liveComment = z
	.object( {
		id,
		/** A plain excerpt of the text, HTML-escaped. */
		commentText: z.string(),
		/** The avatar's address ('' when avatars are off). */
		avatar: z.string(),
		/** The author's name, HTML-escaped. */
		authorName: z.string(),
		/** The date as the site formats it, HTML-escaped. */
		commentDate: z.string(),
		commentLink: z.string(),
	} )
	.strict();

/** The poll's answer. */
export const liveUpdateAnswer = z
	.object( {
		/** New visible comment ids after lastId, oldest first. */
		ids: z.array( id ).max( LIVE_LIMITS.maxNewComments ),
		/** Of visibleCommentIds, those no longer visible (deleted, unapproved, spam). */
		commentIDsToRemove: z.array( id ),
		all_comments_count: id,
		/** The thread's version now: the next poll sends it back. */
		version: z.string().max( LIVE_LIMITS.maxVersion ),
		/** The newest id the answer knows: the next poll's lastId. */
		lastId: id,
		/** Per new comment (same order as ids). */
		comments: z.array( liveComment ).max( LIVE_LIMITS.maxNewComments ),
	} )
	.strict();
export type LiveUpdateAnswer = z.output< typeof liveUpdateAnswer >;

/** A rendered new comment and where it goes: under `parentCommentID`'s replies, or on top (0). */
export const liveRendered = z
	.object( {
		commentId: id,
		parentCommentID: id,
		html: z.string(),
	} )
	.strict();

const liveCounts = {
	/** The rendered new comments, oldest first. */
	comments: z.array( liveRendered ).max( LIVE_LIMITS.maxNewComments ),
	/** The newest id loaded: the poll goes on from it. */
	loadLastCommentId: id,
	/** The pending counter after the load: reset. */
	newCount: id,
	allCommentsCountNew: id,
	wc_all_comments_count_new: id,
	/** The area's heading for that count ("N comments", escaped text). */
	wc_all_comments_count_before_threads_html: z.string(),
};

/** wpdBubbleUpdate (newCommentIds): the comments the bubble announced, rendered, and the counts. */
export const bubbleUpdateAnswer = z.object( liveCounts ).strict();

/** wpdUpdateAutomatically (loadLastCommentId, visibleCommentIds): new ones rendered, gone ones named. */
export const updateAutomaticallyAnswer = z
	.object( { ...liveCounts, commentIDsToRemove: z.array( id ) } )
	.strict();

/** The live actions' answers, spread into commentsAnswers. */
export const liveAnswers = {
	wpdBubbleUpdate: bubbleUpdateAnswer,
	wpdUpdateAutomatically: updateAutomaticallyAnswer,
};

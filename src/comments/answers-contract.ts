/**
 * The shapes of the answers the widget reads (the server's `data`), parsed before use: a body
 * that does not match is an `invalid_answer`, never a half-applied change. Comment HTML in them
 * is the server's one renderer's output, inserted as it is.
 *
 * A contract module (imports zod and ./props only): `commentsAnswers` maps every `wpd*` action
 * to the `data` of its success, exactly as PHP sends it (ids and counts as integers, flags as
 * booleans, every field the server sends listed, so an unknown one is refused); `npm run
 * contracts` writes it to plugin/includes/Comments/comments-answers.schema.json, and the PHP
 * contract test (WireContractTest) calls every action through the real handlers and validates
 * each answer against it. A refusal is `{ success: false, data: <phrase key> }`.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { infoAnswers } from './info-contract';
import { SORTINGS, WPD_TYPES } from './props-contract';
import { ratingAnswers } from './rating-contract';
import {
	notificationAnswer,
	subscriptionAnswers,
} from './subscriptions-contract';
import { captchaAnswers } from './captcha-contract';
import { liveAnswers } from './live-contract';
import { attachmentAnswers } from './attachments-contract';
import { inlineAnswers } from './inline-contract';
import { socialAnswers } from './social-contract';

const id = z.number().int().min( 0 );

export const listAnswer = z.object( {
	comment_list: z.string(),
	loadLastCommentId: id,
	is_show_load_more: z.boolean(),
	last_parent_id: id,
	comments_left: id,
	comments_left_text: z.string(),
	sorting: z.enum( SORTINGS ),
	wpdType: z.enum( WPD_TYPES ),
} );
export type ListAnswer = z.output< typeof listAnswer >;

export const repliesAnswer = z.object( {
	comment_list: z.string(),
	commentId: id,
} );

export const singleAnswer = z.object( {
	message: z.string(),
	parentCommentID: id,
	commentId: id,
} );

export const readMoreAnswer = z.object( {
	message: z.string(),
	commentId: id,
} );

/** A count the server sends as an integer and the widget shows as text. */
const shown = z
	.number()
	.int()
	.transform( ( value ) => String( value ) );

export const VOTE_REACTIONS = [ 'positive', 'negative', 'none' ] as const;

export const voteAnswer = z.object( {
	votes: shown,
	votesHumanReadable: z.string(),
	buttonsStyle: z.enum( [ 'total', 'separate' ] ),
	likeCount: shown,
	dislikeCount: shown,
	likeCountHumanReadable: z.string(),
	dislikeCountHumanReadable: z.string(),
	// Read as text: showVotes() also takes '' (no reaction known).
	curUserReaction: z
		.enum( VOTE_REACTIONS )
		.transform( ( value ): string => value ),
	commentId: id,
} );
type ParsedVote = z.output< typeof voteAnswer >;
/**
 * What showVotes() reads: the totals and the style; the human-readable counts and the reaction
 * may be missing (a display built from other data).
 */
export type VoteAnswer = Pick< ParsedVote, 'votes' | 'buttonsStyle' > &
	Partial< Omit< ParsedVote, 'votes' | 'buttonsStyle' | 'commentId' > >;

export const addAnswer = z.object( {
	wc_all_comments_count_new: id,
	wc_all_comments_count_before_threads_html: z.string(),
	wc_all_comments_count_bubble_html: z.string(),
	message: z.string(),
	is_main: z.boolean(),
	uniqueid: z.string(),
	is_in_same_container: z.boolean(),
	held_moderate: z.boolean(),
	new_comment_id: id,
	comment_author: z.string(),
	comment_author_email: z.string(),
	comment_author_url: z.string(),
	/** The first-comment page's id when this is its author's first comment, else 0. */
	redirect: id,
} );
export type AddAnswer = z.output< typeof addAnswer >;

export const editAnswer = z.object( {
	html: z.string(),
	content: z.string(),
	commentId: id,
} );

export const savedEditAnswer = z.object( {
	html: z.string(),
	lastEdited: z.string(),
	commentId: id,
} );

export const deleteAnswer = z.object( {
	commentId: id,
	/** The post's comment count after the deletion. */
	wc_all_comments_count_new: id,
	/** The area's heading for that count ("N comments", escaped text), as wpdAddComment's. */
	wc_all_comments_count_before_threads_html: z.string(),
} );

export const stickAnswer = z.object( { commentId: id, sticky: z.boolean() } );

export const closeAnswer = z.object( { commentId: id, closed: z.boolean() } );

/** wpdCheckNotificationType: the subscriptions' (subscriptions-contract.ts). */
export { notificationAnswer };

/** wpdRedirect's `data`: the first-comment page's address. */
export const redirectUrl = z.string().regex( /^https?:\/\// );

/** wpdRedirect as the client reads it: api.ts wraps a non-object `data` as `{ value }`. */
export const redirectAnswer = z.object( { value: redirectUrl } );

/** Every action's success `data`, by action: the wire contract PHP is tested against. */
export const commentsAnswers = z.object( {
	wpdLoadMoreComments: listAnswer,
	wpdSorting: listAnswer,
	wpdMostReactedComment: listAnswer,
	wpdHottestThread: listAnswer,
	wpdShowReplies: repliesAnswer,
	wpdGetSingleComment: singleAnswer,
	wpdReadMore: readMoreAnswer,
	wpdVoteOnComment: voteAnswer,
	wpdAddComment: addAnswer,
	wpdRedirect: redirectUrl,
	wpdEditComment: editAnswer,
	wpdSaveEditedComment: savedEditAnswer,
	wpdDeleteComment: deleteAnswer,
	wpdStickComment: stickAnswer,
	wpdCloseThread: closeAnswer,
	...ratingAnswers,
	...subscriptionAnswers,
	...infoAnswers,
	...captchaAnswers,
	...liveAnswers,
	...attachmentAnswers,
	...inlineAnswers,
	...socialAnswers,
} );

export type CommentAction = keyof typeof commentsAnswers.shape;

/** The `wpd*` actions, in the contract's order. */
export const COMMENT_ACTIONS = Object.keys(
	commentsAnswers.shape
) as CommentAction[];

/**
 * The schema of an action's success `data` (for a caller that parses by action name).
 *
 * @param action The action.
 */
export function answerOf< A extends CommentAction >(
	action: A
): ( typeof commentsAnswers.shape )[ A ] {
	return commentsAnswers.shape[ action ];
}

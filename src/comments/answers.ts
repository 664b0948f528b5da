/**
 * The shapes of the answers the widget reads (the server's `data`), parsed before use: a body
 * that does not match is an `invalid_answer`, never a half-applied change. Comment HTML in them
 * is the server's one renderer's output, inserted as it is.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { FILTERS, SORTINGS } from './props';

const id = z.coerce.number().int().min( 0 );

export const listAnswer = z.object( {
	comment_list: z.string(),
	loadLastCommentId: id,
	is_show_load_more: z.boolean(),
	last_parent_id: id,
	comments_left: id,
	comments_left_text: z.string(),
	sorting: z.enum( SORTINGS ),
	wpdType: z.union( [ z.enum( FILTERS ), z.literal( '' ) ] ),
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

const shown = z.union( [ z.string(), z.number() ] ).transform( String );

export const voteAnswer = z.object( {
	votes: shown,
	votesHumanReadable: shown.optional(),
	buttonsStyle: z.enum( [ 'total', 'separate' ] ),
	likeCount: shown.optional(),
	dislikeCount: shown.optional(),
	likeCountHumanReadable: shown.optional(),
	dislikeCountHumanReadable: shown.optional(),
	curUserReaction: z.string().optional().default( '' ),
} );
export type VoteAnswer = z.output< typeof voteAnswer >;

const flag = z
	.union( [ z.boolean(), z.number(), z.string() ] )
	.transform( ( value ) => value === true || value === 1 || value === '1' );

export const addAnswer = z.object( {
	message: z.string(),
	is_main: flag.optional().default( false ),
	uniqueid: z.string().optional().default( '' ),
	held_moderate: flag.optional().default( false ),
	new_comment_id: id,
	comment_author_email: z.string().optional().default( '' ),
	wc_all_comments_count_before_threads_html: z.string().optional(),
	redirect: z.union( [ z.string(), z.number() ] ).optional(),
} );
export type AddAnswer = z.output< typeof addAnswer >;

export const editAnswer = z.object( {
	html: z.string(),
	content: z.string().optional().default( '' ),
} );

export const savedEditAnswer = z.object( {
	html: z.string(),
	lastEdited: z.string().optional().default( '' ),
} );

export const redirectAnswer = z.union( [
	z.object( { value: z.string().url() } ),
	z.object( { url: z.string().url() } ),
] );

export const deleteAnswer = z.object( {
	commentId: id,
	wc_all_comments_count_new: id,
	// The server's "N comments" heading, once wpdDeleteComment sends it as wpdAddComment does.
	wc_all_comments_count_before_threads_html: z.string().optional(),
} );

export const moderationAnswer = z.object( { commentId: id } );

export const notificationAnswer = z.object( { value: z.string() } );

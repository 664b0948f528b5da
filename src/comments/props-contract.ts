/**
 * The widget's props: the `data-farol-props` JSON that Farol\Comments\Render\ThreadView prints
 * on the comment area (filter `farol_comments_client_props`). The reading side's keys are
 * always there; the keys the writing, settings and endpoint modules add are optional here, with
 * the value that keeps the widget safe when a module is absent (no nonce, a guest, no limits,
 * the built-in texts).
 *
 * A contract module (imports zod only): `npm run contracts` writes `commentsProps` to
 * plugin/includes/Comments/comments-props.schema.json, which the PHP contract test
 * (WireContractTest) validates the printed props against, for a guest, a member and a
 * moderator; an unknown key is refused there, so a new prop is added here first.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

export const SORTINGS = [ 'newest', 'oldest', 'by_vote' ] as const;
export const FILTERS = [ 'most_reacted', 'hottest' ] as const;
/** The `wpdType` of a page: a filter, or '' for none (one enum, which JSON Schema can say). */
export const WPD_TYPES = [ '', ...FILTERS ] as const;

export type Sorting = ( typeof SORTINGS )[ number ];
export type Filter = ( typeof FILTERS )[ number ];

const count = z.number().int().min( 0 );

export const commentsProps = z.object( {
	postId: z.number().int().min( 1 ),
	sorting: z.enum( SORTINGS ),
	wpdType: z.enum( WPD_TYPES ),
	perPage: count,
	lastParentId: count,
	isShowLoadMore: z.boolean(),
	commentsLeft: count,
	loadLastCommentId: count,
	ajaxUrl: z.string().min( 1 ),
	nonce: z.string().default( '' ),
	user: z
		.object( { loggedIn: z.boolean(), canModerate: z.boolean() } )
		.default( { loggedIn: false, canModerate: false } ),
	guestCommenting: z.boolean().default( true ),
	requireNameEmail: z.boolean().default( true ),
	limits: z
		.object( {
			commentMin: count,
			commentMax: count,
			replyMin: count,
			replyMax: count,
		} )
		.default( { commentMin: 0, commentMax: 0, replyMin: 0, replyMax: 0 } ),
	// A guest's form is refused sooner than this after the page was rendered (the signed
	// started stamp): the client holds the send until then, showing it sending.
	minSendSeconds: count.default( 0 ),
	cookieHash: z.string().default( '' ),
	placeholderEmailDomain: z.string().default( '' ),
	phrases: z.record( z.string() ).default( {} ),
} );

export type CommentsProps = z.output< typeof commentsProps >;

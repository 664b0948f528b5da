/**
 * The inline comments' wire (a contract module: imports zod only). Each action carries
 * `inline_form_id`, the id of a passage the post's content marks (`data-farol-inline`):
 * wpdGetInlineCommentForm answers the popup's markup (the server's one renderer: title, quoted
 * passage, the list's slot, the form) and the passage's count; wpdGetLastInlineComments the
 * list of its latest comments; wpdAddInlineComment (the form's fields) the new comment's id,
 * whether it waits for moderation, the refreshed list and count, and the icon's new accessible
 * name. Spread into `commentsAnswers` (answers-contract.ts), so the PHP contract test validates
 * every real answer against it.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/** An inline form id as the editor makes it. */
export const INLINE_FORM_ID = /^[a-z0-9]{6,32}$/;

const formId = z.string().regex( INLINE_FORM_ID );
const count = z.number().int().min( 0 );

export const inlineFormAnswer = z.object( {
	inline_form_id: formId,
	html: z.string(),
	count,
} );

export const inlineListAnswer = z.object( {
	inline_form_id: formId,
	comment_list: z.string(),
	count,
} );

export const inlineAddAnswer = inlineListAnswer.extend( {
	new_comment_id: z.number().int().min( 1 ),
	held_moderate: z.boolean(),
	icon_label: z.string(),
} );

export type InlineFormAnswer = z.output< typeof inlineFormAnswer >;
export type InlineListAnswer = z.output< typeof inlineListAnswer >;
export type InlineAddAnswer = z.output< typeof inlineAddAnswer >;

/** The inline comments' actions and their answers. */
export const inlineAnswers = {
	wpdGetInlineCommentForm: inlineFormAnswer,
	wpdGetLastInlineComments: inlineListAnswer,
	wpdAddInlineComment: inlineAddAnswer,
};

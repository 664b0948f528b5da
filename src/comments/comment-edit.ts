/**
 * Editing and deleting a comment in place: wpdEditComment's form (the server's) takes the
 * text's place, cancel or save (wpdSaveEditedComment) brings the text back; deleting asks
 * first.
 */

/**
 * Internal dependencies
 */
import { deleteAnswer, editAnswer, savedEditAnswer } from './answers';
import {
	commentOf,
	fragment,
	invalidAnswer,
	request,
	type Context,
} from './context';
import { showCount } from './count';
import { enhance } from './enhance';
import { FORM_SELECTOR, lock } from './form-lock';
import { store, dispatch } from './store';

/**
 * Opens the edit form of a comment in place of its text.
 *
 * @param ctx    The area.
 * @param button The comment's edit button.
 */
export async function openEdit(
	ctx: Context,
	button: HTMLButtonElement
): Promise< void > {
	const comment = commentOf( button );
	const text = comment?.element.querySelector< HTMLElement >(
		':scope > article [data-farol-slot="text"]'
	);
	if ( ! comment || ! text || text.hidden ) {
		return;
	}
	button.disabled = true;
	const answer = await request(
		ctx,
		'wpdEditComment',
		{ commentId: comment.id, nonce: ctx.props.nonce },
		editAnswer
	);
	button.disabled = false;
	if ( ! answer ) {
		return;
	}
	const nodes = fragment( answer.html );
	const form = nodes.querySelector< HTMLFormElement >( FORM_SELECTOR );
	if ( ! form ) {
		invalidAnswer( ctx, 'wpdEditComment', 'no form in html' );
		return;
	}
	form.dataset.commentId = String( comment.id );
	text.hidden = true;
	text.after( form );
	form.querySelector< HTMLElement >( 'textarea, [contenteditable]' )?.focus();
}

/**
 * Closes an edit form and shows the comment's text again.
 *
 * @param form The edit form.
 */
export function closeEdit( form: HTMLFormElement ): void {
	const text = form.previousElementSibling;
	if ( text instanceof HTMLElement && text.dataset.farolSlot === 'text' ) {
		text.hidden = false;
	}
	form.remove();
}

/**
 * Shows "Edited on …" (the server's escaped text) in the comment's head, in the
 * `farol-comment__edited` element the comment template will print for a comment with an edit
 * time; made here when the page does not have it yet.
 *
 * @param form   The edit form, inside the comment.
 * @param edited The server's text (empty when the answer has none).
 */
export function showEdited( form: HTMLFormElement, edited: string ): void {
	const head = form
		.closest( 'article' )
		?.querySelector( ':scope > .farol-comment__head' );
	if ( ! head || edited === '' ) {
		return;
	}
	let marker = head.querySelector( ':scope > .farol-comment__edited' );
	if ( ! marker ) {
		marker = document.createElement( 'span' );
		marker.className = 'farol-comment__edited';
		head.append( marker );
	}
	marker.replaceChildren( fragment( edited ) );
}

/**
 * Saves an edit and puts the updated text in place.
 *
 * @param ctx  The area.
 * @param form The edit form.
 */
export async function saveEdit(
	ctx: Context,
	form: HTMLFormElement
): Promise< void > {
	const fields = new FormData( form );
	fields.set( 'commentId', form.dataset.commentId ?? '' );
	if ( ctx.props.nonce ) {
		fields.set( 'nonce', ctx.props.nonce );
	}
	lock( form, true );
	let answer;
	try {
		answer = await request(
			ctx,
			'wpdSaveEditedComment',
			fields,
			savedEditAnswer,
			{ sayFailure: true }
		);
	} finally {
		lock( form, false );
	}
	if ( ! answer ) {
		return;
	}
	const text = form.previousElementSibling;
	if ( text instanceof HTMLElement ) {
		text.replaceChildren( fragment( answer.html ) );
		enhance( text );
	}
	showEdited( form, answer.lastEdited );
	form.reset();
	closeEdit( form );
	dispatch( store ).showMessage( 'success', ctx.phrase( 'comment_edited' ) );
}

/**
 * Deletes a comment after the visitor confirms.
 *
 * @param ctx     The area.
 * @param button  The delete button.
 * @param confirm Asks the visitor (the browser's dialog by default).
 */
export async function deleteComment(
	ctx: Context,
	button: HTMLButtonElement,
	// eslint-disable-next-line no-alert -- deleting asks first, in the browser's own dialog.
	confirm: ( text: string ) => boolean = ( text ) => window.confirm( text )
): Promise< void > {
	const comment = commentOf( button );
	if ( ! comment || ! confirm( ctx.phrase( 'delete_confirm' ) ) ) {
		return;
	}
	button.disabled = true;
	const answer = await request(
		ctx,
		'wpdDeleteComment',
		{ commentId: comment.id, nonce: ctx.props.nonce },
		deleteAnswer
	);
	button.disabled = false;
	if ( answer ) {
		comment.element.remove();
		showCount( ctx, answer.wc_all_comments_count_before_threads_html );
		dispatch( store ).showMessage(
			'success',
			ctx.phrase( 'comment_deleted' )
		);
	}
}

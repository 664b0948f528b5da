/**
 * Editing and deleting a comment in place: wpdEditComment's form (the server's) takes the
 * text's place, cancel or save (wpdSaveEditedComment) brings the text back; deleting asks
 * first.
 */

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { editAnswer, savedEditAnswer } from './answers';
import {
	commentOf,
	fragment,
	invalidAnswer,
	request,
	type Context,
} from './context';
import { enhance } from './editor-loader';
import { FORM_SELECTOR, lock } from './forms';
import { store } from './store';

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
	const data = await request( ctx, 'wpdEditComment', {
		commentId: comment.id,
		nonce: ctx.props.nonce,
	} );
	button.disabled = false;
	const parsed = data && editAnswer.safeParse( data );
	if ( ! parsed ) {
		return;
	}
	if ( ! parsed.success ) {
		invalidAnswer( ctx, 'wpdEditComment', parsed.error.issues );
		return;
	}
	const nodes = fragment( parsed.data.html );
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
	const data = await request( ctx, 'wpdSaveEditedComment', fields );
	lock( form, false );
	const parsed = data && savedEditAnswer.safeParse( data );
	if ( ! parsed ) {
		return;
	}
	if ( ! parsed.success ) {
		invalidAnswer( ctx, 'wpdSaveEditedComment', parsed.error.issues );
		return;
	}
	const text = form.previousElementSibling;
	if ( text instanceof HTMLElement ) {
		text.replaceChildren( fragment( parsed.data.html ) );
		enhance( text );
	}
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
	const data = await request( ctx, 'wpdDeleteComment', {
		commentId: comment.id,
		nonce: ctx.props.nonce,
	} );
	button.disabled = false;
	if ( data ) {
		comment.element.remove();
		dispatch( store ).showMessage(
			'success',
			ctx.phrase( 'comment_deleted' )
		);
	}
}

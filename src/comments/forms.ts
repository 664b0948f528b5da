/**
 * The comment forms (markup by the server: the main form in the `main-form` slot, reply forms
 * cloned from `<template id="wpd-reply-template">`, edit forms from wpdEditComment's `html`):
 * opening, sending (wpdAddComment, wpdSaveEditedComment), editing and deleting. Forms without
 * the `farol-comment-form` class (core's comment_form) are left to post the ordinary way.
 */

/**
 * Internal dependencies
 */
import { untilPageAge } from '../lib/bounded/page-age';
import { stampReady } from '../lib/abuse/stamp';
import { addAnswer, redirectAnswer } from './answers';
import { captchaReady, captchaSent } from './captcha-loader';
import { captchaHost } from './captcha-host';
import {
	commentOf,
	fragment,
	request,
	requestQuietly,
	type Context,
} from './context';
import { showCount } from './count';
import { FORM_SELECTOR, lock } from './form-lock';
import { saveEdit } from './comment-edit';
import { clearEditor } from './rich-text-forms';
import { enhance } from './enhance';
import { warnIfUploading } from './attachments';
import {
	keepAgreement,
	prefillGuest,
	restoreAgreement,
	syncRequiredGroups,
} from './fields';
import { store, dispatch } from './store';
import { flagNew } from './thread';
import { checkNotificationType } from './subscriptions/bar';

/** Delay before a first-time commenter is sent to the configured page. */
export const REDIRECT_DELAY = 2000;

/**
 * The reply form of a comment: made once from the template, then shown and hidden.
 *
 * @param ctx    The area.
 * @param button The comment's reply button.
 * @return The form (null when the page has no reply template).
 */
export function toggleReplyForm(
	ctx: Context,
	button: HTMLButtonElement
): HTMLFormElement | null {
	const comment = commentOf( button );
	if ( ! comment ) {
		return null;
	}
	let form = comment.element.querySelector< HTMLFormElement >(
		`:scope > ${ FORM_SELECTOR }[data-farol-form="reply"]`
	);
	if ( ! form ) {
		form = cloneReplyForm( ctx, comment.element, comment.id );
		if ( ! form ) {
			return null;
		}
		comment.element.querySelector( ':scope > article' )?.after( form );
	} else {
		form.hidden = ! form.hidden;
	}
	button.setAttribute( 'aria-expanded', form.hidden ? 'false' : 'true' );
	if ( ! form.hidden ) {
		form
			.querySelector< HTMLElement >( 'textarea, [contenteditable]' )
			?.focus( { preventScroll: true } );
	}
	return form;
}

/**
 * Makes a reply form for a comment from the template. Its unique id is `0_{parentId}` (a new
 * comment, no id yet, under that parent), so the editor id's trailing part is non-zero for
 * every reply; its depth is the parent's plus one.
 *
 * @param ctx     The area.
 * @param element The comment element.
 * @param id      The comment's id.
 */
function cloneReplyForm(
	ctx: Context,
	element: HTMLElement,
	id: number
): HTMLFormElement | null {
	const template = ctx.area.querySelector< HTMLTemplateElement >(
		'template#wpd-reply-template'
	);
	const form = template?.content
		.querySelector( FORM_SELECTOR )
		?.cloneNode( true ) as HTMLFormElement | undefined;
	if ( ! form ) {
		return null;
	}
	const uniqueId = `0_${ id }`;
	form.dataset.uniqueid = uniqueId;
	const depth = Number( element.dataset.depth ?? '1' ) + 1;
	setField( form, 'wpdiscuz_unique_id', uniqueId );
	setField( form, 'wpd_comment_depth', String( depth ) );
	const editor = form.querySelector< HTMLElement >( '.farol-editor' );
	if ( editor ) {
		editor.id = `wpd-editor-${ uniqueId }`;
	}
	// Ids inside the template (labels' targets) are made unique per copy.
	form.querySelectorAll< HTMLElement >( '[id]' ).forEach( ( node ) => {
		if ( node !== editor ) {
			node.id = `${ node.id }-${ uniqueId }`;
		}
	} );
	form.querySelectorAll( 'label[for]' ).forEach( ( label ) => {
		label.setAttribute(
			'for',
			`${ label.getAttribute( 'for' ) }-${ uniqueId }`
		);
	} );
	prefillGuest( form, ctx.props );
	return form;
}

/**
 * Sets a hidden field's value when the form has it.
 *
 * @param form  The form.
 * @param name  The field's name.
 * @param value Its value.
 */
function setField( form: HTMLFormElement, name: string, value: string ): void {
	const field = form.elements.namedItem( name );
	if ( field instanceof HTMLInputElement ) {
		field.value = value;
	}
}

/**
 * Sends a comment form: checks it, locks it, posts it and shows the result.
 *
 * @param ctx  The area.
 * @param form The form.
 */
export async function submitForm(
	ctx: Context,
	form: HTMLFormElement
): Promise< void > {
	if ( form.getAttribute( 'aria-busy' ) === 'true' ) {
		warnIfUploading( ctx, form );
		return;
	}
	syncRequiredGroups( form );
	if ( ! form.reportValidity() ) {
		return;
	}
	keepAgreement( form );
	if ( form.dataset.farolForm === 'edit' ) {
		await saveEdit( ctx, form );
		return;
	}
	lock( form, true );
	let answer;
	// Read before the form is reset: the poster's notification box.
	const notify = form.elements.namedItem( 'wpdiscuz_notification_type' );
	const notifyType =
		notify instanceof HTMLInputElement &&
		( notify.type !== 'checkbox' || notify.checked )
			? notify.value
			: '';
	let sent = false;
	try {
		// A stamp too old (a page from a cache) is replaced first; a fresh one is waited out.
		await stampReady( form );
		const fields = new FormData( form );
		if ( ctx.props.nonce ) {
			fields.set( 'nonce', ctx.props.nonce );
		}
		if ( ! ctx.props.user.loggedIn ) {
			// A quick guest waits, the form showing it sends, rather than being refused.
			await untilPageAge( ctx.props.minSendSeconds );
		}
		// The captcha's answer; an unticked widget stops the send (its border turns red).
		if ( ! ( await captchaReady( captchaHost( ctx ), form, fields ) ) ) {
			return;
		}
		sent = true;
		answer = await request( ctx, 'wpdAddComment', fields, addAnswer, {
			sayFailure: true,
		} );
	} finally {
		lock( form, false );
		if ( sent ) {
			captchaSent( captchaHost( ctx ), form );
		}
	}
	if ( ! answer ) {
		return;
	}
	form.reset();
	restoreAgreement( form );
	clearEditor( form );
	form.dispatchEvent( new CustomEvent( 'farol:sent', { bubbles: true } ) );
	showCount( ctx, answer.wc_all_comments_count_before_threads_html );
	const messages = dispatch( store );
	if ( answer.held_moderate ) {
		messages.showMessage( 'warning', ctx.phrase( 'comment_held' ) );
	} else {
		insertNewComment( ctx, form, answer.message, answer.is_main );
		messages.showMessage( 'success', ctx.phrase( 'comment_posted' ) );
		checkNotificationType( ctx, notifyType, {
			comment_id: answer.new_comment_id,
			email: answer.comment_author_email,
			isParent: answer.is_main ? 1 : 0,
		} );
	}
	if ( form.dataset.farolForm === 'reply' ) {
		form.hidden = true;
	}
	redirectFirstComment( ctx, answer.new_comment_id );
}

/**
 * Puts the server's HTML of a new comment in its place: at the top of the list for a comment,
 * at the end of its parent's replies for a reply.
 *
 * @param ctx    The area.
 * @param form   The form it was sent from.
 * @param html   The server's markup.
 * @param isMain Whether it is a top-level comment.
 */
function insertNewComment(
	ctx: Context,
	form: HTMLFormElement,
	html: string,
	isMain: boolean
): void {
	const nodes = fragment( html );
	const element = nodes.firstElementChild as HTMLElement | null;
	const parent = isMain ? null : commentOf( form );
	if ( parent ) {
		let box = document.getElementById( `wpd-replies-${ parent.id }` );
		if ( ! box ) {
			box = document.createElement( 'div' );
			box.className = 'farol-comment__replies';
			box.setAttribute( 'role', 'list' );
			box.id = `wpd-replies-${ parent.id }`;
			parent.element.append( box );
		}
		box.hidden = false;
		box.append( nodes );
	} else {
		ctx.list.prepend( nodes );
	}
	if ( element ) {
		flagNew( element );
		enhance( element );
	}
}

/**
 * Asks where a first-time commenter goes (the configured page), and goes there after 2 s.
 *
 * @param ctx       The area.
 * @param commentId The new comment.
 */
async function redirectFirstComment(
	ctx: Context,
	commentId: number
): Promise< void > {
	const answer = await requestQuietly(
		ctx,
		'wpdRedirect',
		{ commentId },
		redirectAnswer
	);
	let url = '';
	if ( answer ) {
		url = answer.value;
	}
	if ( /^https?:\/\//.test( url ) ) {
		window.setTimeout(
			() => window.location.assign( url ),
			REDIRECT_DELAY
		);
	}
}

/**
 * What every part of the widget shares for one comment area: its element, props, texts and the
 * one request helper that keeps the loading bar and the messages right.
 */

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { callAction, type Caller } from './api';
import type { Phrase } from './phrases';
import type { CommentsProps } from './props';
import { store } from './store';

export interface Context {
	area: HTMLElement;
	list: HTMLElement;
	props: CommentsProps;
	phrase: Phrase;
	caller: Caller;
}

/**
 * Sends an action, shows the loading bar meanwhile and a refusal as an error message (the
 * server's phrase key → the configured text). A network failure is only logged (by callAction).
 *
 * @param ctx    The area.
 * @param action The `wpd*` action.
 * @param fields Its fields.
 * @return The answer's data, or null when there is none to use.
 */
export async function request(
	ctx: Context,
	action: string,
	fields: Record< string, string | number > | FormData = {}
): Promise< Record< string, unknown > | null > {
	const actions = dispatch( store );
	actions.requestStarted();
	try {
		const outcome = await callAction( ctx.caller, action, fields );
		if ( outcome.kind === 'ok' ) {
			return outcome.data;
		}
		if ( outcome.kind === 'refused' ) {
			actions.showMessage( 'error', ctx.phrase( outcome.key ) );
		}
		return null;
	} finally {
		actions.requestEnded();
	}
}

/**
 * Sends an action whose refusal is an ordinary answer (no message), e.g. wpdRedirect for a
 * commenter who is not new.
 *
 * @param ctx    The area.
 * @param action The `wpd*` action.
 * @param fields Its fields.
 * @return The answer's data, or null.
 */
export async function requestQuietly(
	ctx: Context,
	action: string,
	fields: Record< string, string | number >
): Promise< Record< string, unknown > | null > {
	const outcome = await callAction( ctx.caller, action, fields );
	return outcome.kind === 'ok' ? outcome.data : null;
}

/**
 * Shows that an answer did not have the expected shape.
 *
 * @param ctx    The area.
 * @param action The action whose answer it was.
 * @param issues What did not match.
 */
export function invalidAnswer(
	ctx: Context,
	action: string,
	issues: unknown
): void {
	// eslint-disable-next-line no-console -- an answer of the wrong shape is a bug to find.
	console.error( `[farol] comments: ${ action } answer`, issues );
	dispatch( store ).showMessage( 'error', ctx.phrase( 'invalid_answer' ) );
}

/**
 * Parses the comment HTML the server rendered into nodes (never drawn again in TSX).
 *
 * @param html The server's markup.
 */
export function fragment( html: string ): DocumentFragment {
	const template = document.createElement( 'template' );
	template.innerHTML = html;
	return template.content;
}

/**
 * The comment element holding a node, and its id.
 *
 * @param node A node inside a comment.
 */
export function commentOf(
	node: Element
): { element: HTMLElement; id: number } | null {
	const element = node.closest< HTMLElement >(
		'.farol-comment[data-comment-id]'
	);
	const id = Number( element?.dataset.commentId );
	return element && id > 0 ? { element, id } : null;
}

/**
 * What every part of the widget shares for one comment area: its element, props, texts and the
 * one request helper that keeps the loading bar and the messages right.
 */

/**
 * External dependencies
 */
import type { z } from 'zod';

/**
 * Internal dependencies
 */
import { requestParsed, type Caller, type Fields, type Outcome } from './api';
import type { Phrase } from './phrases';
import type { CommentsProps } from './props';
import { store, dispatch } from './store';

export interface Context {
	area: HTMLElement;
	list: HTMLElement;
	props: CommentsProps;
	phrase: Phrase;
	caller: Caller;
}

/** How `request` treats a failed network call. */
export interface RequestOptions {
	/**
	 * Whether the visitor is told (the `network_error` phrase): on for what a visitor sends
	 * (a form), so a submit never silently does nothing; off for what may quietly be asked
	 * again (loading more comments), where the re-enabled button says enough.
	 */
	sayFailure?: boolean;
}

/**
 * Sends an action and parses its answer, shows the loading bar meanwhile and a refusal (or an
 * answer of the wrong shape) as an error message: the server's phrase key → the configured
 * text. A network failure, or an exception on the way, is logged (by callAction, or here) and
 * shown only when `options.sayFailure` asks for it.
 *
 * @param ctx     The area.
 * @param action  The `wpd*` action.
 * @param fields  Its fields.
 * @param schema  The answer's schema.
 * @param options How a failure is treated.
 * @return The parsed data, or null when there is none to use.
 */
export async function request< Schema extends z.ZodTypeAny >(
	ctx: Context,
	action: string,
	fields: Fields,
	schema: Schema,
	options: RequestOptions = {}
): Promise< z.output< Schema > | null > {
	const actions = dispatch( store );
	actions.requestStarted();
	try {
		let outcome: Outcome< z.output< Schema > >;
		try {
			outcome = await requestParsed( ctx.caller, action, fields, schema );
		} catch ( error ) {
			// eslint-disable-next-line no-console -- a failed request must leave a trace.
			console.error( `[farol] comments: ${ action } failed`, error );
			outcome = { kind: 'failed' };
		}
		if ( outcome.kind === 'ok' ) {
			return outcome.data;
		}
		if ( outcome.kind === 'refused' ) {
			actions.showMessage( 'error', ctx.phrase( outcome.key ) );
		} else if ( options.sayFailure ) {
			actions.showMessage( 'error', ctx.phrase( 'network_error' ) );
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
 * @param schema The answer's schema.
 * @return The parsed data, or null.
 */
export async function requestQuietly< Schema extends z.ZodTypeAny >(
	ctx: Context,
	action: string,
	fields: Fields,
	schema: Schema
): Promise< z.output< Schema > | null > {
	const outcome = await requestParsed( ctx.caller, action, fields, schema );
	return outcome.kind === 'ok' ? outcome.data : null;
}

/**
 * Shows that an answer did not have the expected shape beyond what its schema says (e.g. an
 * edit form's HTML without a form).
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

/**
 * The widget's one way to the server: every `wpd*` action is a POST of FormData with `action`
 * and `postId` to the area's `ajaxUrl` (admin-ajax or Farol's own endpoint, the server says
 * which). Answers are `{ success, data }`; a refusal's `data` is a phrase key. The outcome is
 * one of three kinds, so callers never touch a raw Response:
 * - `ok` with the data, parsed by the action's answer schema (requestParsed);
 * - `refused` with the phrase key the server gave (`invalid_answer` when the body was not the
 *   expected object or its data did not match the schema);
 * - `failed`: the network failed, or no answer came within ACTION_DEADLINE_MS (logged; the
 *   caller re-enables its buttons).
 */

/**
 * External dependencies
 */
import type { z } from 'zod';

/**
 * Internal dependencies
 */
import { withDeadline } from '../lib/bounded';

/** The longest an action may take, reading its answer included. */
export const ACTION_DEADLINE_MS = 30000;

export type Outcome< Data = Record< string, unknown > > =
	| { kind: 'ok'; data: Data }
	| { kind: 'refused'; key: string; text?: string }
	| { kind: 'failed' };

export type Fields = Record< string, string | number > | FormData;

export interface Caller {
	ajaxUrl: string;
	postId: number;
}

/**
 * Turns a parsed answer body into an outcome.
 *
 * @param body The JSON body, whatever it is.
 */
export function readAnswer( body: unknown ): Outcome {
	if (
		typeof body !== 'object' ||
		body === null ||
		! ( 'success' in body )
	) {
		return { kind: 'refused', key: 'invalid_answer' };
	}
	const { success, data } = body as { success: unknown; data: unknown };
	if ( success === true ) {
		return {
			kind: 'ok',
			data:
				typeof data === 'object' && data !== null
					? ( data as Record< string, unknown > )
					: { value: data },
		};
	}
	// wmuDeleteAttachment refuses as the spec has it: "data.errorCode or data.error" — the key is
	// errorCode; the server's own text `error` comes along (`text`) for a key without a phrase.
	const envelope =
		typeof data === 'object' && data !== null
			? ( data as { errorCode?: unknown; error?: unknown } )
			: null;
	const code = envelope ? envelope.errorCode : data;
	const key = typeof code === 'string' && code !== '' ? code : 'server_error';
	return typeof envelope?.error === 'string' && envelope.error !== ''
		? { kind: 'refused', key, text: envelope.error }
		: { kind: 'refused', key };
}

/**
 * Sends one action.
 *
 * @param caller     The area's endpoint and post.
 * @param action     The `wpd*` action.
 * @param fields     Its fields (a FormData is sent as it is, with action and postId set).
 * @param deadlineMs The longest the action may take.
 */
export async function callAction(
	caller: Caller,
	action: string,
	fields: Fields = {},
	deadlineMs: number = ACTION_DEADLINE_MS
): Promise< Outcome > {
	const body = fields instanceof FormData ? fields : new FormData();
	if ( ! ( fields instanceof FormData ) ) {
		for ( const [ name, value ] of Object.entries( fields ) ) {
			body.set( name, String( value ) );
		}
	}
	body.set( 'action', action );
	body.set( 'postId', String( caller.postId ) );
	let answer: { parsed: unknown } | null;
	try {
		answer = await withDeadline( deadlineMs, async ( signal ) => {
			const response = await fetch( caller.ajaxUrl, {
				method: 'POST',
				body,
				credentials: 'same-origin',
				signal,
			} );
			try {
				return { parsed: ( await response.json() ) as unknown };
			} catch {
				return null;
			}
		} );
	} catch ( error ) {
		// eslint-disable-next-line no-console -- a failed request must leave a trace for whoever debugs it.
		console.error( `[farol] comments: ${ action } failed`, error );
		return { kind: 'failed' };
	}
	if ( ! answer ) {
		// WordPress answers "0" or an HTML page when no handler ran.
		// eslint-disable-next-line no-console -- see above.
		console.error( `[farol] comments: ${ action } answered no JSON` );
		return { kind: 'refused', key: 'invalid_answer' };
	}
	return readAnswer( answer.parsed );
}

/**
 * Sends one action and parses its answer's data with the action's schema: data that does not
 * match is refused as `invalid_answer` (logged with what did not match), so no caller ever
 * works with half of an answer.
 *
 * @param caller The area's endpoint and post.
 * @param action The `wpd*` action.
 * @param fields Its fields.
 * @param schema The answer's schema (answers.ts).
 */
export async function requestParsed< Schema extends z.ZodTypeAny >(
	caller: Caller,
	action: string,
	fields: Fields,
	schema: Schema
): Promise< Outcome< z.output< Schema > > > {
	const outcome = await callAction( caller, action, fields );
	if ( outcome.kind !== 'ok' ) {
		return outcome;
	}
	const parsed = schema.safeParse( outcome.data );
	if ( ! parsed.success ) {
		// eslint-disable-next-line no-console -- an answer of the wrong shape is a bug to find.
		console.error(
			`[farol] comments: ${ action } answer`,
			parsed.error.issues
		);
		return { kind: 'refused', key: 'invalid_answer' };
	}
	return { kind: 'ok', data: parsed.data };
}

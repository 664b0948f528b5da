/**
 * What a conversion answer means to the visitor:
 * - 200: converted; a thank-you message to show and where to go next (the answer's
 *   redirect_to, else the form's own);
 * - 422 whose errors start with CORPORATE_EMAIL_ONLY: the corporate-email message on the
 *   email field;
 * - any other 422: the form no longer takes conversions;
 * - 400 with field errors: each error beside its field;
 * - anything else, or no answer at all (offline, aborted, or none within SEND_DEADLINE_MS):
 *   a failure the visitor may retry.
 */

/**
 * Internal dependencies
 */
import { withDeadline } from '../../lib/bounded';
import { SEND_DEADLINE_MS } from './waits';

export { SEND_DEADLINE_MS };

/** One error of an answer. */
export interface AnswerError {
	field: string;
	error_type: string;
	error_message: string;
}

export type Outcome =
	| { kind: 'converted'; thankyou: string; redirectTo: string }
	| { kind: 'corporate'; field: string; message: string }
	| { kind: 'unavailable' }
	| { kind: 'invalid'; errors: AnswerError[] }
	| { kind: 'failed' };

/**
 * The errors listed in an answer's body.
 *
 * @param body The parsed body.
 */
function errorsOf( body: unknown ): AnswerError[] {
	const list =
		typeof body === 'object' && body !== null
			? ( body as { errors?: unknown } ).errors
			: undefined;
	if ( ! Array.isArray( list ) ) {
		return [];
	}
	return list
		.filter(
			( item ): item is Record< string, unknown > =>
				typeof item === 'object' && item !== null
		)
		.map( ( item ) => ( {
			field: String( item.field ?? '' ),
			error_type: String( item.error_type ?? '' ),
			error_message: String( item.error_message ?? '' ),
		} ) );
}

/**
 * A string property of an object body, or ''.
 *
 * @param body The parsed body.
 * @param key  The property.
 */
function text( body: unknown, key: string ): string {
	const value =
		typeof body === 'object' && body !== null
			? ( body as Record< string, unknown > )[ key ]
			: undefined;
	return typeof value === 'string' ? value : '';
}

/**
 * The outcome of an answer.
 *
 * @param status     The HTTP status (0: no answer).
 * @param body       The parsed JSON body (null when none).
 * @param redirectTo The form's own redirect address ('' when none).
 */
export function outcomeOf(
	status: number,
	body: unknown,
	redirectTo: string
): Outcome {
	if ( status >= 200 && status < 300 ) {
		return {
			kind: 'converted',
			thankyou: text( body, 'thankyou_message' ),
			redirectTo: text( body, 'redirect_to' ) || redirectTo,
		};
	}
	const errors = errorsOf( body );
	if ( status === 422 ) {
		const first = errors[ 0 ];
		if ( first?.error_type === 'CORPORATE_EMAIL_ONLY' ) {
			return {
				kind: 'corporate',
				field: first.field || 'email',
				message: first.error_message,
			};
		}
		return { kind: 'unavailable' };
	}
	if ( status === 400 && errors.some( ( error ) => error.field !== '' ) ) {
		return { kind: 'invalid', errors };
	}
	return { kind: 'failed' };
}

/**
 * Sends a request and reads its outcome; a network error, or no answer by the deadline, is a
 * failure, never a throw.
 *
 * @param url        Where.
 * @param init       How.
 * @param redirectTo The form's own redirect address.
 * @param fetcher    The fetch to use.
 * @param deadlineMs The longest the request may take.
 */
export async function send(
	url: string,
	init: RequestInit,
	redirectTo: string,
	fetcher: typeof fetch = fetch,
	deadlineMs: number = SEND_DEADLINE_MS
): Promise< Outcome > {
	let answer: { status: number; body: unknown };
	try {
		answer = await withDeadline( deadlineMs, async ( signal ) => {
			const response = await fetcher( url, { ...init, signal } );
			let body: unknown = null;
			try {
				body = await response.json();
			} catch {
				// A body that is not JSON (a proxy's error page): the status alone decides.
			}
			return { status: response.status, body };
		} );
	} catch {
		return { kind: 'failed' };
	}
	return outcomeOf( answer.status, answer.body, redirectTo );
}

/**
 * The contact form's calls: send (`POST .../feedback`, multipart, JSON answer) and refill
 * (`GET .../refill`). Each resolves to a typed result and never rejects, so the form always
 * leaves `submitting`: a network failure is `fetch_error`, an answer that is not JSON or not
 * the contract's shape is `invalid_json`, and a REST error answer (a non-2xx status with
 * `{ code, message }`) is that code and message instead of being ignored.
 *
 * A call has a deadline (withDeadline): a server that never answers gives `timeout`, with the
 * message that the form could not be sent, instead of a form left sending.
 *
 * Answers are checked against the JSON Schemas generated from the zod contract
 * (src/contact-form/feedback-contract.ts → `npm run contracts`), the files the server reads,
 * with the small checker of src/lib/contracts: zod itself would more than double the weight of
 * the contact form's script on a visitor's page.
 */
/**
 * Internal dependencies
 */
import { DeadlineError, withDeadline } from '../../lib/bounded';
import {
	matchesSchema,
	type JsonSchema,
} from '../../lib/contracts/matches-schema';
import type { FeedbackResponse, RefillResponse } from '../feedback-contract';
import feedbackContract from '../../../plugin/includes/ContactForm/feedback-response.schema.json';
import refillContract from '../../../plugin/includes/ContactForm/refill-response.schema.json';
import { invalidJsonMessage, offlineMessage, refusedMessage } from './messages';

/** What the calls need of `fetch` (the browser's fits; tests pass a stand-in). */
export type FetchLike = (
	url: string,
	init: {
		method: 'GET' | 'POST';
		headers: Record< string, string >;
		body?: FormData;
		credentials: 'same-origin';
		signal?: AbortSignal;
	}
) => Promise< { ok: boolean; status: number; text(): Promise< string > } >;

/** A call that gave no usable answer. */
export type CallFailure = {
	ok: false;
	/** `fetch_error`, `timeout`, `invalid_json`, or the server's REST error code. */
	code: string;
	/** The message to show, translated. */
	message: string;
	/** HTTP status; 0 when no answer arrived. */
	httpStatus: number;
};

export type CallResult< T > =
	| { ok: true; httpStatus: number; data: T }
	| CallFailure;

export type FeedbackResult = CallResult< FeedbackResponse >;
export type RefillResult = CallResult< RefillResponse >;

/**
 * The longest a send may take: long enough for the files a form may carry on a slow line.
 */
export const FEEDBACK_DEADLINE_MS = 60000;

/** The longest a refill may take. */
export const REFILL_DEADLINE_MS = 20000;

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * Calls the server and reads its answer with a contract.
 *
 * @param url         Endpoint.
 * @param init        Method, body.
 * @param init.method GET or POST.
 * @param init.body   The form data, for POST.
 * @param contract    The answer's contract (its generated JSON Schema).
 * @param fetchImpl   fetch.
 * @param deadlineMs  The longest the call may take.
 * @param prepare     Turns the decoded JSON into what the contract reads.
 * @return The parsed answer or why there is none.
 */
async function call< T >(
	url: string,
	init: { method: 'GET' | 'POST'; body?: FormData },
	contract: JsonSchema,
	fetchImpl: FetchLike,
	deadlineMs: number,
	prepare: ( data: unknown ) => unknown = ( data ) => data
): Promise< CallResult< T > > {
	let text: string;
	let httpStatus = 0;
	let ok = false;
	try {
		text = await withDeadline( deadlineMs, async ( signal ) => {
			const response = await fetchImpl( url, {
				...init,
				headers: { Accept: 'application/json' },
				credentials: 'same-origin',
				signal,
			} );
			httpStatus = response.status;
			ok = response.ok;
			return response.text();
		} );
	} catch ( error ) {
		const late = error instanceof DeadlineError;
		return {
			ok: false,
			code: late ? 'timeout' : 'fetch_error',
			message: late ? refusedMessage() : offlineMessage(),
			httpStatus,
		};
	}
	if ( ! ok ) {
		return refusal( text, httpStatus );
	}
	const invalid: CallFailure = {
		ok: false,
		code: 'invalid_json',
		message: invalidJsonMessage(),
		httpStatus,
	};
	let data: unknown;
	try {
		data = prepare( JSON.parse( text ) );
	} catch {
		return invalid;
	}
	return matchesSchema( data, contract )
		? { ok: true, httpStatus, data: data as T }
		: invalid;
}

/**
 * A non-2xx answer: the REST error's code and message when it is one, else invalid_json.
 *
 * @param text       The body.
 * @param httpStatus Its status.
 * @return The failure.
 */
function refusal( text: string, httpStatus: number ): CallFailure {
	let data: unknown = null;
	try {
		data = JSON.parse( text );
	} catch {
		// Not JSON: reported below.
	}
	if ( ! isRecord( data ) || typeof data.code !== 'string' ) {
		return {
			ok: false,
			code: 'invalid_json',
			message: invalidJsonMessage(),
			httpStatus,
		};
	}
	return {
		ok: false,
		code: data.code,
		message:
			typeof data.message === 'string' && data.message !== ''
				? data.message
				: refusedMessage(),
		httpStatus,
	};
}

/**
 * Sends a form.
 *
 * @param endpoint   The form's feedback URL.
 * @param formData   The form's data (fields, hidden fields, files).
 * @param fetchImpl  fetch (the browser's by default).
 * @param deadlineMs The longest the send may take.
 * @return The feedback answer, or why there is none.
 */
export function submitFeedback(
	endpoint: string,
	formData: FormData,
	fetchImpl: FetchLike = ( url, init ) => window.fetch( url, init ),
	deadlineMs: number = FEEDBACK_DEADLINE_MS
): Promise< FeedbackResult > {
	return call< FeedbackResponse >(
		endpoint,
		{ method: 'POST', body: formData },
		feedbackContract as JsonSchema,
		fetchImpl,
		deadlineMs
	);
}

/**
 * Asks for a form's new captcha and quiz data (after a send, or on a cached page). An empty
 * list (what PHP encodes an empty array as) counts as no data.
 *
 * @param endpoint   The form's refill URL.
 * @param fetchImpl  fetch (the browser's by default).
 * @param deadlineMs The longest the refill may take.
 * @return The refill answer, or why there is none.
 */
export function fetchRefill(
	endpoint: string,
	fetchImpl: FetchLike = ( url, init ) => window.fetch( url, init ),
	deadlineMs: number = REFILL_DEADLINE_MS
): Promise< RefillResult > {
	return call< RefillResponse >(
		endpoint,
		{ method: 'GET' },
		refillContract as JsonSchema,
		fetchImpl,
		deadlineMs,
		// PHP's json_encode( array() ) is `[]`.
		( data ) => ( Array.isArray( data ) && data.length === 0 ? {} : data )
	);
}

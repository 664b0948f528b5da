/**
 * The contact form's calls: send (`POST .../feedback`, multipart, JSON answer) and refill
 * (`GET .../refill`). Each resolves to a typed result and never rejects, so the form always
 * leaves `submitting`: a network failure is `fetch_error`, an answer that is not JSON or not
 * the contract's shape is `invalid_json`, and a REST error answer (a non-2xx status with
 * `{ code, message }`) is that code and message instead of being ignored.
 *
 * Answers are checked against the JSON Schemas generated from the zod contract
 * (src/contact-form/feedback-contract.ts → `npm run contracts`), the files the server reads,
 * with the small checker of src/lib/contracts: zod itself would more than double the weight of
 * the contact form's script on a visitor's page.
 */
/**
 * Internal dependencies
 */
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
	}
) => Promise< { ok: boolean; status: number; text(): Promise< string > } >;

/** A call that gave no usable answer. */
export type CallFailure = {
	ok: false;
	/** `fetch_error`, `invalid_json`, or the server's REST error code. */
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
 * @param prepare     Turns the decoded JSON into what the contract reads.
 * @return The parsed answer or why there is none.
 */
async function call< T >(
	url: string,
	init: { method: 'GET' | 'POST'; body?: FormData },
	contract: JsonSchema,
	fetchImpl: FetchLike,
	prepare: ( data: unknown ) => unknown = ( data ) => data
): Promise< CallResult< T > > {
	let text: string;
	let httpStatus = 0;
	try {
		const response = await fetchImpl( url, {
			...init,
			headers: { Accept: 'application/json' },
			credentials: 'same-origin',
		} );
		httpStatus = response.status;
		text = await response.text();
		if ( ! response.ok ) {
			return refusal( text, httpStatus );
		}
	} catch {
		return {
			ok: false,
			code: 'fetch_error',
			message: offlineMessage(),
			httpStatus,
		};
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
 * @param endpoint  The form's feedback URL.
 * @param formData  The form's data (fields, hidden fields, files).
 * @param fetchImpl fetch (the browser's by default).
 * @return The feedback answer, or why there is none.
 */
export function submitFeedback(
	endpoint: string,
	formData: FormData,
	fetchImpl: FetchLike = ( url, init ) => window.fetch( url, init )
): Promise< FeedbackResult > {
	return call< FeedbackResponse >(
		endpoint,
		{ method: 'POST', body: formData },
		feedbackContract as JsonSchema,
		fetchImpl
	);
}

/**
 * Asks for a form's new captcha and quiz data (after a send, or on a cached page). An empty
 * list (what PHP encodes an empty array as) counts as no data.
 *
 * @param endpoint  The form's refill URL.
 * @param fetchImpl fetch (the browser's by default).
 * @return The refill answer, or why there is none.
 */
export function fetchRefill(
	endpoint: string,
	fetchImpl: FetchLike = ( url, init ) => window.fetch( url, init )
): Promise< RefillResult > {
	return call< RefillResponse >(
		endpoint,
		{ method: 'GET' },
		refillContract as JsonSchema,
		fetchImpl,
		// PHP's json_encode( array() ) is `[]`.
		( data ) => ( Array.isArray( data ) && data.length === 0 ? {} : data )
	);
}

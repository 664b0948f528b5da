/**
 * Timed requests over loopback, written once: one request timed from send to the last byte
 * (and to the headers, the time to first byte), always carrying the bench's rate-limit pass
 * when one is set, and `sample()`, which sends a request WARMUP times uncounted and then N
 * times, and sums the times up as n / p50 / p95.
 */
/**
 * External dependencies
 */
import { performance } from 'node:perf_hooks';

/**
 * Internal dependencies
 */
import { passHeaders } from './bench-pass.mjs';
import { summarize } from './stats.mjs';

let pass = '';

/**
 * Sends the rate limit's loopback pass with every request from now on ('' for none).
 *
 * @param {string} secret The pass a site helper opened.
 */
export function setPass( secret ) {
	pass = secret ?? '';
}

/**
 * One timed request.
 *
 * @param {string} url     Address.
 * @param {Object} options fetch options.
 * @return {Promise<{ms: number, ttfb: number, status: number, body: string, cookie: string|null}>} Timing and answer.
 */
export async function timed( url, options = {} ) {
	const start = performance.now();
	const response = await fetch( url, {
		redirect: 'manual',
		...options,
		headers: { ...( options.headers ?? {} ), ...passHeaders( pass ) },
	} );
	const ttfb = performance.now() - start;
	const body = await response.text();
	return {
		ms: performance.now() - start,
		ttfb,
		status: response.status,
		body,
		cookie: response.headers.get( 'set-cookie' ),
	};
}

/**
 * A form body, as the browser posts one (multipart).
 *
 * @param {Record<string, string|number>} fields Fields.
 * @return {FormData} Body.
 */
export function form( fields ) {
	const body = new FormData();
	for ( const [ key, value ] of Object.entries( fields ) ) {
		body.append( key, String( value ) );
	}
	return body;
}

/**
 * Sends one kind of request `warmup + runs` times in a row and summarises the counted ones.
 * `send(i)` makes request number i; `ok(answer)` says whether it was answered as expected.
 *
 * @param {{runs: number, warmup: number}} counts How many.
 * @param {(i: number) => Promise<Object>} send   One request (a `timed()` answer).
 * @param {(answer: Object) => boolean}    ok     Whether an answer is the expected one.
 * @param {'ms'|'ttfb'}                    [time] Which time is the figure.
 * @return {Promise<{n: number, p50: number|null, p95: number|null, failed: number, first: Object}>} Summary.
 */
export async function sample( { runs, warmup }, send, ok, time = 'ms' ) {
	const times = [];
	let failed = 0;
	let first = null;
	for ( let i = 0; i < warmup + runs; i++ ) {
		const answer = await send( i );
		if ( i < warmup ) {
			continue;
		}
		first ??= answer;
		times.push( answer[ time ] );
		if ( ! ok( answer ) ) {
			failed++;
		}
	}
	return { ...summarize( times ), failed, first };
}

/**
 * Whether a body is admin-ajax's `{ success: true }`.
 *
 * @param {{body: string}} answer A timed() answer.
 */
export function ajaxSuccess( answer ) {
	try {
		return JSON.parse( answer.body ).success === true;
	} catch {
		return false;
	}
}

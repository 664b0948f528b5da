/**
 * The result rows of the bench's server figures, written once: `timing()` runs one block of
 * timed requests under the busy guard (./machine.mjs) and returns the row the table and the
 * JSON show: { id, metric, unit, n, p50, p95, failed, busy, evidence, note }.
 */
/**
 * Internal dependencies
 */
import { guard } from './machine.mjs';

/**
 * One timing row.
 *
 * @param {string}                id      Stable key (JSON, compare.mjs).
 * @param {string}                metric  What the row measures, as the table says it.
 * @param {() => Promise<Object>} measure The requests: resolves with http.sample()'s summary.
 * @param {string}                [note]  What to know beside the figure.
 * @return {Promise<Object>} The row.
 */
export async function timing( id, metric, measure, note = '' ) {
	const { result, busy, evidence } = await guard( measure );
	const failed = result.failed ?? 0;
	return {
		id,
		metric,
		unit: 'ms',
		n: result.n,
		p50: result.p50,
		p95: result.p95,
		failed,
		busy,
		evidence,
		note: [
			note,
			failed ? `${ failed } of ${ result.n } not as expected` : '',
		]
			.filter( Boolean )
			.join( '; ' ),
	};
}

/**
 * A row that could not be measured (no such page, the endpoint missing on this branch...).
 *
 * @param {string} id     Key.
 * @param {string} metric What.
 * @param {string} why    Why not.
 */
export function notMeasured( id, metric, why ) {
	return {
		id,
		metric,
		unit: 'ms',
		n: 0,
		p50: null,
		p95: null,
		failed: 0,
		busy: false,
		note: why,
	};
}

/**
 * The statistics the bench prints, written once: median, nearest-rank percentiles, and the
 * n / p50 / p95 summary of a timing row.
 */

/**
 * The median: the middle value, or the mean of the two middle values for an even count.
 *
 * @param {number[]} values Numbers (at least one).
 * @return {number} The median.
 */
export function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

/**
 * A percentile by nearest rank (p = 0.95 → the value 95 % of the samples are at or below).
 *
 * @param {number[]} values Numbers (at least one).
 * @param {number}   p      Fraction, 0 to 1.
 * @return {number} The value.
 */
export function percentile( values, p ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min( sorted.length - 1, Math.floor( sorted.length * p ) )
	];
}

const round = ( value ) => Number( value.toFixed( 1 ) );

/**
 * The figures a timing row shows: count, p50 and p95 (nearest rank), in the samples' unit,
 * rounded to 0.1.
 *
 * @param {number[]} values Samples (none gives nulls).
 * @return {{n: number, p50: number|null, p95: number|null}} Summary.
 */
export function summarize( values ) {
	if ( values.length === 0 ) {
		return { n: 0, p50: null, p95: null };
	}
	return {
		n: values.length,
		p50: round( percentile( values, 0.5 ) ),
		p95: round( percentile( values, 0.95 ) ),
	};
}

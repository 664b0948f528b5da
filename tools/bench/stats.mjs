/**
 * The statistics the benchmarks print, written once.
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

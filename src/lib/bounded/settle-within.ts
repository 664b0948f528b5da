/**
 * A bounded wait on something a submit does not strictly need (a lazy chunk, a third party's
 * hook): its value when it comes in time, else a fallback, so the submit goes on without it.
 */

/**
 * The promise's value, or `fallback` when it rejects or has not settled after `ms`. Never
 * rejects.
 *
 * @param promise  What to wait for.
 * @param ms       The longest wait, in milliseconds.
 * @param fallback What to go on with instead.
 */
export function settleWithin< Value, Fallback >(
	promise: Promise< Value >,
	ms: number,
	fallback: Fallback
): Promise< Value | Fallback > {
	return new Promise( ( resolve ) => {
		const timer = setTimeout( () => resolve( fallback ), ms );
		promise.then(
			( value ) => {
				clearTimeout( timer );
				resolve( value );
			},
			() => {
				clearTimeout( timer );
				resolve( fallback );
			}
		);
	} );
}

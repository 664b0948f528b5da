/**
 * A request with a deadline: `fetch` itself waits as long as the server keeps the connection
 * open, and a form left "sending" by a server that never answers looks to the visitor like a
 * form that does nothing. The task gets an AbortSignal that fires at the deadline (reading the
 * body included, so a server that sends its headers and then stalls is cut too), and the
 * returned promise rejects then even if the task ignores the signal.
 */

/** The error a task past its deadline rejects with. */
export class DeadlineError extends Error {
	constructor( ms: number ) {
		super( `No answer within ${ ms } ms.` );
		this.name = 'DeadlineError';
	}
}

/**
 * Runs a task that must end within `ms`.
 *
 * @param ms   The deadline, in milliseconds.
 * @param task The task; pass its signal to fetch.
 * @return The task's value; rejects with DeadlineError at the deadline.
 */
export function withDeadline< Value >(
	ms: number,
	task: ( signal: AbortSignal ) => Promise< Value >
): Promise< Value > {
	const controller = new AbortController();
	return new Promise< Value >( ( resolve, reject ) => {
		const timer = setTimeout( () => {
			const error = new DeadlineError( ms );
			controller.abort( error );
			reject( error );
		}, ms );
		let running: Promise< Value >;
		try {
			running = task( controller.signal );
		} catch ( error ) {
			running = Promise.reject( error );
		}
		running.then(
			( value ) => {
				clearTimeout( timer );
				resolve( value );
			},
			( error: unknown ) => {
				clearTimeout( timer );
				reject( error );
			}
		);
	} );
}

/**
 * The one error type every REST call rejects with.
 */

/**
 * A failed REST call, whatever failed: the server answered with an error status (`code` and
 * `message` are the server's own, e.g. `rest_forbidden`), the answer was not JSON or not the
 * expected shape (`invalid_json`), or the network failed (`fetch_error`, status 0).
 */
export class RestError extends Error {
	/** Machine-readable code: the server's error code, `invalid_json` or `fetch_error`. */
	readonly code: string;

	/** HTTP status of the answer; 0 when no answer arrived. */
	readonly status: number;

	/** The error's `data` member as the server sent it (or the unparsable body), else null. */
	readonly data: unknown;

	/**
	 * @param code    Machine-readable code.
	 * @param message Human-readable message (already translated when it comes from the server).
	 * @param status  HTTP status, 0 when there was no answer.
	 * @param data    Extra data from the server.
	 */
	constructor(
		code: string,
		message: string,
		status = 0,
		data: unknown = null
	) {
		super( message );
		this.name = 'RestError';
		this.code = code;
		this.status = status;
		this.data = data;
	}
}

/**
 * Whether a value is a RestError (also across bundles, where `instanceof` fails because each
 * bundle has its own copy of the class).
 *
 * @param value Anything caught.
 */
export function isRestError( value: unknown ): value is RestError {
	return (
		value instanceof RestError ||
		( value instanceof Error &&
			value.name === 'RestError' &&
			typeof ( value as { code?: unknown } ).code === 'string' )
	);
}

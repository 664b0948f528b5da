/**
 * The REST helper: URL = REST root + API base path + caller path, in a promise form
 * (restFetch) and a callback form (restRequest). Both send through the transport (send()).
 */

/**
 * External dependencies
 */
import type { z } from 'zod';

/**
 * Internal dependencies
 */
import { apiBase, normaliseBase } from './config';
import { RestError } from './errors';
import {
	invalidJson,
	send,
	type HttpMethod,
	type RestResponse,
} from './transport';

export type { HttpMethod, RestResponse } from './transport';

/** Options of restFetch(). */
export interface RestFetchOptions< T > {
	/** HTTP method; POST by default, like the REST helper. */
	method?: HttpMethod;
	/** Query arguments for GET, JSON body otherwise. */
	data?: unknown;
	/** Extra request headers. */
	headers?: Record< string, string >;
	/**
	 * A zod schema the answer must match; the promise resolves with its output. An answer
	 * that does not match rejects with a RestError `invalid_json`.
	 */
	parse?: z.ZodType< T, z.ZodTypeDef, unknown >;
	/** Base path between the REST root and `path`; default the configured API base (`farol/v1/`). */
	base?: string;
	/** Aborts the request. */
	signal?: AbortSignal;
}

/**
 * The REST helper's URL rule: REST root + API base path + caller path.
 *
 * @param path Caller path.
 * @param base Base path, default the configured API base.
 */
export function helperPath( path: string, base?: string ): string {
	const prefix = base === undefined ? apiBase() : normaliseBase( base );
	return prefix + path.replace( /^\/+/, '' );
}

/**
 * Promise form of the REST helper.
 *
 * @param path    Caller path, appended to REST root + API base path.
 * @param options Method, data, headers, schema.
 */
export async function restFetch< T = unknown >(
	path: string,
	options: RestFetchOptions< T > = {}
): Promise< T > {
	const response = await send( {
		restPath: helperPath( path, options.base ),
		method: options.method ?? 'POST',
		data: options.data,
		headers: options.headers,
		signal: options.signal,
	} );
	if ( ! options.parse ) {
		// Without a schema the caller chose the type; the default is `unknown`.
		return response.data as T;
	}
	const parsed = options.parse.safeParse( response.data );
	if ( ! parsed.success ) {
		throw invalidJson( response.status, response.data );
	}
	return parsed.data;
}

/** Arguments of restRequest(). */
export interface RestRequestArgs {
	/** Caller path, appended to REST root + API base path. */
	path: string;
	/** Query arguments for GET, JSON body otherwise. */
	data?: unknown;
	/** HTTP method; POST by default. */
	method?: HttpMethod;
	/** Called with the parsed answer. */
	success?: ( data: unknown, response: RestResponse ) => void;
	/** Called with the failure. */
	error?: ( error: RestError ) => void;
	/** Extra request headers. */
	headers?: Record< string, string >;
	/** Base path between the REST root and `path`; default the configured API base. */
	base?: string;
}

/**
 * The exact text logged when a callback is missing: the same words as the REST helper this
 * one replaces, so sites that watch the console for them keep working.
 */
export const MISSING_CALLBACK_MESSAGE =
	'Missing API callback. Server response:';

/**
 * Callback form of the REST helper. With no success callback the answer is logged with
 * `Missing API callback. Server response:`; so is a failure with no error callback.
 *
 * @param args Path, data, method, callbacks.
 */
export function restRequest( args: RestRequestArgs ): void {
	send( {
		restPath: helperPath( args.path, args.base ),
		method: args.method ?? 'POST',
		data: args.data,
		headers: args.headers,
	} ).then(
		( response ) => {
			if ( args.success ) {
				args.success( response.data, response );
			} else {
				// eslint-disable-next-line no-console -- the helper's contract: log the missing callback.
				console.error( MISSING_CALLBACK_MESSAGE, response.data );
			}
		},
		( failure: unknown ) => {
			const error =
				failure instanceof RestError
					? failure
					: new RestError(
							'fetch_error',
							failure instanceof Error ? failure.message : '',
							0
					  );
			if ( args.error ) {
				args.error( error );
			} else {
				// eslint-disable-next-line no-console -- the helper's contract: log the missing callback.
				console.error( MISSING_CALLBACK_MESSAGE, error );
			}
		}
	);
}

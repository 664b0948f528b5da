/**
 * The transport: one request function, send(), under the REST helper, the schema loaders and
 * the models. It addresses a path inside the REST root, adds the nonce, tunnels the methods
 * some hosts block, and turns every failure into a RestError.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

/**
 * Internal dependencies
 */
import {
	nonceEndpoint,
	rememberFreshNonce,
	restNonce,
	restRoot,
} from './config';
import { RestError } from './errors';

/** HTTP methods the REST layer sends (OPTIONS: a route's own schema, see route-schema.ts). */
export type HttpMethod =
	| 'GET'
	| 'POST'
	| 'PUT'
	| 'PATCH'
	| 'DELETE'
	| 'OPTIONS';

/** Methods sent as POST with `X-HTTP-Method-Override`, for hosts that block them. */
const TUNNELLED = new Set< HttpMethod >( [ 'PUT', 'PATCH', 'DELETE' ] );

/** What a successful call gives besides its data. */
export interface RestResponse< T = unknown > {
	/** The parsed JSON body (null for 204 No Content). */
	data: T;
	/** HTTP status. */
	status: number;
	/** Reads a response header, case-insensitively; null when absent. */
	header: ( name: string ) => string | null;
}

/** One request, addressed by a path inside the REST root. */
export interface SendOptions {
	/** Path inside the REST root, e.g. `wp/v2/posts/5` or `farol/v1/settings?x=1`. */
	restPath: string;
	method?: HttpMethod;
	/** Query arguments for GET, JSON body otherwise. */
	data?: unknown;
	/** Query arguments added whatever the method (e.g. `force` on a DELETE). */
	query?: Record< string, unknown >;
	headers?: Record< string, string >;
	signal?: AbortSignal;
}

/** The parts of a fetch Response the layer reads. */
interface ResponseLike {
	status: number;
	headers: { get: ( name: string ) => string | null };
	text: () => Promise< string >;
}

const ErrorBody = z
	.object( {
		code: z.string(),
		message: z.string(),
		data: z.unknown().optional(),
	} )
	.passthrough();

type NoRouteListener = ( restPath: string ) => void;
const noRouteListeners = new Set< NoRouteListener >();

/**
 * Calls `listener` whenever the server answers that a route does not exist (404
 * `rest_no_route`); the schema cache uses it to drop a schema that is out of date.
 *
 * @param listener Receives the REST path that was not found.
 * @return Function that removes the listener.
 */
export function onNoRoute( listener: NoRouteListener ): () => void {
	noRouteListeners.add( listener );
	return () => noRouteListeners.delete( listener );
}

function isResponse( value: unknown ): value is ResponseLike {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as ResponseLike ).status === 'number' &&
		typeof ( value as ResponseLike ).text === 'function' &&
		typeof ( value as ResponseLike ).headers?.get === 'function'
	);
}

/**
 * The error for an answer that is not JSON or not the expected shape.
 *
 * @param status HTTP status of the answer.
 * @param body   What arrived.
 */
export function invalidJson( status: number, body: unknown ): RestError {
	return new RestError(
		'invalid_json',
		__( 'The response is not a valid JSON response.', 'farol' ),
		status,
		body
	);
}

/**
 * Where a REST path goes: an absolute URL when the root is known, else a path for
 * WordPress' root URL middleware. An absolute URL is used as it is.
 *
 * @param restPath Path inside the REST root, or an absolute URL.
 */
export function restTarget(
	restPath: string
): { url: string } | { path: string } {
	if ( /^https?:\/\//i.test( restPath ) ) {
		return { url: restPath };
	}
	const clean = restPath.replace( /^\/+/, '' );
	const root = restRoot();
	if ( root === null ) {
		return { path: `/${ clean }` };
	}
	// A root of `...?rest_route=/` (plain permalinks) already holds the query string.
	return {
		url:
			root + ( root.includes( '?' ) ? clean.replace( '?', '&' ) : clean ),
	};
}

/**
 * The address a REST path is requested at: the absolute URL, or `/path` when only
 * WordPress' root middleware knows the root.
 *
 * @param restPath Path inside the REST root.
 */
export function restAddress( restPath: string ): string {
	const target = restTarget( restPath );
	return 'url' in target ? target.url : target.path;
}

async function readBody( response: ResponseLike ): Promise< unknown > {
	if ( response.status === 204 ) {
		return null;
	}
	const text = await response.text();
	if ( text.trim() === '' ) {
		return null;
	}
	try {
		return JSON.parse( text ) as unknown;
	} catch {
		throw invalidJson( response.status, text );
	}
}

async function toRestError(
	response: ResponseLike,
	restPath: string
): Promise< RestError > {
	let body: unknown;
	try {
		body = await readBody( response );
	} catch ( error ) {
		return error instanceof RestError
			? error
			: invalidJson( response.status, null );
	}
	const parsed = ErrorBody.safeParse( body );
	if ( ! parsed.success ) {
		return new RestError(
			'unknown_error',
			__( 'An unknown error occurred.', 'farol' ),
			response.status,
			body
		);
	}
	if ( parsed.data.code === 'rest_no_route' ) {
		noRouteListeners.forEach( ( listener ) => listener( restPath ) );
	}
	return new RestError(
		parsed.data.code,
		parsed.data.message,
		response.status,
		parsed.data.data ?? null
	);
}

async function freshNonce(): Promise< string | null > {
	const endpoint = nonceEndpoint();
	if ( endpoint === null ) {
		return null;
	}
	try {
		const response = await window.fetch( endpoint, {
			credentials: 'include',
		} );
		if ( ! response.ok ) {
			return null;
		}
		const nonce = ( await response.text() ).trim();
		return /^[a-f0-9]{6,}$/i.test( nonce ) ? nonce : null;
	} catch {
		return null;
	}
}

async function sendOnce( options: SendOptions ): Promise< RestResponse > {
	const method = options.method ?? 'GET';
	const headers: Record< string, string > = { ...options.headers };
	const nonce = restNonce();
	if ( nonce !== null ) {
		headers[ 'X-WP-Nonce' ] = nonce;
	}

	let restPath = options.restPath;
	if ( options.query && Object.keys( options.query ).length > 0 ) {
		restPath = addQueryArgs( restPath, options.query );
	}
	let body: string | undefined;
	if ( method === 'GET' ) {
		if ( isRecord( options.data ) ) {
			restPath = addQueryArgs( restPath, options.data );
		}
	} else if ( options.data !== undefined ) {
		body = JSON.stringify( options.data );
		headers[ 'Content-Type' ] = 'application/json';
	}

	let wireMethod: string = method;
	if ( TUNNELLED.has( method ) ) {
		wireMethod = 'POST';
		headers[ 'X-HTTP-Method-Override' ] = method;
	}

	let response: unknown;
	try {
		response = await apiFetch( {
			...restTarget( restPath ),
			method: wireMethod,
			headers,
			body,
			parse: false,
			signal: options.signal,
		} );
	} catch ( thrown ) {
		if ( isResponse( thrown ) ) {
			throw await toRestError( thrown, restPath );
		}
		if ( thrown instanceof Error && thrown.name === 'AbortError' ) {
			throw thrown;
		}
		const message =
			isRecord( thrown ) && typeof thrown.message === 'string'
				? thrown.message
				: __( 'You are probably offline.', 'farol' );
		throw new RestError( 'fetch_error', message, 0, null );
	}
	if ( ! isResponse( response ) ) {
		throw invalidJson( 0, null );
	}
	const answer = response;
	const data = await readBody( answer );
	return {
		data,
		status: answer.status,
		header: ( name ) => answer.headers.get( name ),
	};
}

/**
 * Sends one request to a path inside the REST root. Adds `X-WP-Nonce`, tunnels PUT, PATCH
 * and DELETE over POST with `X-HTTP-Method-Override`, and retries once with a fresh nonce
 * when the server says the nonce expired.
 *
 * @param options The request.
 */
export async function send( options: SendOptions ): Promise< RestResponse > {
	try {
		return await sendOnce( options );
	} catch ( error ) {
		if (
			error instanceof RestError &&
			error.code === 'rest_cookie_invalid_nonce'
		) {
			const nonce = await freshNonce();
			if ( nonce !== null ) {
				rememberFreshNonce( nonce );
				return sendOnce( options );
			}
		}
		throw error;
	}
}

/**
 * Whether a value is a plain object.
 *
 * @param value Anything.
 */
export function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

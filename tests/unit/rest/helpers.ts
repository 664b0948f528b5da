/**
 * Test helpers for the REST layer: a fake `window.fetch` (the network edge) that records
 * every request, and a fresh copy of the library (and of api-fetch) per test.
 */

export interface Recorded {
	url: string;
	method: string;
	headers: Record< string, string >;
	body: unknown;
}

export interface FakeAnswer {
	status?: number;
	body?: unknown;
	/** Raw text instead of JSON. */
	text?: string;
	headers?: Record< string, string >;
}

export type Route = ( request: Recorded ) => FakeAnswer | undefined;

interface FakeResponse {
	status: number;
	ok: boolean;
	headers: { get: ( name: string ) => string | null };
	text: () => Promise< string >;
	json: () => Promise< unknown >;
}

function respond( answer: FakeAnswer ): FakeResponse {
	const status = answer.status ?? 200;
	const text =
		answer.text ??
		( answer.body === undefined ? '' : JSON.stringify( answer.body ) );
	const headers = new Map(
		Object.entries( answer.headers ?? {} ).map( ( [ key, value ] ) => [
			key.toLowerCase(),
			value,
		] )
	);
	return {
		status,
		ok: status >= 200 && status < 300,
		headers: { get: ( name ) => headers.get( name.toLowerCase() ) ?? null },
		text: async () => text,
		json: async () => JSON.parse( text ) as unknown,
	};
}

/**
 * Replaces window.fetch. Each request is recorded and answered by the first route that
 * returns an answer; unanswered requests get a 404 rest_no_route.
 *
 * @param routes Answering functions.
 */
export function fakeFetch( ...routes: Route[] ): Recorded[] {
	const requests: Recorded[] = [];
	const fetchMock = jest.fn(
		async ( input: unknown, init: RequestInit = {} ) => {
			const headers: Record< string, string > = {};
			Object.entries(
				( init.headers ?? {} ) as Record< string, string >
			).forEach( ( [ key, value ] ) => {
				headers[ key.toLowerCase() ] = value;
			} );
			const request: Recorded = {
				url: String( input ),
				method: ( init.method ?? 'GET' ).toUpperCase(),
				headers,
				body:
					typeof init.body === 'string'
						? ( JSON.parse( init.body ) as unknown )
						: init.body,
			};
			requests.push( request );
			for ( const route of routes ) {
				const answer = route( request );
				if ( answer ) {
					return respond( answer );
				}
			}
			return respond( {
				status: 404,
				body: {
					code: 'rest_no_route',
					message:
						'No route was found matching the URL and request method.',
					data: { status: 404 },
				},
			} );
		}
	);
	Object.defineProperty( window, 'fetch', {
		value: fetchMock,
		configurable: true,
		writable: true,
	} );
	return requests;
}

type RestModule = typeof import('../../../src/lib/rest');
type ApiFetch = typeof import('@wordpress/api-fetch').default;

/** A fresh copy of the library and of the api-fetch instance it uses. */
export function loadRest(): { rest: RestModule; apiFetch: ApiFetch } {
	let rest: RestModule | undefined;
	let apiFetch: ApiFetch | undefined;
	jest.isolateModules( () => {
		/* eslint-disable @typescript-eslint/no-var-requires -- a fresh module instance per test needs require() inside isolateModules. */
		apiFetch = (
			require( '@wordpress/api-fetch' ) as { default: ApiFetch }
		 ).default;
		rest = require( '../../../src/lib/rest' ) as RestModule;
		/* eslint-enable @typescript-eslint/no-var-requires */
	} );
	return { rest: rest!, apiFetch: apiFetch! };
}

/**
 * The URL without api-fetch's `_locale=user` argument.
 * @param url
 */
export function withoutLocale( url: string ): string {
	return url.replace(
		/([?&])_locale=user(&|$)/,
		( _m, lead: string, tail: string ) => ( tail ? lead : '' )
	);
}

/** Waits for pending promise callbacks. */
export async function flush(): Promise< void > {
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
}

export const ROOT = 'http://farol.test/wp-json/';

/**
 * A small namespace index in WordPress 6.5's shape.
 * @param extraRoutes
 */
export function wpSchema( extraRoutes: Record< string, string[] > = {} ) {
	const routes: Record< string, string[] > = {
		'/wp/v2': [ 'GET' ],
		'/wp/v2/posts': [ 'GET', 'POST' ],
		'/wp/v2/posts/(?P<id>[\\d]+)': [
			'GET',
			'POST',
			'PUT',
			'PATCH',
			'DELETE',
		],
		'/wp/v2/posts/(?P<parent>[\\d]+)/revisions': [ 'GET' ],
		'/wp/v2/pages': [ 'GET', 'POST' ],
		'/wp/v2/pages/(?P<id>[\\d]+)': [
			'GET',
			'POST',
			'PUT',
			'PATCH',
			'DELETE',
		],
		'/wp/v2/tags': [ 'GET', 'POST' ],
		'/wp/v2/tags/(?P<id>[\\d]+)': [
			'GET',
			'POST',
			'PUT',
			'PATCH',
			'DELETE',
		],
		'/wp/v2/categories': [ 'GET', 'POST' ],
		'/wp/v2/categories/(?P<id>[\\d]+)': [
			'GET',
			'POST',
			'PUT',
			'PATCH',
			'DELETE',
		],
		'/wp/v2/types': [ 'GET' ],
		'/wp/v2/types/(?P<type>[\\w-]+)': [ 'GET' ],
		'/wp/v2/settings': [ 'GET', 'POST', 'PUT', 'PATCH' ],
		'/wp/v2/templates': [ 'GET', 'POST' ],
		'/wp/v2/templates/(?P<id>([^\\/:<>\\*\\?"\\|]+(?:\\/[^\\/:<>\\*\\?"\\|]+)?)[\\/\\w%-]+)':
			[ 'GET', 'POST', 'PUT', 'PATCH', 'DELETE' ],
		...extraRoutes,
	};
	return {
		namespace: 'wp/v2',
		routes: Object.fromEntries(
			Object.entries( routes ).map( ( [ route, methods ] ) => [
				route,
				{
					namespace: 'wp/v2',
					methods,
					// WordPress (PHP) sends routes without arguments as `args: []`.
					endpoints: [
						{
							methods,
							args: route.endsWith( 'types' )
								? []
								: { context: {} },
						},
					],
				},
			] )
		),
		_links: { up: [ { href: ROOT } ] },
	};
}

/**
 * A route answering the schema request.
 * @param schema
 */
export function schemaRoute( schema: unknown ): Route {
	return ( request ) =>
		request.method === 'GET' &&
		withoutLocale( request.url ) === `${ ROOT }wp/v2/`
			? { body: schema }
			: undefined;
}

/**
 * REST helper: URL building, nonce, method tunnelling, callbacks and errors.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { fakeFetch, flush, loadRest, ROOT, withoutLocale } from './helpers';

afterEach( () => {
	delete ( window as { wpApiSettings?: unknown } ).wpApiSettings;
	jest.restoreAllMocks();
} );

describe( 'URL building', () => {
	it( 'joins REST root + API base path (farol/v1/ by default) + caller path', async () => {
		const { rest } = loadRest();
		const requests = fakeFetch( () => ( { body: { ok: true } } ) );
		rest.configureRest( { root: ROOT, nonce: 'n0nce' } );

		await rest.restFetch( '/leads' );
		rest.configureRest( { apiBase: '/custom/v3' } );
		await rest.restFetch( 'things/7' );
		await rest.restFetch( 'settings', { base: 'wp/v2/' } );

		expect( requests.map( ( r ) => withoutLocale( r.url ) ) ).toEqual( [
			'http://farol.test/wp-json/farol/v1/leads',
			'http://farol.test/wp-json/custom/v3/things/7',
			'http://farol.test/wp-json/wp/v2/settings',
		] );
	} );

	it( 'keeps the query string of a plain-permalink root', async () => {
		const { rest } = loadRest();
		const requests = fakeFetch( () => ( { body: [] } ) );
		rest.configureRest( { root: 'http://farol.test/?rest_route=/' } );

		await rest.restFetch( 'leads', { method: 'GET', data: { page: 2 } } );

		// api-fetch re-encodes the query; WordPress decodes rest_route the same either way.
		const url = new URL( requests[ 0 ]!.url );
		expect( url.origin + url.pathname ).toBe( 'http://farol.test/' );
		expect( url.searchParams.get( 'rest_route' ) ).toBe(
			'/farol/v1/leads'
		);
		expect( url.searchParams.get( 'page' ) ).toBe( '2' );
	} );

	it( "uses the root and nonce WordPress' inline script gives wp-api-fetch", async () => {
		const { rest, apiFetch } = loadRest();
		const requests = fakeFetch( () => ( { body: {} } ) );
		// Exactly what core prints after wp-api-fetch (script-loader.php).
		apiFetch.use( apiFetch.createRootURLMiddleware( ROOT ) );
		const nonceMiddleware = apiFetch.createNonceMiddleware( 'c0re-nonce' );
		(
			apiFetch as unknown as { nonceMiddleware: unknown }
		 ).nonceMiddleware = nonceMiddleware;
		apiFetch.use( nonceMiddleware );

		await rest.restFetch( 'leads' );

		expect( withoutLocale( requests[ 0 ]!.url ) ).toBe(
			`${ ROOT }farol/v1/leads`
		);
		expect( requests[ 0 ]!.headers[ 'x-wp-nonce' ] ).toBe( 'c0re-nonce' );
	} );

	it( 'reads wpApiSettings when the page has it', async () => {
		( window as { wpApiSettings?: unknown } ).wpApiSettings = {
			root: 'http://other.test/wp-json',
			nonce: 'abc123',
			versionString: 'wp/v2/',
		};
		const { rest } = loadRest();
		const requests = fakeFetch( () => ( { body: {} } ) );

		await rest.restFetch( 'leads' );

		expect( withoutLocale( requests[ 0 ]!.url ) ).toBe(
			'http://other.test/wp-json/farol/v1/leads'
		);
		expect( requests[ 0 ]!.headers[ 'x-wp-nonce' ] ).toBe( 'abc123' );
	} );
} );

describe( 'requests', () => {
	it( 'sends the nonce header, POST by default, data as a JSON body', async () => {
		const { rest } = loadRest();
		const requests = fakeFetch( () => ( { body: { id: 1 } } ) );
		rest.configureRest( { root: ROOT, nonce: 'n0nce' } );

		const data = await rest.restFetch( 'leads', { data: { name: 'Ana' } } );

		expect( data ).toEqual( { id: 1 } );
		expect( requests[ 0 ] ).toMatchObject( {
			method: 'POST',
			headers: {
				'x-wp-nonce': 'n0nce',
				'content-type': 'application/json',
			},
			body: { name: 'Ana' },
		} );
	} );

	it( 'sends GET data as query arguments', async () => {
		const { rest } = loadRest();
		const requests = fakeFetch( () => ( { body: [] } ) );
		rest.configureRest( { root: ROOT } );

		await rest.restFetch( 'cities', {
			method: 'GET',
			data: { term: 'São', state_acronym: 'SP' },
		} );

		const url = new URL( requests[ 0 ]!.url );
		expect( requests[ 0 ]!.method ).toBe( 'GET' );
		expect( url.searchParams.get( 'term' ) ).toBe( 'São' );
		expect( url.searchParams.get( 'state_acronym' ) ).toBe( 'SP' );
		expect( requests[ 0 ]!.body ).toBeUndefined();
	} );

	it.each( [ 'PUT', 'DELETE', 'PATCH' ] as const )(
		'tunnels %s over POST with X-HTTP-Method-Override',
		async ( method ) => {
			const { rest } = loadRest();
			const requests = fakeFetch( () => ( { body: {} } ) );
			rest.configureRest( { root: ROOT } );

			await rest.restFetch( 'things/1', { method } );

			expect( requests[ 0 ]!.method ).toBe( 'POST' );
			expect( requests[ 0 ]!.headers[ 'x-http-method-override' ] ).toBe(
				method
			);
		}
	);

	it( 'sends GET and POST as themselves, without an override header', async () => {
		const { rest } = loadRest();
		const requests = fakeFetch( () => ( { body: {} } ) );
		rest.configureRest( { root: ROOT } );

		await rest.restFetch( 'a', { method: 'GET' } );
		await rest.restFetch( 'b', { method: 'POST' } );

		expect( requests.map( ( r ) => r.method ) ).toEqual( [
			'GET',
			'POST',
		] );
		expect(
			requests.filter( ( r ) => 'x-http-method-override' in r.headers )
		).toHaveLength( 0 );
	} );
} );

describe( 'restRequest callbacks', () => {
	it( 'calls success with the parsed answer', async () => {
		const { rest } = loadRest();
		fakeFetch( () => ( { body: { saved: true } } ) );
		rest.configureRest( { root: ROOT } );
		const success = jest.fn();

		rest.restRequest( { path: 'leads', data: { a: 1 }, success } );
		await flush();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		expect( success ).toHaveBeenCalledWith(
			{ saved: true },
			expect.objectContaining( { status: 200 } )
		);
	} );

	it( 'logs "Missing API callback. Server response:" and the answer without a success callback', async () => {
		const { rest } = loadRest();
		fakeFetch( () => ( { body: { saved: true } } ) );
		rest.configureRest( { root: ROOT } );
		const log = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );

		rest.restRequest( { path: 'leads' } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		expect( log ).toHaveBeenCalledWith(
			'Missing API callback. Server response:',
			{ saved: true }
		);
	} );

	it( 'gives the error callback a RestError with the server code, message and status', async () => {
		const { rest } = loadRest();
		fakeFetch( () => ( {
			status: 403,
			body: {
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
				data: { status: 403 },
			},
		} ) );
		rest.configureRest( { root: ROOT } );
		const error = jest.fn();
		const success = jest.fn();

		rest.restRequest( { path: 'leads', success, error } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		expect( success ).not.toHaveBeenCalled();
		const failure = error.mock.calls[ 0 ][ 0 ] as InstanceType<
			typeof rest.RestError
		>;
		expect( failure ).toBeInstanceOf( rest.RestError );
		expect( failure ).toMatchObject( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
			status: 403,
			data: { status: 403 },
		} );
	} );

	it( 'logs the same text and the error when a failure has no error callback', async () => {
		const { rest } = loadRest();
		fakeFetch( () => ( { status: 500, text: '<html>fatal</html>' } ) );
		rest.configureRest( { root: ROOT } );
		const log = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );

		rest.restRequest( { path: 'leads', success: jest.fn() } );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

		expect( log ).toHaveBeenCalledWith(
			'Missing API callback. Server response:',
			expect.objectContaining( { code: 'invalid_json', status: 500 } )
		);
	} );
} );

describe( 'restFetch errors', () => {
	it( 'rejects with invalid_json for a body that is not JSON', async () => {
		const { rest } = loadRest();
		fakeFetch( () => ( { text: 'Notice: oops {"a":1}' } ) );
		rest.configureRest( { root: ROOT } );

		await expect( rest.restFetch( 'x' ) ).rejects.toMatchObject( {
			name: 'RestError',
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
			status: 200,
		} );
	} );

	it( 'checks the answer with a zod schema when given one', async () => {
		const { rest } = loadRest();
		fakeFetch( () => ( { body: { count: 'three' } } ) );
		rest.configureRest( { root: ROOT } );
		const Shape = z.object( { count: z.number() } );

		await expect(
			rest.restFetch( 'x', { method: 'GET', parse: Shape } )
		).rejects.toMatchObject( { code: 'invalid_json' } );
	} );

	it( 'resolves with the parsed output of the schema', async () => {
		const { rest } = loadRest();
		fakeFetch( () => ( { body: { count: 3, extra: true } } ) );
		rest.configureRest( { root: ROOT } );
		const Shape = z.object( { count: z.number() } );

		const data = await rest.restFetch( 'x', {
			method: 'GET',
			parse: Shape,
		} );

		expect( data ).toEqual( { count: 3 } );
	} );

	it( 'rejects with fetch_error when the network fails', async () => {
		const { rest } = loadRest();
		Object.defineProperty( window, 'fetch', {
			value: jest.fn( () =>
				Promise.reject( new TypeError( 'Failed to fetch' ) )
			),
			configurable: true,
			writable: true,
		} );
		rest.configureRest( { root: ROOT } );

		await expect( rest.restFetch( 'x' ) ).rejects.toMatchObject( {
			code: 'fetch_error',
			status: 0,
		} );
	} );

	it( 'retries once with a fresh nonce when the server says it expired', async () => {
		const { rest, apiFetch } = loadRest();
		( apiFetch as unknown as { nonceEndpoint: string } ).nonceEndpoint =
			'http://farol.test/wp-admin/admin-ajax.php?action=rest-nonce';
		const requests = fakeFetch(
			( request ) =>
				request.url.includes( 'action=rest-nonce' )
					? { text: 'f2e3d4c5b6' }
					: undefined,
			( request ) =>
				request.headers[ 'x-wp-nonce' ] === 'a1b2c3d4e5'
					? {
							status: 403,
							body: {
								code: 'rest_cookie_invalid_nonce',
								message: 'Cookie check failed',
								data: { status: 403 },
							},
					  }
					: { body: { ok: true } }
		);
		rest.configureRest( { root: ROOT, nonce: 'a1b2c3d4e5' } );

		await expect( rest.restFetch( 'x' ) ).resolves.toEqual( { ok: true } );
		expect( requests.map( ( r ) => r.headers[ 'x-wp-nonce' ] ) ).toEqual( [
			'a1b2c3d4e5',
			undefined,
			'f2e3d4c5b6',
		] );
	} );
} );

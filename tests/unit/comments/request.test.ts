/**
 * One helper for every action: request, then parse the answer's data with the action's schema.
 * Its outcomes against a real HTTP server on this machine speaking admin-ajax's protocol
 * (`{ success, data }` JSON, "0" when no handler ran): ok with the parsed data, refused with
 * the server's phrase key, refused as `invalid_answer` for a body that is not the answer object
 * or data of the wrong shape, failed when nothing answers.
 */

/**
 * External dependencies
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { requestParsed } from '../../../src/comments/api';
import { readMoreAnswer } from '../../../src/comments/answers';

/** What the stand-in server answers, by action. */
const ANSWERS: Record< string, string > = {
	wpdReadMore: JSON.stringify( {
		success: true,
		data: { message: '<p>All of it</p>', commentId: 12 },
	} ),
	wpdEditComment: JSON.stringify( {
		success: false,
		data: 'edit_window_passed',
	} ),
	wpdNoHandler: '0',
	wpdWrongShape: JSON.stringify( {
		success: true,
		data: { message: 42 },
	} ),
	wpdHtml: '<!DOCTYPE html><p>Critical error</p>',
};

let server: Server;
let url = '';
const received: Array< Record< string, string > > = [];

/**
 * The browser's fetch for jsdom, over its XMLHttpRequest: a real HTTP request, with the
 * FormData body encoded as a browser encodes it (jsdom has no fetch of its own).
 *
 * @param input The address.
 * @param init  Method and body.
 */
function xhrFetch( input: string, init: RequestInit ): Promise< Response > {
	return new Promise( ( resolve, reject ) => {
		const xhr = new XMLHttpRequest();
		xhr.open( init.method ?? 'GET', input );
		xhr.onload = () =>
			resolve( {
				json: async () => JSON.parse( xhr.responseText ),
			} as Response );
		xhr.onerror = () => reject( new TypeError( 'Failed to fetch' ) );
		xhr.send( init.body as FormData );
	} );
}

/**
 * Reads a multipart body's simple fields (the FormData the client sends).
 *
 * @param body    The raw body.
 * @param headers The request's content type.
 */
function fieldsOf( body: string, headers: string ): Record< string, string > {
	const boundary = /boundary=(.+)$/.exec( headers )?.[ 1 ] ?? '';
	const fields: Record< string, string > = {};
	for ( const part of body.split( `--${ boundary }` ) ) {
		const match = /name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n$/.exec( part );
		if ( match ) {
			fields[ match[ 1 ]! ] = match[ 2 ]!;
		}
	}
	return fields;
}

const realFetch = global.fetch;

beforeAll( async () => {
	global.fetch = xhrFetch as typeof fetch;
	server = createServer( ( req, res ) => {
		let body = '';
		req.on( 'data', ( chunk ) => ( body += chunk ) );
		req.on( 'end', () => {
			const fields = fieldsOf(
				body,
				req.headers[ 'content-type' ] ?? ''
			);
			received.push( fields );
			const answer = ANSWERS[ fields.action ?? '' ] ?? '0';
			res.writeHead( 200, {
				// The test page is on http://localhost, the server on another port.
				'access-control-allow-origin': '*',
				'content-type': answer.startsWith( '{' )
					? 'application/json'
					: 'text/html',
			} );
			res.end( answer );
		} );
	} );
	await new Promise< void >( ( done ) =>
		server.listen( 0, '127.0.0.1', done )
	);
	url = `http://127.0.0.1:${
		( server.address() as AddressInfo ).port
	}/wp-admin/admin-ajax.php`;
} );

afterAll( async () => {
	global.fetch = realFetch;
	await new Promise( ( done ) => server.close( done ) );
} );

describe( 'requestParsed', () => {
	it( 'gives the parsed data of a matching answer, having sent action, postId and fields', async () => {
		const outcome = await requestParsed(
			{ ajaxUrl: url, postId: 7 },
			'wpdReadMore',
			{ commentId: 12 },
			readMoreAnswer
		);
		expect( outcome ).toEqual( {
			kind: 'ok',
			data: { message: '<p>All of it</p>', commentId: 12 },
		} );
		expect( received.at( -1 ) ).toEqual( {
			commentId: '12',
			action: 'wpdReadMore',
			postId: '7',
		} );
	} );

	it( 'gives the phrase key of a refusal', async () => {
		await expect(
			requestParsed(
				{ ajaxUrl: url, postId: 7 },
				'wpdEditComment',
				{ commentId: 12 },
				readMoreAnswer
			)
		).resolves.toEqual( { kind: 'refused', key: 'edit_window_passed' } );
	} );

	it( 'refuses a body that is not the answer object as an invalid answer', async () => {
		for ( const action of [ 'wpdNoHandler', 'wpdHtml' ] ) {
			await expect(
				requestParsed(
					{ ajaxUrl: url, postId: 7 },
					action,
					{},
					readMoreAnswer
				)
			).resolves.toEqual( { kind: 'refused', key: 'invalid_answer' } );
		}
		// The HTML page is not JSON: that is logged.
		expect( console ).toHaveErrored();
	} );

	it( 'refuses data of the wrong shape as an invalid answer and logs what did not match', async () => {
		await expect(
			requestParsed(
				{ ajaxUrl: url, postId: 7 },
				'wpdWrongShape',
				{},
				readMoreAnswer
			)
		).resolves.toEqual( { kind: 'refused', key: 'invalid_answer' } );
		expect( console ).toHaveErrored();
		// eslint-disable-next-line no-console -- reads what the helper logged.
		const [ label, issues ] = ( console.error as jest.Mock ).mock.calls.at(
			-1
		) as [ string, Array< { path: unknown[] } > ];
		expect( label ).toBe( '[farol] comments: wpdWrongShape answer' );
		expect( issues.map( ( issue ) => issue.path ) ).toContainEqual( [
			'message',
		] );
		// The same data passes a schema it matches.
		await expect(
			requestParsed(
				{ ajaxUrl: url, postId: 7 },
				'wpdWrongShape',
				{},
				z.object( { message: z.number() } )
			)
		).resolves.toEqual( { kind: 'ok', data: { message: 42 } } );
	} );

	it( 'says it failed when nothing answers', async () => {
		const closed = createServer();
		await new Promise< void >( ( done ) =>
			closed.listen( 0, '127.0.0.1', done )
		);
		const port = ( closed.address() as AddressInfo ).port;
		await new Promise( ( done ) => closed.close( done ) );
		await expect(
			requestParsed(
				{ ajaxUrl: `http://127.0.0.1:${ port }/`, postId: 7 },
				'wpdReadMore',
				{ commentId: 12 },
				readMoreAnswer
			)
		).resolves.toEqual( { kind: 'failed' } );
		expect( console ).toHaveErrored();
	} );
} );

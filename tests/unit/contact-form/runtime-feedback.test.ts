/**
 * The feedback and refill calls against a local HTTP server answering as the contact form's
 * routes do (and as broken servers do), through the runtime's real fetch: each answer becomes
 * a typed result, each failure its error code and message, in English and, with the pt_BR
 * catalogue the site loads, in Portuguese. jsdom has no fetch, so the test takes Node's own
 * fetch and FormData (the WHATWG ones browsers have) from the main context.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import vm from 'node:vm';

/**
 * WordPress dependencies
 */

/**
 * Internal dependencies
 */
import {
	fetchRefill,
	submitFeedback,
	type FetchLike,
} from '../../../src/contact-form/runtime';
import {
	setClientWords,
	type ClientWords,
} from '../../../src/contact-form/runtime/messages';
import serverWords from '../../fixtures/contact-form/client-words.json';

type Answer = { status: number; type: string; body: string };

/** What the server answers next, by path. */
const answers = new Map< string, Answer >();
/** What the server received. */
const received: {
	method: string;
	accept: string;
	type: string;
	body: string;
}[] = [];

const server = http.createServer( ( request, response ) => {
	let body = '';
	request.on( 'data', ( chunk ) => ( body += chunk ) );
	request.on( 'end', () => {
		received.push( {
			method: request.method ?? '',
			accept: request.headers.accept ?? '',
			type: request.headers[ 'content-type' ] ?? '',
			body,
		} );
		const answer = answers.get( request.url ?? '' ) ?? {
			status: 404,
			type: 'application/json',
			body: '{"code":"rest_no_route","message":"No route was found matching the URL and request method.","data":{"status":404}}',
		};
		response.writeHead( answer.status, { 'Content-Type': answer.type } );
		response.end( answer.body );
	} );
} );

const node = vm.runInThisContext( '({ fetch, FormData })' ) as {
	fetch: typeof fetch;
	FormData: typeof FormData;
};
let base = '';
const realFetch: FetchLike = ( url, init ) => node.fetch( url, init );

beforeAll( async () => {
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	base = `http://127.0.0.1:${ ( server.address() as AddressInfo ).port }`;
} );
afterAll( () => new Promise( ( resolve ) => server.close( resolve ) ) );
afterEach( () => {
	answers.clear();
	received.length = 0;
	setClientWords( serverWords );
} );
beforeEach( () => setClientWords( serverWords ) );

const feedbackPath = '/wp-json/farol/v1/contact-forms/7/feedback';
const json = ( body: unknown, status = 200 ): Answer => ( {
	status,
	type: 'application/json',
	body: JSON.stringify( body ),
} );

const invalidAnswer = {
	status: 'validation_failed',
	message: 'Um ou mais campos têm erros.',
	invalid_fields: [
		{
			field: 'your-email',
			message: 'Informe um endereço de e-mail válido.',
			idref: null,
			error_id: 'farol-cf-7-o1-ve-your-email',
		},
	],
	posted_data_hash: '',
};

const form = () => {
	const data = new node.FormData();
	data.append( 'your-name', 'Ana' );
	data.append( 'your-email', 'ana' );
	return data;
};

describe( 'submitFeedback', () => {
	it( 'posts multipart data asking for JSON and types the answer', async () => {
		answers.set( feedbackPath, json( invalidAnswer ) );
		const result = await submitFeedback(
			base + feedbackPath,
			form(),
			realFetch
		);
		expect( result ).toEqual( {
			ok: true,
			httpStatus: 200,
			data: invalidAnswer,
		} );
		expect( received[ 0 ] ).toMatchObject( {
			method: 'POST',
			accept: 'application/json',
		} );
		expect( received[ 0 ]?.type ).toMatch(
			/^multipart\/form-data; boundary=/
		);
		expect( received[ 0 ]?.body ).toContain( 'name="your-email"' );
	} );

	it( 'keeps captcha, quiz and keys a site adds', async () => {
		const sent = {
			status: 'mail_sent',
			message: 'Obrigado pela mensagem.',
			invalid_fields: [],
			posted_data_hash: 'a1b2',
			quiz: { 'quiz-1': [ '2 + 2?', 'abc123' ] },
			captcha: { 'captcha-1': 'https://example.com/c.png' },
			stripe: { intent: 'x' },
		};
		answers.set( feedbackPath, json( sent ) );
		const result = await submitFeedback(
			base + feedbackPath,
			form(),
			realFetch
		);
		expect( result ).toEqual( { ok: true, httpStatus: 200, data: sent } );
	} );

	it( 'gives fetch_error when the server cannot be reached', async () => {
		const closed = http.createServer();
		await new Promise< void >( ( resolve ) =>
			closed.listen( 0, '127.0.0.1', resolve )
		);
		const port = ( closed.address() as AddressInfo ).port;
		await new Promise( ( resolve ) => closed.close( resolve ) );
		const result = await submitFeedback(
			`http://127.0.0.1:${ port }${ feedbackPath }`,
			form(),
			realFetch
		);
		expect( result ).toEqual( {
			ok: false,
			code: 'fetch_error',
			message: 'You are probably offline.',
			httpStatus: 0,
		} );
	} );

	it( 'gives invalid_json for HTML, for JSON of another shape, for an HTML error page', async () => {
		const expected = {
			ok: false,
			code: 'invalid_json',
			message: 'The response is not a valid JSON response.',
		};
		answers.set( feedbackPath, {
			status: 200,
			type: 'text/html',
			body: '<br /><b>Warning</b>: something {"status":"mail_sent"}',
		} );
		expect(
			await submitFeedback( base + feedbackPath, form(), realFetch )
		).toEqual( { ...expected, httpStatus: 200 } );

		answers.set( feedbackPath, json( { status: 'mail_sent' } ) );
		expect(
			await submitFeedback( base + feedbackPath, form(), realFetch )
		).toEqual( { ...expected, httpStatus: 200 } );

		answers.set( feedbackPath, {
			status: 502,
			type: 'text/html',
			body: '<h1>Bad Gateway</h1>',
		} );
		expect(
			await submitFeedback( base + feedbackPath, form(), realFetch )
		).toEqual( { ...expected, httpStatus: 502 } );
	} );

	it( 'gives a REST error its own code and message instead of hanging', async () => {
		expect(
			await submitFeedback(
				`${ base }/wp-json/farol/v1/contact-forms/999/feedback`,
				form(),
				realFetch
			)
		).toEqual( {
			ok: false,
			code: 'rest_no_route',
			message: 'No route was found matching the URL and request method.',
			httpStatus: 404,
		} );
		answers.set(
			feedbackPath,
			json( { code: 'farol_rate_limited', message: '' }, 429 )
		);
		expect(
			await submitFeedback( base + feedbackPath, form(), realFetch )
		).toEqual( {
			ok: false,
			code: 'farol_rate_limited',
			message: 'The form could not be sent. Please try again.',
			httpStatus: 429,
		} );
	} );

	it( 'words its errors in the words the server printed (Portuguese on the pt_BR site)', async () => {
		// The server prints ClientWords::all() translated; the fragment's entries are one-line
		// msgid/msgstr pairs (gettext-parser is ESM only).
		const po = fs.readFileSync(
			path.join(
				__dirname,
				'../../../plugin/languages/pt_BR/contact-form-client.po'
			),
			'utf8'
		);
		const messages: Record< string, string[] > = {};
		for ( const [ , id, text ] of po.matchAll(
			/^msgid "(.+)"\nmsgstr "(.+)"$/gm
		) ) {
			messages[ id as string ] = [ text as string ];
		}
		const portuguese = Object.fromEntries(
			Object.entries( serverWords ).map( ( [ key, english ] ) => [
				key,
				messages[ english ]?.[ 0 ] ?? '',
			] )
		) as ClientWords;
		setClientWords( portuguese );
		const offline = await submitFeedback(
			'http://127.0.0.1:1/feedback',
			form(),
			realFetch
		);
		expect( offline ).toMatchObject( {
			code: 'fetch_error',
			message: 'Você provavelmente está sem conexão.',
		} );
		answers.set( feedbackPath, {
			status: 200,
			type: 'text/html',
			body: 'x',
		} );
		expect(
			await submitFeedback( base + feedbackPath, form(), realFetch )
		).toMatchObject( {
			code: 'invalid_json',
			message: 'A resposta não é uma resposta JSON válida.',
		} );
	} );
} );

describe( 'fetchRefill', () => {
	const refillPath = '/wp-json/farol/v1/contact-forms/7/refill';

	it( 'reads new quiz and captcha data with a GET', async () => {
		const refill = { quiz: { 'quiz-1': [ 'Capital do Brasil?', 'f00d' ] } };
		answers.set( refillPath, json( refill ) );
		expect( await fetchRefill( base + refillPath, realFetch ) ).toEqual( {
			ok: true,
			httpStatus: 200,
			data: refill,
		} );
		expect( received[ 0 ] ).toMatchObject( { method: 'GET', body: '' } );
	} );

	it( 'takes the empty list PHP encodes for no data as none', async () => {
		answers.set( refillPath, json( [] ) );
		expect( await fetchRefill( base + refillPath, realFetch ) ).toEqual( {
			ok: true,
			httpStatus: 200,
			data: {},
		} );
	} );

	it( 'refuses a quiz entry without its answer hash', async () => {
		answers.set( refillPath, json( { quiz: { 'quiz-1': [ 'Q?' ] } } ) );
		expect(
			await fetchRefill( base + refillPath, realFetch )
		).toMatchObject( { ok: false, code: 'invalid_json' } );
	} );
} );

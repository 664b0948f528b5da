/**
 * The ajax client: every call is a POST of FormData with action and postId; answers become
 * ok / refused (with the phrase key) / failed.
 */

/**
 * Internal dependencies
 */
import { callAction, readAnswer } from '../../../src/comments/api';

const caller = { ajaxUrl: '/wp-admin/admin-ajax.php', postId: 7 };

describe( 'readAnswer', () => {
	it( 'gives the data of a success', () => {
		expect( readAnswer( { success: true, data: { a: 1 } } ) ).toEqual( {
			kind: 'ok',
			data: { a: 1 },
		} );
	} );

	it( 'wraps a success whose data is not an object', () => {
		expect(
			readAnswer( { success: true, data: 'https://x.test/' } )
		).toEqual( {
			kind: 'ok',
			data: { value: 'https://x.test/' },
		} );
	} );

	it( 'gives the phrase key of a refusal', () => {
		expect(
			readAnswer( { success: false, data: 'thread_closed' } )
		).toEqual( {
			kind: 'refused',
			key: 'thread_closed',
		} );
		expect( readAnswer( { success: false } ) ).toEqual( {
			kind: 'refused',
			key: 'server_error',
		} );
	} );

	it( 'reads data.errorCode, with data.error as the text (wmuDeleteAttachment)', () => {
		expect(
			readAnswer( {
				success: false,
				data: { errorCode: 'attachment_not_found', error: 'Gone.' },
			} )
		).toEqual( {
			kind: 'refused',
			key: 'attachment_not_found',
			text: 'Gone.',
		} );
		expect(
			readAnswer( { success: false, data: { error: 'Em uso.' } } )
		).toEqual( { kind: 'refused', key: 'server_error', text: 'Em uso.' } );
	} );

	it( 'calls anything that is not the expected object an invalid answer', () => {
		for ( const body of [ 0, '0', null, [ 1 ], { data: 1 } ] ) {
			expect( readAnswer( body ) ).toEqual( {
				kind: 'refused',
				key: 'invalid_answer',
			} );
		}
	} );
} );

describe( 'callAction', () => {
	const realFetch = global.fetch;
	afterEach( () => {
		global.fetch = realFetch;
	} );

	it( 'posts FormData with action and postId to the area’s endpoint', async () => {
		const calls: Array< [ string, RequestInit ] > = [];
		global.fetch = jest.fn( async ( url: string, init: RequestInit ) => {
			calls.push( [ url, init ] );
			return { json: async () => ( { success: true, data: {} } ) };
		} ) as unknown as typeof fetch;
		await callAction( caller, 'wpdShowReplies', { commentId: 12 } );
		expect( calls ).toHaveLength( 1 );
		const [ url, init ] = calls[ 0 ]!;
		expect( url ).toBe( '/wp-admin/admin-ajax.php' );
		expect( init.method ).toBe( 'POST' );
		const body = init.body as FormData;
		expect( body.get( 'action' ) ).toBe( 'wpdShowReplies' );
		expect( body.get( 'postId' ) ).toBe( '7' );
		expect( body.get( 'commentId' ) ).toBe( '12' );
	} );

	it( 'logs a network failure and says it failed', async () => {
		global.fetch = jest.fn( async () => {
			throw new TypeError( 'Failed to fetch' );
		} ) as unknown as typeof fetch;
		await expect( callAction( caller, 'wpdSorting' ) ).resolves.toEqual( {
			kind: 'failed',
		} );
		expect( console ).toHaveErrored();
	} );

	it( 'takes a body that is not JSON as an invalid answer', async () => {
		global.fetch = jest.fn( async () => ( {
			json: async () => {
				throw new SyntaxError( 'Unexpected token' );
			},
		} ) ) as unknown as typeof fetch;
		await expect( callAction( caller, 'wpdSorting' ) ).resolves.toEqual( {
			kind: 'refused',
			key: 'invalid_answer',
		} );
		expect( console ).toHaveErrored();
	} );
} );

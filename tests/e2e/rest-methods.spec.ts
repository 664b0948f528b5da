/**
 * Every HTTP method reaches WordPress on both forms of the REST address: the pretty one
 * (`/wp-json/…`) and the one a site on plain permalinks uses (`/?rest_route=…`). The web server
 * in front must not answer a verb itself (the native runtime's nginx once answered 405 to PUT,
 * PATCH and DELETE on `/?rest_route=`; docs/runtimes.md). The administrator creates, replaces,
 * patches and deletes a draft through each form, and reads each change back; a visitor's writes
 * get WordPress's own refusal, in JSON, not the server's (on the demo's post 2260).
 */

/**
 * External dependencies
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';

type Post = { id: number; title: { raw?: string; rendered: string } };
type Refusal = { code: string; data: { status: number } };

/** The two forms of one REST route's address, with extra query arguments. */
const FORMS = {
	pretty: ( route: string, query = '' ) =>
		`/wp-json${ route }${ query ? `?${ query }` : '' }`,
	plain: ( route: string, query = '' ) =>
		`/?rest_route=${ encodeURIComponent( route ) }${
			query ? `&${ query }` : ''
		}`,
};

/**
 * A REST nonce for the logged-in user of `request` (core's own admin-ajax action).
 *
 * @param request The logged-in request context.
 */
async function restNonce( request: APIRequestContext ): Promise< string > {
	const response = await request.get(
		'/wp-admin/admin-ajax.php?action=rest-nonce'
	);
	expect( response.status() ).toBe( 200 );
	return ( await response.text() ).trim();
}

/**
 * Asserts that WordPress, not the web server, answered: JSON with the expected status.
 *
 * @param response The response.
 * @param status   The expected status.
 */
async function fromWordPress< T >(
	response: APIResponse,
	status: number
): Promise< T > {
	expect(
		{
			status: response.status(),
			type: response.headers()[ 'content-type' ],
		},
		`${ response.url() }`
	).toEqual( {
		status,
		type: expect.stringContaining( 'application/json' ),
	} );
	return ( await response.json() ) as T;
}

for ( const [ name, address ] of Object.entries( FORMS ) ) {
	test.describe( `REST on the ${ name } address`, () => {
		test( `the administrator creates, replaces, patches and deletes a draft with POST, PUT, PATCH and DELETE`, async ( {
			request,
		} ) => {
			const headers = { 'X-WP-Nonce': await restNonce( request ) };

			const created = await fromWordPress< Post >(
				await request.post( address( '/wp/v2/posts' ), {
					headers,
					data: { title: `Métodos ${ name }`, status: 'draft' },
				} ),
				201
			);
			const item = `/wp/v2/posts/${ created.id }`;
			const read = async () =>
				fromWordPress< Post >(
					await request.get( address( item, 'context=edit' ), {
						headers,
					} ),
					200
				);

			try {
				await fromWordPress< Post >(
					await request.put( address( item ), {
						headers,
						data: { title: `Substituído ${ name }` },
					} ),
					200
				);
				expect( ( await read() ).title.raw ).toBe(
					`Substituído ${ name }`
				);

				await fromWordPress< Post >(
					await request.patch( address( item ), {
						headers,
						data: { title: `Corrigido ${ name }` },
					} ),
					200
				);
				expect( ( await read() ).title.raw ).toBe(
					`Corrigido ${ name }`
				);

				const deleted = await fromWordPress< { deleted: boolean } >(
					await request.delete( address( item, 'force=true' ), {
						headers,
					} ),
					200
				);
				expect( deleted.deleted ).toBe( true );
				const gone = await fromWordPress< Refusal >(
					await request.get( address( item ), { headers } ),
					404
				);
				expect( gone.code ).toBe( 'rest_post_invalid_id' );
			} finally {
				await request
					.delete( address( item, 'force=true' ), { headers } )
					.catch( () => undefined );
			}
		} );

		test.describe( 'a visitor', () => {
			test.use( { storageState: VISITOR } );

			test( `gets WordPress's own refusal to PUT, PATCH and DELETE, not the server's`, async ( {
				request,
			} ) => {
				const item = address( '/wp/v2/posts/2260' );
				const refusals = {
					PUT: await request.put( item, { data: { title: 'x' } } ),
					PATCH: await request.patch( item, {
						data: { title: 'x' },
					} ),
					DELETE: await request.delete( item ),
				};
				for ( const [ method, response ] of Object.entries(
					refusals
				) ) {
					const body = await fromWordPress< Refusal >(
						response,
						401
					);
					expect( body.code, method ).toBe(
						method === 'DELETE'
							? 'rest_cannot_delete'
							: 'rest_cannot_edit'
					);
				}
			} );
		} );
	} );
}

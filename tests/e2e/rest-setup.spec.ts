/**
 * The REST layer's setup against the real site (see rest-library.ts for how the library gets
 * into the page): WordPress' own wp-api-fetch root and nonce middlewares with the callback
 * form of the REST helper, and the namespace index read once per session.
 */

/**
 * Internal dependencies
 */
import { test, expect } from './fixtures';
import {
	buildLibrary,
	logIn,
	openWithLibrary,
	recordRest,
	type LibraryWindow,
} from './rest-library';

test.describe( 'REST layer setup against the real site', () => {
	test.beforeAll( async () => {
		test.setTimeout( 240_000 );
		await buildLibrary();
	} );

	test( 'with only WordPress’ own wp-api-fetch setup: root and nonce middleware, callbacks and the missing-callback log', async ( {
		browser,
		baseURL,
	} ) => {
		const page = await logIn( browser, baseURL!, 'editor' );
		await openWithLibrary( page, '/wp-admin/post-new.php', {
			withoutWpApiSettings: true,
		} );
		const logged: string[] = [];
		page.on( 'console', ( message ) => {
			if ( message.type() === 'error' ) {
				logged.push( message.text() );
			}
		} );
		const sent = recordRest( page, 'wp/v2/users/me' );

		const result = await page.evaluate(
			() =>
				new Promise< { name: unknown; slug: unknown } >(
					( resolve, reject ) => {
						const { restRequest } = (
							window as unknown as LibraryWindow
						 ).farolRest;
						restRequest( {
							path: 'users/me',
							base: 'wp/v2/',
							method: 'GET',
							success: ( data ) => {
								const me = data as {
									name?: unknown;
									slug?: unknown;
								};
								resolve( { name: me.name, slug: me.slug } );
							},
							error: reject,
						} );
					}
				)
		);
		expect( result.slug ).toBe( 'editor' );
		const middlewareNonce = await page.evaluate(
			() =>
				(
					window as unknown as {
						wp: {
							apiFetch: { nonceMiddleware: { nonce: string } };
						};
					}
				 ).wp.apiFetch.nonceMiddleware.nonce
		);
		expect( sent[ 0 ]!.headers()[ 'x-wp-nonce' ] ).toBe( middlewareNonce );
		expect( sent[ 0 ]!.url() ).toContain(
			`${ baseURL }/wp-json/wp/v2/users/me`
		);

		await page.evaluate( () => {
			const { restRequest } = ( window as unknown as LibraryWindow )
				.farolRest;
			restRequest( { path: 'users/me', base: 'wp/v2/', method: 'GET' } );
		} );
		await expect
			.poll( () =>
				logged.some( ( text ) =>
					text.startsWith( 'Missing API callback. Server response:' )
				)
			)
			.toBe( true );
		await page.context().close();
	} );

	test( 'the schema is read once per session: models from the real wp/v2 schema, cached in sessionStorage', async ( {
		browser,
		baseURL,
	} ) => {
		const page = await logIn( browser, baseURL!, 'subscriber' );
		const schemaRequests: string[] = [];
		page.on( 'request', ( request ) => {
			if ( new URL( request.url() ).pathname === '/wp-json/wp/v2/' ) {
				schemaRequests.push( request.url() );
			}
		} );
		const kinds = async () =>
			page.evaluate( async () => {
				const { getModels } = ( window as unknown as LibraryWindow )
					.farolRest;
				const models = await getModels();
				return Object.fromEntries(
					Object.entries( models.byName ).map( ( [ name, kind ] ) => [
						name,
						{
							path: kind.info.collectionPath,
							id: kind.info.idAttribute,
							singleton: kind.singleton,
							trashable: kind.info.trashable,
						},
					] )
				);
			} );

		await openWithLibrary( page, '/wp-admin/profile.php' );
		const first = await kinds();
		expect( schemaRequests ).toHaveLength( 1 );
		expect( first ).toMatchObject( {
			Post: { path: 'wp/v2/posts', id: 'id', trashable: true },
			Page: { path: 'wp/v2/pages' },
			Comment: { path: 'wp/v2/comments' },
			Media: { path: 'wp/v2/media' },
			User: { path: 'wp/v2/users', trashable: false },
			Tag: { path: 'wp/v2/tags', trashable: false },
			Category: { path: 'wp/v2/categories' },
			Taxonomy: { path: 'wp/v2/taxonomies', id: 'slug' },
			Type: { path: 'wp/v2/types', id: 'slug' },
			Status: { path: 'wp/v2/statuses', id: 'slug' },
			Settings: { path: 'wp/v2/settings', singleton: true },
			// Non-core routes of the real schema, e.g. reusable blocks and templates.
			Blocks: { path: 'wp/v2/blocks', trashable: false },
			Templates: { path: 'wp/v2/templates' },
		} );

		// A new page in the same session: the schema comes from sessionStorage.
		await openWithLibrary( page, '/wp-admin/profile.php' );
		const second = await kinds();
		expect( second ).toEqual( first );
		expect( schemaRequests ).toHaveLength( 1 );
		await page.context().close();
	} );
} );

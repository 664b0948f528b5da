/**
 * The REST layer's models against the real site, in real WordPress admin pages (see
 * rest-library.ts for how the library gets there): pagination, an editor's draft created,
 * updated and trashed, a subscriber refused, and the site settings. Server state is checked
 * through the REST API as the administrator (requestUtils).
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

const createdPosts: number[] = [];

test.describe( 'REST layer against the real site', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		test.setTimeout( 240_000 );
		await buildLibrary();
		// At least three published posts, so that pagination has pages.
		for ( let i = 1; i <= 3; i++ ) {
			const post = ( await requestUtils.rest( {
				method: 'POST',
				path: '/wp/v2/posts',
				data: { title: `REST layer e2e ${ i }`, status: 'publish' },
			} ) ) as { id: number };
			createdPosts.push( post.id );
		}
	} );

	test.afterAll( async ( { requestUtils } ) => {
		for ( const id of createdPosts ) {
			await requestUtils
				.rest( {
					method: 'DELETE',
					path: `/wp/v2/posts/${ id }`,
					params: { force: true },
				} )
				.catch( () => undefined );
		}
	} );

	test( 'reads posts page by page with the X-WP-Total and X-WP-TotalPages headers', async ( {
		browser,
		request,
		baseURL,
	} ) => {
		const server = await request.get( '/wp-json/wp/v2/posts?per_page=2' );
		const total = Number( server.headers()[ 'x-wp-total' ] );
		const totalPages = Number( server.headers()[ 'x-wp-totalpages' ] );
		expect( total ).toBeGreaterThanOrEqual( 3 );

		const page = await logIn( browser, baseURL!, 'subscriber' );
		await openWithLibrary( page, '/wp-admin/profile.php' );
		const sent = recordRest( page, 'wp/v2/posts' );

		const result = await page.evaluate( async () => {
			const { getModels } = ( window as unknown as LibraryWindow )
				.farolRest;
			const { Post } = await getModels();
			const posts = await new Post.Collection().fetch( {
				data: { per_page: 2 },
			} );
			const first = { ...posts.state, length: posts.length };
			while ( posts.hasMore() ) {
				await posts.more();
			}
			return {
				first,
				ids: posts.models.map( ( post ) => post.id ),
				last: { ...posts.state },
			};
		} );

		expect( result.first ).toMatchObject( {
			currentPage: 1,
			total,
			totalPages,
			length: 2,
		} );
		expect( result.last.currentPage ).toBe( totalPages );
		expect( result.ids ).toHaveLength( total );
		expect( new Set( result.ids ).size ).toBe( total );
		expect( sent ).toHaveLength( totalPages );
		expect( sent.every( ( r ) => r.method() === 'GET' ) ).toBe( true );
		await page.context().close();
	} );

	test( 'an editor creates, updates and deletes a draft; writes carry the nonce and PUT/PATCH/DELETE travel as POST', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const page = await logIn( browser, baseURL!, 'editor' );
		await openWithLibrary( page, '/wp-admin/profile.php' );
		const nonce = await page.evaluate(
			() =>
				( window as unknown as { wpApiSettings: { nonce: string } } )
					.wpApiSettings.nonce
		);
		const sent = recordRest( page, 'wp/v2/posts' );

		const result = await page.evaluate( async () => {
			const { getModels } = ( window as unknown as LibraryWindow )
				.farolRest;
			const { Post } = await getModels();
			const post = new Post.Model();
			await post.save( {
				title: 'Rascunho do teste REST',
				content: 'Primeira versão.',
				status: 'draft',
			} );
			const created = { id: post.id, status: post.get( 'status' ) };
			await post.save( { title: 'Rascunho revisto' } );
			await post.save( { excerpt: 'Resumo.' }, { patch: true } );
			const removal = await post.destroy();
			return {
				created,
				deleted: removal.deleted,
				statusAfter: post.get( 'status' ),
			};
		} );

		const id = Number( result.created.id );
		createdPosts.push( id );
		expect( result.created.status ).toBe( 'draft' );
		// Core posts go to the trash: no force=true.
		expect( result.deleted ).toBe( false );
		expect( result.statusAfter ).toBe( 'trash' );

		const stored = ( await requestUtils.rest( {
			path: `/wp/v2/posts/${ id }`,
			params: { context: 'edit' },
		} ) ) as {
			status: string;
			title: { raw: string };
			excerpt: { raw: string };
			author: number;
		};
		const editor = ( await requestUtils.rest( {
			path: '/wp/v2/users',
			params: { slug: 'editor', context: 'edit' },
		} ) ) as Array< { id: number } >;
		expect( stored ).toMatchObject( {
			status: 'trash',
			title: { raw: 'Rascunho revisto' },
			excerpt: { raw: 'Resumo.' },
			author: editor[ 0 ]!.id,
		} );

		const wire = sent.map( ( r ) => ( {
			method: r.method(),
			override: r.headers()[ 'x-http-method-override' ],
			nonce: r.headers()[ 'x-wp-nonce' ],
			force: new URL( r.url() ).searchParams.get( 'force' ),
		} ) );
		expect( wire ).toEqual( [
			{ method: 'POST', override: undefined, nonce, force: null },
			{ method: 'POST', override: 'PUT', nonce, force: null },
			{ method: 'POST', override: 'PATCH', nonce, force: null },
			{ method: 'POST', override: 'DELETE', nonce, force: null },
		] );
		await page.context().close();
	} );

	test( 'a subscriber is refused: creating and deleting reject with the server’s 403 RestError', async ( {
		browser,
		baseURL,
	} ) => {
		const page = await logIn( browser, baseURL!, 'subscriber' );
		await openWithLibrary( page, '/wp-admin/profile.php' );

		const result = await page.evaluate( async ( existingId ) => {
			const { getModels, isRestError } = (
				window as unknown as LibraryWindow
			 ).farolRest;
			const { Post } = await getModels();
			const describe = ( error: unknown ) =>
				isRestError( error )
					? { code: error.code, status: error.status }
					: { code: String( error ), status: -1 };
			const create = await new Post.Model()
				.save( { title: 'Não devia existir', status: 'draft' } )
				.then( () => null, describe );
			const remove = await new Post.Model( { id: existingId } )
				.destroy()
				.then( () => null, describe );
			return { create, remove };
		}, createdPosts[ 0 ]! );

		expect( result.create ).toEqual( {
			code: 'rest_cannot_create',
			status: 403,
		} );
		expect( result.remove ).toEqual( {
			code: 'rest_cannot_delete',
			status: 403,
		} );
		await page.context().close();
	} );

	test( 'an administrator reads the site settings; an editor may not', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const expected = ( await requestUtils.rest( {
			path: '/wp/v2/settings',
		} ) ) as Record< string, unknown >;

		const admin = await logIn( browser, baseURL!, 'admin' );
		await openWithLibrary( admin, '/wp-admin/profile.php' );
		const settings = await admin.evaluate( async () => {
			const { getModels } = ( window as unknown as LibraryWindow )
				.farolRest;
			const { Settings } = await getModels();
			return ( await new Settings.Model().fetch() ).toJSON();
		} );
		expect( settings ).toEqual( expected );
		await admin.context().close();

		const editor = await logIn( browser, baseURL!, 'editor' );
		await openWithLibrary( editor, '/wp-admin/profile.php' );
		const refusal = await editor.evaluate( async () => {
			const { getModels } = ( window as unknown as LibraryWindow )
				.farolRest;
			const { Settings } = await getModels();
			return new Settings.Model().fetch().then(
				() => null,
				( error: { code: string; status: number } ) => ( {
					code: error.code,
					status: error.status,
				} )
			);
		} );
		expect( refusal ).toEqual( { code: 'rest_forbidden', status: 403 } );
		await editor.context().close();
	} );
} );

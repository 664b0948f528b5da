/**
 * Named routes against the real site (see rest-library.ts for how the library gets into the
 * page): a core route needs no schema request at all, another route is learned with one
 * OPTIONS request on it (WordPress' own answer, cached for the session), and the namespace
 * index (`/wp-json/wp/v2/`, about 176 KB) is never downloaded.
 */

/**
 * External dependencies
 */
import type { Page, Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect } from './fixtures';
import {
	buildLibrary,
	logIn,
	openWithLibrary,
	type LibraryWindow,
} from './rest-library';

/**
 * Records every REST request of a page (pretty or plain permalinks).
 *
 * @param page The page.
 */
function recordAllRest( page: Page ): Request[] {
	const seen: Request[] = [];
	page.on( 'request', ( request ) => {
		const url = new URL( request.url() );
		if (
			url.pathname.startsWith( '/wp-json/' ) ||
			url.searchParams.has( 'rest_route' )
		) {
			seen.push( request );
		}
	} );
	return seen;
}

/**
 * Method (with the tunnelled one) and REST route of a request.
 *
 * @param request A REST request.
 */
function summary( request: Request ): string {
	const url = new URL( request.url() );
	const route =
		url.searchParams.get( 'rest_route' ) ??
		url.pathname.replace( /^\/wp-json/, '' );
	const override = request.headers()[ 'x-http-method-override' ];
	return `${ request.method() }${
		override ? `(${ override })` : ''
	} ${ route }`;
}

test.describe( 'Named routes against the real site', () => {
	test.beforeAll( async () => {
		test.setTimeout( 240_000 );
		await buildLibrary();
	} );

	test( 'wp/v2/settings needs no schema: one GET and one PATCH, never the index', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const before = ( await requestUtils.rest( {
			path: '/wp/v2/settings',
		} ) ) as { description: string };
		const page = await logIn( browser, baseURL!, 'admin' );
		await openWithLibrary( page, '/wp-admin/profile.php' );
		const sent = recordAllRest( page );

		const result = await page.evaluate( async () => {
			const { getModel } = ( window as unknown as LibraryWindow )
				.farolRest;
			const Settings = await getModel( 'wp/v2/settings' );
			const site = await new Settings.Model().fetch( {
				data: { _fields: 'description' },
			} );
			const read = site.get( 'description' );
			await site.save(
				{ description: 'Tagline from a named route' },
				{ patch: true }
			);
			return { read, saved: site.get( 'description' ) };
		} );

		try {
			expect( result ).toEqual( {
				read: before.description,
				saved: 'Tagline from a named route',
			} );
			expect( sent.map( summary ) ).toEqual( [
				'GET /wp/v2/settings',
				'POST(PATCH) /wp/v2/settings',
			] );
			const stored = ( await requestUtils.rest( {
				path: '/wp/v2/settings',
			} ) ) as { description: string };
			expect( stored.description ).toBe( 'Tagline from a named route' );
		} finally {
			await requestUtils.rest( {
				path: '/wp/v2/settings',
				method: 'POST',
				data: { description: before.description },
			} );
			await page.context().close();
		}
	} );

	test( 'another route is learned with one OPTIONS request, kept for the session, and works', async ( {
		browser,
		baseURL,
		requestUtils,
	} ) => {
		const page = await logIn( browser, baseURL!, 'admin' );
		await openWithLibrary( page, '/wp-admin/profile.php' );
		const sent = recordAllRest( page );

		// Reusable blocks (wp_block) are not one of the core kinds the library knows.
		const result = await page.evaluate( async () => {
			const { getModel } = ( window as unknown as LibraryWindow )
				.farolRest;
			const Blocks = await getModel( 'wp/v2/blocks' );
			const block = await new Blocks.Model().save( {
				title: 'Named route block',
				content: '<!-- wp:paragraph --><p>Oi</p><!-- /wp:paragraph -->',
				status: 'publish',
			} );
			const id = block.id;
			const read = await new Blocks.Model( { id } ).fetch( {
				data: { context: 'edit' },
			} );
			const removal = await read.destroy();
			const { name, collectionPath, hasItems, idAttribute, trashable } =
				Blocks.info;
			return {
				info: {
					name,
					collectionPath,
					hasItems,
					idAttribute,
					trashable,
				},
				singleton: Blocks.singleton,
				id,
				title: read.get( 'title' ),
				deleted: removal.deleted,
			};
		} );

		expect( result.singleton ).toBe( false );
		expect( result.info ).toMatchObject( {
			name: 'Blocks',
			collectionPath: 'wp/v2/blocks',
			hasItems: true,
			idAttribute: 'id',
			trashable: false,
		} );
		expect( result.title ).toMatchObject( { raw: 'Named route block' } );
		// Not a trashable core kind: deleted for good.
		expect( result.deleted ).toBe( true );
		expect( sent.map( summary ) ).toEqual( [
			'OPTIONS /wp/v2/blocks',
			'POST /wp/v2/blocks',
			`GET /wp/v2/blocks/${ result.id }`,
			`POST(DELETE) /wp/v2/blocks/${ result.id }`,
		] );
		const left = ( await requestUtils.rest( {
			path: '/wp/v2/blocks',
			params: { search: 'Named route block', status: 'any' },
		} ) ) as unknown[];
		expect( left ).toEqual( [] );

		// A new page of the same session: the route's schema comes from sessionStorage.
		await openWithLibrary( page, '/wp-admin/profile.php' );
		const again = recordAllRest( page );
		const path = await page.evaluate( async () => {
			const { getModel } = ( window as unknown as LibraryWindow )
				.farolRest;
			return ( await getModel( '/wp/v2/blocks/' ) ).info.collectionPath;
		} );
		expect( path ).toBe( 'wp/v2/blocks' );
		expect( again ).toEqual( [] );
		await page.context().close();
	} );

	test( 'a route’s own schema carries its arguments; an unknown route is rest_no_route', async ( {
		browser,
		baseURL,
	} ) => {
		const page = await logIn( browser, baseURL!, 'admin' );
		await openWithLibrary( page, '/wp-admin/profile.php' );
		const sent = recordAllRest( page );

		const result = await page.evaluate( async () => {
			const { getModel, loadRouteSchema, isRestError } = (
				window as unknown as LibraryWindow
			 ).farolRest;
			const route = await loadRouteSchema( '/wp/v2/settings' );
			const write = route.endpoints.find( ( endpoint ) =>
				endpoint.methods.includes( 'PATCH' )
			);
			const args = write?.args as
				| Record< string, { type?: unknown } >
				| undefined;
			const missing = await getModel( 'wp/v2/no-such-route' ).then(
				() => null,
				( error: unknown ) =>
					isRestError( error )
						? { code: error.code, status: error.status }
						: String( error )
			);
			return {
				namespace: route.namespace,
				methods: route.methods,
				stickyType: args?.farol_sticky_rules?.type,
				missing,
			};
		} );

		expect( result ).toEqual( {
			namespace: 'wp/v2',
			methods: [ 'GET', 'POST', 'PUT', 'PATCH' ],
			stickyType: 'array',
			missing: { code: 'rest_no_route', status: 404 },
		} );
		expect( sent.map( summary ) ).toEqual( [
			'OPTIONS /wp/v2/settings',
			'OPTIONS /wp/v2/no-such-route',
		] );
		await page.context().close();
	} );
} );

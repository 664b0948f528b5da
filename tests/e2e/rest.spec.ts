/**
 * The REST layer (src/lib/rest) against the real site, in real WordPress admin pages.
 *
 * The library is compiled once for this spec by webpack with wp-scripts' own configuration
 * (the same loaders and dependency extraction as every Farol bundle), as a `window.farolRest`
 * global written to artifacts/e2e-rest/ — a test artifact, never part of plugin/build. Each
 * test logs a user in, opens an admin page and adds the compiled library to it:
 * - on profile.php (every role can open it) WordPress prints `wpApiSettings` (root + this
 *   user's nonce) but loads no api-fetch, so core's own api-fetch scripts are added from
 *   /wp-includes/js/dist/ first;
 * - on post-new.php WordPress enqueues wp-api-fetch with its root and nonce middlewares:
 *   with wpApiSettings removed, this is how a Farol admin page that depends on
 *   wp-api-fetch sees the world.
 * Server state is checked through the REST API as the administrator (requestUtils).
 */

/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import type { Browser, Page, Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';

type Library = typeof import('../../src/lib/rest');
type LibraryWindow = Window & { farolRest: Library };

const ROOT_DIR = path.resolve( __dirname, '../..' );
const OUT_DIR = path.join( ROOT_DIR, 'artifacts/e2e-rest' );
const BUNDLE = path.join( OUT_DIR, 'farol-rest.js' );

/** Core packages the library may depend on, in load order. */
const CORE_SCRIPTS = [ 'hooks', 'i18n', 'url', 'api-fetch' ];

/** Compiles src/lib/rest to a window global; returns its WordPress script dependencies. */
async function buildLibrary(): Promise< string[] > {
	// eslint-disable-next-line @typescript-eslint/no-var-requires -- wp-scripts ships its webpack config as CommonJS.
	const base =
		require( '@wordpress/scripts/config/webpack.config' ) as webpack.Configuration;
	const config: webpack.Configuration = {
		...base,
		mode: 'development',
		devtool: false,
		entry: { 'farol-rest': path.join( ROOT_DIR, 'src/lib/rest/index.ts' ) },
		output: {
			path: OUT_DIR,
			filename: '[name].js',
			library: { name: 'farolRest', type: 'window' },
		},
		resolve: {
			...base.resolve,
			alias: {
				...( base.resolve?.alias as Record< string, string > ),
				'@farol': path.join( ROOT_DIR, 'src' ),
			},
		},
		plugins: ( base.plugins ?? [] ).filter(
			( plugin ) =>
				plugin?.constructor.name ===
					'DependencyExtractionWebpackPlugin' ||
				plugin?.constructor.name === 'DefinePlugin'
		),
	};
	await new Promise< void >( ( resolve, reject ) => {
		webpack( config, ( error, stats ) => {
			if ( error || ! stats || stats.hasErrors() ) {
				reject(
					error ?? new Error( stats?.toString( 'errors-only' ) )
				);
				return;
			}
			resolve();
		} );
	} );
	const asset = fs.readFileSync(
		path.join( OUT_DIR, 'farol-rest.asset.php' ),
		'utf8'
	);
	return [ ...asset.matchAll( /'(wp-[\w-]+)'/g ) ].map( ( m ) => m[ 1 ]! );
}

/**
 * A page of a fresh browser context, logged in as `user`.
 *
 * @param browser The browser.
 * @param baseURL The site.
 * @param user    User login (password: password).
 */
async function logIn( browser: Browser, baseURL: string, user: string ) {
	const context = await browser.newContext( {
		baseURL,
		storageState: VISITOR,
	} );
	const page = await context.newPage();
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( user );
	await page.locator( '#user_pass' ).fill( 'password' );
	await page.locator( '#wp-submit' ).click();
	await page.waitForURL( /\/wp-admin\// );
	return page;
}

/**
 * Opens an admin page and adds the compiled library (and core's api-fetch when missing).
 *
 * @param page                         Logged-in page.
 * @param url                          Admin page.
 * @param options                      Options.
 * @param options.withoutWpApiSettings Remove `wpApiSettings` first.
 */
async function openWithLibrary(
	page: Page,
	url: string,
	options: { withoutWpApiSettings?: boolean } = {}
): Promise< void > {
	await page.goto( url, { waitUntil: 'domcontentloaded' } );
	const hasApiFetch = await page.evaluate(
		() =>
			typeof ( window as { wp?: { apiFetch?: unknown } } ).wp
				?.apiFetch === 'function'
	);
	if ( ! hasApiFetch ) {
		for ( const name of CORE_SCRIPTS ) {
			await page.addScriptTag( {
				url: `/wp-includes/js/dist/${ name }.min.js`,
			} );
		}
	}
	if ( options.withoutWpApiSettings ) {
		await page.evaluate( () => {
			delete ( window as { wpApiSettings?: unknown } ).wpApiSettings;
		} );
	}
	await page.addScriptTag( { path: BUNDLE } );
	await page.waitForFunction( () => 'farolRest' in window );
}

/**
 * Records the REST requests a page sends under a path prefix.
 *
 * @param page   The page.
 * @param prefix Path inside /wp-json/, e.g. `wp/v2/posts`.
 */
function recordRest( page: Page, prefix: string ): Request[] {
	const seen: Request[] = [];
	page.on( 'request', ( request ) => {
		if (
			new URL( request.url() ).pathname.startsWith(
				`/wp-json/${ prefix }`
			)
		) {
			seen.push( request );
		}
	} );
	return seen;
}

const createdPosts: number[] = [];

test.describe( 'REST layer against the real site', () => {
	test.beforeAll( async ( { requestUtils } ) => {
		test.setTimeout( 240_000 );
		const dependencies = await buildLibrary();
		// Every dependency must be a core script this spec knows how to load.
		expect(
			dependencies.filter(
				( handle ) =>
					! CORE_SCRIPTS.includes( handle.replace( /^wp-/, '' ) )
			)
		).toEqual( [] );
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

/**
 * The REST layer (src/lib/rest) in real WordPress admin pages, for the rest*.spec.ts files.
 *
 * The library is compiled once per test run by webpack with wp-scripts' own configuration
 * (the same loaders and dependency extraction as every Farol bundle), as a `window.farolRest`
 * global written to artifacts/e2e-rest-<instance>/ — a test artifact, never part of plugin/build. A test
 * logs a user in, opens an admin page and adds the compiled library to it:
 * - on profile.php (every role can open it) WordPress prints `wpApiSettings` (root + this
 *   user's nonce) but loads no api-fetch, so core's own api-fetch scripts are added from
 *   /wp-includes/js/dist/ first;
 * - on post-new.php WordPress enqueues wp-api-fetch with its root and nonce middlewares:
 *   with wpApiSettings removed, this is how a Farol admin page that depends on
 *   wp-api-fetch sees the world.
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
import { expect, VISITOR } from './fixtures';
import { sendLoginForm } from './login-form';

type Library = typeof import('../../src/lib/rest');

/** The page's window once the library is added. */
export type LibraryWindow = Window & { farolRest: Library };

const ROOT_DIR = path.resolve( __dirname, '../..' );
// One folder per e2e site: the shards of tools/test/e2e.sh compile side by side.
const OUT_DIR = path.join(
	ROOT_DIR,
	`artifacts/e2e-rest-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`
);
const BUNDLE = path.join( OUT_DIR, 'farol-rest.js' );

/** Core packages the library may depend on, in load order. */
export const CORE_SCRIPTS = [ 'hooks', 'i18n', 'url', 'api-fetch' ];

/** Compiles src/lib/rest to a window global; returns its WordPress script dependencies. */
async function compileLibrary(): Promise< string[] > {
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
export async function logIn( browser: Browser, baseURL: string, user: string ) {
	const context = await browser.newContext( {
		baseURL,
		storageState: VISITOR,
	} );
	const page = await context.newPage();
	await sendLoginForm( page, user );
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
export async function openWithLibrary(
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
export function recordRest( page: Page, prefix: string ): Request[] {
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

let compiled: Promise< void > | null = null;

/**
 * Compiles the library once per test run (the specs share one worker) and checks that it
 * depends only on core scripts openWithLibrary() knows how to load.
 */
export function buildLibrary(): Promise< void > {
	compiled ??= compileLibrary().then( ( dependencies ) => {
		expect(
			dependencies.filter(
				( handle ) =>
					! CORE_SCRIPTS.includes( handle.replace( /^wp-/, '' ) )
			)
		).toEqual( [] );
	} );
	return compiled;
}

/**
 * The site every runtime serves (Playground's `npm start`, the native runtime, wp-env):
 * the demo in pt-BR with Farol's theme and plugin active, wp-admin reachable, post 2260 at
 * its pretty permalink. Tagged @smoke so the Playground run proves `npm start` works too.
 */
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { sendLoginForm } from './login-form';

type ActiveTheme = { stylesheet: string };
type PluginStatus = { status: string };

test.describe( 'A visitor', () => {
	test.use( { storageState: VISITOR } );

	test( 'gets the home page in pt-BR @smoke', async ( { page } ) => {
		const response = await page.goto( '/' );

		expect( response?.status() ).toBe( 200 );
		await expect( page.locator( 'html' ) ).toHaveAttribute(
			'lang',
			'pt-BR'
		);
		await expect( page ).toHaveTitle( /Farol/ );
	} );

	test( 'reaches post 2260 at its pretty permalink @smoke', async ( {
		page,
	} ) => {
		const response = await page.goto( '/?p=2260' );

		expect( response?.status() ).toBe( 200 );
		expect( new URL( page.url() ).pathname ).toBe( '/elemento-fixo/' );
		await expect( page.locator( 'body' ) ).toHaveClass( /\bpostid-2260\b/ );
		await expect( page ).toHaveTitle(
			/^Um elemento que acompanha a leitura/
		);
	} );

	test( 'logs in as the administrator through the login form @smoke', async ( {
		page,
	} ) => {
		await sendLoginForm( page, 'admin' );

		await expect( page ).toHaveURL( /\/wp-admin\/$/ );
		await expect( page.locator( '#wpadminbar' ) ).toBeVisible();
	} );
} );

test.describe( 'The administrator', () => {
	test( 'opens wp-admin @smoke', async ( { page } ) => {
		const response = await page.goto( '/wp-admin/' );

		expect( response?.status() ).toBe( 200 );
		expect( new URL( page.url() ).pathname ).toBe( '/wp-admin/' );
		await expect( page.locator( '#wpbody' ) ).toBeVisible();
		await expect(
			page.locator( '#wp-admin-bar-my-account' )
		).toContainText( 'admin' );
	} );

	test( 'sees the Farol theme and plugin active @smoke', async ( {
		requestUtils,
	} ) => {
		const themes = ( await requestUtils.rest( {
			path: '/wp/v2/themes',
			params: { status: 'active' },
		} ) ) as ActiveTheme[];
		const plugin = ( await requestUtils.rest( {
			path: '/wp/v2/plugins/farol/farol',
		} ) ) as PluginStatus;

		expect( themes.map( ( theme ) => theme.stylesheet ) ).toEqual( [
			'farol',
		] );
		expect( plugin.status ).toBe( 'active' );
	} );
} );

/**
 * A site owner installs Farol as WordPress lets anyone: on a stock site (tools/test/dist-stock.sh
 * --browser sets it up: pinned core, fresh database, no mu-plugin, no demo content), the
 * administrator uploads the plugin zip in Plugins › Add New › Upload Plugin and the theme zip in
 * Appearance › Themes › Add New › Upload Theme, activates both, and a visitor then sees the
 * comment widget, with the post's comment, under a post. The zips are FAROL_STOCK_PLUGIN_ZIP and
 * FAROL_STOCK_THEME_ZIP; the post is FAROL_STOCK_POST (made by the script before the run).
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

const PLUGIN_ZIP = process.env.FAROL_STOCK_PLUGIN_ZIP ?? '';
const THEME_ZIP = process.env.FAROL_STOCK_THEME_ZIP ?? '';
const POST = process.env.FAROL_STOCK_POST ?? '';

test.describe.configure( { mode: 'serial' } );

test( 'the administrator uploads and activates the plugin zip and the theme zip', async ( {
	page,
} ) => {
	expect( PLUGIN_ZIP && THEME_ZIP, 'the zips to upload' ).toBeTruthy();
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( 'admin' );
	await page.locator( '#user_pass' ).fill( 'password' );
	await page.locator( '#wp-submit' ).click();
	await expect( page.locator( '#wpadminbar' ) ).toBeVisible();

	await page.goto( '/wp-admin/plugin-install.php?tab=upload' );
	await page.locator( '#pluginzip' ).setInputFiles( PLUGIN_ZIP );
	await page.locator( '#install-plugin-submit' ).click();
	await expect( page.locator( '.wrap' ) ).toContainText(
		'Plugin installed successfully.'
	);
	await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
	await expect( page.locator( '#message' ) ).toContainText(
		'Plugin activated.'
	);
	await expect( page.locator( 'tr[data-slug="farol"]' ) ).toHaveClass(
		/\bactive\b/
	);

	await page.goto( '/wp-admin/theme-install.php' );
	await page.locator( '.upload-view-toggle' ).click();
	await page.locator( '#themezip' ).setInputFiles( THEME_ZIP );
	await page.locator( '#install-theme-submit' ).click();
	await expect( page.locator( '.wrap' ) ).toContainText(
		'Theme installed successfully.'
	);
	await page.locator( 'a.activatelink' ).click();
	await expect( page.locator( '.theme.active' ) ).toHaveAttribute(
		'data-slug',
		'farol'
	);
} );

test( 'a visitor sees the comment widget under a post', async ( {
	browser,
} ) => {
	const visitor = await browser.newContext();
	const page = await visitor.newPage();
	await page.goto( `/?p=${ POST }` );
	const widget = page.locator( '.wp-block-farol-comments' );
	await expect( widget ).toBeVisible();
	await expect( widget ).toContainText(
		'Primeiro comentário do site de verdade'
	);
	await visitor.close();
} );

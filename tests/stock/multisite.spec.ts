/**
 * Farol on a network, as a network administrator installs it: on a stock subdirectory network
 * (tools/test/dist-stock.sh --multisite: pinned core, fresh database, no mu-plugin), the network
 * administrator uploads the plugin zip in Network Admin › Plugins › Add New, network-activates
 * it, and a site is added (wp_insert_site(), as Sites › Add New does): its Farol tables are
 * there before anyone visits it. Its owner turns the widget on for its theme (a setting of that
 * site only); a visitor rates its first post (the rating lands in the new site's own table),
 * another reads the rating, and the main site's first post still has the theme's own comments.
 * Then the network administrator deletes the site; dist-stock.sh then checks that its Farol
 * tables went with it and that the log is clean.
 *
 * The zip is FAROL_STOCK_PLUGIN_ZIP, the site's folder FAROL_STOCK_WP. The stock network speaks
 * English.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';

const PLUGIN_ZIP = process.env.FAROL_STOCK_PLUGIN_ZIP ?? '';
const STOCK_WP = process.env.FAROL_STOCK_WP ?? '';
const SITE = 'segundo';

test.describe.configure( { mode: 'serial' } );

let network: Page;
/** The added site's id. */
let siteId = '';

/**
 * A page in a fresh visitor's context (no cookies).
 *
 * @param browser The browser.
 */
async function visitorPage( browser: Browser ): Promise< Page > {
	return ( await browser.newContext() ).newPage();
}

test.beforeAll( async ( { browser } ) => {
	network = await ( await browser.newContext() ).newPage();
} );

test( 'the network administrator uploads the plugin zip and activates it network-wide', async () => {
	expect( PLUGIN_ZIP, 'the zip to upload' ).toBeTruthy();
	await network.goto(
		`/wp-login.php?redirect_to=${ encodeURIComponent(
			'/wp-admin/network/plugin-install.php?tab=upload'
		) }`
	);
	await network.locator( '#user_login' ).fill( 'admin' );
	await network.locator( '#user_pass' ).fill( 'password' );
	await network.locator( '#wp-submit' ).click();
	await expect( network.locator( '#wpadminbar' ) ).toBeVisible();

	await network.locator( '#pluginzip' ).setInputFiles( PLUGIN_ZIP );
	await network.locator( '#install-plugin-submit' ).click();
	await expect( network.locator( '.wrap' ) ).toContainText(
		'Plugin installed successfully.'
	);
	await network.getByRole( 'link', { name: 'Network Activate' } ).click();
	await expect( network.locator( '#message' ) ).toContainText(
		'Plugin activated.'
	);
	await expect( network.locator( 'tr[data-slug="farol"]' ) ).toHaveClass(
		/\bactive\b/
	);
} );

test( 'a site added afterwards is ready at once: a visitor rates its first post, another reads the rating', async ( {
	browser,
} ) => {
	// Network Admin › Sites › Add New calls wp_insert_site(); its form drops the port of this
	// test's address (localhost:<port>), so the script calls it the same way with the port kept.
	const site = execFileSync(
		'php',
		[ 'tools/test/dist-stock.php', STOCK_WP, 'add-site', SITE ],
		{ encoding: 'utf8', env: process.env }
	).trim();
	expect( Number( site ) ).toBeGreaterThan( 1 );
	siteId = site;
	// Ready before anyone visits it: its Farol tables are there (wp_initialize_site).
	expect(
		execFileSync(
			'php',
			[ 'tools/test/dist-stock.php', STOCK_WP, 'sites' ],
			{
				encoding: 'utf8',
				env: process.env,
			}
		)
	).toMatch(
		new RegExp( `^site ${ site } /${ SITE }/ farol tables: [1-9]`, 'm' )
	);

	// Its owner turns the widget on for the theme it has (Twenty Twenty-Four): on this site only.
	await network.goto(
		`/${ SITE }/wp-admin/admin.php?page=farol-comment-settings`
	);
	await network
		.getByRole( 'checkbox', { name: 'Use the widget on every theme' } )
		.check();
	const saved = network.waitForResponse(
		( response ) =>
			response.url().includes( 'wp/v2/settings' ) &&
			response.request().method() !== 'GET'
	);
	await network.getByRole( 'button', { name: 'Save settings' } ).click();
	expect( ( await saved ).status() ).toBe( 200 );

	const rater = await visitorPage( browser );
	await rater.goto( `/${ SITE }/?p=1` );
	await expect( rater.locator( '.farol-rating__summary' ) ).toHaveText(
		'No ratings yet'
	);
	await rater.getByRole( 'button', { name: 'Rate 4 of 5' } ).click();
	await expect( rater.locator( '.farol-rating__mine' ) ).toHaveText(
		'Your rating: 4 of 5'
	);

	const reader = await visitorPage( browser );
	await reader.goto( `/${ SITE }/?p=1` );
	await expect( reader.locator( '.farol-rating__summary' ) ).toHaveText(
		'4.0 (1 rating)'
	);
	// Settings are per site: the main site's first post keeps the theme's own comments.
	await reader.goto( '/?p=1' );
	await expect( reader.locator( '.wp-block-post-title' ) ).toHaveText(
		'Hello world!'
	);
	await expect( reader.locator( '.farol-rating' ) ).toHaveCount( 0 );
} );

test( 'the network administrator deletes the site', async () => {
	await network.goto( '/wp-admin/network/sites.php' );
	const row = network.locator( '#the-list tr', {
		has: network.locator( `a[href*="site-info.php?id=${ siteId }"]` ),
	} );
	await row.hover();
	await row.locator( '.row-actions .delete a' ).click();
	await network.getByRole( 'button', { name: 'Confirm' } ).click();
	await expect( network.locator( '#message' ) ).toContainText(
		'Site deleted.'
	);
} );

/**
 * Page weight of a post with the comment widget, before the editor loads and after: the seeded
 * 1,000-comment post (`npm run seed:comments -- 1000`; seeded here when missing), in Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium), desktop viewport, no cache.
 *
 * Before: the page loaded and the network quiet for 500 ms. After: the visitor clicks into the
 * main form's text field (the editor is loaded on first focus) and the network is quiet again.
 * Counted from each response's encoded size (what crossed the wire; the native runtime's nginx
 * gzips text assets as a production server does): Farol's own JS and CSS (the plugin's files),
 * every JS and CSS file, fonts, and the number of requests. Compared with wpDiscuz 7.6.54 on
 * the same post shape: 105 KB gzip of JS (jQuery included), 28 KB of CSS, 109 KB of icon fonts,
 * 9 more requests. Targets: own JS ≤ 35 KB gzip before the editor, CSS ≤ 8 KB, no font.
 */
/**
 * External dependencies
 */
import { chromium } from '@playwright/test';

/**
 * Internal dependencies
 */
import { site } from './comments-http.mjs';

export const name = 'comments page weight (before and after the editor loads)';

const OWN = /\/wp-content\/plugins\/farol\//;
const kb = ( bytes ) => Math.round( ( bytes / 1024 ) * 10 ) / 10;

/**
 * What the page has loaded so far, by kind.
 *
 * @param {{url: string, type: string, bytes: number}[]} loaded Responses.
 */
function tally( loaded ) {
	const sum = ( list ) => list.reduce( ( total, r ) => total + r.bytes, 0 );
	const js = loaded.filter( ( r ) => r.type === 'script' );
	const css = loaded.filter( ( r ) => r.type === 'stylesheet' );
	return {
		requests: loaded.length,
		ownJs: sum( js.filter( ( r ) => OWN.test( r.url ) ) ),
		ownCss: sum( css.filter( ( r ) => OWN.test( r.url ) ) ),
		js: sum( js ),
		css: sum( css ),
		fonts: loaded.filter( ( r ) => r.type === 'font' ).length,
		ownFonts: loaded.filter(
			( r ) => r.type === 'font' && OWN.test( r.url )
		).length,
		fontBytes: sum( loaded.filter( ( r ) => r.type === 'font' ) ),
	};
}

/**
 * Runs the benchmark.
 *
 * @param {{baseURL: string}} options Site.
 * @return {Promise<object[]>} Rows.
 */
export async function run( { baseURL } ) {
	const setup = site( baseURL, 'setup', '1000' );
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [ '--no-sandbox', '--disable-gpu', '--no-first-run' ],
	} );
	try {
		const context = await browser.newContext( {
			viewport: { width: 1280, height: 900 },
			locale: 'pt-BR',
		} );
		const page = await context.newPage();
		const loaded = [];
		page.on( 'requestfinished', async ( request ) => {
			const sizes = await request.sizes().catch( () => null );
			loaded.push( {
				url: request.url(),
				type: request.resourceType(),
				bytes: sizes?.responseBodySize ?? 0,
			} );
		} );
		await page.goto( setup.posts[ 1000 ].url, { waitUntil: 'load' } );
		await page.waitForLoadState( 'networkidle' );
		const before = tally( loaded );
		const field = page
			.locator( '[data-farol-slot="main-form"] textarea' )
			.first();
		await field.click();
		await page.waitForLoadState( 'networkidle' );
		await page.waitForTimeout( 500 );
		const after = tally( loaded );
		const editor =
			( await page
				.locator(
					'[data-farol-slot="main-form"] [contenteditable="true"]'
				)
				.count() ) > 0;
		await context.close();
		return [
			{
				metric: 'before editor: Farol JS, gzip',
				value: kb( before.ownJs ),
				unit: 'KB (wpDiscuz 105 incl. jQuery)',
				target: '≤ 35 KB',
				ok: before.ownJs <= 35 * 1024,
			},
			{
				metric: 'before editor: Farol CSS, gzip',
				value: kb( before.ownCss ),
				unit: 'KB (wpDiscuz 28)',
				target: '≤ 8 KB',
				ok: before.ownCss <= 8 * 1024,
			},
			{
				metric: 'before editor: all JS / all CSS, gzip',
				value: `${ kb( before.js ) } / ${ kb( before.css ) }`,
				unit: 'KB',
			},
			{
				metric: 'before editor: Farol fonts',
				value: before.ownFonts,
				unit: '(wpDiscuz 3 icon fonts, 109 KB)',
				target: '0',
				ok: before.ownFonts === 0,
			},
			{
				metric: 'before editor: all fonts (the theme’s)',
				value: before.fonts,
				unit: `file(s), ${ kb( before.fontBytes ) } KB`,
			},
			{
				metric: 'before editor: requests',
				value: before.requests,
				unit: '(wpDiscuz page: 18)',
			},
			{
				metric: 'after editor: Farol JS, gzip',
				value: kb( after.ownJs ),
				unit: `KB (+${ kb( after.ownJs - before.ownJs ) }; editor ${
					editor ? 'mounted' : 'not on this branch'
				})`,
			},
			{
				metric: 'after editor: Farol CSS, gzip',
				value: kb( after.ownCss ),
				unit: `KB (+${ kb( after.ownCss - before.ownCss ) })`,
			},
			{
				metric: 'after editor: requests, fonts',
				value: `${ after.requests }, ${ after.fonts }`,
				unit: `(+${ after.requests - before.requests } requests)`,
			},
		];
	} finally {
		await browser.close();
		site( baseURL, 'teardown' );
	}
}

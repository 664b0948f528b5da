/**
 * JavaScript the demo home page loads before a visitor's first interaction or the browser's
 * first idle period: what every phone pays for on arrival, before any block asks for more.
 *
 * Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) through Playwright, emulating
 * the phone Lighthouse's mobile preset uses (412 × 823 CSS px, DPR 1.75, touch, mobile UA).
 * `requestIdleCallback` is replaced before any page script runs by one that never calls back,
 * and nothing is clicked, touched or scrolled; the page is measured once the network has been
 * quiet for 500 ms after `load`. Counted: the encoded bytes (what crossed the wire, gzip here)
 * of every script response, plus the page's inline scripts, gzip-compressed as the server
 * compresses the HTML they travel in.
 *
 * Target: ≤ 20 KB gzip, React not loaded (the countdown is the home page's only block script,
 * and it needs no React).
 */
/**
 * External dependencies
 */
import zlib from 'node:zlib';

import { chromium } from '@playwright/test';

export const name =
	'Home page JavaScript before the first interaction or idle period (mobile)';

/** Lighthouse's mobile preset: a mid-range Android phone. */
const MOBILE = {
	viewport: { width: 412, height: 823 },
	deviceScaleFactor: 1.75,
	isMobile: true,
	hasTouch: true,
	userAgent:
		'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
	locale: 'pt-BR',
	timezoneId: 'America/Sao_Paulo',
};

const TARGET_KB = 20;

const kb = ( bytes ) => Math.round( ( bytes / 1024 ) * 10 ) / 10;

/**
 * Loads the page as a visitor who does nothing, on a browser that is never idle.
 *
 * @param {import('@playwright/test').Browser} browser Browser.
 * @param {string}                             url     Page.
 * @return {Promise<{scripts: {url: string, bytes: number}[], inline: string[]}>} What ran.
 */
async function measure( browser, url ) {
	const context = await browser.newContext( MOBILE );
	try {
		await context.addInitScript( () => {
			window.requestIdleCallback = () => 0;
		} );
		const page = await context.newPage();
		const responses = [];
		page.on( 'response', ( response ) => {
			if ( response.request().resourceType() === 'script' ) {
				responses.push( response );
			}
		} );
		await page.goto( url, { waitUntil: 'load' } );
		await page.waitForLoadState( 'networkidle' );
		const scripts = [];
		for ( const response of responses ) {
			const sizes = await response.request().sizes();
			scripts.push( {
				url: response.url(),
				bytes: sizes.responseBodySize,
			} );
		}
		const inline = await page.evaluate( () =>
			Array.from( document.querySelectorAll( 'script:not([src])' ) )
				.filter( ( script ) =>
					[ '', 'text/javascript', 'module' ].includes( script.type )
				)
				.map( ( script ) => script.textContent ?? '' )
		);
		return { scripts, inline };
	} finally {
		await context.close();
	}
}

/**
 * Runs the benchmark.
 *
 * @param {{baseURL: string}} options Site.
 * @return {Promise<object[]>} Rows.
 */
export async function run( { baseURL } ) {
	const browser = await chromium.launch( {
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [ '--no-sandbox', '--disable-gpu', '--no-first-run' ],
	} );
	try {
		const url = new URL( '/', baseURL ).href;
		const { scripts, inline } = await measure( browser, url );
		const fileBytes = scripts.reduce( ( sum, s ) => sum + s.bytes, 0 );
		const inlineBytes = inline.length
			? zlib.gzipSync( Buffer.from( inline.join( '\n' ) ) ).length
			: 0;
		const total = fileBytes + inlineBytes;
		const react = scripts.some( ( s ) =>
			/\/react(-dom)?(\.min)?\.js/.test( new URL( s.url ).pathname )
		);
		const rows = [
			{
				metric: 'home: JS before interaction or idle, gzip',
				value: kb( total ),
				unit: 'KB',
				target: `≤ ${ TARGET_KB } KB`,
				ok: total <= TARGET_KB * 1024,
			},
			{
				metric: `home:   ${ scripts.length } script file(s), on the wire`,
				value: kb( fileBytes ),
				unit: 'KB',
			},
			{
				metric: `home:   ${ inline.length } inline script(s), gzip`,
				value: kb( inlineBytes ),
				unit: 'KB',
			},
			{
				metric: 'home: React loaded',
				value: react ? 'yes' : 'no',
				unit: '',
				target: 'no',
				ok: ! react,
			},
		];
		for ( const script of [ ...scripts ].sort(
			( a, b ) => b.bytes - a.bytes
		) ) {
			const { pathname } = new URL( script.url );
			rows.push( {
				metric: `home:     ${ pathname.replace(
					/^\/(wp-content|wp-includes)\//,
					''
				) }`,
				value: kb( script.bytes ),
				unit: 'KB',
			} );
		}
		return rows;
	} finally {
		await browser.close();
	}
}

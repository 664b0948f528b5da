/**
 * What a page transfers before and after the visitor's first interaction, in Chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium) through Playwright, emulating Lighthouse's
 * mobile phone, no cache.
 *
 * Before: the page loaded and the network quiet for 500 ms, on a browser that is never idle
 * (`requestIdleCallback` never calls back: what loads "when the browser idles" waits for the
 * interaction, so `before` is what every visitor pays on arrival). The first interaction: a tap on
 * the page's first form field (the comment editor, the lead and contact forms load their
 * runtime on it) or, on a page without a form, a tap on the content and a scroll; after: the
 * network quiet again. Counted per kind, from every response the page received: scripts
 * (every file, WordPress's own packages included, plus the page's inline scripts) and
 * stylesheets (files plus inline `<style>`), each as gzip (zlib level 6 of the body, so the
 * figure does not depend on whether the runtime's server compresses), and the request count;
 * each script file is also marked when it carries Preact's code (`PREACT_CODE`).
 */
/**
 * External dependencies
 */
import zlib from 'node:zlib';

import { chromium } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-dev-shm-usage',
	'--no-first-run',
];

/** Lighthouse's mobile preset: a mid-range Android phone. */
export const MOBILE = {
	viewport: { width: 412, height: 823 },
	deviceScaleFactor: 1.75,
	isMobile: true,
	hasTouch: true,
	userAgent:
		'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
	locale: 'pt-BR',
	timezoneId: 'America/Sao_Paulo',
};

const FIELD =
	'main form :is(textarea, input:not([type=hidden]):not([type=submit]):not([type=checkbox]):not([type=radio]), [contenteditable=true])';

/**
 * Preact's code in a script: its core's minified build names the vnode's children `__k` (its
 * own property mangling), which nothing else Farol ships uses. A page that transfers two
 * scripts matching this carries two copies of Preact.
 */
export const PREACT_CODE = /\.__k\b/;

const gzip = ( text ) => ( text ? zlib.gzipSync( text ).length : 0 );
const kb = ( bytes ) => Number( ( bytes / 1024 ).toFixed( 1 ) );

/** Launches the bench's Chromium. */
export function launch() {
	return chromium.launch( {
		executablePath: CHROMIUM,
		args: CHROMIUM_FLAGS,
	} );
}

/**
 * The page's inline scripts (each, gzip, named by its id or its first characters) and styles
 * (gzip of all).
 *
 * @param {import('@playwright/test').Page} page Page.
 */
async function inline( page ) {
	const { scripts, styles } = await page.evaluate( () => ( {
		scripts: Array.from( document.querySelectorAll( 'script:not([src])' ) )
			.filter( ( s ) =>
				[ '', 'text/javascript', 'module' ].includes( s.type )
			)
			.map( ( s ) => ( {
				name: s.id || ( s.textContent ?? '' ).trim().slice( 0, 40 ),
				text: s.textContent ?? '',
			} ) ),
		styles: Array.from( document.querySelectorAll( 'style' ) )
			.map( ( s ) => s.textContent ?? '' )
			.join( '\n' ),
	} ) );
	return {
		js: gzip( scripts.map( ( s ) => s.text ).join( '\n' ) ),
		css: gzip( styles ),
		scripts: scripts.map( ( s ) => ( {
			name: s.name,
			text: s.text,
			bytes: gzip( s.text ),
		} ) ),
	};
}

/**
 * Sums what has arrived so far.
 *
 * @param {{type: string, gzip: number}[]} loaded Responses.
 * @param {{js: number, css: number}}      inl    Inline code, gzip.
 */
function tally( loaded, inl ) {
	const sum = ( type ) =>
		loaded
			.filter( ( r ) => r.type === type )
			.reduce( ( total, r ) => total + r.gzip, 0 );
	return {
		jsBytes: sum( 'script' ) + inl.js,
		jsKB: kb( sum( 'script' ) + inl.js ),
		cssKB: kb( sum( 'stylesheet' ) + inl.css ),
		requests: loaded.length,
		scripts: loaded.filter( ( r ) => r.type === 'script' ).length,
	};
}

/**
 * Quiet network: no request for 500 ms (Playwright's networkidle), bounded.
 *
 * @param {import('@playwright/test').Page} page Page.
 */
async function settle( page ) {
	await page
		.waitForLoadState( 'networkidle', { timeout: 30000 } )
		.catch( () => undefined );
}

/**
 * The first interaction by default: a tap on the first form field, else on the content, and
 * a scroll.
 *
 * @param {import('@playwright/test').Page} page Page.
 * @return {Promise<string>} What was done.
 */
export async function interact( page ) {
	// A honeypot is a text field too, hidden from people: only visible fields count.
	const field = page.locator( `${ FIELD } >> visible=true` ).first();
	if ( await field.count() ) {
		await field.scrollIntoViewIfNeeded( { timeout: 5000 } );
		await field.tap( { timeout: 5000 } );
		await page.keyboard.type( 'a' );
		return 'tap on the first form field, one key';
	}
	await page
		.locator( 'main' )
		.first()
		.tap( { position: { x: 5, y: 5 } } );
	await page.mouse.wheel( 0, 800 );
	return 'tap on the content, scroll';
}

/**
 * Weighs one page before and after the first interaction.
 *
 * @param {import('@playwright/test').Browser}                         browser Browser.
 * @param {string}                                                     url     Page.
 * @param {(page: import('@playwright/test').Page) => Promise<string>} act     The interaction (default: interact()).
 * @return {Promise<{before: Object, after: Object, interaction: string, scripts: Object[], inlineScripts: Object[], status: number}>} Weights.
 */
export async function weigh( browser, url, act = interact ) {
	const context = await browser.newContext( MOBILE );
	try {
		await context.addInitScript( () => {
			window.requestIdleCallback = () => 0;
		} );
		const page = await context.newPage();
		const loaded = [];
		const pending = [];
		page.on( 'requestfinished', ( request ) => {
			pending.push(
				( async () => {
					const response = await request.response();
					const body = await response?.body().catch( () => null );
					loaded.push( {
						url: request.url(),
						type: request.resourceType(),
						gzip: body ? zlib.gzipSync( body ).length : 0,
						preact: !! body && PREACT_CODE.test( body.toString() ),
					} );
				} )()
			);
		} );
		const response = await page.goto( url, { waitUntil: 'load' } );
		await settle( page );
		await Promise.all( pending );
		const first = await inline( page );
		const before = tally( loaded, first );
		loaded.forEach( ( r ) => ( r.beforeInteraction = true ) );
		const interaction = await act( page );
		await page.waitForTimeout( 300 );
		await settle( page );
		await Promise.all( pending );
		const last = await inline( page );
		const after = tally( loaded, last );
		const scripts = loaded
			.filter( ( r ) => r.type === 'script' )
			.map( ( r ) => ( {
				url: r.url,
				bytes: r.gzip,
				kb: kb( r.gzip ),
				before: !! r.beforeInteraction,
				preact: r.preact,
			} ) );
		const seen = new Set( first.scripts.map( ( s ) => s.text ) );
		const inlineScripts = last.scripts.map( ( s ) => ( {
			url: `inline: ${ s.name }`,
			bytes: s.bytes,
			kb: kb( s.bytes ),
			before: seen.has( s.text ),
		} ) );
		return {
			before,
			after,
			interaction,
			scripts,
			inlineScripts,
			status: response?.status() ?? 0,
		};
	} finally {
		await context.close();
	}
}

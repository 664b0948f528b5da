/**
 * Lighthouse's mobile preset (an emulated phone, simulated slow 4G and CPU) on Debian's
 * Chromium, headless. `audits(urls, runs)` runs each page `runs` times in one browser and
 * gives each page the median of its runs: performance, accessibility, best practices and SEO
 * scores, LCP, CLS and TBT.
 */
/**
 * External dependencies
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Internal dependencies
 */
import { CHROMIUM, CHROMIUM_FLAGS } from './browser.mjs';
import { median } from './stats.mjs';

const CATEGORIES = [ 'performance', 'accessibility', 'best-practices', 'seo' ];

/**
 * One Lighthouse run's figures.
 *
 * @param {string} url  Page.
 * @param {number} port Chrome's debugging port.
 */
async function audit( url, port ) {
	const result = await lighthouse( url, {
		port,
		output: 'json',
		logLevel: 'error',
		onlyCategories: CATEGORIES,
	} );
	const lhr = result?.lhr;
	if ( ! lhr || lhr.runtimeError ) {
		throw new Error(
			`Lighthouse on ${ url }: ${
				lhr?.runtimeError?.message ?? 'no result'
			}`
		);
	}
	const score = ( id ) =>
		Math.round( ( lhr.categories[ id ]?.score ?? 0 ) * 100 );
	const value = ( id ) => lhr.audits[ id ]?.numericValue ?? NaN;
	return {
		performance: score( 'performance' ),
		accessibility: score( 'accessibility' ),
		bestPractices: score( 'best-practices' ),
		seo: score( 'seo' ),
		lcpMs: Math.round( value( 'largest-contentful-paint' ) ),
		cls: Number( value( 'cumulative-layout-shift' ).toFixed( 3 ) ),
		tbtMs: Math.round( value( 'total-blocking-time' ) ),
	};
}

/**
 * Audits pages, `runs` times each; the median of every figure per page.
 *
 * @param {string[]} urls Pages.
 * @param {number}   runs Runs per page (0: none).
 * @return {Promise<Map<string, Object|null>>} Figures by URL (null: not run).
 */
export async function audits( urls, runs ) {
	const out = new Map( urls.map( ( url ) => [ url, null ] ) );
	if ( runs < 1 || urls.length === 0 ) {
		return out;
	}
	const chrome = await chromeLauncher.launch( {
		chromePath: CHROMIUM,
		chromeFlags: [ '--headless=new', ...CHROMIUM_FLAGS ],
	} );
	try {
		for ( const url of urls ) {
			const results = [];
			for ( let i = 0; i < runs; i++ ) {
				results.push( await audit( url, chrome.port ) );
			}
			const figures = { runs };
			for ( const key of Object.keys( results[ 0 ] ) ) {
				figures[ key ] = median( results.map( ( r ) => r[ key ] ) );
			}
			out.set( url, figures );
		}
		return out;
	} finally {
		await chrome.kill();
	}
}

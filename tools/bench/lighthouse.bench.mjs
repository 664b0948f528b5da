/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on the home page and a
 * post page, driving Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) headless.
 *
 * Reports the four category scores, LCP, CLS and TBT, and the JavaScript and CSS the page
 * loads: every script and stylesheet request, raw and gzip-compressed (compressed here with
 * zlib level 9, so the number does not depend on whether the local server compresses), the
 * CSS WordPress inlines into the page, and "own JS" — scripts served from Farol's plugin and
 * theme folders. FAROL_LH_RUNS=n (default 3) runs each page n times: performance, LCP and CLS
 * are each the median of the runs (every run's figure is printed too); the other rows come
 * from the median run by performance score.
 *
 * Targets: the home page scores performance 100 with LCP ≤ 1.5 s and CLS 0 (the figures a
 * phone on a slow link sees first); the post page ≥ 95; accessibility 100 everywhere; own JS
 * on the home page ≤ 15 KB gzip. Its helpers (the Chromium flags, one audit, the sizes) serve
 * lead-form-lighthouse.bench.mjs too.
 */
/**
 * External dependencies
 */
import zlib from 'node:zlib';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/**
 * Internal dependencies
 */
import { median } from './stats.mjs';

export const name = 'Lighthouse, mobile preset (home page and a post page)';

const PAGES = [
	{ label: 'home', path: '/' },
	{ label: 'post', path: '/funil-b2b-em-cinco-perguntas/' },
];
const OWN = [ '/wp-content/plugins/farol/', '/wp-content/themes/farol/' ];
export const CHROME_FLAGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-dev-shm-usage',
	'--no-first-run',
];

export const kb = ( bytes ) => Math.round( ( bytes / 1024 ) * 10 ) / 10;
const gzipSize = ( buffer ) => zlib.gzipSync( buffer, { level: 9 } ).length;

/**
 * Raw and gzip sizes of each URL (fetched again, outside the browser).
 *
 * @param {string[]} urls URLs.
 * @return {Promise<Map<string, {raw: number, gzip: number}>>} Sizes by URL.
 */
export async function sizes( urls ) {
	const out = new Map();
	for ( const url of urls ) {
		const body = Buffer.from( await ( await fetch( url ) ).arrayBuffer() );
		out.set( url, { raw: body.length, gzip: gzipSize( body ) } );
	}
	return out;
}

/**
 * One Lighthouse run.
 *
 * @param {string} url  Page.
 * @param {number} port Chrome's debugging port.
 */
export async function audit( url, port ) {
	const result = await lighthouse( url, {
		port,
		output: 'json',
		logLevel: 'error',
		onlyCategories: [
			'performance',
			'accessibility',
			'best-practices',
			'seo',
		],
	} );
	if ( ! result?.lhr ) {
		throw new Error( `Lighthouse returned nothing for ${ url }` );
	}
	if ( result.lhr.runtimeError ) {
		throw new Error( `${ url }: ${ result.lhr.runtimeError.message }` );
	}
	return result.lhr;
}

/**
 * Performance, LCP and CLS: the median of the runs, against the page's targets.
 *
 * @param {string}   label   Page label.
 * @param {Object[]} results Lighthouse results, one per run.
 * @param {Object}   targets Which targets apply.
 */
function medianRows( label, results, targets ) {
	const perfs = results.map( ( lhr ) =>
		Math.round( ( lhr.categories.performance?.score ?? 0 ) * 100 )
	);
	const lcps = results.map( ( lhr ) =>
		Math.round(
			lhr.audits[ 'largest-contentful-paint' ]?.numericValue ?? NaN
		)
	);
	const clss = results.map(
		( lhr ) => lhr.audits[ 'cumulative-layout-shift' ]?.numericValue ?? NaN
	);
	const runs = `median of ${ results.length }`;
	const perf = median( perfs );
	const lcp = median( lcps );
	const cls = median( clss );
	return [
		{
			metric: `${ label }: performance (${ runs })`,
			value: perf,
			unit: '/100',
			target: targets.home ? '100' : '≥ 95',
			ok: targets.home ? perf === 100 : perf >= 95,
		},
		{
			metric: `${ label }:   each run`,
			value: perfs.join( ' ' ),
			unit: '',
		},
		{
			metric: `${ label }: LCP (${ runs })`,
			value: lcp,
			unit: 'ms',
			...( targets.home ? { target: '≤ 1500 ms', ok: lcp <= 1500 } : {} ),
		},
		{
			metric: `${ label }:   each run`,
			value: lcps.join( ' ' ),
			unit: 'ms',
		},
		{
			metric: `${ label }: CLS (${ runs })`,
			value: cls.toFixed( 3 ),
			unit: '',
			target: '0',
			ok: cls < 0.005,
		},
	];
}

/**
 * Rows for one page.
 *
 * @param {string} label   Page label.
 * @param {string} url     Page URL.
 * @param {Object} lhr     Lighthouse result.
 * @param {Object} targets Which targets apply.
 */
async function rowsFor( label, url, lhr, targets ) {
	const score = ( id ) =>
		Math.round( ( lhr.categories[ id ]?.score ?? 0 ) * 100 );
	const metric = ( id ) => lhr.audits[ id ]?.numericValue ?? NaN;
	const requests = (
		lhr.audits[ 'network-requests' ]?.details?.items ?? []
	).filter( ( item ) => item.url.startsWith( 'http' ) );
	const scripts = requests
		.filter( ( item ) => item.resourceType === 'Script' )
		.map( ( item ) => item.url );
	const styles = requests
		.filter( ( item ) => item.resourceType === 'Stylesheet' )
		.map( ( item ) => item.url );
	const measured = await sizes( [ ...scripts, ...styles ] );
	const sum = ( urls, key ) =>
		urls.reduce(
			( total, u ) => total + ( measured.get( u )?.[ key ] ?? 0 ),
			0
		);
	const own = scripts.filter( ( u ) =>
		OWN.some( ( prefix ) => new URL( u ).pathname.startsWith( prefix ) )
	);

	const html = await ( await fetch( url ) ).text();
	const inline = Array.from(
		html.matchAll( /<style\b[^>]*>([\s\S]*?)<\/style>/g ),
		( m ) => m[ 1 ]
	).join( '\n' );
	const inlineBuffer = Buffer.from( inline );

	const a11y = score( 'accessibility' );
	const ownGzip = sum( own, 'gzip' );
	const rows = [
		{
			metric: `${ label }: accessibility`,
			value: a11y,
			unit: '/100',
			target: '100',
			ok: a11y === 100,
		},
		{
			metric: `${ label }: best practices`,
			value: score( 'best-practices' ),
			unit: '/100',
		},
		{ metric: `${ label }: SEO`, value: score( 'seo' ), unit: '/100' },
		{
			metric: `${ label }: FCP`,
			value: Math.round( metric( 'first-contentful-paint' ) ),
			unit: 'ms',
		},
		{
			metric: `${ label }: TBT`,
			value: Math.round( metric( 'total-blocking-time' ) ),
			unit: 'ms',
		},
		{
			metric: `${ label }: JS, ${ scripts.length } file(s), raw`,
			value: kb( sum( scripts, 'raw' ) ),
			unit: 'KB',
		},
		{
			metric: `${ label }: JS, gzip`,
			value: kb( sum( scripts, 'gzip' ) ),
			unit: 'KB',
		},
		{
			metric: `${ label }: own JS, ${ own.length } file(s), raw`,
			value: kb( sum( own, 'raw' ) ),
			unit: 'KB',
		},
		{
			metric: `${ label }: own JS, gzip`,
			value: kb( ownGzip ),
			unit: 'KB',
			...( targets.ownJs
				? { target: '≤ 15 KB', ok: ownGzip <= 15 * 1024 }
				: {} ),
		},
		{
			metric: `${ label }: CSS files, ${ styles.length } file(s), raw`,
			value: kb( sum( styles, 'raw' ) ),
			unit: 'KB',
		},
		{
			metric: `${ label }: CSS files, gzip`,
			value: kb( sum( styles, 'gzip' ) ),
			unit: 'KB',
		},
		{
			metric: `${ label }: CSS inlined in the page, raw`,
			value: kb( inlineBuffer.length ),
			unit: 'KB',
		},
		{
			metric: `${ label }: CSS inlined in the page, gzip`,
			value: kb( gzipSize( inlineBuffer ) ),
			unit: 'KB',
		},
	];
	for ( const u of own ) {
		const size = measured.get( u );
		rows.push( {
			metric: `${ label }:   ${ new URL( u ).pathname.replace(
				/^\/wp-content\//,
				''
			) }`,
			value: `${ kb( size?.raw ?? 0 ) } / ${ kb( size?.gzip ?? 0 ) }`,
			unit: 'KB raw / gzip',
		} );
	}
	return rows;
}

/**
 * Runs the benchmark.
 *
 * @param {{baseURL: string}} options Site.
 * @return {Promise<object[]>} Rows.
 */
export async function run( { baseURL } ) {
	const runs = Math.max( 1, Number( process.env.FAROL_LH_RUNS ?? 3 ) );
	const chrome = await chromeLauncher.launch( {
		chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		chromeFlags: CHROME_FLAGS,
	} );
	try {
		const rows = [];
		for ( const { label, path } of PAGES ) {
			const url = new URL( path, baseURL ).href;
			const results = [];
			for ( let i = 0; i < runs; i++ ) {
				results.push( await audit( url, chrome.port ) );
			}
			results.sort(
				( a, b ) =>
					( a.categories.performance.score ?? 0 ) -
					( b.categories.performance.score ?? 0 )
			);
			const middle = results[ Math.floor( results.length / 2 ) ];
			const targets = { home: label === 'home', ownJs: label === 'home' };
			rows.push(
				...medianRows( label, results, targets ),
				...( await rowsFor( label, url, middle, targets ) )
			);
		}
		return rows;
	} finally {
		await chrome.kill();
	}
}

/**
 * Lighthouse (mobile preset: emulated phone, simulated slow 4G and CPU) on the lead form's
 * demo page, /fale-com-a-gente/ (a form with a phone field, so the phone library's chunks
 * load too), driving Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) headless.
 *
 * Reports the time from page load to an interactive page (Lighthouse's TTI: the main thread
 * quiet after the form's runtime took over — the runtime mounts when the browser idles if the
 * form is not reached sooner), TBT, FCP and LCP, and the JavaScript the page loads: as
 * transferred (the local server's encoding), and gzip -9 for all scripts and for Farol's own.
 * FAROL_LH_RUNS=n (default 3): TTI and TBT are the medians of the runs (each run printed);
 * the other rows come from the run with the median TTI. Reference figures only, no targets:
 * the budget (own JS gzip for a form page) is asserted by
 * tests/e2e/lead-form-submit-budget.spec.ts.
 */
/**
 * External dependencies
 */
import * as chromeLauncher from 'chrome-launcher';

/**
 * Internal dependencies
 */
import { audit, CHROME_FLAGS, kb, sizes } from './lighthouse.bench.mjs';
import { median } from './stats.mjs';

export const name = 'Lighthouse, mobile preset (lead form demo page)';

const PAGE = '/fale-com-a-gente/';
const OWN = [ '/wp-content/plugins/farol/', '/wp-content/themes/farol/' ];

const ms = ( lhr, id ) => Math.round( lhr.audits[ id ]?.numericValue ?? NaN );

/**
 * The scripts a run loaded.
 *
 * @param {Object} lhr Lighthouse result.
 * @return {Object[]} Lighthouse's network items of the scripts.
 */
function scriptsOf( lhr ) {
	return ( lhr.audits[ 'network-requests' ]?.details?.items ?? [] ).filter(
		( item ) =>
			item.url.startsWith( 'http' ) && item.resourceType === 'Script'
	);
}

/**
 * Runs the benchmark.
 *
 * @param {{baseURL: string}} options Site.
 * @return {Promise<object[]>} Rows.
 */
export async function run( { baseURL } ) {
	const runs = Math.max( 1, Number( process.env.FAROL_LH_RUNS ?? 3 ) );
	const url = new URL( PAGE, baseURL ).href;
	const chrome = await chromeLauncher.launch( {
		chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		chromeFlags: CHROME_FLAGS,
	} );
	const results = [];
	try {
		for ( let i = 0; i < runs; i++ ) {
			results.push( await audit( url, chrome.port ) );
		}
	} finally {
		await chrome.kill();
	}
	const ttis = results.map( ( lhr ) => ms( lhr, 'interactive' ) );
	const tbts = results.map( ( lhr ) => ms( lhr, 'total-blocking-time' ) );
	const middle = [ ...results ].sort(
		( a, b ) => ms( a, 'interactive' ) - ms( b, 'interactive' )
	)[ Math.floor( results.length / 2 ) ];

	const scripts = scriptsOf( middle );
	const own = scripts.filter( ( item ) =>
		OWN.some( ( prefix ) =>
			new URL( item.url ).pathname.startsWith( prefix )
		)
	);
	const measured = await sizes( scripts.map( ( item ) => item.url ) );
	const transferred = ( items ) =>
		items.reduce(
			( total, item ) => total + ( item.transferSize ?? 0 ),
			0
		);
	const gzip = ( items ) =>
		items.reduce(
			( total, item ) => total + ( measured.get( item.url )?.gzip ?? 0 ),
			0
		);
	const runsLabel = `median of ${ results.length }`;
	return [
		{
			metric: `form page: TTI (${ runsLabel })`,
			value: median( ttis ),
			unit: 'ms',
		},
		{
			metric: 'form page:   each run',
			value: ttis.join( ' ' ),
			unit: 'ms',
		},
		{
			metric: `form page: TBT (${ runsLabel })`,
			value: median( tbts ),
			unit: 'ms',
		},
		{
			metric: 'form page:   each run',
			value: tbts.join( ' ' ),
			unit: 'ms',
		},
		{
			metric: 'form page: FCP',
			value: ms( middle, 'first-contentful-paint' ),
			unit: 'ms',
		},
		{
			metric: 'form page: LCP',
			value: ms( middle, 'largest-contentful-paint' ),
			unit: 'ms',
		},
		{
			metric: 'form page: performance',
			value: Math.round(
				( middle.categories.performance?.score ?? 0 ) * 100
			),
			unit: '/100',
		},
		{
			metric: `form page: JS transferred, ${ scripts.length } file(s)`,
			value: kb( transferred( scripts ) ),
			unit: 'KB',
		},
		{
			metric: 'form page: JS, gzip -9',
			value: kb( gzip( scripts ) ),
			unit: 'KB',
		},
		{
			metric: `form page: own JS transferred, ${ own.length } file(s)`,
			value: kb( transferred( own ) ),
			unit: 'KB',
		},
		{
			metric: 'form page: own JS, gzip -9',
			value: kb( gzip( own ) ),
			unit: 'KB',
		},
	];
}

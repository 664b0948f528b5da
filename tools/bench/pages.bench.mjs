/**
 * Per page type (home, a post with comments, the lead form's page, the contact form's page):
 * the JS and CSS transferred and the request count before and after the visitor's first
 * interaction (./lib/browser.mjs), and Lighthouse's mobile scores with LCP, CLS and TBT
 * (./lib/lighthouse.mjs; the median of `lighthouseRuns` runs, on the pages of
 * `lighthousePages` when given, else on every page). Each page is weighed under the busy
 * guard; the Lighthouse runs of all pages under one.
 */
/**
 * Internal dependencies
 */
import { launch, weigh } from './lib/browser.mjs';
import { audits } from './lib/lighthouse.mjs';
import { guard } from './lib/machine.mjs';

export const name =
	'pages (weight before and after the first interaction, Lighthouse mobile)';

/**
 * Runs the benchmark on one runtime.
 *
 * @param {{baseURL: string, pages: {id: string, path: string, label?: string}[], lighthouseRuns: number, lighthousePages?: string[]}} ctx Site and pages.
 * @return {Promise<Record<string, Object>>} Figures by page id.
 */
export async function run( {
	baseURL,
	pages,
	lighthouseRuns,
	lighthousePages,
} ) {
	const out = {};
	const browser = await launch();
	try {
		for ( const page of pages ) {
			const url = new URL( page.path, baseURL ).href;
			const { result, busy, evidence } = await guard( () =>
				weigh( browser, url )
			);
			out[ page.id ] = {
				url,
				label: page.label,
				...result,
				busy,
				evidence,
			};
		}
	} finally {
		await browser.close();
	}
	const urls = pages
		.filter(
			( page ) => ! lighthousePages || lighthousePages.includes( page.id )
		)
		.map( ( page ) => out[ page.id ].url );
	const { result, busy, evidence } = await guard( () =>
		audits( urls, lighthouseRuns )
	);
	for ( const page of pages ) {
		const figures = result.get( out[ page.id ].url );
		out[ page.id ].lighthouse = figures
			? { ...figures, busy, evidence }
			: null;
	}
	return out;
}

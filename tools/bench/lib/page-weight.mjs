/**
 * Issue 22's page-weight budgets, measured one way for everyone: `npm run bench -- page-weight`
 * (tools/bench/page-weight.mjs) and tests/e2e/page-weight.spec.ts both call `measure()` and
 * `verdict()` here. The budgets live in one table, tests/fixtures/page-budgets.json.
 *
 * Each page is weighed by ./browser.mjs (every script the page transfers, WordPress's and
 * inline ones included, gzip) before and after ITS first interaction (INTERACTIONS below):
 *
 * - `content`: a tap on the content and a scroll (the home page);
 * - `comment-toggle`: a reader's press on the first "hide replies" button of the comment list
 *   (`[data-farol-action="toggle-replies"]`): a control of the comment area that does not open
 *   the editor and writes nothing (a vote or a sort would ask the server);
 * - `first-field`: a tap on the first visible field of the page's form and one key;
 * - `phone`: a tap on the lead form's phone field (`input[type=tel]`) and a Brazilian mobile
 *   number typed into it, so the phone library loads as a visitor meets it;
 * - `phone-and-generator`: `phone`, then a tap on the box-shadow generator's first slider and →
 *   (a page with two React-based views: both load).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Internal dependencies
 */
import { weigh } from './browser.mjs';

export const BUDGETS_FILE = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../../../tests/fixtures/page-budgets.json'
);

/** The budget table (tests/fixtures/page-budgets.json). */
export function budgets() {
	return JSON.parse( fs.readFileSync( BUDGETS_FILE, 'utf8' ) );
}

/**
 * Taps an element after bringing it into view.
 *
 * @param {import('@playwright/test').Locator} target Element.
 */
async function tap( target ) {
	await target.scrollIntoViewIfNeeded( { timeout: 5000 } );
	await target.tap( { timeout: 5000 } );
}

/** @type {Record<string, (page: import('@playwright/test').Page) => Promise<string>>} */
export const INTERACTIONS = {
	async content( page ) {
		await page
			.locator( 'main' )
			.first()
			.tap( { position: { x: 5, y: 5 } } );
		await page.mouse.wheel( 0, 800 );
		return 'tap on the content, scroll';
	},
	async 'comment-toggle'( page ) {
		await tap(
			page.locator( '[data-farol-action="toggle-replies"]' ).first()
		);
		return 'press on the first comment thread\'s "hide replies"';
	},
	async 'first-field'( page ) {
		// A honeypot is a text field too, hidden from people: only visible fields count.
		await tap(
			page
				.locator(
					'main form :is(textarea, input:not([type=hidden]):not([type=submit]):not([type=checkbox]):not([type=radio])) >> visible=true'
				)
				.first()
		);
		await page.keyboard.type( 'a' );
		return "tap on the form's first field, one key";
	},
	async phone( page ) {
		await tap( page.locator( 'main form input[type=tel]' ).first() );
		await page.keyboard.type( '11987654321', { delay: 30 } );
		return 'tap on the phone field, a number typed';
	},
	async 'phone-and-generator'( page ) {
		const phone = await INTERACTIONS.phone( page );
		await tap(
			page
				.locator( '.wp-block-farol-box-shadow input[type=range]' )
				.first()
		);
		await page.keyboard.press( 'ArrowRight' );
		return `${ phone }; tap on the generator's first slider, →`;
	},
};

/**
 * Weighs one page of the table before and after its interaction.
 *
 * @param {import('@playwright/test').Browser} browser Browser.
 * @param {string}                             baseURL Site.
 * @param {Object}                             entry   A row of the budget table.
 * @return {Promise<Object>} browser.mjs's weights, with `afterCountedKB` (after, less the
 * excluded scripts), `excluded` (their addresses) and the verdict (`over`).
 */
export async function measure( browser, baseURL, entry ) {
	const url = new URL( entry.path, baseURL ).href;
	const act = INTERACTIONS[ entry.interaction ];
	if ( ! act ) {
		throw new Error(
			`page-weight: unknown interaction ${ entry.interaction }`
		);
	}
	const result = await weigh( browser, url, act );
	const skip = entry.excludeAfter ? new RegExp( entry.excludeAfter ) : null;
	const excluded = result.scripts.filter(
		( s ) => skip && ! s.before && skip.test( s.url )
	);
	const less = excluded.reduce( ( sum, s ) => sum + s.bytes, 0 );
	const afterCountedKB = Number(
		( ( result.after.jsBytes - less ) / 1024 ).toFixed( 1 )
	);
	const out = {
		url,
		...result,
		afterCountedKB,
		excluded: excluded.map( ( s ) => s.url ),
	};
	return { ...out, over: verdict( entry, out ) };
}

/**
 * Which budgets a measurement breaks.
 *
 * @param {Object} entry  A row of the budget table.
 * @param {Object} result `measure()`'s answer.
 * @return {{before: boolean, after: boolean}} Over budget, per column.
 */
export function verdict( entry, result ) {
	return {
		before: result.before.jsKB > entry.jsBeforeKB,
		after:
			entry.jsAfterKB !== null && result.afterCountedKB > entry.jsAfterKB,
	};
}

/**
 * Every script of a measurement, one line each (B: before, A: after the interaction; x: not
 * counted in the after budget), largest first within each.
 *
 * @param {Object} result `measure()`'s answer.
 * @return {string[]} Lines.
 */
export function scriptLines( result ) {
	const origin = new URL( result.url ).origin;
	return [ ...result.scripts, ...result.inlineScripts ]
		.sort(
			( a, b ) => Number( b.before ) - Number( a.before ) || b.kb - a.kb
		)
		.map(
			( s ) =>
				`  ${ s.before ? 'B' : 'A' }${
					result.excluded.includes( s.url ) ? 'x' : ' '
				} ${ s.kb.toFixed( 1 ).padStart( 6 ) } KB  ${ s.url.replace(
					origin,
					''
				) }`
		);
}

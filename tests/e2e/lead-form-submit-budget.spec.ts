/**
 * The lead form's weight: the plugin's own JavaScript a page with a lead form loads until its
 * form is interactive (its runtime comes on the first press in the form, see runtimeReady),
 * measured gzip-compressed (level 9), its UI library (Preact) included — at most 50 KB
 * without a phone field, and no phone metadata until a phone field is focused, then only
 * the metadata of the field's calling code (Brazil's), never the full set. The figures and the time to an interactive form are
 * written to the test's annotations. (Every script of a page, WordPress's included, is
 * counted by the page-weight bench and its spec.)
 */
/**
 * External dependencies
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from './fixtures';
import {
	createFormPage,
	deleteFormPage,
	runtimeReady,
	visitorPage,
	type TestForm,
} from './lead-form-submit-helpers';

// 35 KB until 2026-11-26; raised by 1 KB for the renewal of stamps on cached pages
// (src/lib/abuse/stamp.ts, about 400 B gzip: the page measured 36,074 B with it); by 2 KB
// for the calling-code table and the per-code metadata loader (src/lib/phone/codes.ts,
// load.ts), which spare a phone form's page the 41.5 KB of the full metadata; by 1 KB for
// the eager loader's event replay (src/lib/mount/replay.ts: the page measured 38,957 B); by
// 8 KB when the view began to bundle Preact's compat layer instead of loading WordPress's
// React and ReactDOM (docs/front-end.md, "Preact for visitors"): the plugin's own share grew
// by ~9 KB while the page's total fell by ~45 KB (46,485 B measured; the page-weight spec
// holds the total to its budget). Not raised for the seed script (issue 34: the view event
// and a returning visitor's refill without the runtime, 1.2 KB), which took their code out of
// the view: 47,499 B measured on 2026-12-02. Raised by 3 KB for one copy of Preact per page
// (issue 34: the views share the chunk views/preact.js): the chunk holds the Preact every
// view needs, so a page with the lead form alone pays for the parts only the comment widget
// uses (Suspense, lazy, portals) and loses the tree-shaking and inlining a view bundling its
// own copy had; 50,272 B measured on 2026-12-02 (+2,771 B), while a page with two views pays
// Preact once (the lead form beside the comment widget: 6.3 KB less; docs/front-end.md).
const BUDGET_BYTES = 50 * 1024;

let plain: TestForm;

test.beforeAll( async ( { requestUtils } ) => {
	plain = await createFormPage( requestUtils, 'E2E Runtime budget', {
		conversion_identifier: 'e2e-runtime-budget',
		fields: [
			{ name: 'name', type: 'text', label: 'Nome', required: true },
			{ name: 'email', type: 'email', label: 'E-mail', required: true },
		],
	} );
} );

test.afterAll( async ( { requestUtils } ) => {
	if ( plain ) {
		await deleteFormPage( requestUtils, plain );
	}
} );

interface Weight {
	gzip: number;
	phoneMetadata: boolean;
	interactiveMs: number;
	/** The calling codes whose metadata came once the phone field was focused. */
	phoneCodes: string[];
}

/**
 * The calling codes of the phone metadata in scripts (`"country_calling_codes":{"55":…`).
 *
 * @param scripts Script bodies.
 */
function metadataCodes( scripts: Buffer[] ): string[] {
	return scripts.flatMap( ( body ) =>
		Array.from(
			body
				.toString( 'utf8' )
				.matchAll( /country_calling_codes\\?":\{\\?"(\d+)/g ),
			( match ) => match[ 1 ]!
		)
	);
}

/**
 * The plugin's scripts a page loads until its form is interactive and idle.
 *
 * @param page The visitor's page.
 * @param url  The page to open.
 */
async function weigh( page: Page, url: string ): Promise< Weight > {
	const bodies: Array< Promise< Buffer > > = [];
	page.on( 'response', ( response ) => {
		if (
			response.request().resourceType() === 'script' &&
			response.url().includes( '/wp-content/plugins/farol/' )
		) {
			bodies.push( response.body() );
		}
	} );
	const started = Date.now();
	await page.goto( url );
	await runtimeReady( page );
	const interactiveMs = Date.now() - started;
	await page.waitForLoadState( 'networkidle' );
	const scripts = await Promise.all( bodies );
	const gzip = scripts.reduce(
		( sum, body ) => sum + gzipSync( body, { level: 9 } ).length,
		0
	);
	const phoneMetadata = metadataCodes( scripts ).length > 0;
	const phone = page.locator( 'input[data-phone-mask]' ).first();
	let phoneCodes: string[] = [];
	if ( await phone.count() ) {
		const before = bodies.length;
		await phone.focus();
		// The library's chunk, then the metadata it asks for; then a moment for any other.
		await expect
			.poll(
				async () =>
					metadataCodes( await Promise.all( bodies.slice( before ) ) )
						.length,
				{ timeout: 15_000 }
			)
			.toBeGreaterThan( 0 );
		await page.waitForTimeout( 1000 );
		phoneCodes = metadataCodes(
			await Promise.all( bodies.slice( before ) )
		);
	}
	return { gzip, phoneMetadata, interactiveMs, phoneCodes };
}

test( 'a lead form page stays within its JavaScript budget', async ( {
	browser,
	baseURL,
} ) => {
	const plainPage = await visitorPage( browser, baseURL! );
	const withoutPhone = await weigh( plainPage, plain.link );
	await plainPage.context().close();

	const demoPage = await visitorPage( browser, baseURL! );
	const withPhone = await weigh( demoPage, '/fale-com-a-gente/' );
	await demoPage.context().close();

	test.info().annotations.push( {
		type: 'lead form JS (gzip)',
		description: `without phone ${ withoutPhone.gzip } B, interactive in ${
			withoutPhone.interactiveMs
		} ms; demo page with phone ${
			withPhone.gzip
		} B before the phone is focused, interactive in ${
			withPhone.interactiveMs
		} ms; metadata of ${ withPhone.phoneCodes.join( ', ' ) } once it is`,
	} );
	// eslint-disable-next-line no-console -- the figures the issue asks to report.
	console.log( test.info().annotations.at( -1 )?.description );

	expect( withoutPhone.gzip ).toBeLessThanOrEqual( BUDGET_BYTES );
	expect( withoutPhone.phoneMetadata ).toBe( false );
	expect( withPhone.phoneMetadata ).toBe( false );
	expect( withPhone.phoneCodes ).toEqual( [ '55' ] );
} );

/**
 * The lead form's weight: the plugin's own JavaScript a page with a lead form loads until its
 * form is interactive, measured gzip-compressed (level 9) — at most 36 KB without a phone
 * field, and the phone library's metadata only on a page whose form has a phone field. The
 * figures and the time to an interactive form are written to the test's annotations.
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
// (src/lib/abuse/stamp.ts, about 400 B gzip: the page measured 36,074 B with it).
const BUDGET_BYTES = 36 * 1024;

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
	return {
		gzip: scripts.reduce(
			( sum, body ) => sum + gzipSync( body, { level: 9 } ).length,
			0
		),
		phoneMetadata: scripts.some( ( body ) =>
			body.toString( 'utf8' ).includes( 'country_calling_codes' )
		),
		interactiveMs,
	};
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
		description: `without phone ${ withoutPhone.gzip } B, interactive in ${ withoutPhone.interactiveMs } ms; demo page with phone ${ withPhone.gzip } B, interactive in ${ withPhone.interactiveMs } ms`,
	} );
	// eslint-disable-next-line no-console -- the figures the issue asks to report.
	console.log( test.info().annotations.at( -1 )?.description );

	expect( withoutPhone.gzip ).toBeLessThanOrEqual( BUDGET_BYTES );
	expect( withoutPhone.phoneMetadata ).toBe( false );
	expect( withPhone.phoneMetadata ).toBe( true );
} );

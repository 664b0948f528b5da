/**
 * The tracking module in a real browser against the real server: the view event counts one
 * view in the Leads statistics only after statistics consent (5 s after load, or the moment
 * consent is granted) and only once; the autofill cookie carries a visitor's answers to the
 * next form, never the excluded fields.
 *
 * The module is loaded as it is written (each TypeScript file transpiled and served as an ES
 * module on the site's own origin, in a bare harness page), so the test depends neither on the
 * form runtime nor on a build; the events endpoint and the statistics are the server's.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Page, Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { viewEvent } from '../../src/lead-form/conversion-contract';

const SOURCE = path.join( __dirname, '../../src/lead-form/tracking' );
const HARNESS = '/__farol-tracking/';
const EVENTS = '/wp-json/farol/v1/events';

const FORM = `
<form id="lead">
	<input name="name" aria-label="Nome">
	<input type="email" name="email" aria-label="E-mail">
	<select name="uf" aria-label="UF"><option value="">UF</option><option value="PR">PR</option><option value="SP">SP</option></select>
	<label><input type="checkbox" name="interesses[]" value="seo"> SEO</label>
	<label><input type="checkbox" name="interesses[]" value="ads"> Ads</label>
	<input name="captcha" aria-label="Captcha">
	<input type="hidden" name="token_rdstation" value="0123456789abcdef0123456789abcdef">
	<input type="hidden" name="traffic_source" value="">
</form>`;

/**
 * Serves the harness page and the module's files on the site's origin.
 *
 * @param page The page.
 */
async function serveHarness( page: Page ): Promise< void > {
	await page.route( `**${ HARNESS }**`, async ( route ) => {
		const name = new URL( route.request().url() ).pathname
			.slice( HARNESS.length )
			.replace( /\.js$/, '' );
		if ( name === '' || name === 'page' ) {
			await route.fulfill( {
				contentType: 'text/html; charset=utf-8',
				body: `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Harness</title></head><body>${ FORM }
<script type="module">import * as tracking from '${ HARNESS }index.js'; window.farolTracking = tracking;</script></body></html>`,
			} );
			return;
		}
		const file = path.join( SOURCE, `${ path.basename( name ) }.ts` );
		if ( ! fs.existsSync( file ) ) {
			await route.fulfill( { status: 404, body: '' } );
			return;
		}
		const { outputText } = ts.transpileModule(
			fs.readFileSync( file, 'utf8' ),
			{
				compilerOptions: {
					module: ts.ModuleKind.ESNext,
					target: ts.ScriptTarget.ES2020,
				},
			}
		);
		await route.fulfill( {
			contentType: 'text/javascript; charset=utf-8',
			body: outputText,
		} );
	} );
}

/**
 * Opens the harness page once the module is loaded.
 *
 * @param page  The page.
 * @param query The page's query string.
 */
async function openHarness( page: Page, query = '' ): Promise< void > {
	await page.goto( `${ HARNESS }page${ query }` );
	await page.waitForFunction( () => 'farolTracking' in window );
}

/** The page's window with the module loaded. */
type Harness = Window & {
	farolTracking: typeof import('../../src/lead-form/tracking');
};

/**
 * Starts the form's view event in the page, as the form runtime does.
 *
 * @param page   The harness page.
 * @param formId The form.
 */
async function startView( page: Page, formId: number ): Promise< void > {
	await page.evaluate(
		( [ id, endpoint ] ) => {
			( window as unknown as Harness ).farolTracking.startViewEvent( {
				formId: Number( id ),
				endpoint: String( endpoint ),
			} );
		},
		[ formId, new URL( EVENTS, page.url() ).href ]
	);
}

test.use( { storageState: VISITOR } );

test.describe( 'Lead form tracking', () => {
	let formId = 0;

	/**
	 * The form's views in the Leads statistics (as an editor of leads reads them).
	 *
	 * @param requestUtils      WordPress' REST utilities (logged in as admin).
	 * @param requestUtils.rest
	 */
	async function views( requestUtils: {
		rest: < T >( options: { path: string } ) => Promise< T >;
	} ): Promise< number > {
		const stats = await requestUtils.rest< {
			forms: Array< { form: { id: number }; views: number } >;
		} >( { path: '/farol/v1/leads/stats' } );
		return (
			stats.forms.find( ( row ) => row.form.id === formId )?.views ?? 0
		);
	}

	test.beforeAll( async ( { requestUtils } ) => {
		const forms = await requestUtils.rest< Array< { id: number } > >( {
			path: '/wp/v2/farol-lead-forms?status=publish&per_page=1',
		} );
		formId = forms[ 0 ]?.id ?? 0;
		expect( formId ).toBeGreaterThan( 0 );
	} );

	test( 'a view is counted once, and only after statistics consent', async ( {
		page,
		requestUtils,
	} ) => {
		await serveHarness( page );
		const before = await views( requestUtils );
		const sent: Request[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( EVENTS ) ) {
				sent.push( request );
			}
		} );

		await openHarness( page );
		await startView( page, formId );
		// Without consent nothing leaves the page, even well after the 5 s.
		await page.waitForTimeout( 6500 );
		expect( sent ).toHaveLength( 0 );

		// A consent banner grants statistics (cookie + the WP Consent API's event).
		const answer = page.waitForResponse( ( response ) =>
			response.url().includes( EVENTS )
		);
		await page.evaluate( () => {
			document.cookie = 'farol_consent=functional,statistics; path=/';
			document.dispatchEvent(
				new CustomEvent( 'wp_listen_for_consent_change', {
					detail: { statistics: 'allow' },
				} )
			);
		} );
		const response = await answer;
		expect( response.status() ).toBe( 200 );
		expect( await response.json() ).toEqual( { recorded: true } );
		expect(
			viewEvent.parse( JSON.parse( response.request().postData() ?? '' ) )
		).toEqual( {
			category: 'lead_form',
			asset_id: String( formId ),
			filter: '',
			action: 'viewed',
		} );

		// Starting it again in the same page view sends nothing more.
		await startView( page, formId );
		await page.waitForTimeout( 5500 );
		expect( sent ).toHaveLength( 1 );
		expect( await views( requestUtils ) ).toBe( before + 1 );
	} );

	test( 'with consent already given, the view is sent 5 s after load', async ( {
		page,
		context,
		baseURL,
		requestUtils,
	} ) => {
		await serveHarness( page );
		await context.addCookies( [
			{
				name: 'farol_consent',
				value: 'statistics',
				url: baseURL ?? '',
			},
		] );
		const before = await views( requestUtils );
		await openHarness( page );
		// The 5 s count from the page's load event, on the browser's clock (the system's, as
		// Date.now() here): not from when this process heard of it, a busy machine later.
		const loadedAt = await page.evaluate(
			() =>
				performance.timeOrigin +
				(
					performance.getEntriesByType(
						'navigation'
					)[ 0 ] as PerformanceNavigationTiming
				 ).loadEventEnd
		);
		const sent = page
			.waitForRequest( ( request ) => request.url().includes( EVENTS ), {
				timeout: 15_000,
			} )
			.then( ( request ) => ( { request, at: Date.now() } ) );
		await startView( page, formId );
		const { request, at } = await sent;
		expect( at - loadedAt ).toBeGreaterThanOrEqual( 5000 );
		const response = await request.response();
		expect( response?.status() ).toBe( 200 );
		expect( await views( requestUtils ) ).toBe( before + 1 );
	} );

	test( 'autofill carries the answers to the next form, never the excluded ones', async ( {
		page,
		context,
	} ) => {
		await serveHarness( page );
		await openHarness( page );
		await page.getByLabel( 'Nome' ).fill( 'Conceição Araújo 🎉' );
		await page.getByLabel( 'E-mail' ).fill( 'conceicao@empresa.com.br' );
		await page.getByLabel( 'UF' ).selectOption( 'SP' );
		await page.getByLabel( 'Ads' ).check();
		await page.getByLabel( 'Captcha' ).fill( 'xyz' );
		await page.evaluate( () => {
			const t = ( window as unknown as Harness ).farolTracking;
			t.saveAutofill(
				document.getElementById( 'lead' ) as HTMLFormElement
			);
		} );

		const cookie = ( await context.cookies() ).find(
			( item ) => item.name === '_form_fields'
		);
		expect( cookie?.value ).toMatch( /^[A-Z2-7]+=*$/ );
		expect( cookie?.sameSite ).toBe( 'Lax' );
		expect( cookie?.path ).toBe( '/' );
		const days =
			( ( cookie?.expires ?? 0 ) * 1000 - Date.now() ) / 86400000;
		expect( days ).toBeGreaterThan( 179.9 );
		expect( days ).toBeLessThanOrEqual( 180 );

		// The next page: the visitor already typed a different e-mail before the refill.
		await openHarness( page, '?next=1' );
		await page.getByLabel( 'E-mail' ).fill( 'outro@empresa.com.br' );
		await page.evaluate( () => {
			const t = ( window as unknown as Harness ).farolTracking;
			t.restoreAutofill(
				document.getElementById( 'lead' ) as HTMLFormElement
			);
		} );
		await expect( page.getByLabel( 'Nome' ) ).toHaveValue(
			'Conceição Araújo 🎉'
		);
		await expect( page.getByLabel( 'E-mail' ) ).toHaveValue(
			'outro@empresa.com.br'
		);
		await expect( page.getByLabel( 'UF' ) ).toHaveValue( 'SP' );
		await expect( page.getByLabel( 'Ads' ) ).toBeChecked();
		await expect( page.getByLabel( 'SEO' ) ).not.toBeChecked();
		await expect( page.getByLabel( 'Captcha' ) ).toHaveValue( '' );
	} );
} );

/**
 * What a lead form does without the visitor touching it, with its runtime never arriving: the
 * runtime's script (the block's view) is held back by `page.route` and nothing in the form is
 * touched, on a phone over a slow network (Lighthouse's mobile conditions; none on the
 * Playground smoke run) with the browser never idle. The seed script
 * (src/lead-form/seed/, Farol\LeadForm\Forms\SeedScript) does it from the server's markup:
 * - with statistics consent, the form's `viewed` event reaches the events endpoint 5 s after
 *   the load event (and at most 2 s later), once;
 * - without it, none comes; granting consent during the page view (the consent cookie and
 *   the WP Consent API's change event, as a banner does) sends it;
 * - a returning visitor with functional consent and the autofill cookie sees the fields
 *   refilled on load; once they focus the form and the runtime arrives, the refilled and typed
 *   values stay (a field they emptied stays empty) and the view is not sent again.
 */
/**
 * External dependencies
 */
import type { Browser, Page, Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expect, test } from './fixtures';
import { mobileConditions, neverIdle, scriptsLoaded } from './handover';
import {
	createFormPage,
	deleteFormPage,
	visitorPage,
	type TestForm,
} from './lead-form-submit-helpers';
import { viewEvent } from '../../src/lead-form/conversion-contract';
import { encodeAutofill } from '../../src/lead-form/tracking/autofill-data';

/** The lead form's view script (the runtime). */
const VIEW = /\/build\/lead-form\/view\.js/;
/** The seed script, and the refill script it brings for a returning visitor. */
const SEED = /\/build\/apps\/lead-form\/seed\.js/;
const REFILL = /\/build\/apps\/lead-form\/refill\.js/;
/** The seed's code as the runtime's chunk, fetched only for a form nobody seeded. */
const SEED_CHUNK = /\/build\/views\/lead-form-seed\./;
/** The events endpoint. */
const EVENTS = /\/wp-json\/farol\/v1\/events/;
/** The spec's "5 seconds after load", and how late the event may be on a throttled phone. */
const DELAY_MS = 5000;
const LATE_MS = 2000;

let made: TestForm;

test.beforeAll( async ( { requestUtils } ) => {
	made = await createFormPage( requestUtils, 'E2E Lead form seed', {
		conversion_identifier: 'e2e-lead-form-seed',
		locale: 'pt-BR',
		fields: [
			{ name: 'name', type: 'text', label: 'Nome', required: true },
			{ name: 'email', type: 'email', label: 'E-mail', required: true },
			{ name: 'company', type: 'text', label: 'Empresa' },
		],
	} );
} );

test.afterAll( async ( { requestUtils } ) => {
	if ( made ) {
		await deleteFormPage( requestUtils, made );
	}
} );

/**
 * A visitor's phone whose cookies are set and whose runtime script never arrives until
 * `release()`; the view events sent and the runtime's requests are recorded with the moment
 * (epoch ms) each left the browser.
 *
 * @param browser The browser.
 * @param baseURL The site.
 * @param cookies The visitor's cookies (name → value).
 */
async function visitor(
	browser: Browser,
	baseURL: string,
	cookies: Record< string, string >
) {
	const page = await visitorPage( browser, baseURL );
	await page.context().addCookies(
		Object.entries( cookies ).map( ( [ name, value ] ) => ( {
			name,
			value,
			url: baseURL,
		} ) )
	);
	await mobileConditions( page );
	await neverIdle( page );
	let release = () => {};
	const released = new Promise< void >( ( resolve ) => {
		release = resolve;
	} );
	await page.route( VIEW, async ( route ) => {
		await released;
		await route.continue();
	} );
	const events: Array< { request: Request; at: number } > = [];
	const runtime: string[] = [];
	page.on( 'request', ( request ) => {
		if ( EVENTS.test( request.url() ) ) {
			events.push( { request, at: Date.now() } );
		} else if ( VIEW.test( request.url() ) ) {
			runtime.push( request.url() );
		}
	} );
	return { page, release, events, runtime };
}

/**
 * Opens the form's page and waits for its load event.
 *
 * @param page The visitor's page.
 * @return When the load event began (epoch ms, the browser's clock).
 */
async function open( page: Page ): Promise< number > {
	await page.goto( made.link, { waitUntil: 'load' } );
	return page.evaluate(
		() =>
			performance.timeOrigin +
			(
				performance.getEntriesByType(
					'navigation'
				)[ 0 ] as PerformanceNavigationTiming
			 ).loadEventStart
	);
}

/**
 * Expects the request to be the form's view event, recorded by the server.
 *
 * @param request The request.
 */
async function expectRecordedView( request: Request ): Promise< void > {
	expect( viewEvent.parse( JSON.parse( request.postData() ?? '' ) ) ).toEqual(
		{
			category: 'lead_form',
			asset_id: String( made.id ),
			filter: '',
			action: 'viewed',
		}
	);
	const response = await request.response();
	expect( response?.status() ).toBe( 200 );
	expect( await response?.json() ).toEqual( { recorded: true } );
}

test( 'with statistics consent, the view event reaches the server 5 s after load, once, without the runtime', async ( {
	browser,
	baseURL,
} ) => {
	test.setTimeout( 90_000 );
	const { page, events, runtime } = await visitor( browser, baseURL!, {
		farol_consent: 'functional,statistics',
	} );
	const loaded = await open( page );
	expect( await scriptsLoaded( page, SEED ) ).toHaveLength( 1 );

	await expect
		.poll( () => events.length, { timeout: DELAY_MS + LATE_MS + 5000 } )
		.toBe( 1 );
	const after = events[ 0 ]!.at - loaded;
	test.info().annotations.push( {
		type: 'view event',
		description: `sent ${ after } ms after the load event`,
	} );
	expect( after ).toBeGreaterThanOrEqual( DELAY_MS );
	expect( after ).toBeLessThanOrEqual( DELAY_MS + LATE_MS );
	await expectRecordedView( events[ 0 ]!.request );

	// Nothing more comes, and the runtime was never asked for.
	await page.waitForTimeout( LATE_MS );
	expect( events ).toHaveLength( 1 );
	expect( runtime ).toEqual( [] );
	await page.context().close();
} );

test( 'without consent no view event is sent; granting it during the page view sends it, without the runtime', async ( {
	browser,
	baseURL,
} ) => {
	test.setTimeout( 90_000 );
	const { page, events, runtime } = await visitor( browser, baseURL!, {} );
	const loaded = await open( page );

	// Well past the 5 s: nothing.
	await page.waitForTimeout( Math.max( 0, loaded + 7000 - Date.now() ) );
	expect( events ).toEqual( [] );

	// A consent banner grants statistics: its cookie, and the WP Consent API's change event.
	await page.evaluate( () => {
		document.cookie = 'farol_consent=functional,statistics; path=/';
		document.dispatchEvent(
			new CustomEvent( 'wp_listen_for_consent_change', {
				detail: { statistics: 'allow' },
			} )
		);
	} );
	await expect.poll( () => events.length ).toBe( 1 );
	await expectRecordedView( events[ 0 ]!.request );
	await page.waitForTimeout( LATE_MS );
	expect( events ).toHaveLength( 1 );
	expect( runtime ).toEqual( [] );
	await page.context().close();
} );

test( 'a returning visitor sees the form refilled on load; the runtime keeps what was refilled and typed and sends nothing again @smoke', async ( {
	browser,
	baseURL,
} ) => {
	test.setTimeout( 90_000 );
	const { page, release, events, runtime } = await visitor(
		browser,
		baseURL!,
		{
			farol_consent: 'functional,statistics',
			_form_fields: encodeAutofill( {
				name: 'Ana Retorno',
				email: 'ana.retorno@farol-e2e.com.br',
				company: 'Farol Ltda',
			} ),
		}
	);
	await page.goto( made.link, { waitUntil: 'domcontentloaded' } );
	const form = page.locator( '.farol-lead-form__form' );

	// Refilled before anything was touched, the runtime not asked for.
	await expect( form.getByLabel( 'Nome' ) ).toHaveValue( 'Ana Retorno' );
	await expect( form.getByLabel( 'E-mail' ) ).toHaveValue(
		'ana.retorno@farol-e2e.com.br'
	);
	await expect( form.getByLabel( 'Empresa' ) ).toHaveValue( 'Farol Ltda' );
	expect( await scriptsLoaded( page, REFILL ) ).toHaveLength( 1 );
	expect( runtime ).toEqual( [] );
	await expect
		.poll( () => events.length, { timeout: DELAY_MS + LATE_MS + 10_000 } )
		.toBe( 1 );

	// The visitor empties one refilled field and types another address; their focus asks for
	// the runtime, which arrives after.
	await form.getByLabel( 'Empresa' ).fill( '' );
	await form.getByLabel( 'E-mail' ).fill( 'ana.nova@farol-e2e.com.br' );
	await expect.poll( () => runtime.length ).toBe( 1 );
	release();
	await expect( form ).toHaveAttribute( 'aria-busy', 'false', {
		timeout: 45_000,
	} );

	await expect( form.getByLabel( 'Nome' ) ).toHaveValue( 'Ana Retorno' );
	await expect( form.getByLabel( 'E-mail' ) ).toHaveValue(
		'ana.nova@farol-e2e.com.br'
	);
	await expect( form.getByLabel( 'Empresa' ) ).toHaveValue( '' );
	await page.waitForTimeout( LATE_MS );
	expect( events ).toHaveLength( 1 );
	await expectRecordedView( events[ 0 ]!.request );
	// The runtime found the form seeded: it fetched none of the seed's code.
	expect( await scriptsLoaded( page, SEED_CHUNK ) ).toEqual( [] );
	await page.context().close();
} );

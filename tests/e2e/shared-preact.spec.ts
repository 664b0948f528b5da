/**
 * Two React-based views on one page (the lead form beside the box-shadow generator) share one
 * copy of Preact, the views' chunk `views/preact.js`: each view's template holds it, the loader
 * fetches and runs it once, and each view's webpack startup waits for it — whether both views
 * are asked for at the same moment (the chunk still downloading for both) or one after the
 * other (the chunk already run for the first). Both then work. The page is published for these
 * tests and deleted after; its weight is counted by page-weight.spec.ts.
 */
/**
 * External dependencies
 */
import type { Page, Request } from '@playwright/test';
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { FixturePages, waitForReactTakeover } from './block-pages';
import { neverIdle } from './handover';

const PREACT = /\/build\/views\/preact\.js/;
const RULE = '.wp-block-farol-box-shadow .farol-box-shadow__code';
const LEAD_FORM = '.farol-lead-form form';

const fixtures = new FixturePages();
let address = '';

test.use( { storageState: VISITOR } );

test.beforeAll( async ( { requestUtils } ) => {
	const [ form ] = await requestUtils.rest< Array< { id: number } > >( {
		path: '/wp/v2/farol-lead-forms',
		params: { slug: 'newsletter-farol', status: 'publish' },
	} );
	// The generator at the top, the lead form a screen and more below it.
	address = await fixtures.publish(
		requestUtils,
		'Gerador e formulário',
		[
			'<!-- wp:farol/box-shadow /-->',
			'<!-- wp:spacer {"height":"2400px"} -->',
			'<div style="height:2400px" aria-hidden="true" class="wp-block-spacer"></div>',
			'<!-- /wp:spacer -->',
			`<!-- wp:farol/lead-form {"formId":${ form!.id }} /-->`,
		].join( '\n' )
	);
} );

test.afterAll( async ( { requestUtils } ) => {
	await fixtures.removeAll( requestUtils );
} );

/**
 * Counts the page's requests for an address.
 *
 * @param page    Page, before its first navigation.
 * @param pattern Address pattern.
 */
function countRequests( page: Page, pattern: RegExp ): () => number {
	const seen: Request[] = [];
	page.on( 'request', ( request ) => {
		if ( pattern.test( request.url() ) ) {
			seen.push( request );
		}
	} );
	return () => seen.length;
}

/**
 * Focuses the lead form's first field without scrolling: a touch that asks for its runtime.
 *
 * @param page Page.
 */
async function touchLeadForm( page: Page ): Promise< void > {
	await page
		.locator( `${ LEAD_FORM } input:not([type=hidden])` )
		.first()
		.evaluate( ( field ) =>
			( field as HTMLElement ).focus( { preventScroll: true } )
		);
}

/**
 * Both views work on the one Preact: the generator's slider moves its rule, the lead form's
 * runtime holds its form.
 *
 * @param page Page.
 */
async function bothWork( page: Page ): Promise< void > {
	await waitForReactTakeover( page, RULE );
	await waitForReactTakeover( page, LEAD_FORM );
	await page
		.getByRole( 'slider', { name: 'Desfoque (px)' } )
		.press( 'ArrowLeft' );
	await expect( page.locator( RULE ) ).toHaveText(
		'box-shadow: 0px 12px 31px -8px rgba(0, 0, 0, 0.3);'
	);
}

test( 'both views asked for at once wait for the one Preact download', async ( {
	page,
} ) => {
	const preactRequests = countRequests( page, PREACT );
	let release = () => {};
	const held = new Promise< void >( ( resolve ) => ( release = resolve ) );
	await page.route( PREACT, async ( route ) => {
		await held;
		await route.continue();
	} );
	await neverIdle( page );
	await page.goto( address, { waitUntil: 'domcontentloaded' } );
	// The generator is in view (asked for at once); a touch asks for the lead form too.
	await touchLeadForm( page );
	await expect
		.poll( () =>
			page.evaluate(
				() =>
					document.querySelectorAll(
						'[data-farol-mount][data-farol-needed]'
					).length
			)
		)
		.toBe( 2 );

	release();
	await bothWork( page );
	expect( preactRequests() ).toBe( 1 );
} );

test( 'a view asked for after the other starts on the Preact already run', async ( {
	page,
} ) => {
	const preactRequests = countRequests( page, PREACT );
	await neverIdle( page );
	await page.goto( address );
	await waitForReactTakeover( page, RULE );
	expect(
		await page.evaluate(
			( selector ) =>
				document
					.querySelector( selector )
					?.closest( '[data-farol-mount]' )
					?.hasAttribute( 'data-farol-needed' ),
			LEAD_FORM
		)
	).toBe( false );

	await touchLeadForm( page );
	await bothWork( page );
	expect( preactRequests() ).toBe( 1 );
} );

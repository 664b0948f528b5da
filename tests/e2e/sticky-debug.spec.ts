/**
 * Sticky elements on the site, what a developer is told: each debug message for its case and
 * none without debug mode; and no script at all on a site without rules. Rules are set
 * through wp/v2/settings on a fixture post (./sticky-fixture), put back at the end.
 */
/**
 * External dependencies
 */
import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { StickyFrontPage } from './pages/sticky-front.page';
import type { Rule } from './pages/sticky-rules';
import { naturalTop, StickyFixture, TARGET } from './sticky-fixture';

const PREFIX = 'sticky-anything debug';

const fixture = new StickyFixture();

test.beforeAll( async ( { requestUtils } ) => {
	await fixture.setUp( requestUtils );
} );

test.afterAll( async ( { requestUtils } ) => {
	await fixture.tearDown( requestUtils );
} );

test.describe( 'A visitor', () => {
	test.use( { storageState: VISITOR } );

	test( 'sees each debug message for its case, and none without debug mode', async ( {
		page,
		requestUtils,
	} ) => {
		const cases: Array< [ Partial< Rule >, RegExp ] > = [
			[
				{ push_up_selector: '#no-such-pusher' },
				/no element matches the push-up selector "#no-such-pusher"/,
			],
			[
				{ push_up_selector: '.sticky-twin' },
				/2 elements match the push-up selector "\.sticky-twin"/,
			],
			[
				{ sticky_selector: '#no-such-element' },
				/no element matches the sticky selector "#no-such-element"/,
			],
			[
				{ sticky_selector: '.sticky-twin' },
				/2 elements match the sticky selector "\.sticky-twin"/,
			],
		];
		const messages = collectDebugMessages( page );

		for ( const [ rule, pattern ] of cases ) {
			await fixture.setRules( requestUtils, [
				{ ...rule, debug: true },
			] );
			messages.length = 0;
			await page.goto( fixture.url );
			await page.waitForLoadState( 'load' );
			expect( messages ).toHaveLength( 1 );
			expect( messages[ 0 ] ).toMatch( new RegExp( `^${ PREFIX }: ` ) );
			expect( messages[ 0 ] ).toMatch( pattern );
		}

		for ( const [ rule ] of cases ) {
			await fixture.setRules( requestUtils, [
				{ ...rule, debug: false },
			] );
			messages.length = 0;
			await page.goto( fixture.url );
			await page.waitForLoadState( 'load' );
			expect( messages ).toEqual( [] );
		}

		// A bad push-up selector is ignored: the element still sticks.
		await fixture.setRules( requestUtils, [
			{ push_up_selector: '.sticky-twin', debug: true },
		] );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixture.url );
		await sticky.scrollTo( Math.ceil( await naturalTop( sticky ) ) + 50 );
		expect( await sticky.isSticky( TARGET ) ).toBe( true );
	} );

	test( 'gets no sticky script on a site without rules', async ( {
		page,
		requestUtils,
	} ) => {
		await fixture.setRules( requestUtils, [] );
		await page.goto( fixture.url );
		await expect(
			page.locator( 'script[src*="apps/sticky/index.js"]' )
		).toHaveCount( 0 );
		await expect( page.locator( 'script[src*="jquery"]' ) ).toHaveCount(
			0
		);
	} );
} );

/**
 * Collects the console messages that carry the debug prefix.
 *
 * @param page Page.
 */
function collectDebugMessages( page: Page ): string[] {
	const messages: string[] = [];
	page.on( 'console', ( message: ConsoleMessage ) => {
		if ( message.text().includes( PREFIX ) ) {
			messages.push( message.text() );
		}
	} );
	return messages;
}

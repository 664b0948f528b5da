/**
 * What the site does without the visitor's action, shown without the blocks' runtimes: on a
 * phone over a slow network, with every parked view script and views chunk held back
 * (./without-runtime-helpers.ts), a visitor who only reads and scrolls sees
 * - the countdown ticking once it nears the viewport, and 00 once its target has passed (its own
 *   ticker);
 * - the header's sticky style past the top, lazy backgrounds within 200 px, the masonry grid's
 *   columns and packing, the mobile menu closed until its toggler is used and closed again when
 *   the window grows past the phone layout (the theme's page chrome);
 * - post 2260's "Estou fixo" block, printed by the server, sticking while the page scrolls (the
 *   sticky script), and a sticky rule's debug message in the console;
 * - the box-shadow generator's rule and preview, printed by the server.
 * Scrolling is not intent: no loader trigger listens to it (src/lib/mount/triggers.ts). The
 * comment widget's behaviours: without-runtime-comments.spec.ts. Docs: docs/front-end.md,
 * "What happens without the visitor's action".
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { FixturePages } from './block-pages';
import { DESKTOP, PHONE, PageChrome } from './pages/page-chrome.page';
import { STICKY_CLASSES } from './pages/sticky-front.page';
import { StickyFixture } from './sticky-fixture';
import { expect, pageTop, scrollWindow, test } from './without-runtime-helpers';

const fixtures = new FixturePages();
let countdownUrl = '';
let generatorUrl = '';
/** The countdown's target: an hour after the spec starts. */
let target = 0;

test.beforeAll( async ( { requestUtils } ) => {
	target = Math.floor( Date.now() / 1000 + 3600 ) * 1000;
	countdownUrl = await fixtures.publish(
		requestUtils,
		'Contagem sem runtime',
		'<!-- wp:spacer {"height":"1600px"} -->\n<div style="height:1600px" aria-hidden="true" class="wp-block-spacer"></div>\n<!-- /wp:spacer -->\n' +
			`<!-- wp:farol/countdown ${ JSON.stringify( {
				target: new Date( target ).toISOString(),
			} ) } /-->`
	);
	generatorUrl = await fixtures.publish(
		requestUtils,
		'Gerador sem runtime',
		'<!-- wp:farol/box-shadow {"align":"wide"} /-->'
	);
} );

test.afterAll( async ( { requestUtils } ) => {
	await fixtures.removeAll( requestUtils );
} );

/**
 * The countdown's four numbers, days to seconds.
 *
 * @param page Page.
 */
function digits( page: Page ): Promise< string[] > {
	return page
		.locator( '.wp-block-farol-countdown .farol-countdown__value' )
		.allTextContents();
}

test( '@smoke the countdown ticks once it nears the viewport, and reads 00 once its target has passed', async ( {
	page,
} ) => {
	await page.clock.install();
	await page.goto( countdownUrl, { waitUntil: 'domcontentloaded' } );
	const units = page.locator( '.farol-countdown__units' );
	const served = await digits( page );
	expect( served ).toHaveLength( 4 );
	expect( served ).not.toEqual( [ '00', '00', '00', '00' ] );

	await scrollWindow(
		page,
		( await pageTop( page, '.wp-block-farol-countdown' ) ) - 300
	);
	const first = await digits( page );
	await expect.poll( () => digits( page ) ).not.toEqual( first );
	await expect( units ).not.toHaveClass( /is-ended/ );

	// An hour later (the visitor's clock jumps): zeros everywhere, and the sentence says so.
	await page.clock.fastForward( '01:00:05' );
	await expect
		.poll( () => digits( page ) )
		.toEqual( [ '00', '00', '00', '00' ] );
	await expect( units ).toHaveClass( /is-ended/ );
	await expect( page.getByRole( 'timer' ) ).toHaveText(
		'A contagem regressiva terminou.'
	);
} );

test.describe( 'the page chrome', () => {
	test( '@smoke the header gets its sticky style past the top and loses it at the top', async ( {
		page,
	} ) => {
		const chrome = new PageChrome( page );
		await page.goto( '/', { waitUntil: 'domcontentloaded' } );
		await expect( chrome.header ).not.toHaveClass( /\bis-sticky\b/ );
		await scrollWindow( page, 600 );
		await expect( chrome.header ).toHaveClass( /\bis-sticky\b/ );
		await scrollWindow( page, 0 );
		await expect( chrome.header ).not.toHaveClass( /\bis-sticky\b/ );
	} );

	test( '@smoke a lazy section gets its background once within 200 px of the viewport', async ( {
		page,
	} ) => {
		await page.setViewportSize( PHONE );
		await page.goto( '/', { waitUntil: 'domcontentloaded' } );
		const lazy = page.locator( '.farol-lazy' ).first();
		await expect( lazy ).not.toHaveClass( /\bis-lazy-loaded\b/ );
		// 150 px below the fold: near, not yet visible.
		const top = await pageTop( page, '.farol-lazy' );
		await scrollWindow( page, top - PHONE.height - 150 );
		await expect( lazy ).toHaveClass( /\bis-lazy-loaded\b/ );
		expect(
			await lazy.evaluate(
				( el ) => getComputedStyle( el ).backgroundImage
			)
		).toContain( 'url(' );
	} );

	test( '@smoke the masonry grid has its columns at first paint and is packed', async ( {
		page,
	} ) => {
		await page.setViewportSize( { width: 1300, height: 900 } );
		const chrome = new PageChrome( page );
		await page.goto( '/', { waitUntil: 'domcontentloaded' } );
		await expect.poll( () => chrome.masonryTracks() ).toBe( 5 );
		// Packed by the page chrome: each card placed in a column and spanning its rows.
		await expect( chrome.masonry ).toHaveClass( /\bis-masonry\b/ );
		const placed = await chrome.masonry.evaluate( ( grid ) =>
			Array.from( grid.children ).map(
				( item ) =>
					( item as HTMLElement ).style.gridColumn !== '' &&
					/span \d+/.test( ( item as HTMLElement ).style.gridRow )
			)
		);
		expect( placed.length ).toBeGreaterThanOrEqual( 6 );
		expect( placed.every( Boolean ) ).toBe( true );
	} );

	test( '@smoke the mobile menu is closed at first paint, opens from its toggler, and closes when the window grows past the phone layout', async ( {
		page,
	} ) => {
		await page.setViewportSize( PHONE );
		const chrome = new PageChrome( page );
		await page.goto( '/', { waitUntil: 'domcontentloaded' } );
		await expect( chrome.menu ).toBeHidden();
		await expect( chrome.menuToggle ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
		// The page chrome is no parked runtime: its toggler answers at once.
		await chrome.menuToggle.click();
		await expect( chrome.menu ).toBeVisible();
		await expect( chrome.menuToggle ).toHaveAttribute(
			'aria-expanded',
			'true'
		);
		await page.setViewportSize( DESKTOP );
		await expect( chrome.menu ).not.toHaveClass( /\bis-open\b/ );
		await page.setViewportSize( PHONE );
		await expect( chrome.menu ).toBeHidden();
		await expect( chrome.menuToggle ).toHaveAttribute(
			'aria-expanded',
			'false'
		);
	} );
} );

test( '@smoke post 2260 prints "Estou fixo", which sticks while the page scrolls', async ( {
	page,
} ) => {
	await page.goto( '/?p=2260', { waitUntil: 'domcontentloaded' } );
	const fixed = page.locator( '#fixed' );
	await expect( fixed ).toHaveText( 'Estou fixo' );
	await expect( fixed ).toHaveClass( /element-is-not-sticky/ );
	await scrollWindow(
		page,
		Math.ceil( await pageTop( page, '#fixed' ) ) + 300
	);
	await expect( fixed ).toHaveClass( new RegExp( STICKY_CLASSES.active ) );
	await expect( fixed ).toHaveCSS( 'position', 'fixed' );
	await expect( fixed ).toBeInViewport();
	await scrollWindow( page, 0 );
	await expect( fixed ).not.toHaveClass(
		new RegExp( STICKY_CLASSES.active )
	);
} );

test( '@smoke the box-shadow generator reads right at first paint: its rule and its preview', async ( {
	page,
	runtime,
} ) => {
	await page.goto( generatorUrl, { waitUntil: 'domcontentloaded' } );
	const rule = 'box-shadow: 0px 12px 32px -8px rgba(0, 0, 0, 0.3);';
	await expect(
		page.locator( '.wp-block-farol-box-shadow' ).getByText( rule )
	).toBeVisible();
	await expect(
		page.getByRole( 'slider', { name: 'Desfoque (px)' } )
	).toHaveValue( '32' );
	await expect( page.locator( '.farol-box-shadow__preview' ) ).toHaveCSS(
		'box-shadow',
		'rgba(0, 0, 0, 0.3) 0px 12px 32px -8px'
	);
	// Near the viewport from the start: its runtime was asked for, and is held back.
	await expect.poll( () => runtime.askedFor( 'box-shadow' ) ).toBe( true );
} );

test.describe( 'a sticky rule in debug mode', () => {
	const sticky = new StickyFixture();

	test.beforeAll( async ( { requestUtils } ) => {
		await sticky.setUp( requestUtils );
		await sticky.setRules( requestUtils, [
			{ sticky_selector: '#no-such-element', debug: true },
		] );
	} );

	test.afterAll( async ( { requestUtils } ) => {
		await sticky.tearDown( requestUtils );
	} );

	test( '@smoke tells the developer in the console, on load', async ( {
		page,
	} ) => {
		const messages: string[] = [];
		page.on( 'console', ( message ) => {
			if ( message.text().startsWith( 'sticky-anything debug: ' ) ) {
				messages.push( message.text() );
			}
		} );
		await page.goto( sticky.url, { waitUntil: 'domcontentloaded' } );
		await expect
			.poll( () => messages )
			.toEqual( [
				expect.stringMatching(
					/no element matches the sticky selector "#no-such-element"/
				),
			] );
	} );
} );

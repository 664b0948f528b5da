/**
 * Sticky elements on the site: the exact scroll position, no layout shift, the clone of legacy
 * mode, push-up, the width range, the admin bar offset and the debug messages. Each test sets
 * the rules through wp/v2/settings on a fixture post it created, and the original rules are
 * put back at the end.
 */
/**
 * External dependencies
 */
import type { ConsoleMessage, Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { StickyFrontPage, STICKY_CLASSES } from './pages/sticky-front.page';
import { RULE_DEFAULTS, type StickyRule } from '../../src/sticky/types';

const OPTION = 'farol_sticky_rules';
const PREFIX = 'sticky-anything debug';

/** Tall content: 600 px above the sticky element, a push-up element far below, two twins. */
const FIXTURE = `<!-- wp:html -->
<div id="sticky-before" style="height:600px;background:#eef">before</div>
<div id="sticky-target" style="height:80px;margin:10px 0;background:#fc0;color:#000" data-own="yes">sticky target</div>
<div id="sticky-after" style="height:1600px;background:#efe">after</div>
<div id="sticky-pusher" style="height:400px;background:#09f">pusher</div>
<div style="height:1400px">tail</div>
<p class="sticky-twin">twin</p><p class="sticky-twin">twin</p>
<!-- /wp:html -->`;

const TARGET = '#sticky-target';

let fixtureUrl = '';
let savedRules: unknown = [];

type RestUtils = {
	rest: < T = unknown >( options: {
		path: string;
		method?: string;
		data?: unknown;
	} ) => Promise< T >;
};

async function setRules(
	requestUtils: RestUtils,
	rules: Array< Partial< StickyRule > >
): Promise< void > {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: {
			[ OPTION ]: rules.map( ( rule ) => ( {
				...RULE_DEFAULTS,
				sticky_selector: TARGET,
				...rule,
			} ) ),
		},
	} );
}

test.beforeAll( async ( { requestUtils } ) => {
	const settings = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	savedRules = settings[ OPTION ];
	const post = await requestUtils.createPost( {
		title: 'Sticky fixture',
		content: FIXTURE,
		status: 'publish',
		date_gmt: new Date().toISOString(),
	} );
	fixtureUrl = post.link;
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ OPTION ]: savedRules ?? [] },
	} );
} );

/**
 * Where the element's natural place starts, measured before anything sticks.
 *
 * @param sticky Page object.
 */
async function naturalTop( sticky: StickyFrontPage ): Promise< number > {
	await sticky.scrollTo( 0 );
	return ( await sticky.box( TARGET ) ).pageTop;
}

test.describe( 'A visitor', () => {
	test.use( { storageState: VISITOR } );

	test( 'sees the element stick at the exact pixel and revert, with nothing below moving', async ( {
		page,
		requestUtils,
	} ) => {
		await setRules( requestUtils, [ { top_distance: 20 } ] );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixtureUrl );
		await expect( page.locator( TARGET ) ).toHaveClass(
			/element-is-not-sticky/
		);

		const top = await naturalTop( sticky );
		const after = ( await sticky.box( '#sticky-after' ) ).pageTop;
		const stickAt = Math.ceil( top - 20 );
		const ownStyle = () =>
			page
				.locator( TARGET )
				.evaluate( ( e ) => ( e as HTMLElement ).style.cssText );
		const styleBefore = await ownStyle();

		await sticky.scrollTo( stickAt - 1 );
		expect( await sticky.isSticky( TARGET ) ).toBe( false );
		expect( ( await sticky.box( TARGET ) ).pageTop ).toBeCloseTo( top, 0 );

		await sticky.scrollTo( stickAt );
		expect( await sticky.isSticky( TARGET ) ).toBe( true );
		expect( ( await sticky.box( TARGET ) ).top ).toBeCloseTo( 20, 0 );
		await expect(
			page.locator( `.${ STICKY_CLASSES.placeholder }` )
		).toHaveCount( 1 );
		// The content below keeps its place (the placeholder holds the element's space).
		expect( ( await sticky.box( '#sticky-after' ) ).pageTop ).toBeCloseTo(
			after,
			1
		);

		await sticky.scrollTo( stickAt + 1500 );
		expect( ( await sticky.box( TARGET ) ).top ).toBeCloseTo( 20, 0 );
		expect( ( await sticky.box( '#sticky-after' ) ).pageTop ).toBeCloseTo(
			after,
			1
		);

		await sticky.scrollTo( 0 );
		expect( await sticky.isSticky( TARGET ) ).toBe( false );
		await expect(
			page.locator( `.${ STICKY_CLASSES.placeholder }` )
		).toHaveCount( 0 );
		// Its own inline style is given back.
		expect( await ownStyle() ).toBe( styleBefore );
		expect( styleBefore ).toContain( 'height: 80px' );
		expect( ( await sticky.box( '#sticky-after' ) ).pageTop ).toBeCloseTo(
			after,
			1
		);
		expect( await sticky.layoutShift() ).toBe( 0 );
	} );

	test( 'in legacy mode sees a clone appear while sticky and go after', async ( {
		page,
		requestUtils,
	} ) => {
		await setRules( requestUtils, [ { legacy_mode: true, z_index: 7 } ] );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixtureUrl );
		const clone = page.locator( `.${ STICKY_CLASSES.clone }` );
		await expect( clone ).toHaveCount( 1 );
		await expect( clone ).toBeHidden();

		const top = await naturalTop( sticky );
		await sticky.scrollTo( Math.ceil( top ) + 200 );
		await expect( clone ).toBeVisible();
		expect( ( await clone.boundingBox() )?.y ).toBeCloseTo( 0, 0 );
		await expect( clone ).toHaveCSS( 'position', 'fixed' );
		await expect( clone ).toHaveCSS( 'z-index', '7' );
		// The original keeps its space, invisible.
		await expect(
			page.locator( `${ TARGET }:not(.${ STICKY_CLASSES.clone })` )
		).toHaveCSS( 'visibility', 'hidden' );

		await sticky.scrollTo( 0 );
		await expect( clone ).toBeHidden();
		await expect(
			page.locator( `${ TARGET }:not(.${ STICKY_CLASSES.clone })` )
		).toHaveCSS( 'visibility', 'visible' );
		expect( await sticky.layoutShift() ).toBe( 0 );
	} );

	test( 'in legacy dynamic mode sees the clone created on sticking and removed after', async ( {
		page,
		requestUtils,
	} ) => {
		await setRules( requestUtils, [
			{ legacy_mode: true, dynamic_mode: true },
		] );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixtureUrl );
		const clone = page.locator( `.${ STICKY_CLASSES.clone }` );
		await expect( clone ).toHaveCount( 0 );
		const top = await naturalTop( sticky );
		await sticky.scrollTo( Math.ceil( top ) + 10 );
		await expect( clone ).toHaveCount( 1 );
		await expect( clone ).toBeVisible();
		await sticky.scrollTo( 0 );
		await expect( clone ).toHaveCount( 0 );
	} );

	test( 'in dynamic mode sees the placeholder follow the element when it grows while stuck', async ( {
		page,
		requestUtils,
	} ) => {
		await setRules( requestUtils, [ { dynamic_mode: true } ] );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixtureUrl );
		const top = await naturalTop( sticky );
		const afterTop = ( await sticky.box( '#sticky-after' ) ).pageTop;
		await sticky.scrollTo( Math.ceil( top ) + 100 );
		expect( await sticky.isSticky( TARGET ) ).toBe( true );
		const placeholder = page.locator( `.${ STICKY_CLASSES.placeholder }` );
		expect( ( await placeholder.boundingBox() )?.height ).toBeCloseTo(
			80,
			0
		);

		// The element grows (content added by a script): its place grows with it by the next
		// frame, without a "ResizeObserver loop" error.
		const grownIn = await page.evaluate(
			( sel ) =>
				new Promise< { height: number; errors: string[] } >(
					( resolve ) => {
						const errors: string[] = [];
						window.addEventListener( 'error', ( event ) =>
							errors.push( event.message )
						);
						const element = document.querySelector(
							sel
						) as HTMLElement;
						element.style.height = '160px';
						requestAnimationFrame( () =>
							requestAnimationFrame( () =>
								setTimeout( () =>
									resolve( {
										height: document
											.querySelector(
												'.farol-sticky__placeholder'
											)!
											.getBoundingClientRect().height,
										errors,
									} )
								)
							)
						);
					}
				),
			TARGET
		);
		expect( grownIn.errors ).toEqual( [] );
		expect( grownIn.height ).toBeCloseTo( 160, 0 );
		const target = await sticky.box( TARGET );
		const after = await sticky.box( '#sticky-after' );
		expect( target.height ).toBeCloseTo( 160, 0 );
		// What follows moved down by exactly the growth, as it would without sticking.
		expect( after.pageTop ).toBeCloseTo( afterTop + 80, 0 );

		// Its container narrows: the stuck element follows at the next frame.
		const widths = await page.evaluate(
			( sel ) =>
				new Promise< number[] >( ( resolve ) => {
					const element = document.querySelector(
						sel
					) as HTMLElement;
					element.parentElement!.style.maxWidth = '400px';
					requestAnimationFrame( () =>
						requestAnimationFrame( () =>
							setTimeout( () =>
								resolve( [
									element.getBoundingClientRect().width,
									element.parentElement!.getBoundingClientRect()
										.width,
								] )
							)
						)
					);
				} ),
			TARGET
		);
		expect( widths[ 0 ] ).toBeCloseTo( widths[ 1 ]!, 0 );
		expect( widths[ 1 ] ).toBeLessThanOrEqual( 400 );

		// Content above the element grows while it is in place: the stick point moves with it.
		await sticky.scrollTo( 0 );
		await page.evaluate( () => {
			(
				document.querySelector( '#sticky-before' ) as HTMLElement
			 ).style.height = '900px';
		} );
		await sticky.scrollTo( Math.ceil( top ) + 100 );
		expect( await sticky.isSticky( TARGET ) ).toBe( false );
		await sticky.scrollTo( Math.ceil( top ) + 300 );
		expect( await sticky.isSticky( TARGET ) ).toBe( true );
	} );

	test( 'sees the element pushed up by the push-up element, never overlapping it', async ( {
		page,
		requestUtils,
	} ) => {
		await setRules( requestUtils, [
			{ top_distance: 10, push_up_selector: '#sticky-pusher' },
		] );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixtureUrl );
		await naturalTop( sticky );
		const pusherTop = ( await sticky.box( '#sticky-pusher' ) ).pageTop;
		const height = ( await sticky.box( TARGET ) ).height;

		// Far above the pusher: at its top distance.
		await sticky.scrollTo( Math.ceil( pusherTop - 600 ) );
		expect( ( await sticky.box( TARGET ) ).top ).toBeCloseTo( 10, 0 );

		// Pusher 50 px from the top of the viewport: the element sits right above it.
		for ( const pusherViewportTop of [ 120, 90, 50, 0, -40 ] ) {
			await sticky.scrollTo(
				Math.round( pusherTop - pusherViewportTop )
			);
			const target = await sticky.box( TARGET );
			const pusher = await sticky.box( '#sticky-pusher' );
			expect( await sticky.isSticky( TARGET ) ).toBe( true );
			expect( target.bottom ).toBeLessThanOrEqual( pusher.top + 0.5 );
			expect( target.top ).toBeCloseTo(
				Math.min( 10, pusher.top - height ),
				0
			);
		}
	} );

	test( 'sees nothing stick outside the width range, and the state follow a resize', async ( {
		page,
		requestUtils,
	} ) => {
		await setRules( requestUtils, [
			{ min_width: 1100, max_width: 1300 },
		] );
		await page.setViewportSize( { width: 1024, height: 768 } );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixtureUrl );
		const top = await naturalTop( sticky );

		await sticky.scrollTo( Math.ceil( top ) + 300 );
		expect( await sticky.isSticky( TARGET ) ).toBe( false );

		await page.setViewportSize( { width: 1200, height: 768 } );
		await expect( page.locator( TARGET ) ).toHaveClass(
			/farol-sticky--active/
		);

		await page.setViewportSize( { width: 1400, height: 768 } );
		await expect( page.locator( TARGET ) ).not.toHaveClass(
			/farol-sticky--active/
		);
		await expect(
			page.locator( `.${ STICKY_CLASSES.placeholder }` )
		).toHaveCount( 0 );
	} );

	test( 'sees each debug message for its case, and none without debug mode', async ( {
		page,
		requestUtils,
	} ) => {
		const cases: Array< [ Partial< StickyRule >, RegExp ] > = [
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
			await setRules( requestUtils, [ { ...rule, debug: true } ] );
			messages.length = 0;
			await page.goto( fixtureUrl );
			await page.waitForLoadState( 'load' );
			expect( messages ).toHaveLength( 1 );
			expect( messages[ 0 ] ).toMatch( new RegExp( `^${ PREFIX }: ` ) );
			expect( messages[ 0 ] ).toMatch( pattern );
		}

		for ( const [ rule ] of cases ) {
			await setRules( requestUtils, [ { ...rule, debug: false } ] );
			messages.length = 0;
			await page.goto( fixtureUrl );
			await page.waitForLoadState( 'load' );
			expect( messages ).toEqual( [] );
		}

		// A bad push-up selector is ignored: the element still sticks.
		await setRules( requestUtils, [
			{ push_up_selector: '.sticky-twin', debug: true },
		] );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixtureUrl );
		await sticky.scrollTo( Math.ceil( await naturalTop( sticky ) ) + 50 );
		expect( await sticky.isSticky( TARGET ) ).toBe( true );
	} );

	test( 'gets no sticky script on a site without rules', async ( {
		page,
		requestUtils,
	} ) => {
		await setRules( requestUtils, [] );
		await page.goto( fixtureUrl );
		await expect(
			page.locator( 'script[src*="apps/sticky/index.js"]' )
		).toHaveCount( 0 );
		await expect( page.locator( 'script[src*="jquery"]' ) ).toHaveCount(
			0
		);
	} );
} );

test.describe( 'A logged-in administrator', () => {
	for ( const [ width, offset ] of [
		[ 1024, 32 ],
		[ 600, 0 ],
	] as const ) {
		test( `at ${ width } px gets an admin bar offset of ${ offset } px`, async ( {
			page,
			requestUtils,
		} ) => {
			await setRules( requestUtils, [
				{ top_distance: 5, admin_bar: true },
			] );
			await page.setViewportSize( { width, height: 700 } );
			const sticky = new StickyFrontPage( page );
			await sticky.open( fixtureUrl );
			await expect( page.locator( 'body' ) ).toHaveClass(
				/\badmin-bar\b/
			);

			const top = await naturalTop( sticky );
			const stickAt = Math.ceil( top - 5 - offset );
			await sticky.scrollTo( stickAt - 1 );
			expect( await sticky.isSticky( TARGET ) ).toBe( false );
			await sticky.scrollTo( stickAt );
			expect( await sticky.isSticky( TARGET ) ).toBe( true );
			expect( ( await sticky.box( TARGET ) ).top ).toBeCloseTo(
				5 + offset,
				0
			);
		} );
	}
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

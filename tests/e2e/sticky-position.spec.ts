/**
 * Sticky elements on the site, where they stick: the exact scroll position with nothing below
 * moving, push-up, the width range and the admin bar offset. Rules are set through
 * wp/v2/settings on a fixture post (./sticky-fixture), put back at the end.
 */
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { StickyFrontPage, STICKY_CLASSES } from './pages/sticky-front.page';
import { naturalTop, StickyFixture, TARGET } from './sticky-fixture';

const fixture = new StickyFixture();

test.beforeAll( async ( { requestUtils } ) => {
	await fixture.setUp( requestUtils );
} );

test.afterAll( async ( { requestUtils } ) => {
	await fixture.tearDown( requestUtils );
} );

test.describe( 'A visitor', () => {
	test.use( { storageState: VISITOR } );

	test( 'sees the element stick at the exact pixel and revert, with nothing below moving', async ( {
		page,
		requestUtils,
	} ) => {
		await fixture.setRules( requestUtils, [ { top_distance: 20 } ] );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixture.url );
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

	test( 'sees the element pushed up by the push-up element, never overlapping it', async ( {
		page,
		requestUtils,
	} ) => {
		await fixture.setRules( requestUtils, [
			{ top_distance: 10, push_up_selector: '#sticky-pusher' },
		] );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixture.url );
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
		await fixture.setRules( requestUtils, [
			{ min_width: 1100, max_width: 1300 },
		] );
		await page.setViewportSize( { width: 1024, height: 768 } );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixture.url );
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
			await fixture.setRules( requestUtils, [
				{ top_distance: 5, admin_bar: true },
			] );
			await page.setViewportSize( { width, height: 700 } );
			const sticky = new StickyFrontPage( page );
			await sticky.open( fixture.url );
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

/**
 * Sticky elements on the site, how they stick in each mode: legacy mode's clone (kept, or
 * created only while sticky with dynamic mode) and dynamic mode's placeholder following the
 * element as it changes. Rules are set through wp/v2/settings on a fixture post
 * (./sticky-fixture), put back at the end.
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

	test( 'in legacy mode sees a clone appear while sticky and go after', async ( {
		page,
		requestUtils,
	} ) => {
		await fixture.setRules( requestUtils, [
			{ legacy_mode: true, z_index: 7 },
		] );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixture.url );
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
		await fixture.setRules( requestUtils, [
			{ legacy_mode: true, dynamic_mode: true },
		] );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixture.url );
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
		await fixture.setRules( requestUtils, [ { dynamic_mode: true } ] );
		const sticky = new StickyFrontPage( page );
		await sticky.open( fixture.url );
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
} );

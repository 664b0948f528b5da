/**
 * The demo (tools/runtime/demo/30-sticky.php): on post 2260 the "Estou fixo" block sticks once
 * the page has scrolled past it. Tagged @smoke: `npm start` must show it too.
 */
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { StickyFrontPage, STICKY_CLASSES } from './pages/sticky-front.page';

test.use( { storageState: VISITOR } );

test( 'post 2260 shows #fixed sticking while the page scrolls @smoke', async ( {
	page,
} ) => {
	const sticky = new StickyFrontPage( page );
	await sticky.open( '/?p=2260' );
	const fixed = page.locator( '#fixed' );
	await expect( fixed ).toHaveClass( /element-is-not-sticky/ );

	const top = ( await sticky.box( '#fixed' ) ).pageTop;
	await sticky.scrollTo( Math.ceil( top ) + 300 );
	await expect( fixed ).toHaveClass( new RegExp( STICKY_CLASSES.active ) );
	await expect( fixed ).toBeInViewport();
	await expect( fixed ).toHaveCSS( 'position', 'fixed' );

	await sticky.scrollTo( 0 );
	await expect( fixed ).not.toHaveClass(
		new RegExp( STICKY_CLASSES.active )
	);
	expect(
		await sticky.layoutShift(),
		await sticky.layoutShiftSources()
	).toBe( 0 );
} );

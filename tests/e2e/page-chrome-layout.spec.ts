/**
 * The Farol theme's page layout on the demo site: the masonry grid's columns at every
 * breakpoint, post 2260's "Estou fixo" block, and the page without JavaScript.
 */
/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { PHONE, PageChrome } from './pages/page-chrome.page';

test.use( { storageState: VISITOR } );

test.describe( 'page chrome layout', () => {
	test.describe( 'masonry grid', () => {
		for ( const [ width, columns ] of [
			[ 390, 1 ],
			[ 600, 2 ],
			[ 800, 3 ],
			[ 1000, 4 ],
			[ 1300, 5 ],
			[ 1600, 6 ],
		] as const ) {
			test( `${ columns } column(s) at ${ width } px, in reading order, with no reflow after load`, async ( {
				page,
			} ) => {
				await page.setViewportSize( { width, height: 900 } );
				const chrome = new PageChrome( page );
				await chrome.openHome();
				expect( await chrome.masonryTracks() ).toBe( columns );

				const items = await chrome.masonryItems();
				expect( items.length ).toBeGreaterThanOrEqual( 6 );
				const lefts = [
					...new Set( items.map( ( item ) => item.left ) ),
				];
				expect( lefts ).toHaveLength( columns );

				// Within a column, cards follow the DOM order downwards and never overlap.
				for ( const left of lefts ) {
					const column = items.filter(
						( item ) => item.left === left
					);
					for ( let i = 1; i < column.length; i++ ) {
						expect( column[ i ]!.top ).toBeGreaterThanOrEqual(
							column[ i - 1 ]!.top + column[ i - 1 ]!.height
						);
					}
				}
				// The first row holds the first cards, left to right.
				const firstRow = items
					.slice( 0, columns )
					.map( ( item ) => item.left );
				expect( firstRow ).toEqual(
					[ ...firstRow ].sort( ( a, b ) => a - b )
				);

				// Nothing moves once the page has loaded (fonts in, script run).
				await page.waitForTimeout( 800 );
				expect( await chrome.masonryItems() ).toEqual( items );
			} );
		}
	} );

	test.describe( 'post 2260', () => {
		test( 'shows the "Estou fixo" block after the content on post 2260 only', async ( {
			page,
		} ) => {
			const chrome = new PageChrome( page );
			await page.goto( '/?p=2260' );
			await expect( chrome.fixed ).toHaveCount( 1 );
			await expect( chrome.fixed ).toHaveText( 'Estou fixo' );
			const afterContent = await chrome.fixed.evaluate( ( fixed ) => {
				const content = document.querySelector(
					'.wp-block-post-content'
				);
				return (
					!! content &&
					! content.contains( fixed ) &&
					content.compareDocumentPosition( fixed ) ===
						Node.DOCUMENT_POSITION_FOLLOWING
				);
			} );
			expect( afterContent ).toBe( true );

			await page.goto( '/como-medir-conversoes/' );
			await expect(
				page.locator( '.wp-block-post-content' )
			).toHaveCount( 1 );
			await expect( chrome.fixed ).toHaveCount( 0 );

			await page.goto( '/' );
			await expect( chrome.fixed ).toHaveCount( 0 );
		} );
	} );

	test.describe( 'without JavaScript', () => {
		test.use( { javaScriptEnabled: false } );

		test( 'the menu and every testimonial are still there', async ( {
			page,
		} ) => {
			await page.setViewportSize( PHONE );
			const chrome = new PageChrome( page );
			await page.goto( '/' );
			await expect( chrome.menuToggle ).toBeHidden();
			await expect( chrome.menu ).toBeVisible();
			const wrapper = await chrome.box( chrome.testimonialsWrapper );
			const grid = await chrome.box( chrome.testimonialsGrid );
			expect(
				Math.abs( wrapper.height - grid.height )
			).toBeLessThanOrEqual( 1 );
		} );
	} );
} );

/**
 * The Farol theme's page chrome, as a visitor meets it on the demo site, at a phone (390 px)
 * and a desktop (1440 px) viewport: sticky header, mobile menu and submenu, testimonials
 * expander, lazy backgrounds, masonry columns and post 2260's "Estou fixo" block.
 * Also saves the home page screenshots reviewers look at (artifacts/screenshots/).
 */
/**
 * External dependencies
 */
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect, VISITOR } from './fixtures';
import { DESKTOP, PHONE, PageChrome } from './pages/page-chrome.page';

test.use( { storageState: VISITOR } );

const SCREENSHOTS = path.join( __dirname, '../../artifacts/screenshots' );
const VIEWPORTS = [
	[ 'phone', PHONE ],
	[ 'desktop', DESKTOP ],
] as const;

test.describe( 'page chrome', () => {
	for ( const [ label, viewport ] of VIEWPORTS ) {
		test.describe( `${ label } (${ viewport.width } px)`, () => {
			test.beforeEach( async ( { page } ) => {
				await page.setViewportSize( viewport );
			} );

			test( 'the header gets its sticky class past the top and loses it at the top', async ( {
				page,
			} ) => {
				const chrome = new PageChrome( page );
				await chrome.openHome();
				await expect( chrome.header ).not.toHaveClass(
					/\bis-sticky\b/
				);

				await chrome.jumpTo( 1 );
				await expect( chrome.header ).toHaveClass( /\bis-sticky\b/ );
				await chrome.jumpTo( 1500 );
				await expect( chrome.header ).toHaveClass( /\bis-sticky\b/ );
				// The header stays in view and keeps its size: the style only draws.
				expect( ( await chrome.box( chrome.header ) ).top ).toBe( 0 );

				await chrome.jumpTo( 0 );
				await expect( chrome.header ).not.toHaveClass(
					/\bis-sticky\b/
				);
			} );

			test( 'the testimonials open to the full grid height and scroll to the wrapper', async ( {
				page,
			} ) => {
				const chrome = new PageChrome( page );
				await chrome.openHome();
				await chrome.testimonialsButton.evaluate( ( el ) =>
					window.scrollTo( {
						top:
							el.getBoundingClientRect().top +
							window.scrollY -
							window.innerHeight / 2,
						behavior: 'instant',
					} )
				);
				const grid = await chrome.box( chrome.testimonialsGrid );
				expect(
					( await chrome.box( chrome.testimonialsWrapper ) ).height
				).toBeLessThan( grid.height );

				// Sample the scroll position on every frame while it moves: a smooth scroll
				// passes through positions between the start and the end.
				await page.evaluate( () => {
					const seen: number[] = [];
					( window as unknown as { farolSeen: number[] } ).farolSeen =
						seen;
					const sample = ( t0: number ) => ( now: number ) => {
						seen.push( window.scrollY );
						if ( now - t0 < 1500 ) {
							requestAnimationFrame( sample( t0 ) );
						}
					};
					requestAnimationFrame( ( now ) => sample( now )( now ) );
				} );
				const startY = await chrome.scrollY();
				await chrome.testimonialsButton.click();

				await expect( chrome.testimonialsButton ).toHaveCount( 0 );
				await expect
					.poll( async () =>
						Math.abs(
							( await chrome.box( chrome.testimonialsWrapper ) )
								.height - grid.height
						)
					)
					.toBeLessThanOrEqual( 1 );
				const header = await chrome.box( chrome.header );
				await expect
					.poll(
						async () =>
							( await chrome.box( chrome.testimonialsWrapper ) )
								.top,
						{ timeout: 5000 }
					)
					.toBeCloseTo( header.height + 20, 0 );

				const seen = await page.evaluate(
					() =>
						( window as unknown as { farolSeen: number[] } )
							.farolSeen
				);
				const endY = await chrome.scrollY();
				const between = seen.filter(
					( y ) =>
						y > Math.min( startY, endY ) + 1 &&
						y < Math.max( startY, endY ) - 1
				);
				expect( Math.abs( endY - startY ) ).toBeGreaterThan( 100 );
				expect( new Set( between ).size ).toBeGreaterThan( 1 );
			} );

			test( 'with reduced motion the testimonials jump to the wrapper at once', async ( {
				page,
			} ) => {
				await page.emulateMedia( { reducedMotion: 'reduce' } );
				const chrome = new PageChrome( page );
				await chrome.openHome();
				const grid = await chrome.box( chrome.testimonialsGrid );

				// Click and read the position in the same task: a jump is already over.
				const after = await chrome.testimonialsButton.evaluate(
					( button ) => {
						( button as HTMLElement ).click();
						const wrapper = document.querySelector(
							'.farol-testimonials__wrapper'
						) as HTMLElement;
						const header = document.querySelector(
							'header.farol-site-header'
						) as HTMLElement;
						return {
							top: wrapper.getBoundingClientRect().top,
							height: wrapper.getBoundingClientRect().height,
							header: header.getBoundingClientRect().height,
						};
					}
				);
				expect( after.top ).toBeCloseTo( after.header + 20, 0 );
				expect(
					Math.abs( after.height - grid.height )
				).toBeLessThanOrEqual( 1 );
				await expect( chrome.testimonialsButton ).toHaveCount( 0 );
			} );

			test( 'lazy containers get their class only near the viewport', async ( {
				page,
			} ) => {
				const chrome = new PageChrome( page );
				await chrome.openHome();
				const lazy = page.locator( '.farol-lazy' );
				expect( await lazy.count() ).toBeGreaterThanOrEqual( 3 );

				const states = async () =>
					lazy.evaluateAll( ( els ) =>
						els.map( ( el ) => {
							const r = el.getBoundingClientRect();
							return {
								near:
									r.top < window.innerHeight + 200 &&
									r.bottom > -200,
								loaded: el.classList.contains(
									'is-lazy-loaded'
								),
							};
						} )
					);
				// At the top of the page no lazy section is within 200 px.
				for ( const state of await states() ) {
					expect( state ).toEqual( { near: false, loaded: false } );
				}

				// Bring the first one to 150 px below the fold: near, though not yet visible.
				const first = lazy.first();
				const top = await first.evaluate(
					( el ) => el.getBoundingClientRect().top + window.scrollY
				);
				await chrome.jumpTo( top - viewport.height - 150 );
				await expect( first ).toHaveClass( /\bis-lazy-loaded\b/ );
				for ( const state of await states() ) {
					expect( state.loaded ).toBe( state.near );
				}
				const background = await first.evaluate(
					( el ) => getComputedStyle( el ).backgroundImage
				);
				expect( background ).toContain( 'url(' );
			} );

			test( 'home page screenshot', async ( { page } ) => {
				const chrome = new PageChrome( page );
				await chrome.openHome();
				// Walk down the page so every lazy background is in, then back to the top.
				const height = await page.evaluate(
					() => document.documentElement.scrollHeight
				);
				for ( let y = 0; y < height; y += viewport.height / 2 ) {
					await chrome.jumpTo( y );
				}
				await chrome.jumpTo( 0 );
				await page.waitForLoadState( 'networkidle' );
				await page.screenshot( {
					path: path.join(
						SCREENSHOTS,
						`home-${ viewport.width }.png`
					),
					fullPage: true,
				} );
			} );
		} );
	}

	test.describe( 'mobile menu at 390 px', () => {
		test.beforeEach( async ( { page } ) => {
			await page.setViewportSize( PHONE );
		} );

		test( 'opens and closes from the toggler; an outside click closes it, the opening click does not', async ( {
			page,
		} ) => {
			const chrome = new PageChrome( page );
			await chrome.openHome();
			await expect( chrome.menuToggle ).toBeVisible();
			await expect( chrome.menu ).toBeHidden();
			await expect( chrome.menuToggle ).toHaveAttribute(
				'aria-expanded',
				'false'
			);

			await chrome.menuToggle.click();
			await expect( chrome.menu ).toBeVisible();
			await expect( chrome.menuToggle ).toHaveAttribute(
				'aria-expanded',
				'true'
			);
			// Well past the 25 ms: the click that opened the menu has not closed it.
			await page.waitForTimeout( 200 );
			await expect( chrome.menu ).toBeVisible();

			// A click inside the menu (on the panel, not on a link) keeps it open.
			await chrome.menu.click( { position: { x: 5, y: 5 } } );
			await expect( chrome.menu ).toBeVisible();

			// A click on the page below the panel closes it.
			await page.mouse.click( PHONE.width / 2, PHONE.height - 20 );
			await expect( chrome.menu ).toBeHidden();
			await expect( chrome.menuToggle ).toHaveAttribute(
				'aria-expanded',
				'false'
			);

			// And the toggler closes it as well.
			await chrome.menuToggle.click();
			await expect( chrome.menu ).toBeVisible();
			await chrome.menuToggle.click();
			await expect( chrome.menu ).toBeHidden();
		} );

		test( 'listens for outside clicks only after 25 ms', async ( {
			page,
		} ) => {
			const chrome = new PageChrome( page );
			await chrome.openHome();
			const openAfterEarlyClick = await chrome.menuToggle.evaluate(
				( toggler ) => {
					( toggler as HTMLElement ).click();
					// An outside click in the same moment the menu opened.
					document
						.querySelector( 'main' )
						?.dispatchEvent(
							new MouseEvent( 'click', { bubbles: true } )
						);
					return document
						.getElementById( 'farol-menu' )
						?.classList.contains( 'is-open' );
				}
			);
			expect( openAfterEarlyClick ).toBe( true );
			await page.waitForTimeout( 50 );
			await page.evaluate(
				() =>
					document
						.querySelector( 'main' )
						?.dispatchEvent(
							new MouseEvent( 'click', { bubbles: true } )
						)
			);
			await expect( chrome.menu ).toBeHidden();
		} );

		test( 'Escape closes the menu and focus goes back to the toggler', async ( {
			page,
		} ) => {
			const chrome = new PageChrome( page );
			await chrome.openHome();
			await chrome.menuToggle.focus();
			await page.keyboard.press( 'Enter' );
			await expect( chrome.menu ).toBeVisible();
			await page.keyboard.press( 'Tab' );
			await expect( chrome.menu.locator( 'a' ).first() ).toBeFocused();
			await page.keyboard.press( 'Escape' );
			await expect( chrome.menu ).toBeHidden();
			await expect( chrome.menuToggle ).toBeFocused();
			await expect( chrome.menuToggle ).toHaveAttribute(
				'aria-expanded',
				'false'
			);
		} );

		test( 'a submenu expands to the height of its children and collapses again', async ( {
			page,
		} ) => {
			const chrome = new PageChrome( page );
			await chrome.openHome();
			await chrome.menuToggle.click();
			const { toggle, list, items } = chrome.servicesSubmenu();
			await expect( list ).toBeHidden();
			expect( await items.count() ).toBeGreaterThanOrEqual( 2 );

			await toggle.click();
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
			await expect( list ).toBeVisible();
			const childrenHeight = async () =>
				items.evaluateAll( ( els ) =>
					els.reduce(
						( sum, el ) => sum + el.getBoundingClientRect().height,
						0
					)
				);
			await expect
				.poll( async () =>
					Math.abs(
						( await chrome.box( list ) ).height -
							( await childrenHeight() )
					)
				)
				.toBeLessThanOrEqual( 1 );
			expect( ( await chrome.box( list ) ).height ).toBeGreaterThan( 80 );
			// The submenu click is inside the menu: the menu stays open.
			await expect( chrome.menu ).toBeVisible();

			await toggle.click();
			await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
			await expect
				.poll( async () => ( await chrome.box( list ) ).height )
				.toBe( 0 );
			await expect( list ).toBeHidden();
		} );
	} );

	test( 'on a desktop the menu is inline and a submenu opens as a dropdown on click', async ( {
		page,
	} ) => {
		await page.setViewportSize( DESKTOP );
		const chrome = new PageChrome( page );
		await chrome.openHome();
		await expect( chrome.menuToggle ).toBeHidden();
		await expect( chrome.menu ).toBeVisible();
		const { toggle, list } = chrome.servicesSubmenu();
		await page.mouse.move( 0, DESKTOP.height - 10 );
		await expect( list ).toBeHidden();
		await toggle.click();
		await page.mouse.move( 0, DESKTOP.height - 10 );
		await expect( list ).toBeVisible();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		await page.mouse.click( DESKTOP.width / 2, DESKTOP.height - 10 );
		await expect( list ).toBeHidden();
		await expect( toggle ).toHaveAttribute( 'aria-expanded', 'false' );
	} );

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

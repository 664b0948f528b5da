/**
 * The Farol theme's page chrome while a visitor scrolls the demo home page, at a phone (390 px)
 * and a desktop (1440 px) viewport: sticky header, testimonials expander (with and without
 * reduced motion) and lazy backgrounds. Also saves the home page screenshots reviewers look at
 * (artifacts/screenshots/).
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

test.describe( 'page chrome while scrolling', () => {
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

				// Smooth, not a jump: the page asks the browser for a smooth scroll (the calls to
				// scrollTo are recorded), and in the task of the click the position has not moved
				// yet (a jump is already over then: see the reduced-motion test), yet it arrives.
				// Sampling positions between start and end instead depended on the renderer
				// getting a frame during a short animation, which a loaded machine does not
				// promise (that was this test's flakiness).
				const startY = await chrome.scrollY();
				const atClick = await chrome.testimonialsButton.evaluate(
					( button ) => {
						const calls: unknown[] = [];
						const original = window.scrollTo.bind( window );
						window.scrollTo = ( ( ...args: unknown[] ) => {
							calls.push( args[ 0 ] );
							( original as ( ...a: unknown[] ) => void )(
								...args
							);
						} ) as typeof window.scrollTo;
						( button as HTMLElement ).click();
						return { y: window.scrollY, calls };
					}
				);
				expect( atClick.calls ).toEqual( [
					expect.objectContaining( { behavior: 'smooth' } ),
				] );
				expect( atClick.y ).toBe( startY );
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

				const endY = await chrome.scrollY();
				expect( Math.abs( endY - startY ) ).toBeGreaterThan( 100 );
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
} );

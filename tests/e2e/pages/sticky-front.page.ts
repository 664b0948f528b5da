/**
 * A page with a sticky rule, seen from the browser: scroll, read where things are.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

export const STICKY_CLASSES = {
	active: 'farol-sticky--active',
	placeholder: 'farol-sticky__placeholder',
	clone: 'farol-sticky__clone',
} as const;

export interface Box {
	/** Viewport top. */
	top: number;
	bottom: number;
	/** Document top (viewport top + scrollY). */
	pageTop: number;
	height: number;
}

export class StickyFrontPage {
	readonly page: Page;

	constructor( page: Page ) {
		this.page = page;
	}

	/**
	 * Opens a URL and starts recording layout shifts (for the CLS check).
	 *
	 * @param url Address.
	 */
	async open( url: string ): Promise< void > {
		await this.page.addInitScript( () => {
			const shifts: number[] = [];
			( window as unknown as { __farolShifts: number[] } ).__farolShifts =
				shifts;
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() ) {
					shifts.push(
						( entry as unknown as { value: number } ).value
					);
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await this.page.goto( url );
		// The script is deferred: wait until the page has fully run it.
		await this.page.waitForLoadState( 'load' );
	}

	/**
	 * Scrolls to a y position and waits two frames, so the scroll event has been handled and
	 * the result painted.
	 *
	 * @param y Scroll position.
	 */
	async scrollTo( y: number ): Promise< void > {
		await this.page.evaluate(
			( target ) =>
				new Promise< void >( ( resolve ) => {
					// "instant": the theme asks for smooth scrolling, which would animate.
					window.scrollTo( { top: target, behavior: 'instant' } );
					requestAnimationFrame( () =>
						requestAnimationFrame( () => resolve() )
					);
				} ),
			y
		);
	}

	/**
	 * Where an element is (first match).
	 *
	 * @param selector CSS selector.
	 */
	async box( selector: string ): Promise< Box > {
		return this.page.evaluate( ( sel ) => {
			const element = document.querySelector( sel );
			if ( ! element ) {
				throw new Error( `No element for ${ sel }` );
			}
			const rect = element.getBoundingClientRect();
			return {
				top: rect.top,
				bottom: rect.bottom,
				pageTop: rect.top + window.scrollY,
				height: rect.height,
			};
		}, selector );
	}

	/**
	 * Whether the element carries the sticky state class.
	 *
	 * @param selector CSS selector.
	 */
	async isSticky( selector: string ): Promise< boolean > {
		return this.page
			.locator( selector )
			.first()
			.evaluate(
				( element, active ) => element.classList.contains( active ),
				STICKY_CLASSES.active
			);
	}

	/** Sum of the layout shifts recorded since open(). */
	async layoutShift(): Promise< number > {
		return this.page.evaluate( () =>
			(
				window as unknown as { __farolShifts: number[] }
			 ).__farolShifts.reduce( ( sum, value ) => sum + value, 0 )
		);
	}
}

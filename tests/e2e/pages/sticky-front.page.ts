/**
 * A page with a sticky rule, seen from the browser: scroll, read where things are.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/** The layout shifts a page recorded (set up by StickyFrontPage.open()). */
interface ShiftRecord {
	__farolShifts: number[];
	__farolShiftSources: string[];
}

/** A layout-shift performance entry, as far as the tests read it. */
interface Shift {
	value: number;
	startTime: number;
	sources?: Array< {
		node?: Node | null;
		previousRect: DOMRectReadOnly;
		currentRect: DOMRectReadOnly;
	} >;
}

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
	 * Opens a URL and records the layout shifts that happen once it has loaded (the sticky
	 * behaviour's own; a page still streaming in can move as its HTML arrives, which is the
	 * page's CLS, measured by the Lighthouse bench, not the sticky element's).
	 *
	 * @param url Address.
	 */
	async open( url: string ): Promise< void > {
		await this.page.addInitScript( () => {
			const record = window as unknown as ShiftRecord;
			record.__farolShifts = [];
			record.__farolShiftSources = [];
			new PerformanceObserver( ( list ) => {
				for ( const entry of list.getEntries() as unknown as Shift[] ) {
					record.__farolShifts.push( entry.value );
					// What moved, for a failing test's message.
					const moved = ( entry.sources ?? [] ).map(
						( source ) =>
							`${
								source.node instanceof Element
									? source.node.outerHTML.slice( 0, 80 )
									: String( source.node?.nodeName )
							} ${ JSON.stringify(
								source.previousRect
							) } → ${ JSON.stringify( source.currentRect ) }`
					);
					record.__farolShiftSources.push(
						`${ entry.value.toFixed( 4 ) } at ${ Math.round(
							entry.startTime
						) } ms: ${ moved.join( ' | ' ) }`
					);
				}
			} ).observe( { type: 'layout-shift', buffered: true } );
		} );
		await this.page.goto( url );
		// The script is deferred: wait until the page has fully run it and painted, then count
		// from there.
		await this.page.waitForLoadState( 'load' );
		await this.page.evaluate(
			() =>
				new Promise< void >( ( resolve ) =>
					requestAnimationFrame( () =>
						requestAnimationFrame( () => {
							const record = window as unknown as ShiftRecord;
							record.__farolShifts.length = 0;
							record.__farolShiftSources.length = 0;
							resolve();
						} )
					)
				)
		);
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
			( window as unknown as ShiftRecord ).__farolShifts.reduce(
				( sum, value ) => sum + value,
				0
			)
		);
	}

	/** What each layout shift since open() moved (for a failing test's message). */
	async layoutShiftSources(): Promise< string > {
		return this.page.evaluate( () =>
			( window as unknown as ShiftRecord ).__farolShiftSources.join(
				'\n'
			)
		);
	}
}

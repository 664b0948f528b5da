/**
 * Test doubles for browser APIs jsdom does not have.
 */

/**
 * Installs window.matchMedia answering from a set of matching queries.
 *
 * @param matching Queries that match, e.g. '(prefers-reduced-motion: reduce)'.
 */
export function mockMatchMedia( matching: string[] = [] ): void {
	Object.defineProperty( window, 'matchMedia', {
		configurable: true,
		writable: true,
		value: ( query: string ) => ( {
			matches: matching.includes( query ),
			media: query,
			onchange: null,
			addEventListener: jest.fn(),
			removeEventListener: jest.fn(),
			addListener: jest.fn(),
			removeListener: jest.fn(),
			dispatchEvent: jest.fn(),
		} ),
	} );
}

/**
 * Fixes an element's measured box.
 *
 * @param el     Element.
 * @param top    Viewport top.
 * @param height Height.
 */
export function setBox( el: Element, top: number, height: number ): void {
	el.getBoundingClientRect = () =>
		( {
			top,
			height,
			bottom: top + height,
			left: 0,
			right: 100,
			width: 100,
			x: 0,
			y: top,
			toJSON: () => ( {} ),
		} ) as DOMRect;
}

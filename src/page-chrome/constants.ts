/**
 * The page chrome's constants (timings, margins, breakpoints; docs/specification.md), in one place.
 */

/** Containers get their lazy-load class this far before they enter the viewport. */
export const LAZY_LOAD_MARGIN_PX = 200;

/** The mobile menu listens for outside clicks only this long after opening. */
export const MENU_OUTSIDE_CLICK_DELAY_MS = 25;

/** The testimonials wrapper stops this far below the top of the visible area. */
export const TESTIMONIAL_SCROLL_OFFSET_PX = 20;

/** Columns when no breakpoint says otherwise. */
export const MASONRY_DEFAULT_COLUMNS = 4;

/**
 * Masonry columns by minimum viewport width, widest first; below the last one, one column.
 */
export const MASONRY_BREAKPOINTS: ReadonlyArray< {
	readonly minWidth: number;
	readonly columns: number;
} > = [
	{ minWidth: 1500, columns: 6 },
	{ minWidth: 1200, columns: 5 },
	{ minWidth: 992, columns: 4 },
	{ minWidth: 768, columns: 3 },
	{ minWidth: 576, columns: 2 },
];

/** Below this viewport width the header shows the menu toggler instead of the inline menu. */
export const MOBILE_MENU_MAX_WIDTH_PX = 991;

/** Class names the behaviours add; the theme's stylesheet styles them. */
export const CLASSES = {
	sticky: 'is-sticky',
	menuOpen: 'is-open',
	submenuExpanded: 'is-expanded',
	testimonialsExpanded: 'is-expanded',
	lazyLoaded: 'is-lazy-loaded',
	masonryReady: 'is-masonry',
} as const;

/**
 * The sticky decision as a pure function: whether the element sticks at this scroll position
 * and window width, and where its top goes (top distance, admin bar, push-up element), so it
 * can be tested over a table of cases without a browser.
 */

/** Below or at this viewport width WordPress scrolls the admin bar away (position: absolute). */
export const ADMIN_BAR_BREAKPOINT = 600;

/** What the decision needs, all in CSS pixels. */
export interface StickyInput {
	/** Vertical scroll position of the page (window.scrollY). */
	scrollY: number;
	/** window.innerWidth (scrollbar included, as the plugin we replace measured it). */
	viewportWidth: number;
	/** Top of the element's place in the page (document coordinates). */
	elementTop: number;
	/** Height of the element (border box). */
	elementHeight: number;
	/** Configured distance from the top of the viewport. */
	topDistance: number;
	minWidth: number;
	maxWidth: number;
	/** Whether the rule counts the admin bar. */
	adminBarHandling: boolean;
	/** Whether <body> carries the `admin-bar` class. */
	bodyHasAdminBar: boolean;
	/** Measured height of #wpadminbar (0 when there is none). */
	adminBarHeight: number;
	/** Top of the push-up element (document coordinates), or null when there is none. */
	pushUpTop: number | null;
}

export interface StickyState {
	sticky: boolean;
	/** Where the element's top edge goes while sticky (viewport coordinates). */
	top: number;
	/** The admin bar height that was counted (0 when it was not). */
	adminBarOffset: number;
}

/**
 * The admin bar height to count: only when the rule asks for it, the body has the admin-bar
 * class and the viewport is wider than 600 px.
 *
 * @param input The relevant part of the input.
 */
export function adminBarOffset(
	input: Pick<
		StickyInput,
		| 'adminBarHandling'
		| 'bodyHasAdminBar'
		| 'viewportWidth'
		| 'adminBarHeight'
	>
): number {
	return input.adminBarHandling &&
		input.bodyHasAdminBar &&
		input.viewportWidth > ADMIN_BAR_BREAKPOINT
		? input.adminBarHeight
		: 0;
}

/**
 * Sticky or not, and where.
 *
 * Sticky when the viewport width lies within [minWidth, maxWidth] and the page is scrolled to
 * at least elementTop − topDistance − adminBar. While sticky the element sits at
 * topDistance + adminBar, unless a push-up element has come closer than the element's height:
 * then it sits just above the push-up element, so the two never overlap.
 *
 * @param input Measurements and settings.
 */
export function computeStickyState( input: StickyInput ): StickyState {
	const offset = adminBarOffset( input );
	const inRange =
		input.viewportWidth >= input.minWidth &&
		input.viewportWidth <= input.maxWidth;
	const sticky =
		inRange &&
		input.scrollY >= input.elementTop - input.topDistance - offset;

	let top = input.topDistance + offset;
	if ( input.pushUpTop !== null ) {
		const pushUpViewportTop = input.pushUpTop - input.scrollY;
		top = Math.min( top, pushUpViewportTop - input.elementHeight );
	}
	return { sticky, top, adminBarOffset: offset };
}

/**
 * Testimonials call-to-action: expands the wrapper to the full height of its grid, removes the
 * button, and scrolls to the wrapper with the spec's 20 px offset — smoothly, or at once when
 * the visitor prefers reduced motion.
 */
/**
 * Internal dependencies
 */
import { CLASSES, TESTIMONIAL_SCROLL_OFFSET_PX } from './constants';
import { scrollTargetFor } from './geometry';

/** Markup the theme's testimonials pattern prints. */
export const TESTIMONIALS_SELECTORS = {
	section: '.farol-testimonials',
	wrapper: '.farol-testimonials__wrapper',
	grid: '.farol-testimonials__grid',
	button: '.farol-testimonials__more',
} as const;

/**
 * Height the sticky header covers at the top of the viewport.
 *
 * @param doc The document.
 * @return Pixels covered (0 when the header does not stick).
 */
function coveredByHeader( doc: Document ): number {
	const header = doc.querySelector< HTMLElement >( '.farol-site-header' );
	const view = doc.defaultView;
	if ( ! header || ! view ) {
		return 0;
	}
	const position = view.getComputedStyle( header ).position;
	return position === 'sticky' || position === 'fixed'
		? header.getBoundingClientRect().height
		: 0;
}

/**
 * Expands one testimonials section now.
 *
 * @param wrapper The collapsed wrapper.
 * @param grid    The grid inside it.
 * @param button  The call-to-action (its block wrapper is removed with it).
 */
export function expandTestimonials(
	wrapper: HTMLElement,
	grid: HTMLElement,
	button: HTMLElement
): void {
	const doc = wrapper.ownerDocument;
	const win = doc.defaultView ?? window;
	const fullHeight = grid.getBoundingClientRect().height;
	const growth = Math.max(
		0,
		fullHeight - wrapper.getBoundingClientRect().height
	);

	wrapper.style.maxHeight = `${ fullHeight }px`;
	wrapper.classList.add( CLASSES.testimonialsExpanded );
	// The wrapper keeps following its grid (resizes, font swaps) once the animation is over.
	const release = (): void => {
		wrapper.style.maxHeight = 'none';
	};
	wrapper.addEventListener( 'transitionend', release, { once: true } );
	const reduced =
		win.matchMedia?.( '(prefers-reduced-motion: reduce)' ).matches ?? false;
	if ( reduced ) {
		release();
	}

	// The button leaves with its buttons block, so no empty row remains; focus moves to the
	// content it revealed rather than being lost with it.
	( button.closest( '.wp-block-buttons' ) ?? button ).remove();
	wrapper.setAttribute( 'tabindex', '-1' );
	wrapper.focus( { preventScroll: true } );

	const top = scrollTargetFor( {
		elementTop: wrapper.getBoundingClientRect().top,
		scrollY: win.scrollY,
		stickyHeaderHeight: coveredByHeader( doc ),
		maxScroll: doc.documentElement.scrollHeight + growth - win.innerHeight,
		offset: TESTIMONIAL_SCROLL_OFFSET_PX,
	} );
	win.scrollTo( { top, behavior: reduced ? 'instant' : 'smooth' } );
}

/**
 * Wires every testimonials section of the page.
 *
 * @param root Where to look.
 */
export function initTestimonials( root: ParentNode = document ): void {
	for ( const section of root.querySelectorAll< HTMLElement >(
		TESTIMONIALS_SELECTORS.section
	) ) {
		const wrapper = section.querySelector< HTMLElement >(
			TESTIMONIALS_SELECTORS.wrapper
		);
		const grid = section.querySelector< HTMLElement >(
			TESTIMONIALS_SELECTORS.grid
		);
		const button = section.querySelector< HTMLElement >(
			TESTIMONIALS_SELECTORS.button
		);
		if ( ! wrapper || ! grid || ! button ) {
			continue;
		}
		// core/button prints its element inside a div carrying the class name.
		const control = button.matches( 'a, button' )
			? button
			: button.querySelector< HTMLElement >( 'a, button' ) ?? button;
		control.setAttribute( 'aria-expanded', 'false' );
		if ( wrapper.id ) {
			control.setAttribute( 'aria-controls', wrapper.id );
		}
		control.addEventListener( 'click', ( event ) => {
			event.preventDefault();
			expandTestimonials( wrapper, grid, button );
		} );
	}
}

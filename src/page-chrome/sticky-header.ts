/**
 * Header: a sticky style (class) once the page is scrolled past the top, removed back at the top.
 */
/**
 * Internal dependencies
 */
import { CLASSES } from './constants';

/**
 * Keeps `is-sticky` on the header true to the scroll position.
 *
 * @param header The site header element.
 * @param win    The window to watch (injectable for tests).
 * @return A function that stops watching.
 */
export function initStickyHeader(
	header: HTMLElement,
	win: Window = window
): () => void {
	let frame = 0;
	let scheduled = false;
	const update = (): void => {
		scheduled = false;
		header.classList.toggle( CLASSES.sticky, win.scrollY > 0 );
	};
	// One class change per frame at most, however many scroll events arrive.
	const onScroll = (): void => {
		if ( ! scheduled ) {
			scheduled = true;
			frame = win.requestAnimationFrame( update );
		}
	};
	win.addEventListener( 'scroll', onScroll, { passive: true } );
	// A page restored mid-scroll (back button, anchor) starts in the right state.
	update();
	return () => {
		win.removeEventListener( 'scroll', onScroll );
		if ( scheduled ) {
			win.cancelAnimationFrame( frame );
		}
	};
}

/**
 * Lazy loading: layout containers marked `farol-lazy` get `is-lazy-loaded` once they come
 * within 200 px of the viewport; the stylesheet gives them their heavy background only then.
 */
/**
 * Internal dependencies
 */
import { CLASSES, LAZY_LOAD_MARGIN_PX } from './constants';

export const LAZY_SELECTOR = '.farol-lazy';

/**
 * Observes the page's lazy containers.
 *
 * @param root Where to look.
 * @param win  The window (injectable for tests).
 * @return A function that stops observing.
 */
export function initLazyLoad(
	root: ParentNode = document,
	win: Window & typeof globalThis = window
): () => void {
	const targets = Array.from(
		root.querySelectorAll< HTMLElement >( LAZY_SELECTOR )
	);
	if ( targets.length === 0 ) {
		return () => undefined;
	}
	if ( typeof win.IntersectionObserver !== 'function' ) {
		// Without the observer nothing can tell when they are near: show them now.
		targets.forEach( ( el ) => el.classList.add( CLASSES.lazyLoaded ) );
		return () => undefined;
	}
	const observer = new win.IntersectionObserver(
		( entries, self ) => {
			for ( const entry of entries ) {
				if ( entry.isIntersecting ) {
					entry.target.classList.add( CLASSES.lazyLoaded );
					self.unobserve( entry.target );
				}
			}
		},
		{ rootMargin: `${ LAZY_LOAD_MARGIN_PX }px 0px` }
	);
	targets.forEach( ( el ) => observer.observe( el ) );
	return () => observer.disconnect();
}

/**
 * The icons of a post's discussable passages (entry `comments/inline`, printed only on a page
 * whose content has such a passage; plain TypeScript, no dependency). It holds only what the
 * open modes need: a click on an icon, and for the `scroll_open` and `blink` modes a look at
 * the icons' place on scroll (an icon 0–300 px below the viewport's top opens its popup, or
 * blinks for 3 s, once). The popup itself is the lazy chunk `comments-inline-popup`: a reader
 * who never opens one downloads nothing more.
 */
/**
 * Internal dependencies
 */
import { retryImport } from '../../lib/bounded/retry-import';

export const ICON_SELECTOR = '[data-farol-inline-open]';
/** An icon this far (px) below the viewport's top, or less, has scrolled into view. */
export const ZONE_TOP = 0;
export const ZONE_BOTTOM = 300;
/** How long an icon blinks (ms). */
export const BLINK_MS = 3000;
export const BLINK_CLASS = 'farol-inline__icon--blink';

type Popup = typeof import('./popup');

/**
 * The popup's chunk (asked twice at most).
 */
function popup(): Promise< Popup > {
	return retryImport(
		() =>
			import( /* webpackChunkName: "comments-inline-popup" */ './popup' )
	);
}

/**
 * Logs a popup that could not come: the passage stays as printed.
 *
 * @param error Why.
 */
function failed( error: unknown ): void {
	// eslint-disable-next-line no-console -- a trace for whoever debugs it; the page stays readable.
	console.error( '[farol] inline comments: popup failed', error );
}

/**
 * Whether an icon sits in the zone that counts as "scrolled into view".
 *
 * @param icon The icon.
 */
export function inZone( icon: Element ): boolean {
	const top = icon.getBoundingClientRect().top;
	return top >= ZONE_TOP && top <= ZONE_BOTTOM;
}

/**
 * Makes an icon blink for BLINK_MS, then stop.
 *
 * @param icon The icon.
 */
export function blink( icon: HTMLElement ): void {
	icon.classList.add( BLINK_CLASS );
	window.setTimeout( () => icon.classList.remove( BLINK_CLASS ), BLINK_MS );
}

/**
 * Watches the icons' place while the visitor scrolls (scroll_open or blink): each icon acts
 * once, the first time it comes into the zone.
 *
 * @param icons The icons.
 * @param mode  `scroll_open` or `blink`.
 */
function watchScroll( icons: HTMLElement[], mode: string ): void {
	const waiting = new Set( icons );
	let queued = false;
	const look = () => {
		queued = false;
		for ( const icon of waiting ) {
			if ( ! inZone( icon ) ) {
				continue;
			}
			waiting.delete( icon );
			if ( mode === 'blink' ) {
				blink( icon );
			} else {
				popup()
					.then( ( module ) => module.openByScroll( icon ) )
					.catch( failed );
				break; // One popup at a time; the next icon opens on a later scroll.
			}
		}
		if ( waiting.size === 0 ) {
			window.removeEventListener( 'scroll', onScroll );
		}
	};
	const onScroll = () => {
		if ( ! queued ) {
			queued = true;
			window.requestAnimationFrame( look );
		}
	};
	window.addEventListener( 'scroll', onScroll, { passive: true } );
}

/**
 * Starts the icons of the page.
 *
 * @param root The document.
 */
export function startInline( root: Document = document ): void {
	root.addEventListener( 'click', ( event ) => {
		const target = event.target;
		const icon =
			target instanceof Element
				? target.closest< HTMLButtonElement >( ICON_SELECTOR )
				: null;
		if ( ! icon ) {
			return;
		}
		event.preventDefault();
		popup()
			.then( ( module ) => module.toggle( icon ) )
			.catch( failed );
	} );
	const icons = Array.from(
		root.querySelectorAll< HTMLElement >( ICON_SELECTOR )
	);
	const mode = icons[ 0 ]?.dataset.mode ?? 'click';
	if ( mode === 'scroll_open' || mode === 'blink' ) {
		watchScroll( icons, mode );
	}
}

startInline();

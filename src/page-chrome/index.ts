/**
 * The Farol theme's page chrome: the behaviours every page needs, in one small bundle with no
 * dependencies (no React, no wp-i18n: it prints no text of its own).
 */
/**
 * Internal dependencies
 */
import './style.scss';
import { initLazyLoad } from './lazy-load';
import { initMasonry } from './masonry';
import { initMobileMenu } from './mobile-menu';
import { initStickyHeader } from './sticky-header';
import { initTestimonials } from './testimonials';

/**
 * Starts every behaviour whose markup is on the page.
 *
 * @param doc The document.
 */
export function initPageChrome( doc: Document = document ): void {
	const header = doc.querySelector< HTMLElement >( '.farol-site-header' );
	if ( header ) {
		initStickyHeader( header );
	}

	const toggler = doc.querySelector< HTMLButtonElement >(
		'.farol-menu-toggle[aria-controls]'
	);
	const panel = toggler
		? doc.getElementById( toggler.getAttribute( 'aria-controls' ) ?? '' )
		: null;
	if ( toggler && panel ) {
		initMobileMenu( toggler, panel );
	}

	initTestimonials( doc );
	initLazyLoad( doc );
	initMasonry( doc );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => initPageChrome(), {
		once: true,
	} );
} else {
	initPageChrome();
}

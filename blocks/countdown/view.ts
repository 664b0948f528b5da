/**
 * Front end: keeps each countdown render.php printed ticking, once a visitor can see it.
 *
 * No React and no dependency here: the server's markup is the countdown, the server's words
 * come with it, and the ticker only rewrites what changes. This script is on the critical path
 * of pages such as the home page, so it stays tiny and blocks nothing (deferred, no
 * wp-i18n): it waits until a countdown nears the viewport or the browser is idle before doing
 * any work, and until then the server's numbers stand.
 */

/**
 * External dependencies
 */
import { readProps, startTicker } from '@farol/countdown/ticker';
import { whenNeeded, type When } from '@farol/lib/mount/triggers';

/** Ticking matters only where it can be seen; idle time is free to catch up the rest. */
const WHEN: When = [ 'visible', 'idle' ];

/**
 * Schedules every countdown of the page.
 */
function startAll(): void {
	document
		.querySelectorAll< HTMLElement >(
			'.wp-block-farol-countdown[data-farol-props]'
		)
		.forEach( ( element ) => {
			const props = readProps( element );
			if ( props === null ) {
				// eslint-disable-next-line no-console -- a broken page should say why its countdown stands still.
				console.error( 'farol/countdown: unreadable data-farol-props' );
				return;
			}
			whenNeeded( element, WHEN, () => startTicker( element, props ) );
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', startAll, { once: true } );
} else {
	startAll();
}

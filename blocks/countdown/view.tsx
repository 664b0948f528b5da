/**
 * Front end: takes over each countdown rendered by render.php and keeps it ticking.
 *
 * The server markup already shows the right values at render time; the React tree renders
 * the same elements and classes, so taking it over moves nothing on screen.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import { Countdown } from '@farol/countdown/countdown';
import { parseTarget } from '@farol/countdown/time';

domReady( () => {
	document
		.querySelectorAll< HTMLElement >(
			'.wp-block-farol-countdown[data-countdown-target]'
		)
		.forEach( ( element ) => {
			const target = parseTarget( element.dataset.countdownTarget );
			if ( target !== null ) {
				createRoot( element ).render( <Countdown target={ target } /> );
			}
		} );
} );

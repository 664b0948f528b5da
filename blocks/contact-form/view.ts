/**
 * Front end of farol/contact-form: makes each form the server rendered send without reload.
 *
 * No React: the server's markup is the form and stays; the contact form's client logic
 * (src/contact-form/view, on src/contact-form/runtime and the rules engine) only adds
 * behaviour. This script prints deferred in the footer, and each form waits, like the deferred
 * React blocks, for the first of: nearing the viewport, being touched (pointer, key, focus), or
 * the browser's first idle period after load. Until then the form is a plain HTML form that
 * posts and is answered on reload. The environment check runs at once, so a browser missing a
 * feature leaves the plain form, and a form placed inside another form shows its error.
 */

/**
 * External dependencies
 */
import { checkEnvironment } from '@farol/contact-form/runtime/environment';
import { startContactForm } from '@farol/contact-form/view/controller';
import { readProps } from '@farol/contact-form/view/props';
import { ALL_TRIGGERS, whenNeeded } from '@farol/lib/mount/triggers';

/**
 * Schedules every contact form of the page.
 */
function startAll(): void {
	document
		.querySelectorAll< HTMLElement >( '.wp-block-farol-contact-form' )
		.forEach( ( container ) => {
			if ( ! checkEnvironment( container, window, console ).ready ) {
				return;
			}
			const form = container.querySelector< HTMLFormElement >(
				'form.farol-contact-form'
			);
			const props = form === null ? null : readProps( form );
			if ( form === null || props === null ) {
				// eslint-disable-next-line no-console -- a broken page should say why its form reloads.
				console.error(
					'farol/contact-form: unreadable data-farol-props'
				);
				return;
			}
			whenNeeded( form, ALL_TRIGGERS, () =>
				startContactForm( form, props )
			);
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', startAll, { once: true } );
} else {
	startAll();
}

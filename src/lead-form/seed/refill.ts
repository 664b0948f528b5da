/**
 * The lead form's refill script (entry `apps/lead-form/refill`): refills every lead form of the
 * page from the autofill cookie. Loaded by the seed script (./index.ts) as soon as the page is
 * parsed, only for a visitor who has the cookie and allows functional cookies: a first visit
 * does not download it. Plain TypeScript, no dependency.
 */

/**
 * Internal dependencies
 */
import { restoreAutofill } from '../tracking/autofill-restore';
import { LEAD_FORM_SELECTOR } from './markup';

document.querySelectorAll( LEAD_FORM_SELECTOR ).forEach( ( container ) => {
	const form = container.querySelector( 'form' );
	if ( form ) {
		restoreAutofill( form );
	}
} );

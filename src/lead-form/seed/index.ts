/**
 * The lead form's seed script (entry `apps/lead-form/seed`, enqueued by
 * Farol\LeadForm\Forms\SeedScript with a published form's markup): what a lead form does
 * without the visitor touching it runs as soon as the page is parsed, from the server's
 * markup, while the runtime still loads on the visitor's intent — every form's view event
 * starts, and for a returning visitor (the autofill cookie is there, functional cookies are
 * allowed) the refill script comes at once, its address given by the server
 * (`window.farolLeadFormSeed.refill`). Plain TypeScript, no dependency, about 1 KB gzip
 * (tests/unit/lead-form/seed-size.test.ts).
 */

/**
 * Internal dependencies
 */
import { AUTOFILL_COOKIE } from '../tracking/autofill-data';
import { hasConsent } from '../tracking/consent';
import { readCookie } from '../tracking/cookies';
import { eachForm, startFormView } from './seed-form';

/** What the server tells the seed script. */
interface SeedWindow {
	farolLeadFormSeed?: { refill?: string };
}

/**
 * Starts the forms' view events, then brings the refill script when there is something to
 * refill.
 */
function seed(): void {
	eachForm( document, startFormView );
	const refill = ( window as Window & SeedWindow ).farolLeadFormSeed?.refill;
	if (
		refill &&
		readCookie( AUTOFILL_COOKIE ) !== null &&
		hasConsent( 'functional' )
	) {
		const script = document.createElement( 'script' );
		script.src = refill;
		document.head.append( script );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', seed, { once: true } );
} else {
	seed();
}

/**
 * Consent, read at the moment it matters (never cached: a banner may change it at any time).
 *
 * - With the WP Consent API on the page (`window.wp_has_consent`), its answer is the answer;
 *   a change arrives as its `wp_listen_for_consent_change` event on the document, whose detail
 *   maps categories to 'allow' or 'deny'.
 * - Without it, the first-party cookie `farol_consent` lists the granted categories, comma
 *   separated (`farol_consent=functional,statistics`); a banner that writes it announces the
 *   change by dispatching the same `wp_listen_for_consent_change` event.
 * - With neither, functional is granted and statistics and marketing are not: under the LGPD
 *   the autofill cookie is a convenience the visitor expects from a form (functional, kept
 *   only on their own device), while counting views and tracking ids need an opt-in.
 */

/**
 * Internal dependencies
 */
import { readCookie } from './cookies';

/** The categories Farol asks about (names of the WP Consent API). */
export type ConsentCategory = 'functional' | 'statistics' | 'marketing';

/** The fallback cookie: granted categories, comma separated. */
export const CONSENT_COOKIE = 'farol_consent';

/** The WP Consent API's change event (also accepted from any banner). */
export const CONSENT_CHANGE_EVENT = 'wp_listen_for_consent_change';

/** Granted when neither the WP Consent API nor the cookie says otherwise. */
const DEFAULT_GRANTED: readonly ConsentCategory[] = [ 'functional' ];

/** The WP Consent API's surface on window. */
interface ConsentApiWindow {
	wp_has_consent?: ( category: string ) => boolean;
}

/**
 * Whether the visitor allows a category of cookies and tracking.
 *
 * @param category functional, statistics or marketing.
 */
export function hasConsent( category: ConsentCategory ): boolean {
	const api = ( window as Window & ConsentApiWindow ).wp_has_consent;
	if ( typeof api === 'function' ) {
		try {
			return api( category ) === true;
		} catch {
			return false;
		}
	}
	const cookie = readCookie( CONSENT_COOKIE );
	if ( cookie === null ) {
		return DEFAULT_GRANTED.includes( category );
	}
	return cookie
		.split( ',' )
		.map( ( item ) => item.trim() )
		.includes( category );
}

/**
 * Calls back once, as soon as a consent change grants the category (the change event's
 * detail says 'allow', or consent reads granted after it). Returns the function that stops
 * listening.
 *
 * @param category The category waited for.
 * @param callback Called once when granted.
 */
export function onConsentGranted(
	category: ConsentCategory,
	callback: () => void
): () => void {
	const listener = ( event: Event ) => {
		const detail: unknown = ( event as CustomEvent< unknown > ).detail;
		const allowed =
			typeof detail === 'object' &&
			detail !== null &&
			( detail as Record< string, unknown > )[ category ] === 'allow';
		if ( allowed || hasConsent( category ) ) {
			stop();
			callback();
		}
	};
	const stop = () =>
		document.removeEventListener( CONSENT_CHANGE_EVENT, listener );
	document.addEventListener( CONSENT_CHANGE_EVENT, listener );
	return stop;
}

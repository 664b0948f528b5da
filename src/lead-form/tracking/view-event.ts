/**
 * The lead form's view event: POST `{ category: 'lead_form', asset_id, filter: '', action:
 * 'viewed' }` (the `viewEvent` of conversion-contract.ts) to the events endpoint, counted by
 * the server as one view of the form today.
 *
 * Sent 5 s after the page's load event (a glance while scrolling past is not a view), and
 * only with statistics consent: if consent is missing then, it is sent as soon as it is
 * granted during the same page view. Once per form per page view, however many times the
 * form appears and whichever bundle starts it: the seed script, the embed and the runtime
 * each have a copy of this module, so the forms counted are kept in one record on the page
 * (`window.farolLeadFormViews`), not in the module. Sent as a beacon (`text/plain`, no
 * preflight from other sites, survives leaving the page), else by fetch with `keepalive`.
 */

/**
 * Internal dependencies
 */
import type { ViewEvent } from '../conversion-contract';
import { hasConsent, onConsentGranted } from './consent';

/** Delay after the load event before a view counts, in ms. */
export const VIEW_EVENT_DELAY = 5000;

/** Options of startViewEvent(). */
export interface ViewEventOptions {
	/** The form's id (used as asset_id). */
	formId: number;
	/** The events endpoint (data-farol-props endpoints.events). */
	endpoint: string;
	/** The form's public token: the asset_id when the id is unknown (0). */
	token?: string;
}

/** The page's record of the forms whose view was sent: endpoint + asset → true. */
interface ViewsWindow {
	farolLeadFormViews?: Record< string, true >;
}

/**
 * The forms whose view was sent (or is being sent) in this page view, shared by every copy of
 * this module on the page.
 */
function sentViews(): Record< string, true > {
	const page = window as Window & ViewsWindow;
	return ( page.farolLeadFormViews = page.farolLeadFormViews || {} );
}

/**
 * Forgets the forms already counted (a new page view, in tests).
 */
export function resetViewEvents(): void {
	delete ( window as Window & ViewsWindow ).farolLeadFormViews;
}

/**
 * The body of a form's view event.
 *
 * @param options The form.
 */
export function viewEventBody( options: ViewEventOptions ): ViewEvent {
	return {
		category: 'lead_form',
		asset_id:
			options.formId > 0 ? String( options.formId ) : options.token || '',
		filter: '',
		action: 'viewed',
	};
}

/**
 * Sends the event (a beacon when the browser has one, else fetch with keepalive). Errors are
 * swallowed: a view count never disturbs the visitor.
 *
 * @param endpoint The events endpoint.
 * @param body     The event.
 */
function send( endpoint: string, body: ViewEvent ): void {
	const json = JSON.stringify( body );
	try {
		if (
			typeof navigator.sendBeacon === 'function' &&
			navigator.sendBeacon( endpoint, json )
		) {
			return;
		}
	} catch {
		// Some browsers throw for a beacon to another origin: fall back to fetch.
	}
	fetch( endpoint, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: json,
		keepalive: true,
		credentials: 'omit',
	} ).catch( () => undefined );
}

/**
 * Milliseconds left until VIEW_EVENT_DELAY after the load event (the page already loaded),
 * from the navigation timing when the browser has it.
 */
function remainingDelay(): number {
	const loadEnd = (
		performance.getEntriesByType?.( 'navigation' )[ 0 ] as
			| PerformanceNavigationTiming
			| undefined
	 )?.loadEventEnd;
	return loadEnd
		? Math.max( 0, VIEW_EVENT_DELAY - ( performance.now() - loadEnd ) )
		: VIEW_EVENT_DELAY;
}

/**
 * Starts the view event of one form: sent when due, unless this page view already sent it.
 *
 * @param options The form and endpoint.
 */
export function startViewEvent( options: ViewEventOptions ): void {
	const body = viewEventBody( options );
	const key = `${ options.endpoint } ${ body.asset_id }`;
	const trySend = () => {
		const sent = sentViews();
		if ( ! sent[ key ] ) {
			sent[ key ] = true;
			send( options.endpoint, body );
		}
	};
	const due = () => {
		if ( hasConsent( 'statistics' ) ) {
			trySend();
		} else {
			onConsentGranted( 'statistics', trySend );
		}
	};
	if ( body.asset_id === '' || sentViews()[ key ] ) {
		return;
	}
	if ( document.readyState === 'complete' ) {
		setTimeout( due, remainingDelay() );
	} else {
		window.addEventListener(
			'load',
			() => setTimeout( due, VIEW_EVENT_DELAY ),
			{ once: true }
		);
	}
}

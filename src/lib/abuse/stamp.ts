/**
 * Fresh "shown at" stamps for forms on cached pages.
 *
 * Every public form carries its signed stamp in a hidden field printed by the server
 * (Farol\Support\Abuse\StampKinds::field()): `farol_started`, with where to fetch a fresh one
 * (`data-farol-stamp`) and after how many seconds to do so (`data-farol-stamp-refresh`). The
 * server refuses a stamp younger than its minimum (a bot sends at once) or older than its
 * maximum age (a stamp fetched once cannot be reused for ever). A page cache may serve the
 * form long after the stamp was made, so when the visitor starts using the form (the runtime
 * calls `watchStamp()` as it takes the form over) an old stamp is replaced with a fresh one;
 * before sending, `stampReady()` waits for that fetch (at most STAMP_FETCH_MS) and, when a
 * fresh stamp came, for its minimum age, so a quick person sees the form sending rather than a
 * false refusal.
 *
 * "Old" is judged by the visitor's clock against the stamp's server time: a wrong clock only
 * means one more fetch. A failed fetch keeps the stamp the page had. Kept small on purpose:
 * every form page carries it.
 */
/**
 * Internal dependencies
 */
import { isStampAnswer } from './stamp-shape-contract';
import { settleWithin } from '../bounded';

/** The longest a send waits for a fresh stamp's fetch, in ms. */
export const STAMP_FETCH_MS = 5000;

/** Per form, the renewal started: resolves to when its fresh stamp may be sent (ms), or 0. */
const renewals = new WeakMap< HTMLFormElement, Promise< number > >();

/**
 * Whether a stamp is older than the refresh age (or unreadable), by the given clock.
 *
 * @param value          The stamp.
 * @param refreshSeconds The refresh age.
 * @param nowMs          The visitor's clock.
 */
export function isStale(
	value: string,
	refreshSeconds: number,
	nowMs: number
): boolean {
	return ! (
		Math.abs( nowMs / 1000 - Number( value.split( '.' )[ 0 ] ) ) <=
		refreshSeconds
	);
}

/**
 * Renews the form's stamp when it is old (once per form).
 *
 * @param form  The form.
 * @param fetch The fetch to use.
 * @param now   The clock.
 * @return When the fresh stamp may be sent (ms), or 0 when none is coming.
 */
export function refreshIfStale(
	form: HTMLFormElement,
	fetch: typeof window.fetch = window.fetch.bind( window ),
	now: () => number = Date.now
): Promise< number > {
	let renewal = renewals.get( form );
	// The server marks its stamp field (StampKinds::field()); its name is the server's.
	const field = form.querySelector< HTMLInputElement >(
		'input[data-farol-stamp]'
	);
	if (
		! renewal &&
		field &&
		isStale( field.value, Number( field.dataset.farolStampRefresh ), now() )
	) {
		renewal = fetch( field.dataset.farolStamp!, { cache: 'no-store' } )
			.then( ( response ) => ( response.ok ? response.json() : 0 ) )
			.then( ( answer: unknown ) => {
				if ( ! isStampAnswer( answer ) ) {
					return 0;
				}
				field.value = answer.stamp;
				return now() + answer.minSeconds * 1000 + 50;
			} )
			.catch( () => 0 );
		renewals.set( form, renewal );
	}
	return renewal ?? Promise.resolve( 0 );
}

/**
 * Refreshes the form's stamp when the visitor starts using it: at once when the focus is
 * already inside (the runtime loaded on that intent), else on the first pointer, focus or key
 * there.
 *
 * @param form The form.
 */
export function watchStamp( form: HTMLFormElement ): void {
	const events = [ 'pointerdown', 'focusin', 'keydown' ];
	const start = () => {
		events.forEach( ( type ) =>
			form.removeEventListener( type, start, true )
		);
		refreshIfStale( form );
	};
	if ( form.contains( form.ownerDocument.activeElement ) ) {
		start();
	} else {
		events.forEach( ( type ) =>
			form.addEventListener( type, start, true )
		);
	}
}

/**
 * Resolves when the form's stamp may be sent: a renewal under way has ended (or
 * STAMP_FETCH_MS passed) and a fresh stamp is at least its minimum age.
 *
 * @param form  The form.
 * @param fetch The fetch to use.
 * @param now   The clock.
 */
export async function stampReady(
	form: HTMLFormElement,
	fetch?: typeof window.fetch,
	now: () => number = Date.now
): Promise< void > {
	const wait =
		( await settleWithin(
			refreshIfStale( form, fetch, now ),
			STAMP_FETCH_MS,
			0
		) ) - now();
	if ( wait > 0 ) {
		await new Promise( ( resolve ) => setTimeout( resolve, wait ) );
	}
}
